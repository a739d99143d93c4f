/**
 * After the hearing: how it ended, then, when the written judgment arrives, the day it was sent,
 * which starts the tasks that already exist for it (written reasons, reconsideration, appeal by
 * 4pm) through POST /api/cases/:caseId/tasks/decision.
 */
import { type FormEvent, useState } from 'react';
import { hearingOutcomes, type HearingOutcome as Outcome } from '../../domain/hearing/schema';
import { ApiFailure } from '../../stores/api';
import { showToast } from '../../stores/toasts';
import { ErrorSummary, FieldError, fieldErrorProps } from '../forms/ErrorSummary';
import { useFieldErrors } from '../forms/use-field-errors';
import type { HearingKit, HearingRecord } from './hearing-kit';
import type { HearingMessages } from './messages';
import { saveHearing } from './save-hearing';

interface Props {
  kit: HearingKit;
  t: HearingMessages;
  trackerPath: string;
  onSaved: (hearing: HearingRecord) => void;
  decide: (json: { decision: 'judgmentSent' | 'judgmentWithReasons'; date: string }) => Promise<unknown>;
}

const OUTCOME_FIELDS = ['outcome', 'outcomeDate'] as const;
const JUDGMENT_FIELDS = ['date'] as const;
// The summary's link for the outcome goes to its first radio button, the fieldset's first input.
const outcomeFieldId = (name: (typeof OUTCOME_FIELDS)[number]) =>
  name === 'outcome' ? 'hearing-outcome-oralJudgment' : 'hearing-outcomeDate';
const judgmentFieldId = () => 'hearing-judgmentDate';

export function HearingOutcome({ kit, t, trackerPath, onSaved, decide }: Props) {
  const [outcome, setOutcome] = useState<Outcome | ''>(kit.hearing.outcome ?? '');
  const [outcomeDate, setOutcomeDate] = useState(kit.hearing.outcomeDate ?? '');
  const outcomeForm = useFieldErrors(OUTCOME_FIELDS, outcomeFieldId, t);
  const errors = outcomeForm.errors;
  const [judgmentDate, setJudgmentDate] = useState('');
  const [withReasons, setWithReasons] = useState(false);
  const judgmentForm = useFieldErrors(JUDGMENT_FIELDS, judgmentFieldId, t);
  const judgmentErrors = judgmentForm.errors;
  const [decided, setDecided] = useState(false);

  async function saveOutcome(event: FormEvent) {
    event.preventDefault();
    try {
      onSaved(await saveHearing(kit, { outcome: outcome || null, outcomeDate: outcomeDate || null }));
      outcomeForm.clear();
      showToast({ title: t['hearing.saved'] });
    } catch (error) {
      if (!(error instanceof ApiFailure && outcomeForm.showIssues(error.issues)))
        showToast({ title: t['hearing.saveError'], variant: 'destructive' });
    }
  }

  async function saveJudgment(event: FormEvent) {
    event.preventDefault();
    try {
      await decide({ decision: withReasons ? 'judgmentWithReasons' : 'judgmentSent', date: judgmentDate });
      judgmentForm.clear();
      setDecided(true);
    } catch (error) {
      if (!(error instanceof ApiFailure && judgmentForm.showIssues(error.issues)))
        showToast({ title: t['hearing.saveError'], variant: 'destructive' });
    }
  }

  const judged = kit.hearing.outcome === 'oralJudgment' || kit.hearing.outcome === 'reservedJudgment';
  return (
    <section aria-labelledby="hearing-outcome-title">
      <h2 id="hearing-outcome-title">{t['hearing.outcome.title']}</h2>
      <form onSubmit={(event) => void saveOutcome(event)} noValidate>
        <ErrorSummary title={t['hearing.errorTitle']} errors={outcomeForm.summary} attempt={outcomeForm.attempt} />
        <fieldset className={`field${errors.outcome ? ' field-invalid' : ''}`}>
          <legend>{t['hearing.outcome.legend']}</legend>
          <FieldError fieldId="hearing-outcome" message={errors.outcome} prefix={t['hearing.errorPrefix']} />
          {hearingOutcomes.map((option) => (
            <div key={option} className="radio">
              <input
                type="radio"
                name="hearing-outcome"
                id={`hearing-outcome-${option}`}
                value={option}
                checked={outcome === option}
                onChange={() => setOutcome(option)}
              />
              <label htmlFor={`hearing-outcome-${option}`}>{t[`hearing.outcome.${option}`]}</label>
            </div>
          ))}
        </fieldset>
        <div className={`field${errors.outcomeDate ? ' field-invalid' : ''}`}>
          <label htmlFor="hearing-outcomeDate">{t['hearing.outcome.date']}</label>
          <FieldError fieldId="hearing-outcomeDate" message={errors.outcomeDate} prefix={t['hearing.errorPrefix']} />
          <input
            id="hearing-outcomeDate"
            type="date"
            value={outcomeDate}
            onChange={(event) => setOutcomeDate(event.target.value)}
            {...fieldErrorProps('hearing-outcomeDate', errors.outcomeDate)}
          />
        </div>
        <button type="submit" className="button">
          {t['hearing.outcome.save']}
        </button>
      </form>
      {judged && (
        <form onSubmit={(event) => void saveJudgment(event)} noValidate>
          <h3>{t['hearing.outcome.judgmentTitle']}</h3>
          <p className="hint">{t['hearing.outcome.judgmentHint']}</p>
          <ErrorSummary title={t['hearing.errorTitle']} errors={judgmentForm.summary} attempt={judgmentForm.attempt} />
          <div className={`field${judgmentErrors.date ? ' field-invalid' : ''}`}>
            <label htmlFor="hearing-judgmentDate">{t['hearing.outcome.judgmentDate']}</label>
            <FieldError fieldId="hearing-judgmentDate" message={judgmentErrors.date} prefix={t['hearing.errorPrefix']} />
            <input
              id="hearing-judgmentDate"
              type="date"
              value={judgmentDate}
              onChange={(event) => setJudgmentDate(event.target.value)}
              {...fieldErrorProps('hearing-judgmentDate', judgmentErrors.date)}
            />
          </div>
          <div className="checkbox">
            <input
              id="hearing-withReasons"
              type="checkbox"
              checked={withReasons}
              onChange={(event) => setWithReasons(event.target.checked)}
            />
            <label htmlFor="hearing-withReasons">{t['hearing.outcome.withReasons']}</label>
          </div>
          <button type="submit" className="button">
            {t['hearing.outcome.judgmentSave']}
          </button>
          {decided && (
            <p role="status">
              {t['hearing.outcome.judgmentSaved']} <a href={trackerPath}>{t['hearing.outcome.toTasks']}</a>
            </p>
          )}
        </form>
      )}
    </section>
  );
}
