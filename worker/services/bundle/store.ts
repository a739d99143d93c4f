/**
 * Bundle files in R2 and their rows in D1, kept in step: never a row without a file,
 * never a file without a row.
 *
 * - Upload: the object is stored first, and only then the row (its INSERT checks the case's owner,
 *   the 200-file cap and the user's storage quota in the same statement, so racing uploads cannot
 *   pass either). If the row cannot be written — a limit, a case deleted meanwhile, D1 failing — the
 *   object is deleted. A request's files are stored all or none: if one fails, the ones before it
 *   are removed too.
 * - All or none across a crash as well: the rows are written `pending` and only one UPDATE, after
 *   the last object has landed, makes them all listed at once. A Worker that dies part way leaves
 *   pending rows (never listed, never downloadable) and perhaps an object without a row; the daily
 *   Cron removes both (sweep.ts).
 * - The bucket and the database come in as arguments (only the methods used), so a test can hand in
 *   a bucket whose put fails or a database whose insert fails and check nothing is left behind.
 */

import { bundleMessages, MAX_BUNDLE_FILES_PER_CASE, storageQuotaMessage } from '../../../src/domain/bundle-files';
import {
  type BundleFileRow,
  bytesOfUser,
  commitRowsOfUpload,
  deleteOwnRow,
  deleteRowsOfUpload,
  insertPendingRow,
} from '../../db/bundle-files';
import type { Refusal } from '../../db/capped-insert';
import type { Database } from '../../db/client';
import { caseNotFound } from '../../db/ownership';
import { ApiError, ErrorCode } from '../../errors';
import { describeError, log } from '../../log';
import { storageMessages } from '../../storage-faults';
import type { CheckedUpload } from './upload-checks';

export type BundleRow = BundleFileRow;

export interface BundleStorage {
  bucket: Pick<R2Bucket, 'put' | 'delete'>;
  db: Database;
  /** Milliseconds since the epoch (the key's timestamp and the upload date); Date.now by default. */
  now?: () => number;
}

/** Where a user's files of one case live in R2: `{userId}/{caseId}/`. */
export function casePrefix(userId: string, caseId: string): string {
  return `${userId}/${caseId}/`;
}

/** A new key tried this many times (each with a new random part) before giving up. */
const KEY_ATTEMPTS = 5;

/** 8 random bytes as hex: parallel uploads of one name in one millisecond each get a key of their own. */
function randomPart(): string {
  return [...crypto.getRandomValues(new Uint8Array(8))].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Stores the bytes under `{prefix}{timestamp}_{random}_{name}` without ever replacing an object: the
 * put is conditional on the key being free, and a taken key is tried again with another random part.
 * The timestamp alone let ten parallel uploads of one name share five keys (the rest answered 500).
 * Running out of attempts (a bucket that refuses every put) is storage failing: a coded 503.
 */
async function putNew(
  bucket: BundleStorage['bucket'],
  prefix: string,
  upload: CheckedUpload,
  timestamp: number,
): Promise<string> {
  for (let attempt = 0; attempt < KEY_ATTEMPTS; attempt += 1) {
    const key = `${prefix}${timestamp}_${randomPart()}_${upload.name}`;
    const stored = await bucket.put(key, upload.bytes, {
      httpMetadata: { contentType: upload.type },
      onlyIf: { etagDoesNotMatch: '*' },
    });
    if (stored) return key;
  }
  log('error', 'bundle upload: no free R2 key after every attempt', { attempts: KEY_ATTEMPTS });
  throw new ApiError(503, ErrorCode.STORAGE_UNAVAILABLE, storageMessages.write);
}

interface Stored {
  id: string;
  key: string;
}

/** Removes rows first, then their objects (see deleteBundleFile); failures are logged, not thrown. */
async function undo(storage: BundleStorage, userId: string, stored: readonly Stored[]): Promise<void> {
  if (stored.length === 0) return;
  const ids = stored.map((s) => s.id);
  try {
    await deleteRowsOfUpload(storage.db, userId, ids);
  } catch (error) {
    log('error', 'bundle upload: rows not removed after a failed upload', { ids, ...describeError(error) });
  }
  try {
    await storage.bucket.delete(stored.map((s) => s.key));
  } catch (error) {
    log('error', 'bundle upload: objects not removed after a failed upload', { ids, ...describeError(error) });
  }
}

export interface BundleOwner {
  userId: string;
  caseId: string;
  /** The user's storage quota in bytes (storageQuotaFor their plan). */
  quotaBytes: number;
}

/**
 * Stores the checked files in the user's case, in order, and answers their rows. They share one
 * upload date (the lists order files of the same moment by when their rows were written). Throws
 * (having removed whatever it stored) if any cannot be stored: 404 when the case is not the
 * user's, 409 LIMIT_REACHED past the cap, 409 STORAGE_QUOTA_EXCEEDED past the quota, the
 * underlying error otherwise.
 */
export async function storeBundleFiles(
  storage: BundleStorage,
  owner: BundleOwner,
  uploads: readonly CheckedUpload[],
): Promise<BundleRow[]> {
  const now = (storage.now ?? Date.now)();
  const uploadDate = new Date(now).toISOString();
  const prefix = casePrefix(owner.userId, owner.caseId);
  const stored: Stored[] = [];
  const rows: BundleRow[] = [];
  try {
    for (const upload of uploads) {
      const key = await putNew(storage.bucket, prefix, upload, now);
      const id = crypto.randomUUID();
      // From here the object exists: whatever happens next, undo() removes it (and the row, if any).
      stored.push({ id, key });
      const inserted = await insertPendingRow(
        storage.db,
        {
          id,
          userId: owner.userId,
          caseId: owner.caseId,
          fileName: upload.name,
          filePath: key,
          fileType: upload.type,
          fileSize: upload.bytes.byteLength,
          uploadDate,
        },
        { cap: MAX_BUNDLE_FILES_PER_CASE, quotaBytes: owner.quotaBytes },
      );
      if (!inserted.row) throw refusal(inserted.refused, owner);
      const row = inserted.row;
      rows.push(row);
    }
    await commitRowsOfUpload(
      storage.db,
      owner.userId,
      stored.map((s) => s.id),
    );
    return rows.map((row) => ({ ...row, pending: false }));
  } catch (error) {
    await undo(storage, owner.userId, stored);
    throw error;
  }
}

/** The insert wrote nothing: the case is not (or no longer) the user's, the bundle is full, or the quota is. */
function refusal(refused: Refusal, owner: BundleOwner): ApiError {
  if (refused === 'caseNotFound') return caseNotFound();
  if (refused === 'capReached') return new ApiError(409, ErrorCode.LIMIT_REACHED, bundleMessages.tooMany);
  return new ApiError(409, ErrorCode.STORAGE_QUOTA_EXCEEDED, storageQuotaMessage(owner.quotaBytes));
}

/** Bytes the user's bundle files take (pending ones included: they hold R2 space too). */
export async function storageUsed(db: BundleStorage['db'], userId: string): Promise<number> {
  return bytesOfUser(db, userId);
}

/**
 * Deletes one of the user's files: the row first, then the object. In that order a failure part
 * way can only leave an object with no row — unlisted, unreachable (a download link is checked
 * against the row) and removed with the case or the account — never a listed file that cannot be
 * downloaded. Answers false when the user has no such file.
 */
export async function deleteBundleFile(storage: BundleStorage, userId: string, id: string): Promise<boolean> {
  const row = await deleteOwnRow(storage.db, userId, id);
  if (!row) return false;
  try {
    await storage.bucket.delete(row.filePath);
  } catch (error) {
    log('error', 'bundle file: object not deleted after its row', { id, ...describeError(error) });
  }
  return true;
}

/** Removes every object under a prefix (a user's `{userId}/`, a case's `{userId}/{caseId}/`). */
export async function deleteObjectsUnder(bucket: Pick<R2Bucket, 'list' | 'delete'>, prefix: string): Promise<number> {
  let removed = 0;
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix, ...(cursor ? { cursor } : {}) });
    if (page.objects.length > 0) {
      await bucket.delete(page.objects.map((object) => object.key));
      removed += page.objects.length;
    }
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return removed;
}
