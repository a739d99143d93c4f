/**
 * After each case-law sync, the searches readers saved most are made once, so the reader who opens
 * one finds its ranking and counts stored: the sync's writes emptied them (migration 0013's
 * triggers), and a first search of common words costs 20-50 ms of CPU at 150,000 decisions against
 * about 1 ms for a stored one (docs/benchmarks.md, "Case-law search at scale").
 *
 * Bounded: WARMED_SEARCHES searches, each up to four D1 calls (of the 1,000 a Worker invocation may
 * make on Workers Paid, which the sync and the saved-search collection share), about 1 s of CPU in
 * all. The searches no one saved are not known: what the public searches is not recorded.
 */
import { ftsQuery } from '../../../src/domain/case-law';
import { chosen } from '../../../src/domain/case-law-facets';
import { savedQuerySchema } from '../../../src/domain/reminders/schema';
import { mostSavedQueries } from '../../db/alerts';
import type { Database } from '../../db/client';
import { findCaseLaw } from '../../db/raw/case-law-page';

export const WARMED_SEARCHES = 20;

function readJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Makes the most saved searches with words once (page 1 of one row: ranking and counts are per search, not per page). */
export async function warmSavedSearches(db: Database, limit = WARMED_SEARCHES): Promise<{ searches: number }> {
  let searches = 0;
  for (const { query } of await mostSavedQueries(db, limit)) {
    const parsed = savedQuerySchema.safeParse(readJson(query));
    if (!parsed.success) continue;
    const match = ftsQuery(parsed.data.q ?? '');
    // Without words the listing reads case_law_counts, which the triggers keep: nothing to store.
    if (!match) continue;
    await findCaseLaw(db, match, chosen(parsed.data), 1, 0);
    searches += 1;
  }
  return { searches };
}
