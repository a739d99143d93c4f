/**
 * The ET1 deadline card: one explicit state from
 * src/domain/deadline-status, worded so it is true in every case — the date to contact Acas; while
 * conciliation is under way, that the ET1 date is not known yet, the safe date to work to and the
 * latest it can be (ERA s.207B with Day B on its last possible day); from the day the certificate
 * must have come, a request for its date; the date once the certificate is in; out of time, with
 * the tribunal's discretion named; filed in time or late. 'Deadline May Have Passed' only for a
 * limit before today in a case not yet filed. The card leads with the case's earliest limit
 * (src/domain/case-limits) and names the event it runs from; its calendar file carries each limit.
 *
 * Written once as a tree of plain elements, free of React: the tracker's first paint draws it with
 * a few lines of DOM (./card-dom.ts) before React has loaded, and React (./DeadlineCard.tsx) draws
 * the same tree after, so the card a claimant first sees and the one React keeps are the same
 * markup. `today` is injected into the limits, so the card is testable on a fixed clock.
 */
import type { CaseLimit } from '../../domain/case-limits';
import type { DeadlineStatus } from '../../domain/deadline-status';
import type { Deadline } from '../../domain/deadlines';
import { formatShortDate } from '../../domain/format';
import { buildIcs, icsTimestamp } from '../../domain/ics';
import { checkedOnFor, type LawWatchCheck } from '../../domain/law-watch-checks';
import { limitRules } from '../../domain/limit-rules';
import { format, type Messages } from '../../i18n/island-messages';
import { DEADLINE_WORD_KEYS, durationText, eventName, statusTitle, statusTone, workingSentences } from './deadline-words';

export const DEADLINE_MESSAGE_KEYS = [
  ...DEADLINE_WORD_KEYS,
  'deadline.alsoFromEvent',
  'deadline.passedOthersTitle',
  'deadline.passedOther',
  'deadline.savedBy.detriment',
  'deadline.savedBy.deduction',
  'deadline.savedBy.discrimination',
  'deadline.savedBy.other',
  'deadline.acasBy',
  'deadline.presentByLabel',
  'deadline.contactAcasBody',
  'deadline.inConciliationBody',
  'deadline.dayALabel',
  'deadline.earliestLabel',
  'deadline.safePassed',
  'deadline.latestLabel',
  'deadline.certificateDueBody',
  'deadline.fromEvent',
  'deadline.interimRelief',
  'deadline.outOfTimeBody',
  'deadline.passedBody',
  'deadline.exception.notReasonablyPracticable',
  'deadline.exception.justAndEquitable',
  'deadline.exception.none',
  'deadline.getAdviceToday',
  'deadline.filedInTimeBody',
  'deadline.filedLateBody',
  'deadline.filedUnknownBody',
  'deadline.rule',
  'deadline.reportedLonger',
  'deadline.reportedLongerCheck',
  'lawWatch.checked',
  'deadline.warning.conciliationBeforeEvent',
  'deadline.warning.conciliationStraddlesEvent',
  'deadline.warning.certificateBeforeNotification',
  'deadline.advice',
  'deadline.download',
  'deadline.icsAcasTitle',
  'deadline.icsEt1Title',
  'deadline.icsDescription',
] as const;

type Key = (typeof DEADLINE_MESSAGE_KEYS)[number];

/** A child of an element: text, an element, nothing, or a list of them. */
export type CardNode = string | null | undefined | false | CardElement | readonly CardNode[];
/** An element by its HTML attribute names; `action` names what a button does ('download'). */
export interface CardElement {
  tag: string;
  attrs: Readonly<Record<string, string | number | undefined>>;
  children: readonly CardNode[];
  action?: 'download';
}

const h = (tag: string, attrs: CardElement['attrs'], ...children: CardNode[]): CardElement => ({ tag, attrs, children });

export interface DeadlineCardProps {
  /** Every limit of the case, earliest first (src/domain/case-limits): the card leads with the first. */
  limits: readonly CaseLimit[];
  caseId: string;
  messages: Messages<Key>;
  longDate: (iso: string) => string;
  /** The BCP 47 tag whose plural rules apply ('en-GB', 'pt-PT'). */
  pluralLocale: string;
  /** When the law watch last checked each watched row against legislation.gov.uk (GET /api/law-watch). */
  lawWatchChecks?: readonly LawWatchCheck[] | undefined;
}

/** One calendar entry of the card's file. */
export interface CalendarEntry {
  uid: string;
  date: string;
  title: string;
  description: string;
}

/** Warnings the states do not already say in words (out of time and awaiting are states of their own). */
const SPOKEN_WARNINGS = ['conciliationBeforeEvent', 'conciliationStraddlesEvent', 'certificateBeforeNotification'] as const;

/** The dates worth a calendar entry in each state. */
function calendarDates(status: DeadlineStatus): { acas: string | null; et1: string | null } {
  if (status.state === 'contactAcas') return { acas: status.acasBy, et1: null };
  if (status.state === 'certificateReceived' || status.state === 'noExtension') return { acas: null, et1: status.presentBy };
  // While the certificate is awaited: the safe date, the earliest the limit can be.
  if (status.state === 'inConciliation') return { acas: null, et1: status.earliestPresentBy };
  return { acas: null, et1: null };
}

/** Each limit's dates, each named by the event it runs from; only the lead is "the one that ends first". */
export function calendarEntries({ limits, caseId, messages: t, longDate, pluralLocale }: DeadlineCardProps): CalendarEntry[] {
  const seen = new Set<string>();
  return limits.flatMap((limit, index) => {
    const dates = calendarDates(limit.status);
    const from = format(t[index === 0 ? 'deadline.fromEvent' : 'deadline.alsoFromEvent'], {
      event: eventName(t, limit.event, longDate),
    });
    const key = limit.event.eventId ?? 'case';
    const entry = (kind: 'acas' | 'et1', date: string, title: string) => ({
      // The first limit keeps the UIDs it always had, so a calendar that imported it updates it.
      uid:
        index === 0 && limit.event.eventId === null
          ? `${kind}-${caseId}@tribunal-toolkit`
          : `${kind}-${caseId}-${key}@tribunal-toolkit`,
      date,
      title,
      description: `${from}\n\n${workingSentences(t, limit.deadline, longDate, pluralLocale).join(' ')}\n\n${t['deadline.icsDescription']}`,
    });
    // Two limits that end on the same day are one event in a calendar.
    const once = (kind: 'acas' | 'et1', date: string) => {
      const key = `${kind}|${date}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    };
    return [
      ...(dates.acas && once('acas', dates.acas) ? [entry('acas', dates.acas, t['deadline.icsAcasTitle'])] : []),
      ...(dates.et1 && once('et1', dates.et1) ? [entry('et1', dates.et1, t['deadline.icsEt1Title'])] : []),
    ];
  });
}

/** Hands the reader the card's calendar file (tribunal-deadlines.ics). */
export function downloadCalendar(entries: readonly CalendarEntry[]): void {
  const blob = new Blob([buildIcs([...entries], icsTimestamp(new Date()))], { type: 'text/calendar;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'tribunal-deadlines.ics';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The card as elements; null when the case has no limit. */
export function deadlineCardView(props: DeadlineCardProps): CardElement | null {
  const { limits, caseId, messages: t, longDate, pluralLocale, lawWatchChecks } = props;
  const lead = limits[0];
  if (!lead) return null;
  const { deadline, status } = lead;
  const rule = limitRules[deadline.kind];
  // The reported row's last check against legislation.gov.uk, a fact about the watch, not a date that moves with today.
  const checkedOn = deadline.reportedLonger
    ? checkedOnFor(lawWatchChecks, { figure: rule.figure, from: deadline.reportedLonger.from })
    : null;
  const entries = calendarEntries(props);
  // Limits that have passed, when an open one leads: shown below it, each with what may still save
  // it, so an old act out of time never reads as the whole claim out of time.
  const passedOthers = limits.slice(1).filter((limit) => limit.status.state === 'passed' || limit.status.state === 'outOfTime');
  const leadOpen = status.state !== 'passed' && status.state !== 'outOfTime';
  const exceptionText =
    status.state === 'outOfTime' || status.state === 'passed' || (status.state === 'filed' && status.inTime === false)
      ? format(t[`deadline.exception.${rule.exception}`], { provision: rule.exceptionProvision ?? '' })
      : null;
  const interim = limits.find((limit) => limit.interimRelief !== null);

  return h(
    'section',
    {
      class: `deadline-card banner banner-${statusTone(status)}`,
      'aria-labelledby': `deadline-title-${caseId}`,
      'data-deadline-card': '',
      'data-state': status.state,
    },
    h('h2', { id: `deadline-title-${caseId}`, tabindex: -1 }, statusTitle(t, status)),
    h(
      'p',
      { class: 'deadline-from', 'data-deadline-from': lead.event.eventId ?? 'case' },
      format(t['deadline.fromEvent'], { event: eventName(t, lead.event, longDate) }),
    ),
    statusDetails(status, t, longDate, deadline),
    interim &&
      h(
        'p',
        { class: 'deadline-interim', 'data-interim-relief': '' },
        h(
          'strong',
          {},
          format(t['deadline.interimRelief'], {
            days: durationText(t, 'day', interim.interimRelief?.days ?? 0, pluralLocale),
            date: longDate(interim.interimRelief?.date ?? interim.event.date),
          }),
        ),
      ),
    status.state !== 'filed' &&
      status.state !== 'outOfTime' &&
      h('p', { class: 'deadline-working' }, workingSentences(t, deadline, longDate, pluralLocale).join(' ')),
    deadline.warnings
      .filter((warning): warning is (typeof SPOKEN_WARNINGS)[number] => (SPOKEN_WARNINGS as readonly string[]).includes(warning))
      .map((warning) => h('p', { class: 'deadline-warning' }, h('strong', {}, t[`deadline.warning.${warning}`]))),
    exceptionText && [
      h('p', { 'data-exception': rule.exception }, exceptionText),
      h('p', {}, h('strong', {}, t['deadline.getAdviceToday'])),
    ],
    deadline.reportedLonger &&
      status.state !== 'filed' &&
      h(
        'p',
        { class: 'deadline-reported', 'data-reported-longer': '' },
        format(t['deadline.reportedLonger'], {
          reported: durationText(t, 'month', deadline.reportedLonger.months, pluralLocale),
          from: longDate(deadline.reportedLonger.from),
          limit: durationText(t, 'month', deadline.months, pluralLocale),
        }),
        ' ',
        h(
          'a',
          { href: deadline.reportedLonger.sourceUrl, target: '_blank', rel: 'noopener noreferrer' },
          t['deadline.reportedLongerCheck'],
        ),
        checkedOn &&
          h('span', { 'data-law-watch-checked': '' }, ` ${format(t['lawWatch.checked'], { date: longDate(checkedOn) })}`),
      ),
    leadOpen &&
      passedOthers.length > 0 &&
      h(
        'div',
        { class: 'deadline-passed-others', 'data-passed-others': '' },
        h('h3', {}, t['deadline.passedOthersTitle']),
        h(
          'ul',
          {},
          passedOthers.map((limit) => {
            const other = limitRules[limit.event.kind];
            const saved =
              limit.event.kind === 'detriment' || limit.event.kind === 'deduction' || limit.event.kind === 'discrimination'
                ? t[`deadline.savedBy.${limit.event.kind}`]
                : t['deadline.savedBy.other'];
            return h(
              'li',
              { 'data-passed-limit': limit.event.eventId ?? 'case' },
              format(t['deadline.passedOther'], { event: eventName(t, limit.event, longDate), date: longDate(limit.date) }),
              ' ',
              format(saved, { provision: other.exceptionProvision ?? other.provision }),
            );
          }),
        ),
      ),
    h('p', { class: 'deadline-rule' }, format(t['deadline.rule'], { provision: rule.provision })),
    status.state !== 'filed' && h('p', {}, t['deadline.advice']),
    entries.length > 0 && {
      ...h('button', { type: 'button', class: 'button button-secondary' }, t['deadline.download']),
      action: 'download',
    },
  );
}

const dates = (...rows: [label: string, value: string, attr?: string][]): CardElement =>
  h(
    'dl',
    { class: 'deadline-dates' },
    rows.map(([label, value, attr]) => h('div', {}, h('dt', {}, label), h('dd', attr ? { [attr]: '' } : {}, value))),
  );

function statusDetails(
  status: DeadlineStatus,
  t: Messages<Key>,
  longDate: (iso: string) => string,
  deadline: Deadline,
): CardNode {
  switch (status.state) {
    case 'contactAcas':
      return [
        dates([t['deadline.acasBy'], formatShortDate(status.acasBy), 'data-acas-start-by']),
        h('p', {}, t['deadline.contactAcasBody']),
      ];
    case 'inConciliation':
      return [
        dates(
          [t['deadline.dayALabel'], formatShortDate(status.dayA)],
          ...(status.certificateDue
            ? []
            : [
                [t['deadline.earliestLabel'], formatShortDate(status.earliestPresentBy), 'data-earliest-present-by'] as [
                  string,
                  string,
                  string,
                ],
              ]),
          [t['deadline.latestLabel'], formatShortDate(status.latestPresentBy), 'data-latest-present-by'],
        ),
        h(
          'p',
          {},
          format(t[status.certificateDue ? 'deadline.certificateDueBody' : 'deadline.inConciliationBody'], {
            dayA: longDate(status.dayA),
            earliest: longDate(status.earliestPresentBy),
            latest: longDate(status.latestPresentBy),
            latestDayB: longDate(status.latestDayB),
          }),
        ),
        status.safePassed &&
          h(
            'p',
            { class: 'banner banner-warning', 'data-safe-passed': '' },
            format(t['deadline.safePassed'], { earliest: longDate(status.earliestPresentBy), dayA: longDate(status.dayA) }),
          ),
      ];
    case 'certificateReceived':
      return dates(
        [t['deadline.acasBy'], formatShortDate(deadline.acasStartBy), 'data-acas-start-by'],
        [t['deadline.presentByLabel'], formatShortDate(status.presentBy), 'data-present-by'],
      );
    case 'noExtension':
      return dates([t['deadline.presentByLabel'], formatShortDate(status.presentBy), 'data-present-by']);
    case 'outOfTime':
      return h('p', {}, format(t['deadline.outOfTimeBody'], { date: longDate(status.limit) }));
    case 'passed':
      return h('p', {}, format(t['deadline.passedBody'], { date: longDate(status.limit) }));
    case 'filed':
      if (status.inTime === true && status.limit)
        return h('p', {}, format(t['deadline.filedInTimeBody'], { limit: longDate(status.limit) }));
      if (status.inTime === false) return h('p', {}, format(t['deadline.filedLateBody'], { filed: longDate(status.filedOn) }));
      if (status.inTime === null) return h('p', {}, t['deadline.filedUnknownBody']);
      return null;
  }
}
