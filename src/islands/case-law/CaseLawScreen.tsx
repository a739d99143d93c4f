/**
 * /case-law: server-side search with the three filters, 'Showing X of Y cases',
 * a card per case with every field, outcome badges, paging, and the key legislation. The address
 * keeps the search and filters, so a search can be shared.
 */
// No zod on the way in: the screen needs only case law's values; the save-search form loads the
// shared schema (and zod) when a search is saved.
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { CaseLawPage } from '../../domain/case-law';
import { aboutTotal, caseLawClaimTypes, outcomes } from '../../domain/case-law-values';
import { format, type Messages, plural } from '../../i18n/island-messages';
import { call, client } from '../../stores/api';
import { $session, knownSession, mayBeSignedIn } from '../../stores/session';
import { showToast } from '../../stores/toasts';
import CaseCard, { CASE_CARD_MESSAGE_KEYS } from './CaseCard';
import LegislationList, { LEGISLATION_MESSAGE_KEYS } from './LegislationList';
import SaveSearchForm, { SAVE_SEARCH_MESSAGE_KEYS } from './SaveSearchForm';

const SPEC_TYPES = ['unfair-dismissal', 'discrimination', 'whistleblowing', 'redundancy'] as const;

export const CASE_LAW_MESSAGE_KEYS = [
  'caseLaw.searchLabel',
  'caseLaw.searchPlaceholder',
  'caseLaw.searchButton',
  'caseLaw.claimType',
  'caseLaw.outcome',
  'caseLaw.year',
  'caseLaw.all',
  'caseLaw.clear',
  'caseLaw.showing.one',
  'caseLaw.showing.other',
  'caseLaw.showingAbout.one',
  'caseLaw.showingAbout.other',
  'caseLaw.empty',
  'caseLaw.loading',
  'caseLaw.loadError',
  'caseLaw.loadErrorBody',
  'caseLaw.manage',
  'caseLaw.court',
  'caseLaw.previous',
  'caseLaw.next',
  'caseLaw.pageOf',
  'caseLaw.resultsLabel',
  ...CASE_CARD_MESSAGE_KEYS,
  ...LEGISLATION_MESSAGE_KEYS,
  ...SAVE_SEARCH_MESSAGE_KEYS,
  ...caseLawClaimTypes.map((type) => `caseType.${type}` as const),
  ...outcomes.map((outcome) => `outcome.${outcome}` as const),
] as const;
type Key = (typeof CASE_LAW_MESSAGE_KEYS)[number];

interface Filters {
  q: string;
  claimType: string;
  outcome: string;
  year: string;
  page: number;
}

const PAGE_SIZE = 20;

function readFilters(): Filters {
  const params = new URLSearchParams(window.location.search);
  return {
    q: params.get('q') ?? '',
    // An id from a link shared before they were hyphenated (unfair_dismissal) selects its option.
    claimType: (params.get('claimType') ?? '').replaceAll('_', '-'),
    outcome: params.get('outcome') ?? '',
    year: params.get('year') ?? '',
    page: Math.max(1, Number(params.get('page')) || 1),
  };
}

interface Props {
  messages: Messages<Key>;
  lang: 'en' | 'pt';
  adminPath: string;
  dateLocale: string;
  /** Your account (under the tracker), where saved searches are listed. */
  accountPath: string;
}

export default function CaseLawScreen({ messages: t, lang, adminPath, dateLocale, accountPath }: Props) {
  const id = useId();
  const [filters, setFilters] = useState<Filters | null>(null);
  const [query, setQuery] = useState('');
  const [data, setData] = useState<CaseLawPage | null>(null);
  const [loading, setLoading] = useState(true);
  const [isAdmin, setIsAdmin] = useState(false);
  const [signedIn, setSignedIn] = useState(false);
  // Whether the screen knows if the reader is signed in (the save-search form sits above the
  // results): drawn before that, the form would push the results down when the answer came.
  const [sessionKnown, setSessionKnown] = useState(false);
  const requestNumber = useRef(0);
  // Set by the pager: when the next page arrives, focus and scroll go to its first result, not
  // the footer the reader was looking at.
  const focusFirstResult = useRef(false);
  const cards = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const initial = readFilters();
    setFilters(initial);
    setQuery(initial.q);
    const unsubscribe = $session.subscribe((state) => {
      setIsAdmin(state.status === 'signedIn' && state.user.role === 'admin');
      setSignedIn(state.status === 'signedIn');
      if (state.status !== 'loading') setSessionKnown(true);
    });
    // Nobody has signed in on this browser: no session to wait for.
    if (mayBeSignedIn()) void knownSession();
    else setSessionKnown(true);
    return unsubscribe;
  }, []);

  useEffect(() => {
    if (!filters) return;
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(filters))
      if (value !== '' && !(key === 'page' && value === 1)) params.set(key, String(value));
    window.history.replaceState(null, '', `${window.location.pathname}${params.size ? `?${params}` : ''}`);
    const ticket = ++requestNumber.current;
    setLoading(true);
    params.set('lang', lang);
    params.set('pageSize', String(PAGE_SIZE));
    call(client.api['case-law'].$get({ query: Object.fromEntries(params) }))
      .then((result) => {
        if (ticket !== requestNumber.current) return;
        setData(result);
      })
      .catch((error: unknown) => {
        if (ticket !== requestNumber.current) return;
        console.error('Case law load failed', error);
        showToast({
          title: t['caseLaw.loadError'],
          description: t['caseLaw.loadErrorBody'],
          variant: 'destructive',
        });
      })
      .finally(() => {
        if (ticket === requestNumber.current) setLoading(false);
      });
  }, [filters, lang, t]);

  // After the new page is rendered (an effect, not requestAnimationFrame, which a background tab
  // never runs), focus its first result: the reader lands on it, not on the footer.
  useEffect(() => {
    if (!data || !focusFirstResult.current) return;
    focusFirstResult.current = false;
    cards.current?.querySelector<HTMLElement>('.case-name')?.focus();
  }, [data]);

  if (!filters || !sessionKnown) return <p role="status">{t['caseLaw.loading']}</p>;

  const update = (changes: Partial<Filters>) =>
    setFilters((current) => (current ? { ...current, page: 1, ...changes } : current));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update({ q: query.trim() });
  };
  const typeLabel = (type: string) => (t as Record<string, string>)[`caseType.${type}`] ?? type.replace(/-/g, ' ');
  const outcomeLabel = (outcome: string) => (t as Record<string, string>)[`outcome.${outcome}`] ?? outcome;
  const years = data?.facets.years.map((y) => y.value) ?? [];
  const claimOptions = [...new Set([...SPEC_TYPES, ...(data?.facets.claimTypes.map((f) => f.value) ?? [])])];
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  /**
   * 'Showing 21–40 of 64 cases', through Intl.PluralRules on the total; 'of about 98,000 cases' when
   * the API estimated the total from a sample of the matches.
   */
  const showing = (total: number, estimated: boolean, offset: number, shown: number) => {
    const range = shown <= 1 ? String(offset + shown) : `${offset + 1}–${offset + shown}`;
    if (!estimated) return plural(t, 'caseLaw.showing', total, dateLocale, { range, total });
    const about = aboutTotal(total);
    return plural(t, 'caseLaw.showingAbout', about, dateLocale, {
      range,
      total: new Intl.NumberFormat(dateLocale).format(about),
    });
  };
  const goToPage = (page: number) => {
    focusFirstResult.current = true;
    setFilters({ ...filters, page });
  };

  return (
    <div className="case-law">
      {isAdmin && (
        <p className="manage-link">
          <a href={adminPath}>{t['caseLaw.manage']}</a>
        </p>
      )}
      {/* biome-ignore lint/a11y/useSemanticElements: the <search> element is too new for the older phones many readers use */}
      <form className="case-law-search" role="search" onSubmit={submit}>
        <div className="field">
          <label htmlFor={`${id}-q`}>{t['caseLaw.searchLabel']}</label>
          <div className="search-row">
            <input
              id={`${id}-q`}
              type="search"
              value={query}
              placeholder={t['caseLaw.searchPlaceholder']}
              onChange={(event) => setQuery(event.target.value)}
            />
            <button type="submit" className="button">
              {t['caseLaw.searchButton']}
            </button>
          </div>
        </div>
        <div className="filters">
          <div className="field">
            <label htmlFor={`${id}-type`}>{t['caseLaw.claimType']}</label>
            <select id={`${id}-type`} value={filters.claimType} onChange={(event) => update({ claimType: event.target.value })}>
              <option value="">{t['caseLaw.all']}</option>
              {claimOptions.map((type) => (
                <option key={type} value={type}>
                  {typeLabel(type)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-outcome`}>{t['caseLaw.outcome']}</label>
            <select id={`${id}-outcome`} value={filters.outcome} onChange={(event) => update({ outcome: event.target.value })}>
              <option value="">{t['caseLaw.all']}</option>
              {outcomes.map((outcome) => (
                <option key={outcome} value={outcome}>
                  {outcomeLabel(outcome)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-year`}>{t['caseLaw.year']}</label>
            <select id={`${id}-year`} value={filters.year} onChange={(event) => update({ year: event.target.value })}>
              <option value="">{t['caseLaw.all']}</option>
              {years.map((year) => (
                <option key={year} value={String(year)}>
                  {year}
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => {
              setQuery('');
              setFilters({ q: '', claimType: '', outcome: '', year: '', page: 1 });
            }}
          >
            {t['caseLaw.clear']}
          </button>
        </div>
      </form>

      {signedIn && (
        <SaveSearchForm
          messages={t}
          query={{ q: filters.q, claimType: filters.claimType, outcome: filters.outcome, year: filters.year }}
          accountPath={accountPath}
        />
      )}

      <p role="status" className="case-law-count" data-case-law-count>
        {loading && !data
          ? t['caseLaw.loading']
          : data
            ? showing(data.total, data.totalEstimated, (filters.page - 1) * PAGE_SIZE, data.items.length)
            : ''}
      </p>

      {data && data.items.length === 0 && <p className="empty">{t['caseLaw.empty']}</p>}

      <ul className="case-cards" ref={cards} aria-label={t['caseLaw.resultsLabel']} aria-busy={loading}>
        {data?.items.map((item) => (
          <CaseCard key={item.id} item={item} messages={t} typeLabel={typeLabel} outcomeLabel={outcomeLabel} lang={lang} />
        ))}
      </ul>

      {data && pages > 1 && (
        <nav className="pager" aria-label={format(t['caseLaw.pageOf'], { page: filters.page, pages })}>
          <button
            type="button"
            className="button button-secondary"
            disabled={filters.page <= 1}
            onClick={() => goToPage(filters.page - 1)}
          >
            {t['caseLaw.previous']}
          </button>
          <span>{format(t['caseLaw.pageOf'], { page: filters.page, pages })}</span>
          <button
            type="button"
            className="button button-secondary"
            disabled={filters.page >= pages}
            onClick={() => goToPage(filters.page + 1)}
          >
            {t['caseLaw.next']}
          </button>
        </nav>
      )}

      {/* Below the results, so drawn once they are: drawn first, it would be pushed down by them. */}
      {data && <LegislationList headingId={`${id}-legislation`} messages={t} dateLocale={dateLocale} />}
    </div>
  );
}
