/**
 * The deadline card's words for each state, in the reader's language: shared by the case's main
 * card and the list of other dated events, so both say the same thing about the same state.
 */
import { LIMIT_EVENT_KEYS, type LimitEvent } from '../../domain/case-limits';
import type { DeadlineStatus } from '../../domain/deadline-status';
import type { Deadline } from '../../domain/deadlines';
import { formatShortDate } from '../../domain/format';
import { WORKING_KEYS, type WorkingWords, workingLines } from '../../domain/working';
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
  'deadline.certificateDueTitle',
  'deadline.presentByLine',
  'deadline.inConciliationLine',
  'deadline.passedLine',
  'deadline.outOfTimeBody',
  ...LIMIT_EVENT_KEYS,
  ...WORKING_KEYS,
  'unit.day.one',
  'unit.day.other',
  'unit.week.one',
  'unit.week.other',
  'unit.month.one',
  'unit.month.other',
] as const;
type Key = (typeof DEADLINE_WORD_KEYS)[number];

/** "3 months" / "1 dia", through Intl.PluralRules, never by concatenation. */
export function durationText(t: Messages<Key>, unit: 'day' | 'week' | 'month', count: number, pluralLocale: string): string {
  return plural(t, `unit.${unit}`, count, pluralLocale);
}

/** The headline of a state: the one thing the claimant needs to read. */
export function statusTitle(t: Messages<Key>, status: DeadlineStatus): string {
  switch (status.state) {
    case 'contactAcas':
      return format(t['deadline.contactAcasTitle'], { date: formatShortDate(status.acasBy) });
    case 'inConciliation':
      return t[status.certificateDue ? 'deadline.certificateDueTitle' : 'deadline.inConciliationTitle'];
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

/** The event a limit runs from, in words: "the act of discrimination on 19 September 2026". */
export function eventName(t: Messages<Key>, event: LimitEvent, longDate: (iso: string) => string): string {
  const values = { what: t[`limits.what.${event.kind}`], date: longDate(event.date), description: event.description ?? '' };
  return format(t[event.description ? 'limits.eventDescribed' : 'limits.event'], values);
}

/** One line with the limit's date in every state (the list of other dated events: never a heading without its date). */
export function statusLine(t: Messages<Key>, status: DeadlineStatus, longDate: (iso: string) => string): string {
  switch (status.state) {
    case 'inConciliation':
      return format(t['deadline.inConciliationLine'], {
        earliest: longDate(status.earliestPresentBy),
        latest: longDate(status.latestPresentBy),
      });
    case 'certificateReceived':
      return format(t['deadline.presentByLine'], { date: longDate(status.presentBy) });
    case 'passed':
      return format(t['deadline.passedLine'], { date: longDate(status.limit) });
    case 'outOfTime':
      return format(t['deadline.outOfTimeBody'], { date: longDate(status.limit) });
    default:
      return statusTitle(t, status);
  }
}

/** The working model's words from an island's picked messages (../../domain/working). */
export function islandWorkingWords(t: Messages<Key>, longDate: (iso: string) => string, pluralLocale: string): WorkingWords {
  return {
    text: (key, values) => format(t[key], values),
    count: (unit, count) => durationText(t, unit, count, pluralLocale),
    longDate,
  };
}

/** The working, one sentence a step. */
export function workingSentences(
  t: Messages<Key>,
  deadline: Deadline,
  longDate: (iso: string) => string,
  pluralLocale: string,
): string[] {
  return workingLines(deadline.steps, islandWorkingWords(t, longDate, pluralLocale));
}

/** The banner style of a state: warnings for the states that need action today. */
export function statusTone(status: DeadlineStatus): 'info' | 'warning' | 'success' {
  if (status.state === 'passed' || status.state === 'outOfTime') return 'warning';
  if (status.state === 'filed') return status.inTime === true ? 'success' : 'warning';
  return 'info';
}
