/**
 * The claim's time limits in a draft's words, from the deadline engine (../deadlines.ts) and the
 * card's status (../deadline-status.ts): the same dates the tracker shows, never recomputed here.
 * Every date that starts a limit has its own (each act before or after a dismissal has its own
 * limit: ERA s.48(3), s.23(2); EqA s.123(1)): the case's main date for each chosen complaint that
 * runs from it and each dated event, each run through the engine with the case's Acas dates.
 */

import type { MessageKey } from '../../i18n/translate';
import type { IsoDate } from '../calendar';
import { caseLimits as trackerLimits } from '../case-limits';
import type { DeadlineStatus } from '../deadline-status';
import { type LimitKind, limitRules } from '../limit-rules';
import { citedProvision } from './cited-provision';
import { longDate, wordsFor } from './common';
import type { DraftFacts } from './facts';

export interface EventLimit {
  /** 'main' for the case's own date, else the event's id. */
  source: 'main' | string;
  kind: LimitKind;
  eventDate: IsoDate;
  status: DeadlineStatus;
  /** The date the status leads with (for ordering: earliest first). */
  date: IsoDate;
}

/**
 * A state this file does not word yet fails the type check (the card's states are the engine's to
 * add): never a silently wrong date in a draft.
 */
function unhandled(status: never, eventDate: IsoDate): string {
  void status;
  return eventDate;
}

/**
 * Each limit of the case, earliest first, as the tracker computes them (../case-limits: the main
 * date by the chosen complaints' kinds and every dated event by its own), once per kind and date: two
 * events of one kind on one day start the same limit, which a draft states once.
 */
export function caseLimits(facts: DraftFacts): EventLimit[] {
  const record = facts.case;
  const seen = new Set<string>();
  return trackerLimits(
    {
      claimType: record.claimType,
      dismissalDate: record.dismissalDate,
      acasStartDate: record.acasStartDate,
      acasEndDate: record.acasEndDate,
      et1FiledDate: record.et1FiledDate,
      complaints: facts.complaints,
      events: facts.events,
    },
    facts.today,
  ).flatMap((limit): EventLimit[] => {
    const key = `${limit.event.kind}@${limit.event.date}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [
      {
        source: limit.event.eventId ?? 'main',
        kind: limit.event.kind,
        eventDate: limit.event.date,
        status: limit.status,
        date: limit.date,
      },
    ];
  });
}

/** A limit the engine says has passed, or may have (filed after it, or Acas contacted too late). */
export function mayBeLate(limit: EventLimit): boolean {
  const { status } = limit;
  return status.state === 'passed' || status.state === 'outOfTime' || (status.state === 'filed' && status.inTime !== true);
}

/** One sentence on a limit, in the draft's language (for notes to the claimant, never the pleading). */
export function limitSentence(facts: DraftFacts, limit: EventLimit): string {
  const t = wordsFor(facts);
  // A Portuguese reading copy cites as the termbase does ("secção 111(2)(a) do Employment Rights
  // Act 1996"); the English keeps the limit table's short form its readers already know.
  const cite = (provision: string) => (facts.language === 'pt' ? citedProvision(facts, provision) : provision);
  const provision = cite(limitRules[limit.kind].provision);
  const status = limit.status;
  switch (status.state) {
    case 'contactAcas':
      return t('draft.deadline.contactAcas', { date: longDate(facts, status.acasBy), provision });
    case 'inConciliation':
      // The fail-safe range, as the deadline card gives it: the safe date and the latest it can be
      // (Day B at the last day conciliation can run: Early Conciliation Rules r.6; ERA s.207B).
      return t('draft.deadline.inConciliation', {
        earliest: longDate(facts, status.earliestPresentBy),
        latest: longDate(facts, status.latestPresentBy),
        latestDayB: longDate(facts, status.latestDayB),
        provision,
      });
    case 'certificateReceived':
    case 'noExtension':
      return t('draft.deadline.presentBy', { date: longDate(facts, status.presentBy), provision });
    case 'outOfTime':
    case 'passed':
      return t('draft.deadline.passed', {
        date: longDate(facts, status.limit),
        provision,
        exception: status.exceptionProvision ? cite(status.exceptionProvision) : provision,
      });
    case 'filed':
      return status.inTime === false
        ? t('draft.deadline.filedLate', { date: longDate(facts, status.filedOn) })
        : t('draft.deadline.filed', { date: longDate(facts, status.filedOn) });
    default:
      return unhandled(status, limit.eventDate);
  }
}

/** What starts a limit, in words: the kind of event (the case's main date by its claim type's kind). */
export function limitEventLabel(facts: DraftFacts, limit: EventLimit): string {
  return wordsFor(facts)(`chronology.eventKind.${limit.kind}` as MessageKey);
}

/** Each limit as a bullet: "- Act of discrimination on 25 September 2026: Time limit: …". */
export function limitLines(facts: DraftFacts): string[] {
  const t = wordsFor(facts);
  return caseLimits(facts).map(
    (limit) =>
      `- ${t('draft.poc.noteLimit', { event: limitEventLabel(facts, limit), date: longDate(facts, limit.eventDate), limit: limitSentence(facts, limit) })}`,
  );
}
