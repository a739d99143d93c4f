/**
 * The claim's time limits in a draft's words, from the deadline engine (../deadlines.ts) and the
 * card's status (../deadline-status.ts): the same dates the tracker shows, never recomputed here.
 * Every date that starts a limit has its own (FACTS correction 9: each act before or after a
 * dismissal has its own limit): the case's main date and each dated event, each run through the
 * engine with the case's Acas dates.
 */

import type { MessageKey } from '../../i18n/translate';
import type { IsoDate } from '../calendar';
import { isIsoDate } from '../calendar';
import { type DeadlineStatus, deadlineStatus } from '../deadline-status';
import { et1Deadline } from '../deadlines';
import { kindForClaimType, type LimitKind, limitRules } from '../limit-rules';
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

const dateOrNull = (value: string | null) => (value && isIsoDate(value) ? value : null);

function leadingDate(status: DeadlineStatus, eventDate: IsoDate): IsoDate {
  switch (status.state) {
    case 'contactAcas':
      return status.acasBy;
    case 'inConciliation':
      return status.earliestPresentBy;
    case 'certificateReceived':
    case 'noExtension':
      return status.presentBy;
    case 'outOfTime':
    case 'passed':
      return status.limit;
    case 'filed':
      return status.limit ?? status.filedOn;
    default:
      return unhandled(status, eventDate);
  }
}

/**
 * A state this file does not word yet fails the type check (the card's states are the engine's to
 * add): never a silently wrong date in a draft.
 */
function unhandled(status: never, eventDate: IsoDate): IsoDate {
  void status;
  return eventDate;
}

/**
 * Each limit of the case, earliest first: the main date (by the claim type's kind) and every dated
 * event (by its own kind), once per kind and date. Dates before the figures table begins are left
 * out, as the tracker leaves them out (the case form refuses them).
 */
export function caseLimits(facts: DraftFacts): EventLimit[] {
  const record = facts.case;
  const acasDayA = dateOrNull(record.acasStartDate);
  const acasDayB = dateOrNull(record.acasEndDate);
  const et1FiledDate = dateOrNull(record.et1FiledDate);
  const main = dateOrNull(record.dismissalDate);
  const starts: { source: string; kind: LimitKind; date: IsoDate }[] = [];
  if (main) starts.push({ source: 'main', kind: kindForClaimType(record.claimType), date: main });
  for (const event of facts.events) starts.push({ source: event.id, kind: event.kind, date: event.date });
  const seen = new Set<string>();
  const limits: EventLimit[] = [];
  for (const start of starts) {
    const key = `${start.kind}@${start.date}`;
    if (seen.has(key)) continue;
    seen.add(key);
    try {
      const deadline = et1Deadline({ eventDate: start.date, acasDayA, acasDayB, kind: start.kind, today: facts.today });
      const status = deadlineStatus(deadline, { today: facts.today, et1FiledDate });
      limits.push({
        source: start.source,
        kind: start.kind,
        eventDate: start.date,
        status,
        date: leadingDate(status, start.date),
      });
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
    }
  }
  return limits.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** A limit the engine says has passed, or may have (filed after it, or Acas contacted too late). */
export function mayBeLate(limit: EventLimit): boolean {
  const { status } = limit;
  return status.state === 'passed' || status.state === 'outOfTime' || (status.state === 'filed' && status.inTime !== true);
}

/** One sentence on a limit, in the draft's language (for notes to the claimant, never the pleading). */
export function limitSentence(facts: DraftFacts, limit: EventLimit): string {
  const t = wordsFor(facts);
  const { provision } = limitRules[limit.kind];
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
        exception: status.exceptionProvision ?? provision,
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
