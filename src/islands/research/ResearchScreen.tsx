/**
 * /research: the allowance banner, the claimant's own cases,
 * Generate Research, links to the law and the decisions, the analysis (rendered from its markup by
 * MarkupView), the case's past analyses (show one, delete one after a confirmation) and the
 * disclaimer. Signed-out readers are sent to /auth. Each outcome has its toast, in both languages.
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { ErrorCode } from '../../domain/error-codes';
import type { Messages } from '../../i18n/island-messages';
import { plural } from '../../i18n/island-messages';
import { ApiFailure, call, client } from '../../stores/api';
import { authUrlFrom } from '../../stores/return-path';
import { showToast } from '../../stores/toasts';
import { CASE_PICKER_MESSAGE_KEYS, CasePicker } from '../cases/CasePicker';
import { useOwnCases } from '../cases/use-own-cases';
import { MarkupView } from '../drafting/MarkupView';
import { ConfirmDialog } from '../forms/ConfirmDialog';
import { issueErrors } from '../forms/issue-errors';
import { useConfirmDelete } from '../forms/use-confirm-delete';
import { useLongDate } from '../tracker/use-long-date';
import PastResearch from './PastResearch';
import { type ResearchItem, useResearchItems, useResearchUsage } from './use-research';

export const RESEARCH_MESSAGE_KEYS = [
  ...CASE_PICKER_MESSAGE_KEYS,
  'external.newTab',
  'research.intro',
  'research.loading',
  'research.noCases',
  'research.noCasesLink',
  'research.usageLeft.one',
  'research.usageLeft.other',
  'research.unlimited',
  'research.upgrade',
  'research.generate',
  'research.generating',
  'research.noCaseTitle',
  'research.noCaseBody',
  'research.limitTitle',
  'research.limitBody',
  'research.failedTitle',
  'research.failedBody',
  'research.doneTitle',
  'research.doneBody',
  'research.linksTitle',
  'research.linkCaseLaw',
  'research.linkEra',
  'research.linkEqa',
  'research.outputTitle',
  'research.empty',
  'research.tableLabel',
  'research.pastTitle',
  'research.pastItem',
  'research.showing',
  'research.delete',
  'research.deleteLabel',
  'research.deleteTitle',
  'research.deleteBody',
  'research.cancel',
  'research.deleted',
  'research.deleteFailed',
  'research.tryAgain',
  'research.loadFailed',
  'research.disclaimer',
  'documents.unverified',
  'documents.draftingNoticeTitle',
  'documents.draftingNotice.llm_failed',
  'documents.draftingNotice.llm_timeout',
  'documents.draftingNotice.llm_added_facts',
] as const;
type Key = (typeof RESEARCH_MESSAGE_KEYS)[number];

const LINKS = [
  { href: 'https://www.bailii.org/uk/cases/UKEAT/', label: 'research.linkCaseLaw' },
  { href: 'https://www.legislation.gov.uk/ukpga/1996/18/contents', label: 'research.linkEra' },
  { href: 'https://www.legislation.gov.uk/ukpga/2010/15/contents', label: 'research.linkEqa' },
] as const;

interface Props {
  messages: Messages<Key>;
  lang: 'en' | 'pt';
  authPath: string;
  trackerPath: string;
  pricingPath: string;
  /** The BCP 47 tag for dates and plurals ('en-GB', 'pt-PT'). */
  dateLocale: string;
}

export default function ResearchScreen({ messages: t, lang, authPath, trackerPath, pricingPath, dateLocale }: Props) {
  const id = useId();
  const longDate = useLongDate(dateLocale);
  const [version, setVersion] = useState(0);
  const [generating, setGenerating] = useState(false);
  const [shownId, setShownId] = useState<string | null>(null);
  const output = useRef<HTMLElement>(null);
  const focusOutput = useRef(false);

  const toAuth = useCallback(() => window.location.replace(authUrlFrom(authPath, window.location)), [authPath]);
  const cases = useOwnCases(authPath, () =>
    showToast({ title: t['caseFile.loadCasesError'], description: t['caseFile.loadCasesErrorBody'], variant: 'destructive' }),
  );
  const ready = cases.status === 'ready';
  const caseId = ready ? (cases.selected?.id ?? null) : null;
  const usage = useResearchUsage(ready, version);
  const items = useResearchItems(caseId, version, {
    onSignedOut: toAuth,
    onLoadFailed: () =>
      showToast({ title: t['research.failedTitle'], description: t['research.loadFailed'], variant: 'destructive' }),
  });
  const shown = items?.find((item) => item.id === shownId) ?? items?.[0] ?? null;

  const failed = (title: string, error: unknown) => {
    if (error instanceof ApiFailure && error.status === 401) return toAuth();
    console.error(title, error);
    showToast({ title, description: t['research.tryAgain'], variant: 'destructive' });
  };
  const deletion = useConfirmDelete<ResearchItem>({
    remove: (item) => call(client.api.research[':id'].$delete({ param: { id: item.id } })),
    onDeleted: (item) => {
      if (shownId === item.id) setShownId(null);
      showToast({ title: t['research.deleted'], variant: 'success' });
    },
    onFailed: (error) => failed(t['research.deleteFailed'], error),
    onSettled: () => setVersion((n) => n + 1),
  });

  // A new analysis takes focus once it is on the page, so a screen reader reads it next.
  useEffect(() => {
    if (focusOutput.current && shown?.id === shownId) {
      focusOutput.current = false;
      output.current?.focus();
    }
  });

  if (cases.status === 'loading') return <p role="status">{t['research.loading']}</p>;
  if (cases.status === 'failed') return <p className="banner banner-warning">{t['caseFile.loadCasesErrorBody']}</p>;

  async function generate() {
    if (!caseId) {
      showToast({ title: t['research.noCaseTitle'], description: t['research.noCaseBody'], variant: 'destructive' });
      return;
    }
    if (usage && !usage.hasFeature && usage.usage.remaining === 0) {
      showToast({ title: t['research.limitTitle'], description: t['research.limitBody'], variant: 'destructive' });
      return;
    }
    setGenerating(true);
    try {
      const result = await call(client.api.research.$post({ json: { caseId, language: lang } }));
      focusOutput.current = true;
      setShownId(result.id);
      showToast({ title: t['research.doneTitle'], description: t['research.doneBody'], variant: 'success' });
      if (result.draftingNotice) {
        showToast({
          title: t['documents.draftingNoticeTitle'],
          description: t[`documents.draftingNotice.${result.draftingNotice}`],
        });
      }
    } catch (error) {
      if (error instanceof ApiFailure && error.code === ErrorCode.USAGE_LIMIT_REACHED) {
        showToast({ title: t['research.limitTitle'], description: t['research.limitBody'], variant: 'destructive' });
      } else if (error instanceof ApiFailure && error.status === 401) {
        toAuth();
      } else {
        console.error('Research failed', error);
        const [issue] = error instanceof ApiFailure ? issueErrors(error.issues, [], t).other : [];
        showToast({
          title: t['research.failedTitle'],
          description: issue || t['research.failedBody'],
          variant: 'destructive',
        });
      }
    } finally {
      setGenerating(false);
      setVersion((n) => n + 1);
    }
  }

  const when = (item: ResearchItem) => {
    const instant = new Date(item.createdAt);
    const day = new Intl.DateTimeFormat(dateLocale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/London',
    });
    const time = new Intl.DateTimeFormat(dateLocale, { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/London' });
    return `${day.format(instant)}, ${time.format(instant)}`;
  };
  const chooseCase = (value: string) => {
    setShownId(null);
    cases.select(value);
  };

  return (
    <div className="research">
      <p>{t['research.intro']}</p>
      {usage && (
        <p className={`banner ${!usage.hasFeature && usage.usage.remaining === 0 ? 'banner-warning' : 'banner-info'}`} data-usage>
          {usage.hasFeature
            ? t['research.unlimited']
            : plural(t, 'research.usageLeft', usage.usage.remaining, dateLocale, {
                limit: usage.usage.limit,
                date: longDate(usage.usage.resetDate),
              })}
          {!usage.hasFeature && usage.usage.remaining === 0 && (
            <>
              {' '}
              <a href={pricingPath}>{t['research.upgrade']}</a>
            </>
          )}
        </p>
      )}
      {cases.cases.length === 0 ? (
        <p className="banner banner-info">
          {t['research.noCases']} <a href={trackerPath}>{t['research.noCasesLink']}</a>
        </p>
      ) : (
        <CasePicker cases={cases.cases} selectedId={caseId ?? ''} onSelect={chooseCase} messages={t} />
      )}
      <div>
        <button type="button" className="button" onClick={generate} disabled={generating} aria-busy={generating}>
          {generating ? t['research.generating'] : t['research.generate']}
        </button>
      </div>

      <section aria-labelledby={`${id}-links`}>
        <h2 id={`${id}-links`}>{t['research.linksTitle']}</h2>
        <ul>
          {LINKS.map((link) => (
            <li key={link.href}>
              <a href={link.href} target="_blank" rel="noopener noreferrer">
                {t[link.label]}
                <span className="visually-hidden"> {t['external.newTab']}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>

      {caseId && (
        <section
          ref={output}
          className="research-output card"
          aria-labelledby={`${id}-output`}
          tabIndex={-1}
          data-research-output
        >
          <h2 id={`${id}-output`}>{t['research.outputTitle']}</h2>
          {shown && shown.unverifiedCitations.length > 0 && (
            <div className="banner banner-warning">
              <p>{t['documents.unverified']}</p>
              <ul>
                {shown.unverifiedCitations.map((citation) => (
                  <li key={citation}>{citation}</li>
                ))}
              </ul>
            </div>
          )}
          {shown ? (
            <MarkupView
              text={shown.analysis}
              headingOffset={2}
              tableLabel={t['research.tableLabel']}
              newTabLabel={t['external.newTab']}
              lang={shown.language === lang ? undefined : shown.language === 'pt' ? 'pt-PT' : 'en-GB'}
            />
          ) : (
            items !== null && <p>{t['research.empty']}</p>
          )}
        </section>
      )}

      {items && items.length > 0 && (
        <PastResearch
          items={items}
          shownId={shown?.id ?? null}
          when={when}
          onShow={setShownId}
          onDelete={deletion.ask}
          messages={t}
        />
      )}

      <p className="banner banner-info research-disclaimer">{t['research.disclaimer']}</p>

      <ConfirmDialog
        {...deletion.dialog}
        title={t['research.deleteTitle']}
        description={t['research.deleteBody']}
        confirmLabel={t['research.delete']}
        cancelLabel={t['research.cancel']}
      />
    </div>
  );
}
