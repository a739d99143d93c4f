/**
 * The 'working backwards from hearing' schedule (src/domain/preparation.ts), with real
 * dates once the chosen case has a hearing date; without one, the weeks alone and where to add it.
 */
import { preparationPlan, preparationSteps } from '../../domain/preparation';
import { format, type Messages, plural } from '../../i18n/island-messages';
import type { DOCUMENTS_MESSAGE_KEYS } from './documents-message-keys';

type Key = (typeof DOCUMENTS_MESSAGE_KEYS)[number];

interface Props {
  hearingDate: string | null;
  messages: Messages<Key>;
  longDate: (iso: string) => string;
  /** 'en-GB' or 'pt-PT': "1 week before", never "1 weeks before". */
  pluralLocale: string;
  trackerPath: string;
}

export function PreparationSchedule({ hearingDate, messages: t, longDate, pluralLocale, trackerPath }: Props) {
  const dated = hearingDate ? preparationPlan(hearingDate) : null;
  const before = (step: (typeof preparationSteps)[number]) => {
    if (step.unit === 'day') return t['documents.schedule.dayBefore'];
    return step.from === step.to
      ? plural(t, 'documents.schedule.weeks', step.from, pluralLocale)
      : format(t['documents.schedule.weeksRange'], { from: step.from, to: step.to });
  };
  return (
    <section className="documents-schedule" aria-labelledby="documents-schedule-heading">
      <h2 id="documents-schedule-heading">{t['documents.schedule.heading']}</h2>
      {hearingDate ? (
        <p>{format(t['documents.schedule.hearing'], { date: longDate(hearingDate) })}</p>
      ) : (
        <p>
          {t['documents.schedule.noHearing']} <a href={trackerPath}>{t['documents.schedule.noHearingLink']}</a>
        </p>
      )}
      <ol className="documents-schedule-list">
        {preparationSteps.map((step) => {
          const item = dated?.find((candidate) => candidate.id === step.id);
          return (
            <li key={step.id}>
              <strong>{t[`documents.plan.${step.id}`]}</strong>: {before(step)}
              {item &&
                (item.start === item.due
                  ? ` — ${format(t['documents.schedule.by'], { date: longDate(item.due) })}`
                  : ` — ${format(t['documents.schedule.between'], { start: longDate(item.start), due: longDate(item.due) })}`)}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
