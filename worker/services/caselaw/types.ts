import type { Database } from '../../db/client';
import type { Fetcher } from './http';

export const sources = ['national-archives', 'bailii', 'govuk', 'legislation'] as const;
export type SourceName = (typeof sources)[number];

export interface SyncResult {
  success: boolean;
  message: string;
  count: number;
}

/** One source's part of a sync, so the admin page shows (and translates) each on its own line. */
export interface SourceSyncResult extends SyncResult {
  source: SourceName;
}

/** A whole sync: the totals and each source's result. */
export interface SyncReport extends SyncResult {
  results: SourceSyncResult[];
}

/** "1 new decision", "2 new decisions": English plurals by Intl.PluralRules, never "1 new decisions". */
export function counted(n: number, one: string, other: string): string {
  return `${n} ${new Intl.PluralRules('en-GB').select(n) === 'one' ? one : other}`;
}

/** What every source module gets: configuration, the database, a fetcher (mocked in tests). */
export interface SyncContext {
  db: Database;
  fetcher: Fetcher;
  config: {
    govukBase: string;
    tnaBase: string;
    legislationBase: string;
    tnaLicence: string | undefined;
    maxItems: number;
  };
  /** The end of the last successful run of this source (ISO), for incremental syncs. */
  since: string | null;
  sleep?: (ms: number) => Promise<void>;
}

/** A decision ready to upsert into case_law (declared beside its statement). */
export type { DecisionRow } from '../../db/raw/case-law-sync';
