/**
 * One case on /case-law: name, citation, year, court, outcome badge, claim types and the plain
 * summary; the key points, principle and facts open with 'Read more' (a <details>, so it works
 * with the keyboard and without extra script). A full card was about 2,000 px tall on a phone,
 * a page of twenty about 42,000 px: collapsed, the list can be scanned.
 */
import { useState } from 'react';
import type { CaseLawPage } from '../../domain/case-law';
import { decisionPath } from '../../domain/case-law-address';
import { courts } from '../../domain/case-law-values';
import { httpsLink } from '../../domain/https-link';
import type { Messages } from '../../i18n/island-messages';
import { type Locale, localizePath } from '../../i18n/locales';

export const CASE_CARD_MESSAGE_KEYS = [
  'caseLaw.keyPoints',
  'caseLaw.principle',
  'caseLaw.facts',
  'caseLaw.readMore',
  'caseLaw.readJudgment',
  'caseLaw.claimTypes',
  'caseLaw.untranslated',
  'caseLaw.noOutcome',
  'external.newTab',
  'decision.open',
  'decision.copyLink',
  'decision.linkCopied',
  ...courts.map((court) => `court.${court}` as const),
] as const;
type Key = (typeof CASE_CARD_MESSAGE_KEYS)[number];

type CaseItem = CaseLawPage['items'][number];

function badgeClass(outcome: string | null): string {
  if (outcome === 'Claimant Success') return 'badge badge-default';
  if (outcome === 'Respondent Success') return 'badge badge-secondary';
  return 'badge badge-outline';
}

/** The court in the reader's language; a court we have no words for stays in English, marked as such. */
function Court({ name, messages }: { name: string; messages: Record<string, string> }) {
  const translated = messages[`court.${name}`];
  return translated ? <span>{translated}</span> : <span lang="en-GB">{name}</span>;
}

interface Props {
  item: CaseItem;
  messages: Messages<Key>;
  typeLabel: (type: string) => string;
  outcomeLabel: (outcome: string) => string;
  lang: Locale;
}

/**
 * The decision's own address, to open and to copy (to send to an adviser, or keep): the copy is
 * confirmed beside the button, in a live region, so a screen reader hears it too.
 */
function DecisionLinks({ item, lang, messages: t }: { item: CaseItem; lang: Locale; messages: Messages<Key> }) {
  const [copied, setCopied] = useState(false);
  const href = localizePath(decisionPath(item.id), lang);
  async function copy() {
    try {
      await navigator.clipboard.writeText(new URL(href, window.location.origin).toString());
      setCopied(true);
    } catch {
      // No clipboard (permission refused, an old browser): the link beside the button can be copied by hand.
      setCopied(false);
    }
  }
  return (
    <p className="case-links">
      <a href={href}>
        {t['decision.open']}
        <span className="visually-hidden">: {item.caseName}</span>
      </a>{' '}
      <button type="button" className="button button-secondary" onClick={() => void copy()}>
        {t['decision.copyLink']}
        <span className="visually-hidden">: {item.caseName}</span>
      </button>{' '}
      <span role="status" className="case-link-copied">
        {copied ? t['decision.linkCopied'] : ''}
      </span>
    </p>
  );
}

export default function CaseCard({ item, messages: t, typeLabel, outcomeLabel, lang }: Props) {
  const english = item.untranslated ? 'en-GB' : undefined;
  const hasMore = item.keyPoints.length > 0 || Boolean(item.legalPrinciple) || Boolean(item.facts);
  const sourceUrl = httpsLink(item.caseUrl);
  return (
    <li className="card case-card" {...(item.source === 'govuk' ? { 'data-nosnippet': '' } : {})}>
      <h2 className="case-name" tabIndex={-1}>
        {item.caseName}
      </h2>
      <p className="case-meta">
        <span className="citation">{item.citation}</span> · <span>{item.year}</span> ·{' '}
        <Court name={item.courtLevel} messages={t} />{' '}
        <span className={badgeClass(item.outcome)}>{item.outcome ? outcomeLabel(item.outcome) : t['caseLaw.noOutcome']}</span>
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
      <p lang={english}>{item.summary}</p>
      {hasMore && (
        <details className="case-more">
          <summary>
            {t['caseLaw.readMore']}
            <span className="visually-hidden">: {item.caseName}</span>
          </summary>
          {item.keyPoints.length > 0 && (
            <>
              <h3>{t['caseLaw.keyPoints']}</h3>
              <ul lang={english}>
                {item.keyPoints.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </>
          )}
          {item.legalPrinciple && (
            <>
              <h3>{t['caseLaw.principle']}</h3>
              <p lang={english}>{item.legalPrinciple}</p>
            </>
          )}
          {item.facts && (
            <>
              <h3>{t['caseLaw.facts']}</h3>
              <p lang={english}>{item.facts}</p>
            </>
          )}
        </details>
      )}
      {sourceUrl && (
        <p>
          <a href={sourceUrl} target="_blank" rel="noopener noreferrer">
            {t['caseLaw.readJudgment']}
            <span className="visually-hidden">
              : {item.caseName} {t['external.newTab']}
            </span>
          </a>
        </p>
      )}
      <DecisionLinks item={item} lang={lang} messages={t} />
      {item.attribution && <p className="attribution">{item.attribution}</p>}
    </li>
  );
}
