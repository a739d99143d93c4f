/**
 * Evidence items, for /evidence: GET|POST /api/cases/:caseId/evidence,
 * PATCH|DELETE /api/evidence/:id, and the case's chronology, GET /api/cases/:caseId/chronology.
 * Every statement filters on the signed-in user in SQL: another user's case or item is simply not
 * found (404), exactly like a missing one. An item may name a file of its case's bundle
 * (bundleFileId): the write itself checks the file is the same user's and case's, else 400
 * BUNDLE_FILE_NOT_FOUND (a 400, not a 404: the item and the case exist; the choice does not).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { buildChronology } from '../../src/domain/chronology';
import { evidenceInputSchema, evidenceMessages } from '../../src/domain/evidence';
import type { AppEnv } from '../app-env';
import { workerToday } from '../clock';
import { changeEvidence, deleteEvidence, insertEvidence, ownEvidenceByDate } from '../db/evidence';
import { caseNotFound } from '../db/ownership';
import { evidenceView } from '../db/views';
import { ApiError, ErrorCode } from '../errors';
import { requireUser, signedIn } from '../middleware/session';
import { chronologySources } from '../services/case/records';
import { englishMessage, validate, validationFailed } from '../validation';
import { JSON_ONLY, type RoutePolicy } from './policy';

const uuid = z.uuid();
const itemNotFound = () => new ApiError(404, ErrorCode.NOT_FOUND, 'No evidence item with that id');
const bundleFileNotFound = () =>
  validationFailed([{ field: 'bundleFileId', key: evidenceMessages.bundleFileNotFound }], ErrorCode.BUNDLE_FILE_NOT_FOUND);

// Built once: the date rule reads today (in London) each time a request is checked.
const evidenceBody = evidenceInputSchema(workerToday);
const evidencePatchBody = evidenceBody.partial();

export const caseEvidenceRoutes = new Hono<AppEnv>()
  /** The case's dates, events and dated evidence in one list by date (src/domain/chronology.ts). */
  .get('/:caseId/chronology', async (c) => {
    const user = requireUser(c.get('user'));
    const caseId = c.req.param('caseId');
    const found = await chronologySources(c.var.db, { userId: user.id, caseId });
    if (!found) throw caseNotFound();
    return c.json({ items: buildChronology(found.record, found.events, found.evidence) });
  })
  /** The case's items by evidence date, newest first; undated ones last, newest added first. */
  .get('/:caseId/evidence', async (c) => {
    const user = requireUser(c.get('user'));
    const caseId = c.req.param('caseId');
    const rows = await ownEvidenceByDate(c.var.db, user.id, caseId);
    if (!rows) throw caseNotFound();
    return c.json({ items: rows.map(evidenceView) });
  })
  .post('/:caseId/evidence', signedIn, validate('json', evidenceBody), async (c) => {
    const user = requireUser(c.get('user'));
    const caseId = c.req.param('caseId');
    if (!uuid.safeParse(caseId).success) throw caseNotFound();
    const input = c.req.valid('json');
    // One statement checks the owner, the per-case cap and the named bundle file (db/evidence.ts).
    const inserted = await insertEvidence(
      c.var.db,
      { userId: user.id, caseId },
      {
        title: input.title,
        category: input.category,
        importance: input.importance,
        evidenceDate: input.evidenceDate ?? null,
        description: input.description ?? null,
        documentUrl: input.documentUrl ?? null,
        bundleFileId: input.bundleFileId ?? null,
        tags: JSON.stringify(input.tags ?? []),
        notes: input.notes ?? null,
      },
      new Date().toISOString(),
    );
    if (inserted.row) return c.json(evidenceView(inserted.row), 201);
    if (inserted.refused === 'caseNotFound') throw caseNotFound();
    if (inserted.refused === 'conditionFailed') throw bundleFileNotFound();
    throw new ApiError(409, ErrorCode.LIMIT_REACHED, englishMessage(evidenceMessages.tooMany));
  });

export const evidenceRoutes = new Hono<AppEnv>()
  .patch('/:id', signedIn, validate('json', evidencePatchBody), async (c) => {
    const user = requireUser(c.get('user'));
    const id = c.req.param('id');
    if (!uuid.safeParse(id).success) throw itemNotFound();
    const { tags, ...fields } = c.req.valid('json');
    const changes = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
    const changed = await changeEvidence(
      c.var.db,
      user.id,
      id,
      { ...changes, ...(tags !== undefined ? { tags: JSON.stringify(tags) } : {}) },
      new Date().toISOString(),
    );
    if (changed.row) return c.json(evidenceView(changed.row));
    throw changed.refused === 'bundleFileNotFound' ? bundleFileNotFound() : itemNotFound();
  })
  .delete('/:id', async (c) => {
    const user = requireUser(c.get('user'));
    const id = c.req.param('id');
    if (!uuid.safeParse(id).success) throw itemNotFound();
    if (!(await deleteEvidence(c.var.db, user.id, id))) throw itemNotFound();
    return c.body(null, 204);
  });

/** What this module's routes accept (routes/policies.ts gathers every module's). */
export const evidencePolicies: readonly RoutePolicy[] = [
  // An evidence item: title, description (2,000), location (500), 20 tags and notes (5,000).
  { prefix: '/api/evidence', session: true, personal: true, maxBodyBytes: 64 * 1024, bodyTypes: JSON_ONLY },
];
