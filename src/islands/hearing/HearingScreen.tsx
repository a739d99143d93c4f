/**
 * /hearing: the chosen case's hearing day on one screen a phone reads in order: when and where,
 * the day in order, the documents, the questions for the respondent's witnesses, the points to make
 * at the end, the checklist, and the outcome afterwards. The kit is kept on the device and opens
 * with no signal (./offline). Signed-out readers are sent to /auth.
 */
// First: zod's jitless setting before any schema is used (see ../zod-config).
import '../zod-config';
import { useEffect } from 'react';
import { format } from '../../i18n/island-messages';
import type { Locale } from '../../i18n/locales';
import { call, client } from '../../stores/api';
import { authUrlFrom } from '../../stores/return-path';
import { useLongDate } from '../tracker/use-long-date';
import { ClosingPoints } from './ClosingPoints';
import { HearingChecklist } from './HearingChecklist';
import { HearingOutcome } from './HearingOutcome';
import { HearingQuestions } from './HearingQuestions';
import type { HearingMessages, IssueWords } from './messages';
import { DeviceKitPanel } from './offline/DeviceKitPanel';
import { KeptBundle } from './offline/KeptBundle';
import { useHearingKit } from './offline/use-hearing-kit';
import { WhenAndWhere } from './WhenAndWhere';

export interface HearingPaths {
  auth: string;
  tracker: string;
  bundle: string;
  documents: string;
}

interface Props {
  messages: HearingMessages;
  issueWords: IssueWords;
  locale: Locale;
  dateLocale: string;
  paths: HearingPaths;
}

export default function HearingScreen({ messages: t, issueWords, dateLocale, paths }: Props) {
  const { state, load, update, queue, remove, keep } = useHearingKit();
  const longDate = useLongDate(dateLocale);

  useEffect(() => {
    if (state.status === 'signedOut') window.location.replace(authUrlFrom(paths.auth, window.location));
  }, [state.status, paths.auth]);

  if (state.status === 'loading' || state.status === 'signedOut') return <p aria-live="polite">{t['hearing.loading']}</p>;
  if (state.status === 'failed') return <p role="alert">{t['hearing.loadError']}</p>;
  if (state.status === 'noCases')
    return (
      <p>
        {t['hearing.noCases']} <a href={paths.tracker}>{t['hearing.toTracker']}</a>
      </p>
    );

  const { kit, cases, device } = state;
  const choose = (id: string) => void load(id);
  const caseName = `${kit.caseRecord.claimantName} v ${kit.caseRecord.employerName}`;

  return (
    <div className="hearing">
      {cases.length > 1 ? (
        <div className="field">
          <label htmlFor="hearing-case">{t['hearing.caseLabel']}</label>
          <select id="hearing-case" value={kit.caseRecord.id} onChange={(event) => choose(event.target.value)}>
            {cases.map((item) => (
              <option key={item.id} value={item.id}>{`${item.claimantName} v ${item.employerName}`}</option>
            ))}
          </select>
        </div>
      ) : (
        <p className="hearing-case" data-testid="hearing-case">
          {caseName}
        </p>
      )}

      <DeviceKitPanel device={device} t={t} dateLocale={dateLocale} onRemove={remove} onKeep={keep} />

      <WhenAndWhere kit={kit} t={t} longDate={longDate} onSaved={(hearing) => update({ hearing })} />

      <section aria-labelledby="hearing-order-title">
        <h2 id="hearing-order-title">{t['hearing.order.title']}</h2>
        <ol className="hearing-order">
          <li>{t['hearing.order.reading']}</li>
          <li>{t['hearing.order.claimant']}</li>
          <li>{t['hearing.order.claimantWitnesses']}</li>
          <li>{t['hearing.order.respondent']}</li>
          <li>{t['hearing.order.submissions']}</li>
          <li>{t['hearing.order.judgment']}</li>
        </ol>
      </section>

      <section aria-labelledby="hearing-documents-title">
        <h2 id="hearing-documents-title">{t['hearing.documents.title']}</h2>
        <p>
          {kit.bundleBuiltAt
            ? format(t['hearing.documents.bundle'], { date: longDate(kit.bundleBuiltAt.slice(0, 10)) })
            : t['hearing.documents.noBundle']}{' '}
          <a href={`${paths.bundle}?case=${kit.caseRecord.id}`}>{t['hearing.documents.toBundle']}</a>
        </p>
        {device.bundle && <KeptBundle bundle={device.bundle} t={t} dateLocale={dateLocale} />}
        {kit.bundlePages.length > 0 && (
          <ol className="hearing-bundle-pages" aria-label={t['hearing.documents.bundleIndex']}>
            {kit.bundlePages.map((entry) => (
              <li key={`${entry.pages}-${entry.name}`}>
                {entry.name} <span className="hearing-pages">{entry.pages}</span>
              </li>
            ))}
          </ol>
        )}
        {kit.documents.length === 0 ? (
          <p>{t['hearing.documents.none']}</p>
        ) : (
          <ul className="hearing-documents">
            {kit.documents.map((document) => (
              <li key={document.id}>
                <details>
                  <summary>{format(t['hearing.documents.open'], { title: document.title })}</summary>
                  <div className="hearing-document-text">{document.content}</div>
                </details>
              </li>
            ))}
          </ul>
        )}
      </section>

      <HearingQuestions
        kit={kit}
        t={t}
        issueWords={issueWords}
        onChange={(questions) => update({ questions })}
        onNoSignal={queue}
      />
      <ClosingPoints kit={kit} t={t} issueWords={issueWords} onChange={(closingPoints) => update({ closingPoints })} />
      <HearingChecklist kit={kit} t={t} onSaved={(hearing) => update({ hearing })} onNoSignal={queue} />
      <HearingOutcome
        kit={kit}
        t={t}
        trackerPath={`${paths.tracker}?case=${kit.caseRecord.id}`}
        onSaved={(hearing) => update({ hearing })}
        decide={(json) => call(client.api.cases[':caseId'].tasks.decision.$post({ param: { caseId: kit.caseRecord.id }, json }))}
      />
    </div>
  );
}
