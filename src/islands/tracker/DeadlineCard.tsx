/**
 * The ET1 deadline card (spec part 1, "Case tracker"): the last day to start early conciliation
 * and, with both Acas dates, the extended last day to present the ET1, dd/mm/yyyy, with the
 * working in plain sentences and an .ics download. 'Deadline May Have Passed' when it is past.
 */
import { isBefore, todayInLondon } from '../../domain/calendar';
import type { Deadline } from '../../domain/deadlines';
import { buildIcs, icsTimestamp } from '../../domain/ics';
import { formatShortDate } from '../../i18n/format';
import { format, type Messages } from '../../i18n/island-messages';

export const DEADLINE_MESSAGE_KEYS = [
  'deadline.title',
  'deadline.passedTitle',
  'deadline.acasBy',
  'deadline.presentByLabel',
  'deadline.step.primary',
  'deadline.step.conciliationDaysAdded',
  'deadline.step.oneMonthAfterCertificate',
  'deadline.step.noConciliationYet',
  'deadline.warning.conciliationTooLate',
  'deadline.warning.conciliationBeforeEvent',
  'deadline.warning.conciliationStraddlesEvent',
  'deadline.warning.awaitingCertificate',
  'deadline.warning.certificateBeforeNotification',
  'deadline.advice',
  'deadline.download',
  'deadline.icsAcasTitle',
  'deadline.icsEt1Title',
  'deadline.icsDescription',
] as const;
type Key = (typeof DEADLINE_MESSAGE_KEYS)[number];

interface Props {
  deadline: Deadline;
  hasCertificate: boolean;
  caseId: string;
  messages: Messages<Key>;
  longDate: (iso: string) => string;
}

export default function DeadlineCard({ deadline, hasCertificate, caseId, messages: t, longDate }: Props) {
  const today = todayInLondon();
  const finalDate = hasCertificate ? deadline.presentBy : deadline.acasStartBy;
  const passed = isBefore(finalDate, today);

  const sentences = deadline.steps.map((step): string => {
    switch (step.code) {
      case 'primary':
        return format(t['deadline.step.primary'], {
          months: step.months,
          event: longDate(step.eventDate),
          date: longDate(step.date),
        });
      case 'conciliationDaysAdded':
        return format(t['deadline.step.conciliationDaysAdded'], {
          dayA: longDate(step.dayA),
          dayB: longDate(step.dayB),
          days: step.days,
          date: longDate(step.date),
        });
      case 'oneMonthAfterCertificate':
        return format(t['deadline.step.oneMonthAfterCertificate'], { dayB: longDate(step.dayB), date: longDate(step.date) });
      default:
        return t['deadline.step.noConciliationYet'];
    }
  });

  const download = () => {
    const events = [
      {
        uid: `acas-${caseId}@tribunal-toolkit`,
        date: deadline.acasStartBy,
        title: t['deadline.icsAcasTitle'],
        description: t['deadline.icsDescription'],
      },
      ...(hasCertificate
        ? [
            {
              uid: `et1-${caseId}@tribunal-toolkit`,
              date: deadline.presentBy,
              title: t['deadline.icsEt1Title'],
              description: t['deadline.icsDescription'],
            },
          ]
        : []),
    ];
    const blob = new Blob([buildIcs(events, icsTimestamp(new Date()))], { type: 'text/calendar;charset=utf-8' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = 'tribunal-deadlines.ics';
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  return (
    <section
      className={`deadline-card ${passed ? 'banner banner-warning' : 'banner banner-info'}`}
      aria-labelledby="deadline-title"
      data-deadline-card
    >
      <h2 id="deadline-title">{passed ? t['deadline.passedTitle'] : t['deadline.title']}</h2>
      <dl className="deadline-dates">
        <div>
          <dt>{t['deadline.acasBy']}</dt>
          <dd data-acas-start-by>{formatShortDate(deadline.acasStartBy)}</dd>
        </div>
        {hasCertificate && (
          <div>
            <dt>{t['deadline.presentByLabel']}</dt>
            <dd data-present-by>{formatShortDate(deadline.presentBy)}</dd>
          </div>
        )}
      </dl>
      <p>{sentences.join(' ')}</p>
      {deadline.warnings.map((warning) => (
        <p key={warning} className="deadline-warning">
          <strong>{t[`deadline.warning.${warning}`]}</strong>
        </p>
      ))}
      <p>{t['deadline.advice']}</p>
      <button type="button" className="button button-secondary" onClick={download}>
        {t['deadline.download']}
      </button>
    </section>
  );
}
