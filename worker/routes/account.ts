import { Hono } from 'hono';
import { accountDeletionSchema } from '../../src/domain/auth-schema';
import type { AppEnv } from '../app-env';
import { ApiError, ErrorCode } from '../errors';
import { requireUser, signedIn } from '../middleware/session';
import { deleteAccount } from '../services/account/delete';
import { accountExport } from '../services/account/export';
import { userFilesZip } from '../services/account/files-zip';
import { validate } from '../validation';
import { JSON_ONLY, type RoutePolicy } from './policy';

export const accountRoutes = new Hono<AppEnv>()
  /** Everything we hold about the signed-in user, as JSON (UK GDPR access and portability). */
  .get('/export', async (c) => {
    const current = requireUser(c.get('user'));
    const held = await accountExport(c.var.db, current.id);
    c.header('Content-Disposition', 'attachment; filename="tribunal-toolkit-export.json"');
    return c.json(held);
  })
  /** Every file of every case's bundle, as one ZIP streamed from R2 (services/bundle/zip-export.ts). */
  .get('/export/files', async (c) => {
    const current = requireUser(c.get('user'));
    const zip = await userFilesZip(c.var.db, c.env.FILES, current.id);
    if (!zip) {
      throw new ApiError(
        409,
        ErrorCode.LIMIT_REACHED,
        'Your files come to more than one ZIP file can hold (4 GB). Download them from each case’s bundle instead.',
      );
    }
    return c.body(zip, 200, {
      'Content-Type': 'application/zip',
      'Content-Disposition': 'attachment; filename="tribunal-toolkit-files.zip"',
    });
  })
  /** Deletes the account and everything in it, once the user types their e-mail to confirm. */
  .delete('/', signedIn, validate('json', accountDeletionSchema), async (c) => {
    const current = requireUser(c.get('user'));
    const { email } = c.req.valid('json');
    if (email.toLowerCase() !== current.email.toLowerCase()) {
      throw new ApiError(
        400,
        ErrorCode.CONFIRMATION_MISMATCH,
        'That is not the e-mail address of this account. Nothing was deleted.',
      );
    }
    await deleteAccount(c.var.db, c.env, current, c.get('requestId'));
    return c.body(null, 204);
  });

/** What this module's routes accept (routes/policies.ts gathers every module's). */
export const accountPolicies: readonly RoutePolicy[] = [
  // Deletion confirmation: one e-mail address.
  { prefix: '/api/account', session: true, personal: true, maxBodyBytes: 1024, bodyTypes: JSON_ONLY },
];
