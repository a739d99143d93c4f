/**
 * /tracker (spec part 1, "Case tracker and case details"): the signed-in claimant's cases, the
 * case form with the spec's rules and toasts, the ET1 deadline card, the timeline and quick links.
 * Signed-out readers are sent to /auth.
 */
import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import { isIsoDate, todayInLondon } from '../../domain/calendar';
import { EARLIEST_EVENT_DATE } from '../../domain/case-events';
import type { CaseRecord } from '../../domain/case-record';
import { type CaseMessageKey, caseInputSchema, caseMessageKey, claimTypeIds, firstMessage } from '../../domain/case-schema';
import { et1Deadline } from '../../domain/deadlines';
import { kindForClaimType } from '../../domain/limit-rules';
import { format, type Messages } from '../../i18n/island-messages';
import { ApiFailure, apiRequest } from '../../stores/api';
import { loadSession } from '../../stores/session';
import { showToast } from '../../stores/toasts';
import CaseEvents, { CASE_EVENT_MESSAGE_KEYS } from './CaseEvents';
import { dateOrNull, EMPTY_FORM, type FieldName, type FormValues, valuesOf } from './case-form-values';
import DeadlineCard, { DEADLINE_MESSAGE_KEYS } from './DeadlineCard';
import Timeline, { TIMELINE_MESSAGE_KEYS } from './Timeline';

export const TRACKER_MESSAGE_KEYS = [
  ...DEADLINE_MESSAGE_KEYS,
  ...CASE_EVENT_MESSAGE_KEYS,
  ...TIMELINE_MESSAGE_KEYS,
  'tracker.loading',
  'tracker.caseLabel',
  'tracker.newCase',
  'tracker.untitledCase',
  'tracker.caseOption',
  'tracker.detailsTitle',
  'tracker.claimantName',
  'tracker.employerName',
  'tracker.claimType',
  'tracker.claimTypeNone',
  'tracker.dismissalDate',
  'tracker.acasStartDate',
  'tracker.acasEndDate',
  'tracker.acasCertificateNumber',
  'tracker.et1FiledDate',
  'tracker.hearingDate',
  'tracker.notes',
  'tracker.save',
  'tracker.saving',
  'tracker.saved',
  'tracker.savedBody',
  'tracker.error',
  'tracker.saveError',
  'tracker.validationError',
  'tracker.loadError',
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
}

/** The spec's validation messages in the reader's language (the schema and the API speak English). */
function translatedValidation(message: string, t: Messages<Key>, longDate: (iso: string) => string): string {
  const key: CaseMessageKey | undefined = caseMessageKey(message);
  return key ? format(t[`caseValidation.${key}`], { date: longDate(EARLIEST_EVENT_DATE) }) : message;
}

export default function TrackerScreen({ messages: t, claimTypeLabels, authPath, dateLocale }: Props) {
  const id = useId();
  const [loading, setLoading] = useState(true);
  const [loadFailed, setLoadFailed] = useState(false);
  const [cases, setCases] = useState<CaseRecord[]>([]);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [values, setValues] = useState<FormValues>(EMPTY_FORM);
  const [saving, setSaving] = useState(false);

  const longDate = useMemo(() => {
    const formatter = new Intl.DateTimeFormat(dateLocale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    return (iso: string) => {
      const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
      return formatter.format(new Date(Date.UTC(y, m - 1, d)));
    };
  }, [dateLocale]);

  useEffect(() => {
    void (async () => {
      const session = await loadSession();
      if (session.status !== 'signedIn') {
        window.location.replace(authPath);
        return;
      }
      try {
        const { items } = await apiRequest<{ items: CaseRecord[] }>('/api/cases');
        setCases(items);
        const newest = items[0];
        if (newest) {
          setSelectedId(newest.id);
          setValues(valuesOf(newest));
        }
      } catch (error) {
        console.error('Case load failed', error);
        setLoadFailed(true);
      } finally {
        setLoading(false);
      }
    })();
  }, [authPath]);

  if (loading) return <p role="status">{t['tracker.loading']}</p>;
  if (loadFailed) return <p className="banner banner-warning">{t['tracker.loadError']}</p>;

  const set = (name: FieldName) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  const chooseCase = (value: string) => {
    const record = cases.find((c) => c.id === value);
    setSelectedId(record ? record.id : null);
    setValues(record ? valuesOf(record) : EMPTY_FORM);
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    const selected = cases.find((c) => c.id === selectedId);
    const check = caseInputSchema(todayInLondon(), selected ? { hearingDate: selected.hearingDate } : undefined).safeParse(
      values,
    );
    if (!check.success) {
      showToast({
        title: t['tracker.validationError'],
        description: translatedValidation(firstMessage(check.error), t, longDate),
        variant: 'destructive',
      });
      return;
    }
    setSaving(true);
    try {
      const saved = selected
        ? await apiRequest<CaseRecord>(`/api/cases/${selected.id}`, { method: 'PATCH', body: values })
        : await apiRequest<CaseRecord>('/api/cases', { method: 'POST', body: values });
      setCases((current) => (selected ? current.map((c) => (c.id === saved.id ? saved : c)) : [saved, ...current]));
      setSelectedId(saved.id);
      setValues(valuesOf(saved));
      showToast({ title: t['tracker.saved'], description: t['tracker.savedBody'], variant: 'success' });
    } catch (error) {
      if (error instanceof ApiFailure && error.status === 400) {
        showToast({
          title: t['tracker.validationError'],
          description: translatedValidation(error.message, t, longDate),
          variant: 'destructive',
        });
      } else if (error instanceof ApiFailure && error.status === 401) {
        window.location.replace(authPath);
      } else {
        showToast({ title: t['tracker.error'], description: t['tracker.saveError'], variant: 'destructive' });
      }
    } finally {
      setSaving(false);
    }
  }

  const today = todayInLondon();
  const eventDate = dateOrNull(values.dismissalDate, isIsoDate);
  const acasDayA = dateOrNull(values.acasStartDate, isIsoDate);
  const acasDayB = dateOrNull(values.acasEndDate, isIsoDate);
  const et1FiledDate = dateOrNull(values.et1FiledDate, isIsoDate);
  // Dates the form would refuse get no card: the form's own validation speaks for them.
  const deadline =
    eventDate && eventDate >= EARLIEST_EVENT_DATE && eventDate <= today
      ? et1Deadline({ eventDate, acasDayA, acasDayB, kind: kindForClaimType(values.claimType || null), today })
      : null;

  const field = (
    name: FieldName,
    label: string,
    type: 'text' | 'date' = 'text',
    extra: Record<string, string | number | boolean> = {},
  ) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input id={`${id}-${name}`} name={name} type={type} value={values[name]} onChange={set(name)} {...extra} />
    </div>
  );

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

      {deadline && (
        <DeadlineCard
          deadline={deadline}
          today={today}
          et1FiledDate={et1FiledDate}
          caseId={selectedId ?? 'new'}
          messages={t}
          longDate={longDate}
          pluralLocale={dateLocale}
        />
      )}

      <form className="case-form card" onSubmit={(event) => void save(event)} noValidate aria-labelledby={`${id}-details`}>
        <h2 id={`${id}-details`}>{t['tracker.detailsTitle']}</h2>
        <div className="form-grid">
          {field('claimantName', t['tracker.claimantName'], 'text', { autoComplete: 'name', maxLength: 200 })}
          {field('employerName', t['tracker.employerName'], 'text', { autoComplete: 'organization', maxLength: 200 })}
          <div className="field">
            <label htmlFor={`${id}-claimType`}>{t['tracker.claimType']}</label>
            <select id={`${id}-claimType`} name="claimType" value={values.claimType} onChange={set('claimType')}>
              <option value="">{t['tracker.claimTypeNone']}</option>
              {claimTypeIds.map((type) => (
                <option key={type} value={type}>
                  {claimTypeLabels[type] ?? type}
                </option>
              ))}
            </select>
          </div>
          {field('dismissalDate', t['tracker.dismissalDate'], 'date', { min: EARLIEST_EVENT_DATE, max: today })}
          {field('acasStartDate', t['tracker.acasStartDate'], 'date')}
          {field('acasEndDate', t['tracker.acasEndDate'], 'date')}
          {field('acasCertificateNumber', t['tracker.acasCertificateNumber'], 'text', {
            placeholder: 'R123456/78/90',
            maxLength: 50,
            autoComplete: 'off',
            spellCheck: false,
          })}
          {field('et1FiledDate', t['tracker.et1FiledDate'], 'date')}
          {field('hearingDate', t['tracker.hearingDate'], 'date')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-notes`}>{t['tracker.notes']}</label>
          <textarea id={`${id}-notes`} name="notes" rows={5} maxLength={5000} value={values.notes} onChange={set('notes')} />
        </div>
        <button type="submit" className="button" disabled={saving}>
          {saving ? t['tracker.saving'] : t['tracker.save']}
        </button>
      </form>

      <CaseEvents
        caseId={selectedId}
        acasDayA={acasDayA}
        acasDayB={acasDayB}
        et1FiledDate={et1FiledDate}
        today={today}
        messages={t}
        longDate={longDate}
      />

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
