/**
 * How a date was reached, as data, and its sentences in the reader's language: one model for the
 * deadline card, the tracker's tasks, the calendar feed and the reminder e-mails, so each date can
 * show the same working wherever it appears. The steps of an ET1 limit are the deadline engine's
 * (./deadlines: the corresponding-date rule, ERA s.207B / EqA s.140B, the facts assumed while the
 * certificate is awaited); a limit counted in days from a tribunal's letter adds its own (ET
 * Procedure Rules 2024; EAT Rules 1993 r.3(3) and the 4pm rule of r.37(1A)).
 */
import type { IsoDate } from './calendar';
import type { DeadlineStep } from './deadlines';

/** What a limit counted in days runs from. */
export type DaysStart = 'claimFiled' | 'judgmentSent' | 'writtenReasonsSent' | 'later';

export type WorkingStep =
  | DeadlineStep
  /** `days` after `from` (the day itself not counted), as the tribunal and EAT rules count. */
  | { code: 'daysAfter'; from: IsoDate; start: DaysStart; days: number; date: IsoDate }
  /** No written reasons date entered: the judgment is taken to have come with them (EAT Rules r.3(3)(a)). */
  | { code: 'judgmentWithReasons' }
  /**
   * Written reasons came after the judgment, but the day they were asked for is not entered, or was
   * more than the days allowed after the judgment: the 42 days run from the judgment (EAT Rules r.3(3)).
   */
  | { code: 'reasonsRequest'; known: boolean }
  /** A notice of appeal received after 4pm counts as received the next day (EAT Rules r.37(1A)). */
  | { code: 'by4pm' };

/** Every key the sentences use (for an island's pickMessages). */
export const WORKING_KEYS = [
  'deadline.step.primary',
  'deadline.step.conciliationDaysAdded',
  'deadline.step.conciliationDaysAddedAssumed',
  'deadline.step.oneMonthAfterCertificate',
  'deadline.step.oneMonthAfterCertificateAssumed',
  'deadline.step.latestCertificate',
  'deadline.step.earliestPossible',
  'deadline.step.noConciliationYet',
  'working.daysAfter',
  'working.start.claimFiled',
  'working.start.judgmentSent',
  'working.start.writtenReasonsSent',
  'working.start.later',
  'working.judgmentWithReasons',
  'working.reasonsRequestUnknown',
  'working.reasonsRequestLate',
  'working.by4pm',
] as const;
export type WorkingKey = (typeof WORKING_KEYS)[number];

export interface WorkingWords {
  text: (key: WorkingKey, values?: Record<string, string | number>) => string;
  /** "3 months", "1 dia": through Intl.PluralRules, never by concatenation. */
  count: (unit: 'day' | 'week' | 'month', count: number) => string;
  longDate: (iso: IsoDate) => string;
}

/** The working, one sentence a step. */
export function workingLines(steps: readonly WorkingStep[], { text, count, longDate }: WorkingWords): string[] {
  return steps.map((step): string => {
    switch (step.code) {
      case 'primary':
        return text('deadline.step.primary', {
          limit: count('month', step.months),
          event: longDate(step.eventDate),
          date: longDate(step.date),
        });
      case 'conciliationDaysAdded':
        return text(step.assumed ? 'deadline.step.conciliationDaysAddedAssumed' : 'deadline.step.conciliationDaysAdded', {
          dayA: longDate(step.dayA),
          dayB: longDate(step.dayB),
          added: count('day', step.days),
          date: longDate(step.date),
        });
      case 'oneMonthAfterCertificate':
        return text(step.assumed ? 'deadline.step.oneMonthAfterCertificateAssumed' : 'deadline.step.oneMonthAfterCertificate', {
          dayB: longDate(step.dayB),
          date: longDate(step.date),
        });
      case 'latestCertificate':
        return text('deadline.step.latestCertificate', {
          weeks: count('week', step.weeks),
          dayA: longDate(step.dayA),
          dayB: longDate(step.dayB),
        });
      case 'earliestPossible':
        return text('deadline.step.earliestPossible', { dayB: longDate(step.dayB), date: longDate(step.date) });
      case 'noConciliationYet':
        return text('deadline.step.noConciliationYet');
      case 'daysAfter':
        return text('working.daysAfter', {
          days: count('day', step.days),
          from: longDate(step.from),
          start: text(`working.start.${step.start}`),
          date: longDate(step.date),
        });
      case 'judgmentWithReasons':
        return text('working.judgmentWithReasons');
      case 'reasonsRequest':
        return text(step.known ? 'working.reasonsRequestLate' : 'working.reasonsRequestUnknown');
      default:
        // 'by4pm', the last code: TypeScript narrows it here, so a new code fails to compile.
        return text(step.code === 'by4pm' ? 'working.by4pm' : step);
    }
  });
}
