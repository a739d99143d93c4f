/**
 * Drafted documents: POST /api/documents/generate, GET /api/documents[?caseId=], GET
 * /api/documents/usage, PATCH|DELETE /api/documents/:id. Every statement (../db/documents.ts)
 * filters on the signed-in user: another user's case or document is a 404. What a generation costs
 * is decided in one place (services/drafting/allowance.ts) before the draft is made, given back if
 * it cannot be stored, and nothing when the case has not changed since the stored draft of its type.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { documentListQuerySchema, generateDocumentSchema, updateDocumentSchema } from '../../src/domain/documents';
import type { AppEnv } from '../app-env';
import { workerToday } from '../clock';
import { deleteDocument, listDocuments, updateDocumentContent } from '../db/documents';
import { documentView } from '../db/views';
import { ApiError, ErrorCode } from '../errors';
import { requireUser, signedIn } from '../middleware/session';
import { documentUsage } from '../services/drafting/document-usage';
import { generateDocument } from '../services/drafting/generate-document';
import { validate } from '../validation';
import { JSON_ONLY, type RoutePolicy } from './policy';

const uuid = z.uuid();
const documentNotFound = () => new ApiError(404, ErrorCode.NOT_FOUND, 'No document with that id');

export const documentRoutes = new Hono<AppEnv>()
  .use('*', signedIn)
  /** What the usage banner shows: the plan's feature, the free ET1 drafts left, unspent credits. */
  .get('/usage', async (c) => {
    const user = requireUser(c.get('user'));
    return c.json(await documentUsage(c.var.db, c.env, user.id, { now: new Date(), today: workerToday() }));
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
    const generated = await generateDocument(
      c.var.db,
      c.env,
      { ...c.req.valid('json'), userId: user.id },
      { now: new Date(), today: workerToday() },
    );
    const { allowance } = generated;
    return c.json(
      {
        document: documentView(generated.row),
        allowance: allowance.kind,
        usage: allowance.usage,
        missing: generated.missing,
        /** The pay-per-document notice ('payment coming soon'), where payments are not configured here. */
        paymentNotice: allowance.kind === 'payments_not_configured' ? ('payment_coming_soon' as const) : null,
        /** Why the template draft was kept when an LLM is configured ('llm_failed' …), or null. */
        draftingNotice: generated.notice,
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

/** What this module's routes accept (routes/policies.ts gathers every module's). */
export const documentsPolicies: readonly RoutePolicy[] = [
  // Drafted documents: an edited document of up to 60,000 characters (up to 6 bytes each once
  // JSON-escaped, so 360 KB at worst); generation and review requests are far smaller.
  { prefix: '/api/documents', session: true, personal: true, maxBodyBytes: 384 * 1024, bodyTypes: JSON_ONLY },
];
