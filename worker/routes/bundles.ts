/**
 * The case's document bundle, for /bundle: GET|POST
 * /api/cases/:caseId/bundle, PUT /api/cases/:caseId/bundle/arrangement (the claimant's order,
 * sections, files left out, and each document's date and description), DELETE /api/bundles/:id and POST /api/bundles/:id/link (a download
 * link valid 60 seconds, served by routes/files.ts). Owner-scoped in SQL: another user's case or
 * file is a 404, like a missing one. The upload's body limit (10 MB and the multipart overhead,
 * counted as it streams) is the route policy's (routes/policies.ts); each file is then checked by
 * services/bundle/upload-checks.ts and stored by services/bundle/store.ts.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { Hono, type MiddlewareHandler } from 'hono';
import { validator } from 'hono/validator';
import { z } from 'zod';
import { bundleArrangementSchema } from '../../src/domain/bundle-arrangement';
import { bundleMessages, MAX_BUNDLE_FILES_PER_CASE } from '../../src/domain/bundle-files';
import { storageQuotaFor } from '../../src/domain/plans';
import type { AppEnv } from '../app-env';
import { saveArrangement } from '../db/bundle-arrangement';
import { type Database, database } from '../db/client';
import { ownedCase } from '../db/ownership';
import { documentBundles } from '../db/schema';
import { bundleFileView } from '../db/views';
import { ApiError, ErrorCode } from '../errors';
import { requireUser, signedIn } from '../middleware/session';
import { subscriptionState } from '../services/billing/state';
import { signLink } from '../services/bundle/links';
import { deleteBundleFile, storageUsed, storeBundleFiles } from '../services/bundle/store';
import { type CheckedUpload, checkUpload } from '../services/bundle/upload-checks';
import { validate } from '../validation';

const uuid = z.uuid();
const fileNotFound = () => new ApiError(404, ErrorCode.NOT_FOUND, bundleMessages.fileNotFound);

/**
 * Before the body is parsed: the case in the path is the signed-in user's (404 otherwise), and
 * there is a body at all (an empty one is "no file", not a malformed form).
 */
const uploadPreconditions: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = requireUser(c.get('user'));
  await ownedCase(database(c.env.DB), user.id, c.req.param('caseId') ?? '');
  if (c.req.raw.body === null || c.req.header('content-length') === '0') {
    throw new ApiError(400, ErrorCode.NO_FILE, bundleMessages.noFile);
  }
  await next();
};

/**
 * The `file` fields of a multipart body. A field that is text, or a file part with no name and
 * no bytes (what a form sends when nothing was chosen), is not a file.
 */
const uploadForm = validator('form', (form): { file: File[] } => {
  const values = form.file === undefined ? [] : Array.isArray(form.file) ? form.file : [form.file];
  const files = values.filter((value): value is File => typeof value !== 'string' && !(value.name === '' && value.size === 0));
  if (files.length === 0) throw new ApiError(400, ErrorCode.NO_FILE, bundleMessages.noFile);
  if (files.length > MAX_BUNDLE_FILES_PER_CASE) throw new ApiError(409, ErrorCode.LIMIT_REACHED, bundleMessages.tooMany);
  return { file: files };
});

/** The user's storage quota in bytes, by the plan they hold now (src/domain/plans.ts). */
async function quotaOf(d1: D1Database, userId: string): Promise<number> {
  return storageQuotaFor([(await subscriptionState(d1, userId, new Date())).plan_type]);
}

/**
 * The case's files, newest upload first (of two in the same millisecond, the one stored last).
 * Pending rows belong to an upload that has not finished (or never will): not listed.
 */
async function caseFiles(db: Database, userId: string, caseId: string) {
  const rows = await db
    .select()
    .from(documentBundles)
    .where(and(eq(documentBundles.caseId, caseId), eq(documentBundles.userId, userId), eq(documentBundles.pending, false)))
    .orderBy(desc(documentBundles.uploadDate), desc(sql`rowid`));
  return rows.map(bundleFileView);
}

export const bundleRoutes = new Hono<AppEnv>()
  /** The case's files, and how much of the user's storage quota all their files take. */
  .get('/cases/:caseId/bundle', async (c) => {
    const user = requireUser(c.get('user'));
    const caseId = c.req.param('caseId');
    const db = database(c.env.DB);
    await ownedCase(db, user.id, caseId);
    const [files, usedBytes, quotaBytes] = await Promise.all([
      caseFiles(db, user.id, caseId),
      storageUsed(c.env.DB, user.id),
      quotaOf(c.env.DB, user.id),
    ]);
    return c.json({ files, storage: { usedBytes, quotaBytes } });
  })
  /**
   * The whole arrangement in bundle order, written in one statement (db/bundle-arrangement.ts);
   * answers the case's files as they now are, like the GET.
   */
  .put('/cases/:caseId/bundle/arrangement', signedIn, validate('json', bundleArrangementSchema), async (c) => {
    const user = requireUser(c.get('user'));
    const caseId = c.req.param('caseId');
    const db = database(c.env.DB);
    await ownedCase(db, user.id, caseId);
    await saveArrangement(c.env.DB, { userId: user.id, caseId }, c.req.valid('json').items);
    return c.json({ files: await caseFiles(db, user.id, caseId) });
  })
  /**
   * One or more `file` fields. Every file is checked before any is stored, and they are stored all
   * or none; the answer lists the stored files in the order sent.
   */
  .post('/cases/:caseId/bundle', signedIn, uploadPreconditions, uploadForm, async (c) => {
    const user = requireUser(c.get('user'));
    const caseId = c.req.param('caseId');
    const uploads: CheckedUpload[] = [];
    for (const file of c.req.valid('form').file) uploads.push(await checkUpload(file));
    const quotaBytes = await quotaOf(c.env.DB, user.id);
    const rows = await storeBundleFiles({ bucket: c.env.FILES, db: c.env.DB }, { userId: user.id, caseId, quotaBytes }, uploads);
    return c.json({ files: rows.map(bundleFileView) }, 201);
  })
  .delete('/bundles/:id', async (c) => {
    const user = requireUser(c.get('user'));
    const id = c.req.param('id');
    if (!uuid.safeParse(id).success) throw fileNotFound();
    // Evidence items naming the file keep their other fields; their bundleFileId becomes null (FK).
    if (!(await deleteBundleFile({ bucket: c.env.FILES, db: c.env.DB }, user.id, id))) throw fileNotFound();
    return c.body(null, 204);
  })
  /** A download link for the signed-in user only, valid 60 seconds: `{ url, expiresAt }`. */
  .post('/bundles/:id/link', async (c) => {
    const user = requireUser(c.get('user'));
    const id = c.req.param('id');
    if (!uuid.safeParse(id).success) throw fileNotFound();
    const [row] = await database(c.env.DB)
      .select({ id: documentBundles.id })
      .from(documentBundles)
      .where(and(eq(documentBundles.id, id), eq(documentBundles.userId, user.id), eq(documentBundles.pending, false)))
      .limit(1);
    if (!row) throw fileNotFound();
    const { token, expiresAt } = await signLink(c.env, row.id, user.id);
    return c.json({ url: `/api/files/${token}`, expiresAt: expiresAt.toISOString() });
  });
