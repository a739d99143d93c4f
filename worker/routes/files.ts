/**
 * GET /api/files/:token: a bundle file through its download link (routes/bundles.ts makes the
 * link; services/bundle/links.ts signs and checks it). The session is needed too, and must be the
 * user the link was made for: a link copied out of one account's browser opens nothing in another.
 * Streamed from R2 as an attachment, never sniffed, never cached.
 */
import { Hono } from 'hono';
import { bundleMessages } from '../../src/domain/bundle-files';
import { attachmentDisposition } from '../../src/domain/file-name';
import type { AppEnv } from '../app-env';
import { listedFile } from '../db/bundle-files';
import { ApiError, ErrorCode } from '../errors';
import { log } from '../log';
import { requireUser } from '../middleware/session';
import { linkMessages, verifyLink } from '../services/bundle/links';
import { JSON_ONLY, type RoutePolicy } from './policy';

const fileNotFound = () => new ApiError(404, ErrorCode.NOT_FOUND, bundleMessages.fileNotFound);

/** Text files were checked to be UTF-8 on upload; say so, so no browser guesses another encoding. */
function contentType(stored: string): string {
  return stored === 'text/plain' ? 'text/plain; charset=utf-8' : stored;
}

export const fileRoutes = new Hono<AppEnv>().get('/:token', async (c) => {
  const user = requireUser(c.get('user'));
  const link = await verifyLink(c.env, c.req.param('token'));
  if (!link.ok) {
    throw link.reason === 'expired'
      ? new ApiError(403, ErrorCode.LINK_EXPIRED, linkMessages.expired)
      : new ApiError(403, ErrorCode.LINK_INVALID, linkMessages.invalid);
  }
  if (link.userId !== user.id) throw new ApiError(403, ErrorCode.FORBIDDEN, linkMessages.otherUser);
  const row = await listedFile(c.var.db, user.id, link.fileId);
  if (!row) throw fileNotFound();
  const object = await c.env.FILES.get(row.filePath);
  if (!object) {
    // Upload and deletion are ordered so that this cannot happen; if it does, it is a bug to see.
    log('error', 'bundle file: row without its object', { requestId: c.get('requestId'), id: row.id });
    throw fileNotFound();
  }
  return c.body(object.body, 200, {
    'Content-Type': contentType(row.fileType),
    'Content-Disposition': attachmentDisposition(row.fileName),
    'Content-Length': String(object.size),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
});

/** What this module's routes accept (routes/policies.ts gathers every module's). */
export const filesPolicies: readonly RoutePolicy[] = [
  // Downloads through a link (GET only); the session must be the link's user.
  { prefix: '/api/files', session: true, personal: true, maxBodyBytes: 0, bodyTypes: JSON_ONLY },
];
