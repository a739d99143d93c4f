/** When and where: the hearing date from the case, and the venue, video details and times typed from the notice of hearing. */
import { type FormEvent, useState } from 'react';
import { ApiFailure } from '../../stores/api';
import { showToast } from '../../stores/toasts';
import { ErrorSummary, FieldError, fieldErrorProps } from '../forms/ErrorSummary';
import { useFieldErrors } from '../forms/use-field-errors';
import type { HearingKit, HearingRecord } from './hearing-kit';
import type { HearingMessages } from './messages';
import { saveHearing } from './save-hearing';

const FIELDS = ['venue', 'videoDetails', 'startTime', 'arrivalTime'] as const;
type Field = (typeof FIELDS)[number];
const fieldId = (name: Field) => `hearing-${name}`;

interface Props {
  kit: HearingKit;
  t: HearingMessages;
  longDate: (iso: string) => string;
  onSaved: (hearing: HearingRecord) => void;
}

export function WhenAndWhere({ kit, t, longDate, onSaved }: Props) {
  const [values, setValues] = useState<Record<Field, string>>({
    venue: kit.hearing.venue ?? '',
    videoDetails: kit.hearing.videoDetails ?? '',
    startTime: kit.hearing.startTime ?? '',
    arrivalTime: kit.hearing.arrivalTime ?? '',
  });
  const { errors, attempt, summary, showIssues, clear } = useFieldErrors(FIELDS, fieldId, t);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const saved = await saveHearing(kit, {
        venue: values.venue || null,
        videoDetails: values.videoDetails || null,
        startTime: values.startTime || null,
        arrivalTime: values.arrivalTime || null,
      });
      clear();
      onSaved(saved);
      showToast({ title: t['hearing.saved'] });
    } catch (error) {
      if (!(error instanceof ApiFailure && showIssues(error.issues)))
        showToast({ title: t['hearing.saveError'], variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  const labels: Record<Field, string> = {
    venue: t['hearing.when.venue'],
    videoDetails: t['hearing.when.video'],
    startTime: t['hearing.when.startTime'],
    arrivalTime: t['hearing.when.arrivalTime'],
  };
  return (
    <section aria-labelledby="hearing-when-title">
      <h2 id="hearing-when-title">{t['hearing.when.title']}</h2>
      <p>
        <strong>{t['hearing.when.date']}: </strong>
        <span data-testid="hearing-date">
          {kit.caseRecord.hearingDate ? longDate(kit.caseRecord.hearingDate) : t['hearing.when.noDate']}
        </span>
      </p>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <ErrorSummary title={t['hearing.errorTitle']} errors={summary} attempt={attempt} />
        <p className="hint">{t['hearing.when.hint']}</p>
        {FIELDS.map((name) => {
          const multiline = name === 'venue' || name === 'videoDetails';
          const hint = multiline ? undefined : `${fieldId(name)}-hint`;
          const common = {
            id: fieldId(name),
            name,
            value: values[name],
            onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
            ...fieldErrorProps(fieldId(name), errors[name], hint),
          };
          return (
            <div key={name} className={`field${errors[name] ? ' field-invalid' : ''}`}>
              <label htmlFor={fieldId(name)}>{labels[name]}</label>
              {hint && (
                <p className="hint" id={hint}>
                  {t['hearing.when.timeHint']}
                </p>
              )}
              <FieldError fieldId={fieldId(name)} message={errors[name]} prefix={t['hearing.errorPrefix']} />
              {multiline ? (
                <textarea rows={3} {...common} />
              ) : (
                <input type="text" inputMode="numeric" autoComplete="off" size={6} {...common} />
              )}
            </div>
          );
        })}
        <button type="submit" className="button" disabled={busy}>
          {t['hearing.when.save']}
        </button>
      </form>
    </section>
  );
}
