/**
 * A bundle file's download link made for its owner, and the file read back through one: the link's
 * signature and expiry first, then its user against the session's, then the file's row (owner-scoped)
 * and its stored object.
 */
import type { BundleFileRow } from '../../db/bundle-files';
import { listedFile } from '../../db/bundle-files';
import { ownedFileId } from '../../db/bundles';
import type { Database } from '../../db/client';
import { log } from '../../log';
import type { LinkSecrets } from '../../secrets';
import { signLink, verifyLink } from './links';

/** A link to the user's file, or undefined when they have no such file. */
export async function linkToFile(
  db: Database,
  secrets: LinkSecrets,
  userId: string,
  id: string,
): Promise<{ token: string; expiresAt: Date } | undefined> {
  const fileId = await ownedFileId(db, userId, id);
  return fileId ? signLink(secrets, fileId, userId) : undefined;
}

export type FileByLink =
  | { row: BundleFileRow; object: R2ObjectBody; refused?: undefined }
  | { row?: undefined; refused: 'expired' | 'invalid' | 'otherUser' | 'notFound' };

/** The file a link names, with its stored object, for the signed-in user; or why not. */
export async function fileByLink(
  db: Database,
  env: LinkSecrets & { FILES: Pick<R2Bucket, 'get'> },
  userId: string,
  token: string,
  requestId: string,
): Promise<FileByLink> {
  const link = await verifyLink(env, token);
  if (!link.ok) return { refused: link.reason };
  if (link.userId !== userId) return { refused: 'otherUser' };
  const row = await listedFile(db, userId, link.fileId);
  if (!row) return { refused: 'notFound' };
  const object = await env.FILES.get(row.filePath);
  if (!object) {
    // Upload and deletion are ordered so that this cannot happen; if it does, it is a bug to see.
    log('error', 'bundle file: row without its object', { requestId, id: row.id });
    return { refused: 'notFound' };
  }
  return { row, object };
}
