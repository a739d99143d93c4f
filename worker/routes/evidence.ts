/**
 * Evidence items (issue 12; spec part 2 "/evidence"): GET|POST /api/cases/:caseId/evidence,
 * PATCH|DELETE /api/evidence/:id, and the case's chronology, GET /api/cases/:caseId/chronology.
 * Every statement filters on the signed-in user in SQL: another user's case or item is simply not
 * found (404), exactly like a missing one. An item may name a file of its case's bundle
 * (bundleFileId): the write itself checks the file is the same user's and case's, else 400
 * BUNDLE_FILE_NOT_FOUND (a 400, not a 404: the item and the case exist; the choice does not).
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { buildChronology } from '../../src/domain/chronology';
import { evidenceInputSchema, evidenceMessages, MAX_EVIDENCE_PER_CASE } from '../../src/domain/evidence';
import type { AppEnv } from '../app-env';
import { workerToday } from '../clock';
import { type Database, database } from '../db/client';
import { caseNotFound, ownedCase } from '../db/ownership';
import { caseEvents, documentBundles, evidenceItems } from '../db/schema';
import { caseView, eventView, evidenceView } from '../db/views';
import { ApiError, ErrorCode } from '../errors';
import { requireUser, signedIn } from '../middleware/session';
import { englishMessage, validate, validationFailed } from '../validation';

type EvidenceRow = typeof evidenceItems.$inferSelect;

const uuid = z.uuid();
const itemNotFound = () => new ApiError(404, ErrorCode.NOT_FOUND, 'No evidence item with that id');
const bundleFileNotFound = () =>
  validationFailed([{ field: 'bundleFileId', key: evidenceMessages.bundleFileNotFound }], ErrorCode.BUNDLE_FILE_NOT_FOUND);

/** Whether the file is in the user's case's bundle (only to explain a write that wrote nothing). */
async function inCaseBundle(db: Database, userId: string, caseId: string, fileId: string): Promise<boolean> {
  const [found] = await db
    .select({ id: documentBundles.id })
    .from(documentBundles)
    .where(and(eq(documentBundles.id, fileId), eq(documentBundles.userId, userId), eq(documentBundles.caseId, caseId)))
    .limit(1);
  return found !== undefined;
}

// Built once: the date rule reads today (in London) each time a request is checked.
const evidenceBody = evidenceInputSchema(workerToday);
const evidencePatchBody = evidenceBody.partial();

export const evidenceRoutes = new Hono<AppEnv>()
  /** The case's dates, events and dated evidence in one list by date (src/domain/chronology.ts). */
  .get('/cases/:caseId/chronology', async (c) => {
    const user = requireUser(c.get('user'));
    const caseId = c.req.param('caseId');
    const db = database(c.env.DB);
    const record = await ownedCase(db, user.id, caseId);
    const [events, evidence] = await Promise.all([
      db
        .select()
        .from(caseEvents)
        .where(and(eq(caseEvents.caseId, caseId), eq(caseEvents.userId, user.id))),
      db
        .select()
        .from(evidenceItems)
        .where(and(eq(evidenceItems.caseId, caseId), eq(evidenceItems.userId, user.id))),
    ]);
    return c.json({
      items: buildChronology(caseView(record), events.map(eventView), evidence.map(evidenceView)),
    });
  })
  /** The case's items by evidence date, newest first; undated ones last, newest added first. */
  .get('/cases/:caseId/evidence', async (c) => {
    const user = requireUser(c.get('user'));
    const caseId = c.req.param('caseId');
    const db = database(c.env.DB);
    await ownedCase(db, user.id, caseId);
    const rows = await db
      .select()
      .from(evidenceItems)
      .where(and(eq(evidenceItems.caseId, caseId), eq(evidenceItems.userId, user.id)))
      .orderBy(sql`${evidenceItems.evidenceDate} IS NULL`, desc(evidenceItems.evidenceDate), desc(evidenceItems.createdAt));
    return c.json({ items: rows.map(evidenceView) });
  })
  .post('/cases/:caseId/evidence', signedIn, validate('json', evidenceBody), async (c) => {
    const user = requireUser(c.get('user'));
    const caseId = c.req.param('caseId');
    if (!uuid.safeParse(caseId).success) throw caseNotFound();
    const input = c.req.valid('json');
    const now = new Date().toISOString();
    // One statement: ownership and the per-case cap are checked inside the INSERT, so two
    // requests racing cannot both pass the cap.
    // A bundle file, if named, must be the same user's and the same case's: checked here too.
    const row = await c.env.DB.prepare(
      `INSERT INTO evidence_items (id, case_id, user_id, title, category, importance, evidence_date, description, document_url, bundle_file_id, tags, notes, created_at, updated_at)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?14, ?10, ?11, ?12, ?12
       WHERE EXISTS (SELECT 1 FROM cases WHERE id = ?2 AND user_id = ?3)
         AND (SELECT count(*) FROM evidence_items WHERE case_id = ?2) < ?13
         AND (?14 IS NULL OR EXISTS (SELECT 1 FROM document_bundles WHERE id = ?14 AND user_id = ?3 AND case_id = ?2))
       RETURNING id, case_id AS caseId, user_id AS userId, title, category, importance, evidence_date AS evidenceDate,
                 description, document_url AS documentUrl, bundle_file_id AS bundleFileId, tags, notes,
                 created_at AS createdAt, updated_at AS updatedAt`,
    )
      .bind(
        crypto.randomUUID(),
        caseId,
        user.id,
        input.title,
        input.category,
        input.importance,
        input.evidenceDate ?? null,
        input.description ?? null,
        input.documentUrl ?? null,
        JSON.stringify(input.tags ?? []),
        input.notes ?? null,
        now,
        MAX_EVIDENCE_PER_CASE,
        input.bundleFileId ?? null,
      )
      .first<EvidenceRow>();
    if (row) return c.json(evidenceView(row), 201);
    // Nothing written: say which condition failed.
    const db = database(c.env.DB);
    await ownedCase(db, user.id, caseId);
    if (input.bundleFileId && !(await inCaseBundle(db, user.id, caseId, input.bundleFileId))) throw bundleFileNotFound();
    throw new ApiError(409, ErrorCode.LIMIT_REACHED, englishMessage(evidenceMessages.tooMany));
  })
  .patch('/evidence/:id', signedIn, validate('json', evidencePatchBody), async (c) => {
    const user = requireUser(c.get('user'));
    const id = c.req.param('id');
    if (!uuid.safeParse(id).success) throw itemNotFound();
    const { tags, ...fields } = c.req.valid('json');
    const changes = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
    const { bundleFileId } = fields;
    const db = database(c.env.DB);
    const [row] = await db
      .update(evidenceItems)
      .set({ ...changes, ...(tags !== undefined ? { tags: JSON.stringify(tags) } : {}), updatedAt: new Date().toISOString() })
      .where(
        and(
          eq(evidenceItems.id, id),
          eq(evidenceItems.userId, user.id),
          // The file must be in the item's own case's bundle, in the same statement as the write.
          // The outer table is named in full: unqualified, case_id would be document_bundles' own.
          bundleFileId
            ? sql`EXISTS (SELECT 1 FROM document_bundles WHERE id = ${bundleFileId} AND user_id = ${user.id} AND case_id = evidence_items.case_id)`
            : undefined,
        ),
      )
      .returning();
    if (row) return c.json(evidenceView(row));
    if (!bundleFileId) throw itemNotFound();
    const [item] = await db
      .select({ caseId: evidenceItems.caseId })
      .from(evidenceItems)
      .where(and(eq(evidenceItems.id, id), eq(evidenceItems.userId, user.id)));
    throw item ? bundleFileNotFound() : itemNotFound();
  })
  .delete('/evidence/:id', async (c) => {
    const user = requireUser(c.get('user'));
    const id = c.req.param('id');
    if (!uuid.safeParse(id).success) throw itemNotFound();
    const [row] = await database(c.env.DB)
      .delete(evidenceItems)
      .where(and(eq(evidenceItems.id, id), eq(evidenceItems.userId, user.id)))
      .returning({ id: evidenceItems.id });
    if (!row) throw itemNotFound();
    return c.body(null, 204);
  });
