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
import { ApiError, ErrorCode } from '../errors';
import { requireUser } from '../middleware/session';
import { fileByLink } from '../services/bundle/file-links';
import { linkMessages } from '../services/bundle/links';
import { JSON_ONLY, type RoutePolicy } from './policy';

const fileNotFound = () => new ApiError(404, ErrorCode.NOT_FOUND, bundleMessages.fileNotFound);

/** Text files were checked to be UTF-8 on upload; say so, so no browser guesses another encoding. */
function contentType(stored: string): string {
  return stored === 'text/plain' ? 'text/plain; charset=utf-8' : stored;
}

export const fileRoutes = new Hono<AppEnv>().get('/:token', async (c) => {
  const user = requireUser(c.get('user'));
  const found = await fileByLink(c.var.db, c.env, user.id, c.req.param('token'), c.get('requestId'));
  if (found.refused === 'expired') throw new ApiError(403, ErrorCode.LINK_EXPIRED, linkMessages.expired);
  if (found.refused === 'invalid') throw new ApiError(403, ErrorCode.LINK_INVALID, linkMessages.invalid);
  if (found.refused === 'otherUser') throw new ApiError(403, ErrorCode.FORBIDDEN, linkMessages.otherUser);
  if (found.refused) throw fileNotFound();
  const { row, object } = found;
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
