/** The four-step timeline: dismissal, Acas started, ET1 filed, hearing date. */
import type { Messages } from '../../i18n/island-messages';

export const TIMELINE_MESSAGE_KEYS = [
  'timeline.title',
  'timeline.dismissal',
  'timeline.acas',
  'timeline.et1',
  'timeline.hearing',
  'timeline.notEntered',
  'timeline.notStarted',
  'timeline.notFiled',
  'timeline.notScheduled',
  'timeline.complete',
  'timeline.pending',
  'timeline.upcoming',
] as const;
type Key = (typeof TIMELINE_MESSAGE_KEYS)[number];

interface Props {
  dismissalDate: string | null;
  acasStartDate: string | null;
  et1FiledDate: string | null;
  hearingDate: string | null;
  messages: Messages<Key>;
  longDate: (iso: string) => string;
}

export default function Timeline({ dismissalDate, acasStartDate, et1FiledDate, hearingDate, messages: t, longDate }: Props) {
  const steps = [
    { label: t['timeline.dismissal'], date: dismissalDate, empty: t['timeline.notEntered'], setState: 'complete' },
    { label: t['timeline.acas'], date: acasStartDate, empty: t['timeline.notStarted'], setState: 'complete' },
    { label: t['timeline.et1'], date: et1FiledDate, empty: t['timeline.notFiled'], setState: 'complete' },
    // The hearing is "active" when scheduled: it is still to come.
    { label: t['timeline.hearing'], date: hearingDate, empty: t['timeline.notScheduled'], setState: 'active' },
  ] as const;
  return (
    <section aria-labelledby="timeline-title" className="timeline">
      <h2 id="timeline-title">{t['timeline.title']}</h2>
      <ol>
        {steps.map((step) => {
          const state = step.date ? step.setState : 'pending';
          const stateLabel =
            state === 'complete' ? t['timeline.complete'] : state === 'active' ? t['timeline.upcoming'] : t['timeline.pending'];
          return (
            <li key={step.label} className={`timeline-step timeline-${state}`} data-state={state}>
              <span className="timeline-marker" aria-hidden="true">
                {state === 'complete' ? '✓' : ''}
              </span>
              <span className="timeline-text">
                <strong>{step.label}</strong>
                <span className="visually-hidden"> ({stateLabel})</span>
                <br />
                <span>{step.date ? longDate(step.date) : step.empty}</span>
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
