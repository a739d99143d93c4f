/**
 * The claimant's arrangement of a case's bundle, written in one statement: every file named takes
 * its place (its index in the list), section, in-or-out, date and description together, so two
 * saves from two tabs can never leave a mix of both. Only the owner's files of that case are
 * touched (user_id and case_id in the same statement); ids of other files are ignored. Files not
 * named (uploaded since the list was read) keep what they had.
 */
import type { ArrangedFile } from '../../../src/domain/bundle-arrangement';
import type { Database } from '../client';
import { d1Of } from './d1';

const SAVE_ARRANGEMENT = `UPDATE document_bundles SET
    position = CAST(j.key AS INTEGER),
    section = json_extract(j.value, '$.section'),
    included = json_extract(j.value, '$.included'),
    document_date = json_extract(j.value, '$.documentDate'),
    description = json_extract(j.value, '$.description')
  FROM json_each(?1) AS j
  WHERE document_bundles.id = json_extract(j.value, '$.id')
    AND document_bundles.case_id = ?2
    AND document_bundles.user_id = ?3`;

/** Writes the arrangement; answers how many files it changed. */
export async function saveArrangement(
  db: Database,
  owner: { userId: string; caseId: string },
  items: readonly ArrangedFile[],
): Promise<number> {
  // One JSON parameter, not five per file: D1 binds at most 100 parameters to a statement.
  const result = await d1Of(db).prepare(SAVE_ARRANGEMENT).bind(JSON.stringify(items), owner.caseId, owner.userId).run();
  return result.meta.changes;
}
