/**
 * Every listed bundle file of the user's, as one ZIP streamed from R2 (UK GDPR portability). A
 * pending row's upload never finished (services/bundle/store.ts): not a file of the bundle.
 */
import { type BundleFileRow, filesOfUser } from '../../db/bundle-files';
import type { Database } from '../../db/client';
import { fitsInZip, uniqueEntryName, type ZipSource, zipStream } from '../bundle/zip-export';

/**
 * Entries of the files ZIP: `{caseId}/{fileName}`, made unique, oldest upload first within a case
 * (uploads in the same millisecond in the order they were stored: SQLite's rowid).
 */
function zipSources(bucket: R2Bucket, rows: readonly BundleFileRow[]): ZipSource[] {
  const taken = new Set<string>();
  return rows.map((row) => ({
    name: uniqueEntryName(`${row.caseId}/${row.fileName}`, taken),
    modified: new Date(row.uploadDate),
    open: async () => (await bucket.get(row.filePath))?.body ?? null,
  }));
}

/** The ZIP's stream, or undefined when the files come to more than one ZIP file can hold. */
export async function userFilesZip(
  db: Database,
  bucket: R2Bucket,
  userId: string,
): Promise<ReturnType<typeof zipStream> | undefined> {
  const rows = await filesOfUser(db, userId, { listedOnly: true });
  if (!fitsInZip(rows.map((row) => row.fileSize))) return undefined;
  return zipStream(zipSources(bucket, rows));
}
