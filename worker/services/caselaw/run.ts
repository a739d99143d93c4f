/**
 * Runs one source, or all runnable ones, recording each run in sync_runs. A source's failure (a
 * timeout, an HTTP error, malformed JSON or XML) ends that source's run with a clear message and
 * leaves its rows untouched: rows are written in one batch at the end of a successful fetch.
 */
import type { Database } from '../../db/client';
import { finishSyncRun, lastSuccessfulRunStart, startSyncRun } from '../../db/sync-runs';
import { log } from '../../log';
import { syncBailii } from './bailii';
import { syncGovuk } from './govuk';
import type { Fetcher } from './http';
import { syncLegislation } from './legislation';
import { syncNationalArchives } from './national-archives';
import type { SourceName, SourceSyncResult, SyncContext, SyncReport, SyncResult } from './types';

/** What the sync reads of the Worker's bindings (object: any bindings object, whichever of these it sets). */
export type SyncEnv = object & {
  GOVUK_API_BASE?: string;
  TNA_API_BASE?: string;
  LEGISLATION_API_BASE?: string;
  TNA_LICENCE_REFERENCE?: string;
  CASELAW_SYNC_MAX_ITEMS?: string;
};

export async function runSource(
  db: Database,
  source: SourceName,
  env: SyncEnv,
  fetcher: Fetcher = fetch,
  sleep?: (ms: number) => Promise<void>,
): Promise<SyncResult> {
  const id = crypto.randomUUID();
  const started = new Date().toISOString();
  await startSyncRun(db, { id, source, startedAt: started });
  const maxItems = Number(env.CASELAW_SYNC_MAX_ITEMS);
  const ctx: SyncContext = {
    db,
    fetcher,
    config: {
      govukBase: env.GOVUK_API_BASE ?? 'https://www.gov.uk',
      tnaBase: env.TNA_API_BASE ?? 'https://caselaw.nationalarchives.gov.uk',
      legislationBase: env.LEGISLATION_API_BASE ?? 'https://www.legislation.gov.uk',
      tnaLicence: env.TNA_LICENCE_REFERENCE || undefined,
      maxItems: Number.isInteger(maxItems) && maxItems > 0 ? Math.min(maxItems, 200) : 50,
    },
    since: await lastSuccessfulRunStart(db, source),
    ...(sleep ? { sleep } : {}),
  };
  let result: SyncResult;
  try {
    if (source === 'govuk') result = await syncGovuk(ctx);
    else if (source === 'national-archives') result = await syncNationalArchives(ctx);
    else if (source === 'legislation') result = await syncLegislation(ctx);
    else result = syncBailii();
  } catch (error) {
    const message =
      error instanceof Error && error.name === 'SourceError'
        ? error.message
        : 'The sync stopped on an unexpected error; nothing was changed.';
    log('error', 'case-law sync failed', { source, error: error instanceof Error ? error.message : String(error) });
    result = { success: false, message, count: 0 };
  }
  await finishSyncRun(db, id, {
    finishedAt: new Date().toISOString(),
    count: result.count,
    error: result.success ? null : result.message,
  });
  return result;
}

/** Sources that can actually fetch (BAILII never does). */
export const RUNNABLE: SourceName[] = ['govuk', 'national-archives', 'legislation'];

export async function runAll(
  db: Database,
  env: SyncEnv,
  fetcher: Fetcher = fetch,
  sleep?: (ms: number) => Promise<void>,
): Promise<SyncReport> {
  const results: SourceSyncResult[] = [];
  for (const source of RUNNABLE) results.push({ source, ...(await runSource(db, source, env, fetcher, sleep)) });
  return report(results);
}

/** Totals over the sources' results. */
export function report(results: SourceSyncResult[]): SyncReport {
  const count = results.reduce((sum, r) => sum + r.count, 0);
  return { success: results.some((r) => r.success), message: results.map((r) => r.message).join(' '), count, results };
}

/** One source, or every runnable one ('all'), reported the same way. */
export async function runSync(db: Database, source: SourceName | 'all', env: SyncEnv): Promise<SyncReport> {
  if (source === 'all') return runAll(db, env);
  return report([{ source, ...(await runSource(db, source, env)) }]);
}
