/**
 * After each case-law sync: for every saved search, the decisions added since it was
 * saved that match it, with the same conditions as GET /api/case-law (db/raw/case-law-filter.ts), are
 * recorded in saved_search_hits until the weekly digest lists them.
 *
 * No "last checked" column is needed: a decision counts when it was added to case_law after the
 * search was saved and is not yet a hit of it (NOT EXISTS, and INSERT … ON CONFLICT DO NOTHING
 * for a concurrent run), so a search skipped on one run loses nothing and is caught up later.
 *
 * Bounded: at most MAX_SEARCHES_PER_RUN searches per run, MAX_HITS_PER_SEARCH new hits each
 * (oldest first, the rest next run), statements sent PAGE_SIZE at a time in one D1 batch. With more
 * searches than the bound, each run starts at a random point of the id order and wraps, so every
 * search is reached within a few days.
 */
import { savedQuerySchema } from '../../../src/domain/reminders/schema';
import { hitsStatement, recordHits, savedSearchesPage } from '../../db/alerts';
import type { Database } from '../../db/client';
import { log } from '../../log';

/**
 * D1 allows 1,000 queries per Worker invocation on the Paid plan (50 on Free); one INSERT … SELECT
 * per search, sent 100 to a batch, keeps the collection to ten batches and leaves room for the sync
 * in the same Cron Trigger invocation (the e-mails go in another: services/reminders/scheduled.ts).
 */
export const MAX_SEARCHES_PER_RUN = 1000;
export const MAX_HITS_PER_SEARCH = 50;
const PAGE_SIZE = 100;

export interface CollectOptions {
  now?: Date;
  /** Where in the id order to start (wrapping); random by default. */
  startAfter?: string;
  maxSearches?: number;
}

export async function collectHits(db: Database, options: CollectOptions = {}): Promise<{ searches: number; hits: number }> {
  const foundAt = (options.now ?? new Date()).toISOString();
  const maxSearches = options.maxSearches ?? MAX_SEARCHES_PER_RUN;
  const start = options.startAfter ?? crypto.randomUUID();
  let searches = 0;
  let hits = 0;
  // Two passes of keyset pagination: from the start point to the end, then from the beginning back to it.
  for (const pass of [
    { after: start, until: null },
    { after: '', until: start },
  ]) {
    let cursor = pass.after;
    while (searches < maxSearches) {
      const page = await savedSearchesPage(db, cursor, pass.until, Math.min(PAGE_SIZE, maxSearches - searches));
      const last = page[page.length - 1];
      if (!last) break;
      cursor = last.id;
      searches += page.length;
      const statements = page.flatMap((search) => {
        const parsed = savedQuerySchema.safeParse(JSON.parse(search.query));
        if (!parsed.success) {
          log('warn', 'saved search with an unreadable query skipped', { searchId: search.id });
          return [];
        }
        return [
          hitsStatement(db, { id: search.id, createdAt: search.createdAt, query: parsed.data }, foundAt, MAX_HITS_PER_SEARCH),
        ];
      });
      hits += await recordHits(db, statements);
      if (page.length < PAGE_SIZE) break;
    }
  }
  return { searches, hits };
}
