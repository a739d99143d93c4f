/**
 * Before particulars of claim are drafted, the claimant chooses the complaints to plead: a complaint
 * left out of the claim needs the tribunal's permission to add later (Selkent Bus Co v Moore), so
 * every complaint the facts support is offered — those the claim type brings ticked, those the
 * case's records point to marked as suggested, the rest under "Other complaints" — with the
 * characteristic for direct discrimination and harassment, and the facts that made a dismissal
 * unfair. Checked with the shared schema before sending; errors the GOV.UK way (a summary that
 * takes focus, the message beside its fieldset). The last choice is read back for the case.
 */
import { type SubmitEvent, useEffect, useId, useState } from 'react';
import {
  type ComplaintChoice,
  type ComplaintId,
  complaintChoiceSchema,
  complaintGroups,
  defaultChoice,
  harassmentExcluded,
  type OfferedComplaint,
  type ProtectedCharacteristic,
  protectedCharacteristics,
  redundancyReasons,
  type UnfairReasonId,
  unfairReasonIds,
  withRemedy,
} from '../../domain/complaints';
import { validationIssues } from '../../domain/validation';
import { format, type Messages } from '../../i18n/island-messages';
import { call, client } from '../../stores/api';
import { ErrorSummary, FieldError } from '../forms/ErrorSummary';
import { useFieldErrors } from '../forms/use-field-errors';
import type { COMPLAINTS_MESSAGE_KEYS } from './complaints-message-keys';

type Key = (typeof COMPLAINTS_MESSAGE_KEYS)[number];
const FIELDS = ['complaints', 'directCharacteristics', 'harassmentCharacteristics'] as const;
type Field = (typeof FIELDS)[number];

interface Props {
  caseId: string;
  messages: Messages<Key>;
  busy: boolean;
  onSubmit: (choice: ComplaintChoice) => void;
  onCancel: () => void;
  /** The unfair dismissal qualifying periods either side of their change, from the figures table (the page formats them). */
  qualifying: { before: string; date: string | null; after: string };
}

function toggled<T>(list: readonly T[], value: T, on: boolean): T[] {
  return on ? [...new Set([...list, value])] : list.filter((item) => item !== value);
}

export default function ComplaintsForm({ caseId, messages: t, busy, onSubmit, onCancel, qualifying }: Props) {
  const id = useId();
  const [offered, setOffered] = useState<OfferedComplaint[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [choice, setChoice] = useState<ComplaintChoice | null>(null);
  const fieldId = (field: Field) => `${id}-${field}`;
  const { errors, attempt, summary, showIssues, clear } = useFieldErrors(FIELDS, fieldId, t);

  useEffect(() => {
    let current = true;
    call(client.api.cases[':caseId'].complaints.$get({ param: { caseId } }))
      .then((answer) => {
        if (!current) return;
        setOffered(answer.offered);
        setChoice(
          answer.saved ?? {
            ...defaultChoice(null),
            complaints: answer.offered.filter((item) => item.reason === 'claimType').map((item) => item.id),
          },
        );
      })
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [caseId]);

  if (failed) return <p role="alert">{t['complaints.loadError']}</p>;
  if (!offered || !choice) return <p aria-live="polite">{t['complaints.loading']}</p>;

  const reasonOf = new Map(offered.map((item) => [item.id, item.reason]));
  const chosen = new Set(choice.complaints);
  const update = (next: Partial<ComplaintChoice>) => setChoice({ ...choice, ...next });

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !choice) return;
    const check = complaintChoiceSchema.safeParse(choice);
    if (!check.success) {
      // An issue about the choice as a whole is said at the complaints' own list.
      const issues = validationIssues(check.error).map((issue) =>
        FIELDS.some((field) => field === issue.field) ? issue : { ...issue, field: 'complaints' },
      );
      showIssues(issues);
      return;
    }
    clear();
    onSubmit(check.data);
  }

  const option = (complaint: ComplaintId) => {
    const reason = reasonOf.get(complaint);
    const inputId = `${id}-${complaint}`;
    return (
      <div className="checkbox-field complaint-option" key={complaint}>
        <input
          id={inputId}
          type="checkbox"
          checked={chosen.has(complaint)}
          aria-describedby={`${inputId}-hint`}
          onChange={(event) => update({ complaints: toggled(choice.complaints, complaint, event.target.checked) })}
        />
        <div>
          <label htmlFor={inputId}>{t[`complaints.option.${complaint}`]}</label>
          <p className="hint" id={`${inputId}-hint`}>
            {complaint === 'unfairDismissal'
              ? qualifying.date === null
                ? format(t['complaints.hint.unfairDismissalNoChange'], { before: qualifying.before })
                : format(t['complaints.hint.unfairDismissal'], { ...qualifying, date: qualifying.date })
              : t[`complaints.hint.${complaint}`]}
            {reason && <> {t[`complaints.suggested.${reason}`]}</>}
          </p>
        </div>
      </div>
    );
  };

  const groups = complaintGroups.map((group) => ({
    group,
    offeredHere: group.complaints.filter((complaint) => reasonOf.has(complaint)),
  }));
  const others = complaintGroups.flatMap((group) => group.complaints.filter((complaint) => !reasonOf.has(complaint)));

  const characteristics = (field: 'directCharacteristics' | 'harassmentCharacteristics') => {
    const allowed =
      field === 'harassmentCharacteristics'
        ? protectedCharacteristics.filter((c) => !harassmentExcluded.includes(c))
        : protectedCharacteristics;
    const list: readonly ProtectedCharacteristic[] = choice[field];
    return (
      <fieldset
        className="field complaint-fieldset"
        id={fieldId(field)}
        tabIndex={-1}
        aria-describedby={errors[field] ? `${fieldId(field)}-error` : undefined}
      >
        <legend>{t[`complaints.${field}`]}</legend>
        {field === 'harassmentCharacteristics' && <p className="hint">{t['complaints.harassmentHint']}</p>}
        <FieldError fieldId={fieldId(field)} message={errors[field]} prefix={t['form.errorPrefix']} />
        {allowed.map((c) => (
          <div className="checkbox-field" key={c}>
            <input
              id={`${id}-${field}-${c}`}
              type="checkbox"
              checked={list.includes(c)}
              onChange={(event) => update({ [field]: toggled(list, c, event.target.checked) })}
            />
            <label htmlFor={`${id}-${field}-${c}`}>{t[`complaints.characteristic.${c}`]}</label>
          </div>
        ))}
      </fieldset>
    );
  };

  // The facts that made a dismissal unfair, for every complaint that brings the dismissal awards.
  const dismissal = withRemedy(choice.complaints, 'basicAward').length > 0;
  // A redundancy-only choice is offered the reasons that fit a redundancy dismissal.
  const reasons: readonly UnfairReasonId[] =
    chosen.has('unfairSelection') && !chosen.has('unfairDismissal') ? redundancyReasons : unfairReasonIds;

  return (
    <form className="complaints-form card" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t['complaints.title']}</h3>
      <p>{t['complaints.intro']}</p>
      <ErrorSummary title={t['form.errorSummaryTitle']} errors={summary} attempt={attempt} />
      <div id={fieldId('complaints')} tabIndex={-1}>
        <FieldError fieldId={fieldId('complaints')} message={errors.complaints} prefix={t['form.errorPrefix']} />
        {groups
          .filter(({ offeredHere }) => offeredHere.length > 0)
          .map(({ group, offeredHere }) => (
            <fieldset className="field complaint-fieldset" key={group.id}>
              <legend>{t[`complaints.group.${group.id}`]}</legend>
              {offeredHere.map(option)}
            </fieldset>
          ))}
        {others.length > 0 && (
          <details className="complaint-others" open={others.some((complaint) => chosen.has(complaint))}>
            <summary>{t['complaints.others']}</summary>
            {others.map(option)}
          </details>
        )}
      </div>
      {chosen.has('directDiscrimination') && characteristics('directCharacteristics')}
      {chosen.has('harassment') && characteristics('harassmentCharacteristics')}
      {chosen.has('healthAndSafetyDismissal') && (
        <div className="checkbox-field">
          <input
            id={`${id}-safety-representative`}
            type="checkbox"
            checked={choice.safetyRepresentative}
            aria-describedby={`${id}-safety-representative-hint`}
            onChange={(event) => update({ safetyRepresentative: event.target.checked })}
          />
          <div>
            <label htmlFor={`${id}-safety-representative`}>{t['complaints.safetyRepresentative']}</label>
            <p className="hint" id={`${id}-safety-representative-hint`}>
              {t['complaints.safetyRepresentativeHint']}
            </p>
          </div>
        </div>
      )}
      {dismissal && (
        <fieldset className="field complaint-fieldset">
          <legend>{t['complaints.unfairReasons']}</legend>
          <p className="hint">{t['complaints.unfairReasonsHint']}</p>
          {reasons.map((reason) => (
            <div className="checkbox-field" key={reason}>
              <input
                id={`${id}-why-${reason}`}
                type="checkbox"
                checked={choice.unfairReasons.includes(reason)}
                onChange={(event) => update({ unfairReasons: toggled(choice.unfairReasons, reason, event.target.checked) })}
              />
              <label htmlFor={`${id}-why-${reason}`}>{t[`complaints.why.${reason}`]}</label>
            </div>
          ))}
        </fieldset>
      )}
      <div className="form-actions">
        <button type="submit" className="button" aria-disabled={busy || undefined} aria-busy={busy}>
          {t['complaints.submit']}
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {t['complaints.cancel']}
        </button>
      </div>
    </form>
  );
}
