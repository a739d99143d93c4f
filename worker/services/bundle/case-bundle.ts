/**
 * A case's bundle as the bundle routes answer it (routes/bundles.ts): its listed files with the
 * storage the user's files take against their plan's quota, the arrangement saved and read back,
 * the index of the last build, and an upload checked and stored all or none. Another user's case
 * is a 404, like a missing one.
 */
import type { ArrangedFile } from '../../../src/domain/bundle-arrangement';
import { storageQuotaFor } from '../../../src/domain/plans';
import { caseFiles, readBundleIndex } from '../../db/bundles';
import type { Database } from '../../db/client';
import { ownedCase } from '../../db/ownership';
import { saveArrangement } from '../../db/raw/bundle-arrangement';
import { bundleFileView } from '../../db/views';
import { subscriptionState } from '../billing/state';
import { storageUsed, storeBundleFiles } from './store';
import { type CheckedUpload, checkUpload } from './upload-checks';

type CaseOwner = { userId: string; caseId: string };

/** The user's storage quota in bytes, by the plan they hold now (src/domain/plans.ts). */
async function quotaOf(db: Database, userId: string): Promise<number> {
  return storageQuotaFor([(await subscriptionState(db, userId, new Date())).plan_type]);
}

/** The case's files, and how much of the user's storage quota all their files take. */
export async function caseBundle(db: Database, { userId, caseId }: CaseOwner) {
  await ownedCase(db, userId, caseId);
  const [files, usedBytes, quotaBytes] = await Promise.all([
    caseFiles(db, userId, caseId),
    storageUsed(db, userId),
    quotaOf(db, userId),
  ]);
  return { files, storage: { usedBytes, quotaBytes } };
}

/** Writes the whole arrangement (one statement) and answers the case's files as they now are. */
export async function arrangeBundle(db: Database, owner: CaseOwner, items: readonly ArrangedFile[]) {
  await ownedCase(db, owner.userId, owner.caseId);
  await saveArrangement(db, owner, items);
  return caseFiles(db, owner.userId, owner.caseId);
}

/** The index of the case's bundle as last built, null before the first build. */
export async function lastBuildIndex(db: Database, owner: CaseOwner) {
  await ownedCase(db, owner.userId, owner.caseId);
  return readBundleIndex(db, owner);
}

/** Checks every file before any is stored, then stores them all or none; their views, in the order sent. */
export async function uploadToBundle(
  storage: { bucket: Pick<R2Bucket, 'put' | 'delete'>; db: Database },
  owner: CaseOwner,
  files: readonly File[],
) {
  const uploads: CheckedUpload[] = [];
  for (const file of files) uploads.push(await checkUpload(file));
  const quotaBytes = await quotaOf(storage.db, owner.userId);
  const rows = await storeBundleFiles(storage, { ...owner, quotaBytes }, uploads);
  return rows.map(bundleFileView);
}
