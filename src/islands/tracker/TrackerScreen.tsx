/**
 * /tracker: the signed-in claimant's cases, the
 * case form (./CaseForm) with the shared schema's rules, the ET1 deadline card, other dated events, the
 * timeline and quick links. Signed-out readers are sent to /auth. Leaving with unsaved changes
 * asks first; 'New case' moves focus to the first field.
 */
// No zod on the way in: the screen needs only the case's values and messages; the shared schema
// is loaded (./tracker-checks) when a case is saved (./use-case-editor).
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { isIsoDate, todayInLondon } from '../../domain/calendar';
import type { CaseEventRecord } from '../../domain/case-events';
import type { ComplaintChoice } from '../../domain/complaints/choice';
import type { LawWatchCheck } from '../../domain/law-watch-checks';
import { format } from '../../i18n/island-messages';
import { call, client } from '../../stores/api';
import { $trackerCase } from '../../stores/tracker-case';
import SupportPanel from '../support/SupportPanel';
import { useAfterPaint } from '../use-after-paint';
import CaseEvents from './CaseEvents';
import CaseForm from './CaseForm';
import { prefetchCaseEvents } from './case-events-request';
import { dateOrNull } from './case-form-values';
import DeadlineCard from './DeadlineCard';
import { openCaseLimits } from './open-case-limits';
import Timeline from './Timeline';
import type { TrackerFirstAnswer, TrackerScreenProps } from './tracker-screen-props';
import { useCaseEditor } from './use-case-editor';
import { useLongDate } from './use-long-date';

// The dated tasks panel loads after the case form, as a chunk of its own.
const TaskPanel = lazy(() => import('./tasks/TaskPanel'));

/** A case not yet saved has no dated events. */
const NO_EVENTS: readonly CaseEventRecord[] = [];

/** Quick actions: the two official services a claim starts with (Acas, then the ET1), opened in a new tab. */
const QUICK_ACTIONS = [
  { href: 'https://www.acas.org.uk/early-conciliation', label: 'tracker.startAcas' },
  { href: 'https://www.gov.uk/employment-tribunals/make-a-claim', label: 'tracker.fileEt1' },
] as const;

interface Props extends TrackerScreenProps {
  first?: TrackerFirstAnswer | undefined;
}

export default function TrackerScreen({
  messages: t,
  claimTypeLabels,
  authPath,
  dateLocale,
  longDateWords,
  language,
  pricingPath,
  hearingPath,
  first,
}: Props) {
  const id = useId();
  const longDate = useLongDate(dateLocale, longDateWords);
  const editor = useCaseEditor(authPath, t, longDate, first && { items: first.cases, selectedId: first.selectedId });
  // The open case's dated events, and whose they are: until they have come, the card names no date
  // (an act before the dismissal can bring a limit earlier, so a date worked out without them could
  // move once they arrive).
  const [events, setEvents] = useState<{ caseId: string; items: readonly CaseEventRecord[]; failed?: true } | null>(
    first?.events ?? null,
  );
  const eventsLoaded = useCallback((caseId: string, items: readonly CaseEventRecord[]) => setEvents({ caseId, items }), []);
  const openCaseId = editor.status === 'ready' ? (editor.selected?.id ?? null) : null;
  // The complaints chosen, asked for beside the events: which limits the main date starts and
  // whether interim relief applies follow them (src/domain/complaints).
  const [complaints, setComplaints] = useState<{ caseId: string; choice: ComplaintChoice | null } | null>(
    first?.complaints ?? null,
  );
  // The first paint's answer serves the case it was for once; a later visit of that case asks again.
  const firstComplaints = useRef(first?.complaints?.caseId);
  useEffect(() => {
    if (!openCaseId) return;
    if (firstComplaints.current === openCaseId) {
      firstComplaints.current = undefined;
      return;
    }
    let current = true;
    call(client.api.cases[':caseId'].complaints.$get({ param: { caseId: openCaseId } }))
      .then((answer) => current && setComplaints({ caseId: openCaseId, choice: answer.saved }))
      // Not known: the claim type's suggestion stands in, as before any choice.
      .catch(() => current && setComplaints({ caseId: openCaseId, choice: null }));
    return () => {
      current = false;
    };
  }, [openCaseId]);
  // Asked for with the case, not after the card is painted: the card waits for them.
  useEffect(() => {
    if (!openCaseId) return;
    let current = true;
    prefetchCaseEvents(openCaseId)
      .then((items) => {
        // The events panel's own answer (or an event added since) is newer than this one.
        if (current) setEvents((known) => (known?.caseId === openCaseId ? known : { caseId: openCaseId, items }));
      })
      // Unknown events: the card works from the case alone and says an earlier limit may apply.
      .catch(() => {
        if (current)
          setEvents((known) => (known?.caseId === openCaseId ? known : { caseId: openCaseId, items: [], failed: true }));
      });
    return () => {
      current = false;
    };
  }, [openCaseId]);

  // The open case (undefined while the cases load, null for a new one) and its events (undefined until known).
  const openCase = editor.status === 'ready' ? (editor.selected ?? null) : undefined;
  const openComplaints =
    openCase === null ? null : complaints && complaints.caseId === openCase?.id ? complaints.choice : undefined;
  const openEvents =
    openCase === null
      ? NO_EVENTS
      : events && events.caseId === openCase?.id && openComplaints !== undefined
        ? events.items
        : undefined;
  // The case picker and the deadline card are drawn first; the tasks, the form, the dated events and
  // the rest (and their requests) once the card has been painted.
  const rest = useAfterPaint(editor.status === 'ready' && openEvents !== undefined);

  // When the law watch last checked reported rows against legislation.gov.uk (the card's
  // 'reported, not verified' line says so); public, cached for an hour, and optional: without it the
  // card says the same without the date.
  const [lawWatchChecks, setLawWatchChecks] = useState<LawWatchCheck[] | undefined>(undefined);
  useEffect(() => {
    if (!rest) return;
    call(client.api['law-watch'].$get())
      .then((answer) => setLawWatchChecks(answer.checks))
      .catch(() => undefined);
  }, [rest]);

  // The ET1 panel below the screen answers from the saved case and its events (it waits while either loads).
  useEffect(() => {
    if (openCase === undefined || openEvents === undefined) return;
    $trackerCase.set({ caseRecord: openCase, events: openEvents });
  }, [openCase, openEvents]);

  // After a new case's first save, the reader is taken up to its deadline card (the form they saved
  // sits far below it on a phone): focus on the card's heading, scrolled to the top.
  const createdCase = editor.status === 'ready' ? editor.created : null;
  const createdShown = editor.status === 'ready' ? editor.createdShown : null;
  useEffect(() => {
    if (!createdCase || !createdShown || openEvents === undefined || openCase?.id !== createdCase) return;
    const heading = document.querySelector<HTMLElement>('[data-deadline-card] h2');
    if (!heading) return;
    heading.focus();
    heading.scrollIntoView({ block: 'start' });
    createdShown();
  }, [createdCase, createdShown, openEvents, openCase]);

  if (editor.status === 'loading') return <p role="status">{t['tracker.loading']}</p>;
  if (editor.status === 'failed') return <p className="banner banner-warning">{t['tracker.loadError']}</p>;
  const { cases, values } = editor;
  const selectedId = editor.selected?.id ?? null;

  const today = todayInLondon();
  const acasDayA = dateOrNull(values.acasStartDate, isIsoDate);
  const acasDayB = dateOrNull(values.acasEndDate, isIsoDate);
  const caseEvents = openEvents ?? [];
  const et1FiledDate = dateOrNull(values.et1FiledDate, isIsoDate);
  // Every limit of the case, earliest first: the card leads with it and names its event.
  const limits = openCaseLimits(values, openComplaints ?? null, caseEvents, today);
  // The tasks are read again when the case or its dated events change.
  const tasksVersion = `${editor.selected?.updatedAt ?? ''}|${caseEvents.map((event) => event.id).join(',')}`;

  return (
    <div className="tracker">
      <div className="case-picker">
        <label htmlFor={`${id}-case`}>{t['tracker.caseLabel']}</label>
        <div className="case-picker-row">
          <select id={`${id}-case`} value={selectedId ?? ''} onChange={(event) => editor.choose(event.target.value)}>
            {cases.map((c) => (
              <option key={c.id} value={c.id}>
                {format(t['tracker.caseOption'], { claimant: c.claimantName, employer: c.employerName })}
              </option>
            ))}
            {selectedId === null && <option value="">{t['tracker.untitledCase']}</option>}
          </select>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => editor.choose('')}
            disabled={selectedId === null}
          >
            {t['tracker.newCase']}
          </button>
        </div>
      </div>

      {events?.failed && events.caseId === selectedId && <p className="banner banner-warning">{t['tracker.eventsUnknown']}</p>}
      {openEvents === undefined ? (
        <p role="status" className="deadline-card-pending">
          {t['tracker.workingOut']}
        </p>
      ) : (
        limits.length > 0 && (
          <DeadlineCard
            limits={limits}
            caseId={selectedId ?? 'new'}
            messages={t}
            longDate={longDate}
            pluralLocale={dateLocale}
            lawWatchChecks={lawWatchChecks}
          />
        )
      )}

      {rest && (
        <>
          <Suspense fallback={<p role="status">{t['tasks.loading']}</p>}>
            <TaskPanel
              caseId={selectedId}
              caseVersion={selectedId ? tasksVersion : null}
              today={today}
              messages={t}
              longDate={longDate}
              pluralLocale={dateLocale}
              onCaseChanged={() => void editor.reload()}
            />
          </Suspense>

          <CaseForm
            values={values}
            onChange={(name, value) => {
              // The checks (and zod) are fetched as the reader starts typing, so a save finds them here
              // (if this fetch fails, the save tries again and, failing too, leaves the checks to the server).
              import('./tracker-checks').catch(() => undefined);
              editor.change(name, value);
            }}
            onSubmit={(event) => void editor.save(event)}
            errors={editor.errors}
            attempt={editor.attempt}
            summary={editor.summary}
            fieldId={editor.fieldId}
            saving={editor.saving}
            today={today}
            claimTypeLabels={claimTypeLabels}
            messages={t}
          />

          <CaseEvents
            caseId={selectedId}
            acasDayA={acasDayA}
            acasDayB={acasDayB}
            et1FiledDate={et1FiledDate}
            today={today}
            messages={t}
            longDate={longDate}
            onItems={eventsLoaded}
          />

          {selectedId && (
            <SupportPanel
              caseId={selectedId}
              messages={t}
              language={language}
              pricingPath={pricingPath}
              dateLocale={dateLocale}
              longDate={longDate}
            />
          )}

          <Timeline
            dismissalDate={values.dismissalDate || null}
            acasStartDate={values.acasStartDate || null}
            et1FiledDate={values.et1FiledDate || null}
            hearingDate={values.hearingDate || null}
            messages={t}
            longDate={longDate}
          />

          {selectedId && values.hearingDate && (
            <p className="hearing-link">
              <a className="button" href={`${hearingPath}?case=${selectedId}`}>
                {t['hearing.link']}
              </a>
            </p>
          )}

          <section aria-labelledby={`${id}-quick`} className="quick-actions">
            <h2 id={`${id}-quick`}>{t['tracker.quickActions']}</h2>
            <ul>
              {QUICK_ACTIONS.map((action) => (
                <li key={action.href}>
                  <a className="button button-secondary" href={action.href} target="_blank" rel="noopener noreferrer">
                    {t[action.label]}
                    <span className="visually-hidden"> {t['external.newTab']}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        </>
      )}
    </div>
  );
}
