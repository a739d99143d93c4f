/**
 * The deadline card's words for each state, in the reader's language: shared by the case's main
 * card and the list of other dated events, so both say the same thing about the same state.
 */
import type { DeadlineStatus } from '../../domain/deadline-status';
import type { Deadline } from '../../domain/deadlines';
import { formatShortDate } from '../../i18n/format';
import { format, type Messages, plural } from '../../i18n/island-messages';

export const DEADLINE_WORD_KEYS = [
  'deadline.title',
  'deadline.passedTitle',
  'deadline.contactAcasTitle',
  'deadline.inConciliationTitle',
  'deadline.noExtensionTitle',
  'deadline.outOfTimeTitle',
  'deadline.filedInTimeTitle',
  'deadline.filedLateTitle',
  'deadline.filedUnknownTitle',
  'deadline.step.primary',
  'deadline.step.conciliationDaysAdded',
  'deadline.step.oneMonthAfterCertificate',
  'deadline.step.noConciliationYet',
  'unit.day.one',
  'unit.day.other',
  'unit.month.one',
  'unit.month.other',
] as const;
type Key = (typeof DEADLINE_WORD_KEYS)[number];

/** "3 months" / "1 dia", through Intl.PluralRules, never by concatenation. */
export function durationText(t: Messages<Key>, unit: 'day' | 'month', count: number, pluralLocale: string): string {
  return plural(t, `unit.${unit}`, count, pluralLocale);
}

/** The headline of a state: the one thing the claimant needs to read. */
export function statusTitle(t: Messages<Key>, status: DeadlineStatus): string {
  switch (status.state) {
    case 'contactAcas':
      return format(t['deadline.contactAcasTitle'], { date: formatShortDate(status.acasBy) });
    case 'inConciliation':
      return t['deadline.inConciliationTitle'];
    case 'certificateReceived':
      return t['deadline.title'];
    case 'noExtension':
      return format(t['deadline.noExtensionTitle'], { date: formatShortDate(status.presentBy) });
    case 'outOfTime':
      return t['deadline.outOfTimeTitle'];
    case 'passed':
      return t['deadline.passedTitle'];
    case 'filed':
      if (status.inTime === true) return format(t['deadline.filedInTimeTitle'], { date: formatShortDate(status.filedOn) });
      if (status.inTime === false && status.limit)
        return format(t['deadline.filedLateTitle'], { date: formatShortDate(status.limit) });
      return format(t['deadline.filedUnknownTitle'], { date: formatShortDate(status.filedOn) });
  }
}

/** The working, one sentence a step. */
export function workingSentences(
  t: Messages<Key>,
  deadline: Deadline,
  longDate: (iso: string) => string,
  pluralLocale: string,
): string[] {
  return deadline.steps.map((step): string => {
    switch (step.code) {
      case 'primary':
        return format(t['deadline.step.primary'], {
          limit: durationText(t, 'month', step.months, pluralLocale),
          event: longDate(step.eventDate),
          date: longDate(step.date),
        });
      case 'conciliationDaysAdded':
        return format(t['deadline.step.conciliationDaysAdded'], {
          dayA: longDate(step.dayA),
          dayB: longDate(step.dayB),
          added: durationText(t, 'day', step.days, pluralLocale),
          date: longDate(step.date),
        });
      case 'oneMonthAfterCertificate':
        return format(t['deadline.step.oneMonthAfterCertificate'], { dayB: longDate(step.dayB), date: longDate(step.date) });
      default:
        return t['deadline.step.noConciliationYet'];
    }
  });
}

/** The banner style of a state: warnings for the states that need action today. */
export function statusTone(status: DeadlineStatus): 'info' | 'warning' | 'success' {
  if (status.state === 'passed' || status.state === 'outOfTime') return 'warning';
  if (status.state === 'filed') return status.inTime === true ? 'success' : 'warning';
  return 'info';
}
