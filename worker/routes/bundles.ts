/**
 * The case's document bundle, for /bundle: GET|POST
 * /api/cases/:caseId/bundle, PUT /api/cases/:caseId/bundle/arrangement (the claimant's order,
 * sections, files left out, and each document's date and description), GET|PUT
 * /api/cases/:caseId/bundle/build-index (the index of the bundle as last built: each document's section
 * and first and last page, which the drafts cite), DELETE /api/bundles/:id and POST /api/bundles/:id/link (a download
 * link valid 60 seconds, served by routes/files.ts). Owner-scoped in SQL (db/bundles.ts): another user's case or
 * file is a 404, like a missing one. The upload's body limit (10 MB and the multipart overhead,
 * counted as it streams) is the route policy's (routes/policies.ts); each file is then checked by
 * services/bundle/upload-checks.ts and stored by services/bundle/store.ts.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { validator } from 'hono/validator';
import { z } from 'zod';
import { bundleArrangementSchema } from '../../src/domain/bundle-arrangement';
import {
  bundleMessages,
  MAX_BUNDLE_FILE_BYTES,
  MAX_BUNDLE_FILES_PER_CASE,
  MULTIPART_OVERHEAD_BYTES,
} from '../../src/domain/bundle-files';
import { bundleIndexSchema } from '../../src/domain/bundle-index';
import type { AppEnv } from '../app-env';
import { storeBundleIndex } from '../db/bundles';
import { caseNotFound, ownedCase } from '../db/ownership';
import { ApiError, ErrorCode } from '../errors';
import { requireUser, signedIn } from '../middleware/session';
import { arrangeBundle, caseBundle, lastBuildIndex, uploadToBundle } from '../services/bundle/case-bundle';
import { linkToFile } from '../services/bundle/file-links';
import { deleteBundleFile } from '../services/bundle/store';
import { validate } from '../validation';
import { JSON_ONLY, type RoutePolicy } from './policy';

const uuid = z.uuid();
const fileNotFound = () => new ApiError(404, ErrorCode.NOT_FOUND, bundleMessages.fileNotFound);

/**
 * Before the body is parsed: the case in the path is the signed-in user's (404 otherwise), and
 * there is a body at all (an empty one is "no file", not a malformed form).
 */
const uploadPreconditions: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = requireUser(c.get('user'));
  await ownedCase(c.var.db, user.id, c.req.param('caseId') ?? '');
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

export const caseBundleRoutes = new Hono<AppEnv>()
  /** The case's files, and how much of the user's storage quota all their files take. */
  .get('/:caseId/bundle', async (c) => {
    const user = requireUser(c.get('user'));
    return c.json(await caseBundle(c.var.db, { userId: user.id, caseId: c.req.param('caseId') }));
  })
  /**
   * The whole arrangement in bundle order, written in one statement (db/raw/bundle-arrangement.ts);
   * answers the case's files as they now are, like the GET (services/bundle/case-bundle.ts).
   */
  .put('/:caseId/bundle/arrangement', signedIn, validate('json', bundleArrangementSchema), async (c) => {
    const user = requireUser(c.get('user'));
    const owner = { userId: user.id, caseId: c.req.param('caseId') };
    return c.json({ files: await arrangeBundle(c.var.db, owner, c.req.valid('json').items) });
  })
  /** The index of the case's bundle as last built: `{ index }`, null before the first build. */
  .get('/:caseId/bundle/build-index', async (c) => {
    const user = requireUser(c.get('user'));
    return c.json({ index: await lastBuildIndex(c.var.db, { userId: user.id, caseId: c.req.param('caseId') }) });
  })
  /**
   * After each build of the bundle to file (not a reading copy, whose pages may differ): its index
   * replaces the one kept, stamped with a new build id and the Worker's time. Answers `{ index }`.
   */
  .put('/:caseId/bundle/build-index', signedIn, validate('json', bundleIndexSchema), async (c) => {
    const user = requireUser(c.get('user'));
    const index = await storeBundleIndex(
      c.var.db,
      { userId: user.id, caseId: c.req.param('caseId') },
      c.req.valid('json').entries,
      new Date(),
    );
    if (!index) throw caseNotFound();
    return c.json({ index });
  })
  /**
   * One or more `file` fields. Every file is checked before any is stored, and they are stored all
   * or none; the answer lists the stored files in the order sent.
   */
  .post('/:caseId/bundle', signedIn, uploadPreconditions, uploadForm, async (c) => {
    const user = requireUser(c.get('user'));
    const owner = { userId: user.id, caseId: c.req.param('caseId') };
    return c.json({ files: await uploadToBundle({ bucket: c.env.FILES, db: c.var.db }, owner, c.req.valid('form').file) }, 201);
  });

export const bundleRoutes = new Hono<AppEnv>()
  .delete('/:id', async (c) => {
    const user = requireUser(c.get('user'));
    const id = c.req.param('id');
    if (!uuid.safeParse(id).success) throw fileNotFound();
    // Evidence items naming the file keep their other fields; their bundleFileId becomes null (FK).
    if (!(await deleteBundleFile({ bucket: c.env.FILES, db: c.var.db }, user.id, id))) throw fileNotFound();
    return c.body(null, 204);
  })
  /** A download link for the signed-in user only, valid 60 seconds: `{ url, expiresAt }`. */
  .post('/:id/link', async (c) => {
    const user = requireUser(c.get('user'));
    const id = c.req.param('id');
    if (!uuid.safeParse(id).success) throw fileNotFound();
    const link = await linkToFile(c.var.db, c.env, user.id, id);
    if (!link) throw fileNotFound();
    const { token, expiresAt } = link;
    return c.json({ url: `/api/files/${token}`, expiresAt: expiresAt.toISOString() });
  });

/** What this module's routes accept (routes/policies.ts gathers every module's). */
export const bundlesPolicies: readonly RoutePolicy[] = [
  // Bundle uploads: multipart, one file of up to 10 MB (or several smaller) plus the multipart
  // framing, refused as it streams past that (services/bundle/upload-checks.ts checks each file).
  {
    prefix: '/api/cases',
    path: '/api/cases/:caseId/bundle',
    session: true,
    personal: true,
    maxBodyBytes: MAX_BUNDLE_FILE_BYTES + MULTIPART_OVERHEAD_BYTES,
    bodyTypes: ['multipart/form-data'],
    tooLarge: { code: ErrorCode.FILE_TOO_LARGE, message: bundleMessages.tooLarge },
  },
  // The bundle's arrangement: up to 200 files, each an id, a section, a date and a description of
  // up to 200 characters (up to 6 bytes each once JSON-escaped): about 1.4 KB a file at worst.
  {
    prefix: '/api/cases',
    path: '/api/cases/:caseId/bundle/arrangement',
    session: true,
    personal: true,
    maxBodyBytes: 320 * 1024,
    bodyTypes: JSON_ONLY,
  },
  // The bundle's index after a build: up to 200 entries, each a file id, a section and two page
  // numbers (about 110 bytes): 22 KB at most.
  {
    prefix: '/api/cases',
    path: '/api/cases/:caseId/bundle/build-index',
    session: true,
    personal: true,
    maxBodyBytes: 32 * 1024,
    bodyTypes: JSON_ONLY,
  },
  // A bundle file's deletion and its download link: no body.
  { prefix: '/api/bundles', session: true, personal: true, maxBodyBytes: 0, bodyTypes: JSON_ONLY },
];
