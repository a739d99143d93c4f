/**
 * Drafted documents, for /documents:
 * POST /api/documents/generate, GET /api/documents[?caseId=], GET /api/documents/usage,
 * PATCH|DELETE /api/documents/:id. Every statement filters on the signed-in user: another user's
 * case or document is a 404. What a generation costs is decided in one place
 * (services/drafting/allowance.ts) before the draft is made, and given back if it cannot be stored.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
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
import { database } from '../db/client';
import { saveComplaintChoice } from '../db/complaints';
import { savePageRefs } from '../db/page-refs';
import { documents } from '../db/schema';
import { documentView } from '../db/views';
import { ApiError, ErrorCode } from '../errors';
import { requireUser, signedIn } from '../middleware/session';
import { subscriptionState } from '../services/billing/state';
import { takeAllowance } from '../services/drafting/allowance';
import { gatherFacts } from '../services/drafting/facts';
import { templateDraft } from '../services/drafting/generate';
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
      subscriptionState(c.env.DB, user.id, new Date()),
      readUsage(c.env.DB, user.id, 'et1_generation', today),
      c.env.DB.prepare('SELECT count(*) AS n FROM document_credits WHERE user_id = ?1 AND spent_at IS NULL')
        .bind(user.id)
        .first<{ n: number }>(),
    ]);
    return c.json({
      hasFeature: state.features.includes('documents'),
      usage,
      credits: credits?.n ?? 0,
      paymentsConfigured: Boolean(c.env.STRIPE_SECRET_KEY),
    });
  })
  // Newest first; documents made in the same millisecond in the order they were stored.
  .get('/', validate('query', documentListQuerySchema), async (c) => {
    const user = requireUser(c.get('user'));
    const { caseId } = c.req.valid('query');
    const rows = await database(c.env.DB)
      .select()
      .from(documents)
      .where(and(eq(documents.userId, user.id), caseId ? eq(documents.caseId, caseId) : undefined))
      .orderBy(desc(documents.createdAt), sql`documents.rowid DESC`);
    return c.json({ items: rows.map(documentView) });
  })
  .post('/generate', validate('json', generateDocumentSchema), async (c) => {
    const user = requireUser(c.get('user'));
    const { caseId, documentType, language, complaints } = c.req.valid('json');
    const db = database(c.env.DB);
    const now = new Date();
    const today = workerToday();
    // The case first: a case that is not the user's costs nothing and answers 404.
    const facts = await gatherFacts(db, c.env.DB, { userId: user.id, caseId, language, today, complaints });
    // Kept with the case: the next draft, and the schedule of loss (ERA s.124(1A)), read it.
    if (complaints) await saveComplaintChoice(c.env.DB, user.id, caseId, complaints);
    const allowance = await takeAllowance(c.env.DB, {
      userId: user.id,
      documentType,
      today,
      now,
      paymentsConfigured: Boolean(c.env.STRIPE_SECRET_KEY),
    });
    const draft = templateDraft(facts, documentType);
    // The optional LLM rewrite (never new facts) and the citation check of whatever text is kept.
    const refined = await refineDraft(c.env, { draft, facts, kind: 'document' }).catch(async (error: unknown) => {
      await allowance.refund();
      throw error;
    });
    const id = crypto.randomUUID();
    const stamp = now.toISOString();
    // The per-user cap inside the INSERT, so parallel generations cannot pass it.
    const stored = await c.env.DB.prepare(
      `INSERT INTO documents (id, user_id, case_id, document_type, title, language, content, provider, unverified_citations, created_at, updated_at)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?10
        WHERE (SELECT count(*) FROM documents WHERE user_id = ?2) < ?11`,
    )
      .bind(
        id,
        user.id,
        caseId,
        documentType,
        draft.title,
        language,
        // What the claimant reads is what was refined: the LLM's rewrite when it was kept, with the
        // citations the check could not verify marked in it and listed beside it.
        refined.content,
        refined.provider,
        JSON.stringify(refined.unverifiedCitations),
        stamp,
        MAX_DOCUMENTS_PER_USER,
      )
      .run()
      .catch(async (error: unknown) => {
        await allowance.refund();
        throw error;
      });
    if (stored.meta.changes !== 1) {
      await allowance.refund();
      throw new ApiError(409, ErrorCode.LIMIT_REACHED, documentMessages.tooMany);
    }
    // The bundle pages the text cites, so its references can be rewritten after a rebuild.
    await savePageRefs(c.env.DB, { documentId: id, userId: user.id, content: refined.content }, facts.bundleIndex, now);
    const [row] = await db
      .select()
      .from(documents)
      .where(and(eq(documents.id, id), eq(documents.userId, user.id)));
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
    const [row] = await database(c.env.DB)
      .update(documents)
      .set({ content, updatedAt: new Date().toISOString() })
      .where(and(eq(documents.id, id), eq(documents.userId, user.id)))
      .returning();
    if (!row) throw documentNotFound();
    return c.json({ document: documentView(row) });
  })
  .delete('/:id', async (c) => {
    const user = requireUser(c.get('user'));
    const id = c.req.param('id');
    if (!uuid.safeParse(id).success) throw documentNotFound();
    const deleted = await database(c.env.DB)
      .delete(documents)
      .where(and(eq(documents.id, id), eq(documents.userId, user.id)))
      .returning({ id: documents.id });
    if (deleted.length === 0) throw documentNotFound();
    return c.json({ deleted: id });
  });
