/**
 * Drafted documents: POST /api/documents/generate, GET /api/documents[?caseId=], GET
 * /api/documents/usage, PATCH|DELETE /api/documents/:id. Every statement (../db/documents.ts)
 * filters on the signed-in user: another user's case or document is a 404. What a generation costs
 * is decided in one place (services/drafting/allowance.ts) before the draft is made, given back if
 * it cannot be stored, and nothing when the case has not changed since the stored draft of its type.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import {
  documentListQuerySchema,
  documentMessages,
  generateDocumentSchema,
  MAX_DOCUMENTS_PER_USER,
  updateDocumentSchema,
} from '../../src/domain/documents';
import type { AppEnv } from '../app-env';
import { workerToday } from '../clock';
import { saveComplaintChoice } from '../db/complaints';
import {
  countUnspentCredits,
  deleteDocument,
  hasDraftFromInputs,
  insertDocumentWithinCap,
  listDocuments,
  readDocument,
  storedAfterTwin,
  updateDocumentContent,
} from '../db/documents';
import { savePageRefs } from '../db/page-refs';
import { documentView } from '../db/views';
import { ApiError, ErrorCode } from '../errors';
import { requireUser, signedIn } from '../middleware/session';
import { subscriptionState } from '../services/billing/state';
import { type Allowance, takeAllowance, unchangedCase } from '../services/drafting/allowance';
import { gatherFacts } from '../services/drafting/facts';
import { templateDraft } from '../services/drafting/generate';
import { draftInputsHash } from '../services/drafting/inputs-hash';
import { refineDraft } from '../services/drafting/llm';
import { readUsage } from '../services/usage';
import { validate } from '../validation';

const uuid = z.uuid();
const documentNotFound = () => new ApiError(404, ErrorCode.NOT_FOUND, 'No document with that id');

export const documentRoutes = new Hono<AppEnv>()
  .use('*', signedIn)
  /** What the usage banner shows: the plan's feature, the free ET1 drafts left, unspent credits. */
  .get('/usage', async (c) => {
    const user = requireUser(c.get('user'));
    const today = workerToday();
    const [state, usage, credits] = await Promise.all([
      subscriptionState(c.var.db, user.id, new Date()),
      readUsage(c.var.db, user.id, 'et1_generation', today),
      countUnspentCredits(c.var.db, user.id),
    ]);
    const hasFeature = state.features.includes('documents');
    return c.json({
      hasFeature,
      usage,
      credits,
      paymentsConfigured: Boolean(c.env.STRIPE_SECRET_KEY),
      /** The next ET1 drafted from a changed case uses the last free one of the month: the screen asks first. */
      lastFreeEt1: !hasFeature && usage.remaining === 1,
    });
  })
  // Newest first; documents made in the same millisecond in the order they were stored.
  .get('/', validate('query', documentListQuerySchema), async (c) => {
    const user = requireUser(c.get('user'));
    const { caseId } = c.req.valid('query');
    const rows = await listDocuments(c.var.db, user.id, caseId);
    return c.json({ items: rows.map(documentView) });
  })
  .post('/generate', validate('json', generateDocumentSchema), async (c) => {
    const user = requireUser(c.get('user'));
    const { caseId, documentType, language, complaints, direction } = c.req.valid('json');
    const db = c.var.db;
    const now = new Date();
    const today = workerToday();
    // The case first: a case that is not the user's costs nothing and answers 404.
    const facts = await gatherFacts(db, { userId: user.id, caseId, language, today, complaints, direction });
    // Kept with the case: the next draft, and the schedule of loss (ERA s.124(1A)), read it.
    if (complaints) await saveComplaintChoice(c.var.db, user.id, caseId, complaints);
    // Drafting again from a case that has not changed since the stored draft of this type costs
    // nothing: the inputs' hash is compared before any allowance is taken.
    const inputsHash = await draftInputsHash(facts, documentType);
    const inputs = { userId: user.id, caseId, documentType, inputsHash };
    let allowance: Allowance = (await hasDraftFromInputs(c.var.db, inputs))
      ? unchangedCase
      : await takeAllowance(c.var.db, {
          userId: user.id,
          documentType,
          today,
          now,
          paymentsConfigured: Boolean(c.env.STRIPE_SECRET_KEY),
        });
    const draft = templateDraft(facts, documentType);
    // The optional LLM rewrite (never new facts) and the citation check of whatever text is kept.
    const refined = await refineDraft(db, c.env, { draft, facts, kind: 'document' }).catch(async (error: unknown) => {
      await allowance.refund();
      throw error;
    });
    const id = crypto.randomUUID();
    const stored = await insertDocumentWithinCap(
      c.var.db,
      {
        id,
        userId: user.id,
        caseId,
        documentType,
        title: draft.title,
        language,
        // What the claimant reads is what was refined: the LLM's rewrite when it was kept, with the
        // citations the check could not verify marked in it and listed beside it.
        content: refined.content,
        provider: refined.provider,
        unverifiedCitations: refined.unverifiedCitations,
        inputsHash,
        createdAt: now.toISOString(),
      },
      MAX_DOCUMENTS_PER_USER,
    ).catch(async (error: unknown) => {
      await allowance.refund();
      throw error;
    });
    if (!stored) {
      await allowance.refund();
      throw new ApiError(409, ErrorCode.LIMIT_REACHED, documentMessages.tooMany);
    }
    // Two parallel requests from the same unchanged case both found no earlier draft and both paid:
    // the one stored second gives its use back, so one case's draft is paid for once.
    if (allowance !== unchangedCase && (await storedAfterTwin(c.var.db, { ...inputs, id }))) {
      await allowance.refund();
      allowance = unchangedCase;
    }
    // The bundle pages the text cites, so its references can be rewritten after a rebuild.
    await savePageRefs(c.var.db, { documentId: id, userId: user.id, content: refined.content }, facts.bundleIndex, now);
    const row = await readDocument(db, user.id, id);
    if (!row) throw documentNotFound();
    return c.json(
      {
        document: documentView(row),
        allowance: allowance.kind,
        usage: allowance.usage,
        missing: draft.missing,
        /** The spec's pay-per-document message, where payments are not configured here. */
        paymentNotice: allowance.kind === 'payments_not_configured' ? ('payment_coming_soon' as const) : null,
        /** Why the template draft was kept when an LLM is configured ('llm_failed' …), or null. */
        draftingNotice: refined.notice,
      },
      201,
    );
  })
  .patch('/:id', validate('json', updateDocumentSchema), async (c) => {
    const user = requireUser(c.get('user'));
    const id = c.req.param('id');
    if (!uuid.safeParse(id).success) throw documentNotFound();
    const { content } = c.req.valid('json');
    const row = await updateDocumentContent(c.var.db, user.id, id, content);
    if (!row) throw documentNotFound();
    return c.json({ document: documentView(row) });
  })
  .delete('/:id', async (c) => {
    const user = requireUser(c.get('user'));
    const id = c.req.param('id');
    if (!uuid.safeParse(id).success) throw documentNotFound();
    if (!(await deleteDocument(c.var.db, user.id, id))) throw documentNotFound();
    return c.json({ deleted: id });
  });
