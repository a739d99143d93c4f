/**
 * /tracker (spec part 1, "Case tracker and case details"): the signed-in claimant's cases, the
 * case form (./CaseForm) with the spec's rules, the ET1 deadline card, other dated events, the
 * timeline and quick links. Signed-out readers are sent to /auth. Leaving with unsaved changes
 * asks first; 'New case' moves focus to the first field.
 */
// No zod on the way in: the screen needs only the case's values and messages; the shared schema
// is loaded (./tracker-checks) when a case is saved.
import { type FormEvent, lazy, Suspense, startTransition, useCallback, useEffect, useId, useRef, useState } from 'react';
import { isIsoDate, todayInLondon } from '../../domain/calendar';
import { EARLIEST_EVENT_DATE } from '../../domain/case-event-values';
import type { CaseEventRecord } from '../../domain/case-events';
import { caseLimits } from '../../domain/case-limits';
import type { CaseRecord } from '../../domain/case-record';
import { type CaseMessageKey, caseMessageFields, caseMessageKey, fieldMessages } from '../../domain/case-values';
import type { LawWatchCheck } from '../../domain/law-watch-checks';
import { format, type Messages } from '../../i18n/island-messages';
import { ApiFailure, call, client } from '../../stores/api';
import { authUrlFrom } from '../../stores/return-path';
import { knownSession } from '../../stores/session';
import { showToast } from '../../stores/toasts';
import { $trackerCase } from '../../stores/tracker-case';
import { loadChecks } from '../load-checks';
import SupportPanel, { SUPPORT_PANEL_MESSAGE_KEYS } from '../support/SupportPanel';
import CaseEvents, { CASE_EVENT_MESSAGE_KEYS } from './CaseEvents';
import CaseForm, { CASE_FORM_MESSAGE_KEYS, type FieldErrors } from './CaseForm';
import { changedValues, dateOrNull, EMPTY_FORM, type FieldName, type FormValues, valuesOf } from './case-form-values';
import DeadlineCard, { DEADLINE_MESSAGE_KEYS } from './DeadlineCard';
import Timeline, { TIMELINE_MESSAGE_KEYS } from './Timeline';
import { TASK_MESSAGE_KEYS } from './tasks/task-message-keys';
import { useLongDate } from './use-long-date';

// The dated tasks panel (issue 15) loads after the case form, as a chunk of its own.
const TaskPanel = lazy(() => import('./tasks/TaskPanel'));

export const TRACKER_MESSAGE_KEYS = [
  ...DEADLINE_MESSAGE_KEYS,
  ...TASK_MESSAGE_KEYS,
  ...CASE_EVENT_MESSAGE_KEYS,
  ...CASE_FORM_MESSAGE_KEYS,
  ...TIMELINE_MESSAGE_KEYS,
  ...SUPPORT_PANEL_MESSAGE_KEYS,
  'tracker.loading',
  'tracker.caseLabel',
  'tracker.newCase',
  'tracker.untitledCase',
  'tracker.caseOption',
  'tracker.saved',
  'tracker.savedBody',
  'tracker.error',
  'tracker.saveError',
  'tracker.conflictTitle',
  'tracker.conflict',
  'tracker.loadError',
  'tracker.unsavedWarning',
  'tracker.quickActions',
  'tracker.startAcas',
  'tracker.fileEt1',
  'external.newTab',
  'caseValidation.claimantRequired',
  'caseValidation.claimantTooLong',
  'caseValidation.employerRequired',
  'caseValidation.employerTooLong',
  'caseValidation.dismissalInFuture',
  'caseValidation.dismissalTooEarly',
  'caseValidation.certificateTooLong',
  'caseValidation.certificateFormat',
  'caseValidation.hearingInPast',
  'caseValidation.acasEndBeforeStart',
  'caseValidation.notesTooLong',
  'caseValidation.invalidDate',
  'caseValidation.invalidClaimType',
  'caseValidation.notAnObject',
] as const;
type Key = (typeof TRACKER_MESSAGE_KEYS)[number];

/** The spec's quick actions: official services, opened in a new tab. */
const QUICK_ACTIONS = [
  { href: 'https://www.acas.org.uk/early-conciliation', label: 'tracker.startAcas' },
  { href: 'https://www.gov.uk/employment-tribunals/make-a-claim', label: 'tracker.fileEt1' },
] as const;

interface Props {
  messages: Messages<Key>;
  claimTypeLabels: Record<string, string>;
  authPath: string;
  /** The BCP 47 tag for dates and plurals ('en-GB', 'pt-PT'). */
  dateLocale: string;
  /** The page's language, and its /pricing (the support panel's add-on link). */
  language: 'en' | 'pt';
  pricingPath: string;
}

const FIELD_NAMES = new Set<string>(Object.keys(EMPTY_FORM));
const isFieldName = (name: string | null): name is FieldName => name !== null && FIELD_NAMES.has(name);

export default function TrackerScreen({ messages: t, claimTypeLabels, authPath, dateLocale, language, pricingPath }: Props) {
  const id = useId();
  const [loading, setLoading] = useState(true);
  const [loadFailed, setLoadFailed] = useState(false);
  const [cases, setCases] = useState<CaseRecord[]>([]);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [values, setValues] = useState<FormValues>(EMPTY_FORM);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  const [saving, setSaving] = useState(false);
  const longDate = useLongDate(dateLocale);
  const focusFirstField = useRef(false);
  const [events, setEvents] = useState<readonly CaseEventRecord[]>([]);
  const eventsLoaded = useCallback((items: readonly CaseEventRecord[]) => setEvents(items), []);

  const selected = cases.find((c) => c.id === selectedId);
  const saved = selected ? valuesOf(selected) : EMPTY_FORM;
  const dirty = (Object.keys(values) as FieldName[]).some((name) => values[name] !== saved[name]);

  useEffect(() => {
    void (async () => {
      const session = await knownSession();
      if (session.status !== 'signedIn') {
        window.location.replace(authUrlFrom(authPath, window.location));
        return;
      }
      try {
        const { items } = await call(client.api.cases.$get());
        // A reminder e-mail links to /tracker?case=<id>: open that case; otherwise the newest.
        const linked = new URLSearchParams(window.location.search).get('case');
        const first = items.find((item) => item.id === linked) ?? items[0];
        // The whole screen is drawn here, in place of 'Loading': as a transition React draws it in
        // slices and lets the browser answer taps in between, rather than one long task (on a slow
        // phone, a quarter of a second in which the page cannot respond).
        startTransition(() => {
          setCases(items);
          if (first) {
            setSelectedId(first.id);
            setValues(valuesOf(first));
          }
          setLoading(false);
        });
      } catch (error) {
        console.error('Case load failed', error);
        setLoadFailed(true);
        setLoading(false);
      }
    })();
  }, [authPath]);

  // When the law watch last checked reported rows against legislation.gov.uk (the card's
  // 'reported, not verified' line says so); public, cached for an hour, and optional: without it the
  // card says the same without the date.
  const [lawWatchChecks, setLawWatchChecks] = useState<LawWatchCheck[] | undefined>(undefined);
  useEffect(() => {
    call(client.api['law-watch'].$get())
      .then((answer) => setLawWatchChecks(answer.checks))
      .catch(() => undefined);
  }, []);

  // The ET1 panel below the screen answers from the saved case and its events.
  useEffect(() => {
    if (loading) return;
    $trackerCase.set({ caseRecord: selected ?? null, events: events.filter((event) => event.caseId === selected?.id) });
  }, [loading, selected, events]);

  // Unsaved changes: the browser asks before the page is left or reloaded.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  // After 'New case' has re-rendered the empty form (an effect: requestAnimationFrame never runs in
  // a background tab).
  useEffect(() => {
    if (selectedId !== null || !focusFirstField.current) return;
    focusFirstField.current = false;
    document.querySelector<HTMLInputElement>('form.case-form input')?.focus();
  }, [selectedId]);

  /** A task marked done with its date wrote it to the case (the ET1 filed date, or Day A): read it again. */
  async function reloadCase() {
    try {
      const { items } = await call(client.api.cases.$get());
      const fresh = items.find((item) => item.id === selectedId);
      setCases(items);
      if (fresh && !dirty) setValues(valuesOf(fresh));
    } catch {
      showToast({ title: t['tracker.error'], description: t['tracker.loadError'], variant: 'destructive' });
    }
  }

  if (loading) return <p role="status">{t['tracker.loading']}</p>;
  if (loadFailed) return <p className="banner banner-warning">{t['tracker.loadError']}</p>;

  /** A message in the reader's language (the schema and the API speak English), keyed by its text. */
  const translated = (message: string): string => {
    const key: CaseMessageKey | undefined = caseMessageKey(message);
    return key ? format(t[`caseValidation.${key}`], { date: longDate(EARLIEST_EVENT_DATE) }) : message;
  };
  const showErrors = (byField: Record<string, string>) => {
    setErrors(Object.fromEntries(Object.entries(byField).map(([field, message]) => [field, translated(message)])) as FieldErrors);
    setAttempt((n) => n + 1);
  };

  const chooseCase = (value: string) => {
    if (dirty && !window.confirm(t['tracker.unsavedWarning'])) return;
    const record = cases.find((c) => c.id === value);
    setSelectedId(record ? record.id : null);
    setValues(record ? valuesOf(record) : EMPTY_FORM);
    setErrors({});
    // A new case starts at its first field, not on a button that has just been disabled.
    if (!record) focusFirstField.current = true;
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    const checks = await loadChecks(() => import('./tracker-checks'));
    const check = checks
      ?.caseInputSchema(todayInLondon(), selected ? { hearingDate: selected.hearingDate } : undefined)
      .safeParse(values);
    if (check && !check.success) {
      showErrors(fieldMessages(check.error));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      // An update sends only the fields changed here, with the version they were edited from: a
      // field changed in another tab since then makes the Worker refuse (409) rather than undo it.
      const result = selected
        ? await call(
            client.api.cases[':id'].$patch({
              param: { id: selected.id },
              json: { ...changedValues(values, saved), updatedAt: selected.updatedAt },
            }),
          )
        : await call(client.api.cases.$post({ json: values }));
      setCases((current) => (selected ? current.map((c) => (c.id === result.id ? result : c)) : [result, ...current]));
      setSelectedId(result.id);
      setValues(valuesOf(result));
      showToast({ title: t['tracker.saved'], description: t['tracker.savedBody'], variant: 'success', action: 'case-save' });
    } catch (error) {
      const key = error instanceof ApiFailure ? caseMessageKey(error.message) : undefined;
      const field = key ? caseMessageFields[key] : null;
      if (error instanceof ApiFailure && error.status === 400 && isFieldName(field)) {
        showErrors({ [field]: error.message });
      } else if (error instanceof ApiFailure && error.code === 'EDIT_CONFLICT') {
        showToast({
          title: t['tracker.conflictTitle'],
          description: t['tracker.conflict'],
          variant: 'destructive',
          action: 'case-save',
        });
      } else if (error instanceof ApiFailure && error.status === 401) {
        window.location.replace(authUrlFrom(authPath, window.location));
      } else {
        showToast({
          title: t['tracker.error'],
          description: t['tracker.saveError'],
          variant: 'destructive',
          action: 'case-save',
        });
      }
    } finally {
      setSaving(false);
    }
  }

  const today = todayInLondon();
  const acasDayA = dateOrNull(values.acasStartDate, isIsoDate);
  const acasDayB = dateOrNull(values.acasEndDate, isIsoDate);
  const caseEvents = selectedId ? events.filter((event) => event.caseId === selectedId) : [];
  const et1FiledDate = dateOrNull(values.et1FiledDate, isIsoDate);
  // Every limit of the case, earliest first: the card leads with it and names its event. Dates the
  // form would refuse start no limit: the form's own validation speaks for them.
  const limits = caseLimits(
    {
      claimType: values.claimType || null,
      dismissalDate: dateOrNull(values.dismissalDate, isIsoDate),
      acasStartDate: acasDayA,
      acasEndDate: acasDayB,
      et1FiledDate,
      events: caseEvents,
    },
    today,
  );
  // The tasks are read again when the case or its dated events change.
  const tasksVersion = `${selected?.updatedAt ?? ''}|${events.map((event) => event.id).join(',')}`;

  return (
    <div className="tracker">
      <div className="case-picker">
        <label htmlFor={`${id}-case`}>{t['tracker.caseLabel']}</label>
        <div className="case-picker-row">
          <select id={`${id}-case`} value={selectedId ?? ''} onChange={(event) => chooseCase(event.target.value)}>
            {cases.map((c) => (
              <option key={c.id} value={c.id}>
                {format(t['tracker.caseOption'], { claimant: c.claimantName, employer: c.employerName })}
              </option>
            ))}
            {selectedId === null && <option value="">{t['tracker.untitledCase']}</option>}
          </select>
          <button type="button" className="button button-secondary" onClick={() => chooseCase('')} disabled={selectedId === null}>
            {t['tracker.newCase']}
          </button>
        </div>
      </div>

      {limits.length > 0 && (
        <DeadlineCard
          limits={limits}
          caseId={selectedId ?? 'new'}
          messages={t}
          longDate={longDate}
          pluralLocale={dateLocale}
          lawWatchChecks={lawWatchChecks}
        />
      )}

      <Suspense fallback={<p role="status">{t['tasks.loading']}</p>}>
        <TaskPanel
          caseId={selectedId}
          caseVersion={selectedId ? tasksVersion : null}
          today={today}
          messages={t}
          longDate={longDate}
          pluralLocale={dateLocale}
          onCaseChanged={() => void reloadCase()}
        />
      </Suspense>

      <CaseForm
        values={values}
        onChange={(name, value) => {
          // The checks (and zod) are fetched as the reader starts typing, so a save finds them here
          // (if this fetch fails, the save tries again and, failing too, leaves the checks to the server).
          import('./tracker-checks').catch(() => undefined);
          setValues((current) => ({ ...current, [name]: value }));
        }}
        onSubmit={(event) => void save(event)}
        errors={errors}
        attempt={attempt}
        saving={saving}
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
    </div>
  );
}
