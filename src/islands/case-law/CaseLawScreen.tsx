/**
 * /case-law (spec part 2): server-side search with the three filters, 'Showing X of Y cases',
 * a card per case with every field, outcome badges, paging, and the key legislation. The address
 * keeps the search and filters, so a search can be shared.
 */
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { type CaseLawPage, caseLawClaimTypes, outcomes } from '../../domain/case-law';
import { format, type Messages } from '../../i18n/island-messages';
import { apiRequest } from '../../stores/api';
import { $session, loadSession, mayBeSignedIn } from '../../stores/session';
import { showToast } from '../../stores/toasts';

const SPEC_TYPES = ['unfair_dismissal', 'discrimination', 'whistleblowing', 'redundancy'] as const;

export const CASE_LAW_MESSAGE_KEYS = [
  'caseLaw.searchLabel',
  'caseLaw.searchPlaceholder',
  'caseLaw.searchButton',
  'caseLaw.claimType',
  'caseLaw.outcome',
  'caseLaw.year',
  'caseLaw.all',
  'caseLaw.clear',
  'caseLaw.showing',
  'caseLaw.empty',
  'caseLaw.loading',
  'caseLaw.loadError',
  'caseLaw.manage',
  'caseLaw.keyPoints',
  'caseLaw.principle',
  'caseLaw.facts',
  'caseLaw.readJudgment',
  'caseLaw.court',
  'caseLaw.claimTypes',
  'caseLaw.untranslated',
  'caseLaw.previous',
  'caseLaw.next',
  'caseLaw.pageOf',
  'caseLaw.noOutcome',
  'caseLaw.legislationTitle',
  'caseLaw.legislationVersion',
  'caseLaw.legislationEmpty',
  'caseLaw.resultsLabel',
  'external.newTab',
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

interface LegislationItem {
  uri: string;
  actTitle: string;
  section: string;
  heading: string;
  text: string;
  versionDate: string | null;
  attribution: string;
}

const PAGE_SIZE = 20;

function readFilters(): Filters {
  const params = new URLSearchParams(window.location.search);
  return {
    q: params.get('q') ?? '',
    claimType: params.get('claimType') ?? '',
    outcome: params.get('outcome') ?? '',
    year: params.get('year') ?? '',
    page: Math.max(1, Number(params.get('page')) || 1),
  };
}

function badgeClass(outcome: string | null): string {
  if (outcome === 'Claimant Success') return 'badge badge-default';
  if (outcome === 'Respondent Success') return 'badge badge-secondary';
  return 'badge badge-outline';
}

interface Props {
  messages: Messages<Key>;
  lang: 'en' | 'pt';
  adminPath: string;
  dateLocale: string;
}

export default function CaseLawScreen({ messages: t, lang, adminPath, dateLocale }: Props) {
  const id = useId();
  const [filters, setFilters] = useState<Filters | null>(null);
  const [query, setQuery] = useState('');
  const [data, setData] = useState<CaseLawPage | null>(null);
  const [loading, setLoading] = useState(true);
  const [isAdmin, setIsAdmin] = useState(false);
  const [legislation, setLegislation] = useState<LegislationItem[] | null>(null);
  const requestNumber = useRef(0);
  const longDate = useMemo(
    () => new Intl.DateTimeFormat(dateLocale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
    [dateLocale],
  );

  useEffect(() => {
    const initial = readFilters();
    setFilters(initial);
    setQuery(initial.q);
    const unsubscribe = $session.subscribe((state) => setIsAdmin(state.status === 'signedIn' && state.user.role === 'admin'));
    if (mayBeSignedIn()) void loadSession();
    void apiRequest<{ items: LegislationItem[] }>('/api/case-law/legislation')
      .then((result) => setLegislation(result.items))
      .catch(() => setLegislation([]));
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
    apiRequest<CaseLawPage>(`/api/case-law?${params}`)
      .then((result) => {
        if (ticket === requestNumber.current) setData(result);
      })
      .catch((error: unknown) => {
        if (ticket !== requestNumber.current) return;
        console.error('Case law load failed', error);
        showToast({
          title: t['caseLaw.loadError'],
          description: error instanceof Error ? error.message : '',
          variant: 'destructive',
        });
      })
      .finally(() => {
        if (ticket === requestNumber.current) setLoading(false);
      });
  }, [filters, lang, t]);

  if (!filters) return <p role="status">{t['caseLaw.loading']}</p>;

  const update = (changes: Partial<Filters>) =>
    setFilters((current) => (current ? { ...current, page: 1, ...changes } : current));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update({ q: query.trim() });
  };
  const typeLabel = (type: string) => (t as Record<string, string>)[`caseType.${type}`] ?? type.replace(/_/g, ' ');
  const outcomeLabel = (outcome: string) => (t as Record<string, string>)[`outcome.${outcome}`] ?? outcome;
  const years = data?.facets.years.map((y) => y.value) ?? [];
  const claimOptions = [...new Set([...SPEC_TYPES, ...(data?.facets.claimTypes.map((f) => f.value) ?? [])])];
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;

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

      <p role="status" className="case-law-count" data-case-law-count>
        {loading && !data
          ? t['caseLaw.loading']
          : data
            ? format(t['caseLaw.showing'], { shown: data.items.length, total: data.total })
            : ''}
      </p>

      {data && data.items.length === 0 && <p className="empty">{t['caseLaw.empty']}</p>}

      <ul className="case-cards" aria-label={t['caseLaw.resultsLabel']} aria-busy={loading}>
        {data?.items.map((item) => (
          <li key={item.id} className="card case-card" {...(item.source === 'govuk' ? { 'data-nosnippet': '' } : {})}>
            <h2 className="case-name">{item.caseName}</h2>
            <p className="case-meta">
              <span className="citation">{item.citation}</span> · <span>{item.year}</span> · <span>{item.courtLevel}</span>{' '}
              <span className={badgeClass(item.outcome)}>
                {item.outcome ? outcomeLabel(item.outcome) : t['caseLaw.noOutcome']}
              </span>
            </p>
            {item.claimTypes.length > 0 && (
              <p className="case-types">
                <span className="visually-hidden">{t['caseLaw.claimTypes']}: </span>
                {item.claimTypes.map((type) => (
                  <span key={type} className="tag">
                    {typeLabel(type)}
                  </span>
                ))}
              </p>
            )}
            {item.untranslated && <p className="untranslated">{t['caseLaw.untranslated']}</p>}
            <p lang={item.untranslated ? 'en-GB' : undefined}>{item.summary}</p>
            {item.keyPoints.length > 0 && (
              <>
                <h3>{t['caseLaw.keyPoints']}</h3>
                <ul lang={item.untranslated ? 'en-GB' : undefined}>
                  {item.keyPoints.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
              </>
            )}
            {item.legalPrinciple && (
              <>
                <h3>{t['caseLaw.principle']}</h3>
                <p>{item.legalPrinciple}</p>
              </>
            )}
            {item.facts && (
              <>
                <h3>{t['caseLaw.facts']}</h3>
                <p>{item.facts}</p>
              </>
            )}
            {item.caseUrl && (
              <p>
                <a href={item.caseUrl} target="_blank" rel="noopener noreferrer">
                  {t['caseLaw.readJudgment']}
                  <span className="visually-hidden">
                    : {item.caseName} {t['external.newTab']}
                  </span>
                </a>
              </p>
            )}
            {item.attribution && <p className="attribution">{item.attribution}</p>}
          </li>
        ))}
      </ul>

      {data && pages > 1 && (
        <nav className="pager" aria-label={format(t['caseLaw.pageOf'], { page: filters.page, pages })}>
          <button
            type="button"
            className="button button-secondary"
            disabled={filters.page <= 1}
            onClick={() => setFilters({ ...filters, page: filters.page - 1 })}
          >
            {t['caseLaw.previous']}
          </button>
          <span>{format(t['caseLaw.pageOf'], { page: filters.page, pages })}</span>
          <button
            type="button"
            className="button button-secondary"
            disabled={filters.page >= pages}
            onClick={() => setFilters({ ...filters, page: filters.page + 1 })}
          >
            {t['caseLaw.next']}
          </button>
        </nav>
      )}

      <section className="legislation" aria-labelledby={`${id}-legislation`}>
        <h2 id={`${id}-legislation`}>{t['caseLaw.legislationTitle']}</h2>
        {legislation && legislation.length === 0 && <p>{t['caseLaw.legislationEmpty']}</p>}
        {legislation?.map((section) => (
          <details key={section.uri} className="expandable">
            <summary lang="en-GB">
              {section.actTitle}, s.{section.section}: {section.heading}
            </summary>
            <div className="expandable-body" lang="en-GB">
              {section.versionDate && (
                <p className="meta">
                  {format(t['caseLaw.legislationVersion'], {
                    date: longDate.format(new Date(`${section.versionDate}T00:00:00Z`)),
                  })}
                </p>
              )}
              {section.text.split('\n\n').map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              <p className="attribution">{section.attribution}</p>
            </div>
          </details>
        ))}
      </section>
    </div>
  );
}
