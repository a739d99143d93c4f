/**
 * /case-law/admin: a sync button per source with its link, Sync All Sources, a busy
 * state that disables them all, the result banner ('Sync failed' on failure), the recent runs and
 * the future-enhancements list. Only admins can sync; others are told they need admin rights.
 */
import '../zod-config';
import type { InferResponseType } from 'hono/client';
import { useEffect, useState } from 'react';
import { type Messages, plural } from '../../i18n/island-messages';
import { ApiFailure, call, client } from '../../stores/api';
import { authUrlFrom } from '../../stores/return-path';
import { loadSession, type SessionState } from '../../stores/session';
import { showToast } from '../../stores/toasts';
import LawWatchNotices, { type LAW_WATCH_ISLAND_KEYS } from './LawWatchNotices';
import { SYNC_RESULT_MESSAGE_KEYS, type SyncLine, syncLine } from './sync-result';

const SOURCES = [
  { id: 'national-archives', link: 'https://caselaw.nationalarchives.gov.uk/' },
  { id: 'bailii', link: 'https://www.bailii.org/' },
  { id: 'govuk', link: 'https://www.gov.uk/employment-tribunal-decisions' },
  { id: 'legislation', link: 'https://www.legislation.gov.uk/' },
] as const;

export const SYNC_MESSAGE_KEYS = [
  'sync.intro',
  'sync.signIn',
  'sync.needsAdmin',
  'sync.source.national-archives',
  'sync.source.bailii',
  'sync.source.govuk',
  'sync.source.legislation',
  'sync.describe.national-archives',
  'sync.describe.bailii',
  'sync.describe.govuk',
  'sync.describe.legislation',
  'sync.all',
  'sync.sourceLink',
  'sync.working',
  'sync.complete',
  ...SYNC_RESULT_MESSAGE_KEYS,
  'sync.failed',
  'sync.failedBanner',
  'sync.failedFallback',
  'sync.runsTitle',
  'sync.runsSource',
  'sync.runsStarted',
  'sync.runsCount',
  'sync.runsResult',
  'sync.runsOk',
  'sync.runsNone',
  'sync.futureTitle',
  'sync.future1',
  'sync.future2',
  'sync.future3',
  'sync.future4',
  'auth.signIn',
  'external.newTab',
] as const;
type Key = (typeof SYNC_MESSAGE_KEYS)[number];

/** The Worker's answer, as the route types it: totals, and each source's result. */
type SyncResult = InferResponseType<(typeof client.api.admin)['case-law']['sync']['$post']>;

/** What the banner shows: the outcome and one line per source, in the reader's language. */
interface Shown {
  success: boolean;
  lines: SyncLine[];
}
type Run = InferResponseType<(typeof client.api.admin)['case-law']['runs']['$get']>['items'][number];

function fetchRuns(): Promise<Run[]> {
  return call(client.api.admin['case-law'].runs.$get())
    .then((r) => r.items)
    .catch(() => []);
}

interface Props {
  messages: Messages<Key>;
  /** The law watch's words (LawWatchNotices.tsx), shown to admins below the runs. */
  lawWatchMessages: Messages<(typeof LAW_WATCH_ISLAND_KEYS)[number]>;
  authPath: string;
  dateLocale: string;
}

export default function CaseLawAdmin({ messages: t, lawWatchMessages, authPath, dateLocale }: Props) {
  const [session, setSession] = useState<SessionState>({ status: 'loading' });
  const [busy, setBusy] = useState<string | null>(null);
  const [result, setResult] = useState<Shown | null>(null);
  const [runs, setRuns] = useState<Run[] | null>(null);

  useEffect(() => {
    void loadSession().then((state) => {
      setSession(state);
      if (state.status === 'signedIn' && state.user.role === 'admin') void fetchRuns().then(setRuns);
    });
  }, []);

  if (session.status === 'loading') return null;
  if (session.status === 'signedOut') {
    return (
      <p className="banner banner-info">
        {t['sync.signIn']} <a href={authUrlFrom(authPath, window.location)}>{t['auth.signIn']}</a>
      </p>
    );
  }
  const isAdmin = session.user.role === 'admin';

  const messages = t as Record<string, string>;

  async function sync(source: (typeof SOURCES)[number]['id'] | 'all') {
    setBusy(source);
    setResult(null);
    let outcome: SyncResult | null = null;
    try {
      outcome = await call(client.api.admin['case-law'].sync.$post({ json: { source } }));
    } catch (error) {
      // Our words only: the server's English error is not shown (it is logged there).
      console.error('Case-law sync failed', error instanceof ApiFailure ? error.code : error);
    }
    const latest = await fetchRuns();
    setRuns(latest);
    setBusy(null);
    if (!outcome) {
      setResult({ success: false, lines: [{ source, success: false, text: t['sync.failedFallback'] }] });
      showToast({ title: t['sync.failed'], description: t['sync.failedFallback'], variant: 'destructive' });
      return;
    }
    // Each source's own line, from the Worker's per-source results.
    const lines = outcome.results.map((run) => syncLine(messages, dateLocale, run));
    if (lines.length === 0) {
      const text = outcome.success ? plural(messages, 'sync.completeCount', outcome.count, dateLocale) : t['sync.failedFallback'];
      lines.push({ source, success: outcome.success, text });
    }
    setResult({ success: outcome.success, lines });
    showToast(
      outcome.success
        ? {
            title: t['sync.complete'],
            description: plural(messages, 'sync.completeCount', outcome.count, dateLocale),
            variant: 'success',
          }
        : { title: t['sync.failed'], description: lines[0]?.text ?? t['sync.failedFallback'], variant: 'destructive' },
    );
  }

  const label = (source: string) => (t as Record<string, string>)[`sync.source.${source}`] ?? source;
  const when = new Intl.DateTimeFormat(dateLocale, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <div className="sync-admin">
      <p>{t['sync.intro']}</p>
      {!isAdmin && <p className="banner banner-warning">{t['sync.needsAdmin']}</p>}
      <ul className="sync-sources">
        {SOURCES.map((source) => (
          <li key={source.id} className="card">
            <h2>{label(source.id)}</h2>
            <p>{(t as Record<string, string>)[`sync.describe.${source.id}`]}</p>
            <div className="sync-actions">
              <button type="button" className="button" disabled={!isAdmin || busy !== null} onClick={() => void sync(source.id)}>
                {busy === source.id ? t['sync.working'] : label(source.id)}
              </button>
              <a href={source.link} target="_blank" rel="noopener noreferrer">
                {t['sync.sourceLink']}
                <span className="visually-hidden">
                  : {label(source.id)} {t['external.newTab']}
                </span>
              </a>
            </div>
          </li>
        ))}
      </ul>
      <p>
        <button type="button" className="button" disabled={!isAdmin || busy !== null} onClick={() => void sync('all')}>
          {busy === 'all' ? t['sync.working'] : t['sync.all']}
        </button>
      </p>
      <div role="status" data-sync-result>
        {result && (
          <div className={result.success ? 'banner banner-success' : 'banner banner-warning'}>
            {!result.success && <p className="banner-title">{t['sync.failedBanner']}</p>}
            {result.lines.map((line) => (
              <div key={line.source}>
                <p>{line.text}</p>
                {line.detail && (
                  <details>
                    <summary>{t['sync.result.detail']}</summary>
                    <p lang="en-GB">{line.detail}</p>
                  </details>
                )}
              </div>
            ))}
          </div>
        )}
      </div>
      {isAdmin && (
        <section aria-labelledby="sync-runs-title">
          <h2 id="sync-runs-title">{t['sync.runsTitle']}</h2>
          {runs && runs.length === 0 && <p>{t['sync.runsNone']}</p>}
          {runs && runs.length > 0 && (
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus so a keyboard user can scroll it (axe scrollable-region-focusable).
            <section className="table-scroll" aria-labelledby="sync-runs-title" tabIndex={0}>
              <table>
                <thead>
                  <tr>
                    <th scope="col">{t['sync.runsSource']}</th>
                    <th scope="col">{t['sync.runsStarted']}</th>
                    <th scope="col">{t['sync.runsCount']}</th>
                    <th scope="col">{t['sync.runsResult']}</th>
                  </tr>
                </thead>
                <tbody>
                  {runs.map((run) => (
                    <tr key={`${run.source}-${run.startedAt}`}>
                      <td>{label(run.source)}</td>
                      <td>{when.format(new Date(run.startedAt))}</td>
                      <td>{run.count}</td>
                      <td>
                        {run.error === null
                          ? t['sync.runsOk']
                          : syncLine(messages, dateLocale, { ...run, success: false, message: run.error }).text}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          )}
        </section>
      )}
      {isAdmin && <LawWatchNotices messages={lawWatchMessages} dateLocale={dateLocale} />}
      <section aria-labelledby="sync-future-title">
        <h2 id="sync-future-title">{t['sync.futureTitle']}</h2>
        <ul>
          <li>{t['sync.future1']}</li>
          <li>{t['sync.future2']}</li>
          <li>{t['sync.future3']}</li>
          <li>{t['sync.future4']}</li>
        </ul>
      </section>
    </div>
  );
}
