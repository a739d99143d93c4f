/**
 * The order reader: a tribunal's case management order, as pasted or extracted from its PDF, read
 * into the dated directions it gives, each offered to the claimant as a task to accept, edit or
 * dismiss. Pure: no network, no clock, calendar arithmetic in integers (../calendar).
 *
 * It fails safe. A date counted from something not yet known ("within 28 days of receiving the
 * further information"; the hearing, when the case has no hearing date; the sending, when it is not
 * given) is offered without a date, saying what it waits for. A date the reader has any doubt about
 * (see DateDoubt) is marked `certain: false`, and never offered as if certain.
 */
import { type IsoDate, isBefore } from '../calendar';
import { type WrittenDate, writtenDates } from './absolute-dates';
import { kindIn } from './kinds';
import { directionBeforeListing, isRelisting, listedHearings, listingDate, listingIn, vacatedOnly } from './listings';
import { orderDateIn, sentDateIn } from './order-dates';
import { bundlePageLimit } from './page-limit';
import { actingParty, isDirection, unnamedParty } from './parties';
import { type CountedDate, countedDates, countFrom } from './relative-dates';
import { clausesOf, paragraphsOf, sentencesOf } from './split';
import { timeIn } from './times';
import type { DateDoubt, DateWorking, OrderDirection, OrderParty, ReadOrderOptions, WaitsFor } from './types';

export { sentDateIn } from './order-dates';
export type { OrderDirection, ReadOrderOptions } from './types';

/** A deadline's own words just before a date: those dates are preferred over others in the clause. */
const DEADLINE_CUE =
  /\b(?:by|before|than|on\s+or\s+before|until|latest|within)\s+(?:(?:\d{1,2}(?:[.:]\d{2})?\s*(?:[ap]\.?\s?m\.?)?|(?:[01]\d|2[0-3])[.:]?[0-5]\d\s*(?:hours|hrs)\.?|12\s+noon|noon|midday)\s+(?:on\s+)?)?(?:the\s+)?$/i;
/** Words before a day that only bound a period ("the first available date after 1 July", "the period from"). */
const NOT_A_DEADLINE = /\b(?:after|since|between|from|period)\s+(?:the\s+)?$/i;
const QUOTE_LIMIT = 600;

const minDate = (a: IsoDate, b: IsoDate): IsoDate => (isBefore(b, a) ? b : a);

type Finding = { kind: 'written'; at: WrittenDate } | { kind: 'counted'; at: CountedDate };

function quoteOf(words: string): string {
  if (words.length <= QUOTE_LIMIT) return words;
  const cut = words.slice(0, QUOTE_LIMIT);
  return `${cut.slice(0, cut.lastIndexOf(' '))} …`;
}

/** The findings a direction's date is read from: a deadline's words first, then the rest. */
function findingsIn(clause: string, orderSent: IsoDate | null): Finding[] {
  const written = writtenDates(clause, orderSent);
  const counted = countedDates(clause, written);
  const inCount = (date: WrittenDate) => counted.some((c) => date.index >= c.index && date.end <= c.end);
  const all: Finding[] = [
    ...counted.map((at) => ({ kind: 'counted' as const, at })),
    ...written
      .filter((date) => !inCount(date) && !NOT_A_DEADLINE.test(clause.slice(0, date.index)))
      .map((at) => ({ kind: 'written' as const, at })),
  ].sort((a, b) => a.at.index - b.at.index);
  const cued = all.filter((finding) => finding.kind === 'counted' || DEADLINE_CUE.test(clause.slice(0, finding.at.index)));
  return cued.length > 0 ? cued : all;
}

interface Anchor {
  date: IsoDate | null;
  doubts: DateDoubt[];
}

interface Context {
  orderSent: IsoDate | null;
  /** The date the order was made, when it gives one; else its sending date with a doubt. */
  orderDate: Anchor;
  hearing: Anchor;
  preliminaryHearing: IsoDate | null;
  /** The date of the direction before, for "within 7 days thereafter". */
  previous: Anchor;
}

type DateReading = Pick<OrderDirection, 'date' | 'waitsFor' | 'working'> & { doubts: DateDoubt[] };

function anchorOf(counted: CountedDate, context: Context, hearingWords: string) {
  switch (counted.anchor) {
    case 'orderSent':
      return { date: context.orderSent, doubts: [] as DateDoubt[], waitsOn: 'orderSent' as const, from: 'orderSent' as const };
    case 'orderDate':
      return { ...context.orderDate, waitsOn: 'orderSent' as const, from: 'date' as const };
    case 'receipt':
      // Received on the day it was sent at the earliest: the sending date, or the order's own date.
      return context.orderSent
        ? { date: context.orderSent, doubts: [] as DateDoubt[], waitsOn: 'orderSent' as const, from: 'orderSent' as const }
        : { date: context.orderDate.date, doubts: [] as DateDoubt[], waitsOn: 'orderSent' as const, from: 'date' as const };
    case 'previous':
      return { ...context.previous, waitsOn: 'check' as const, from: 'date' as const };
    case 'date':
      return { date: counted.anchorDate, doubts: [] as DateDoubt[], waitsOn: 'check' as const, from: 'date' as const };
    case 'hearing':
    case 'preliminaryHearing': {
      // "before that hearing" in a paragraph about the preliminary hearing is the preliminary hearing.
      const preliminary =
        counted.anchor === 'preliminaryHearing' ||
        (/^(?:that|this)\b/i.test(counted.anchorWords) &&
          /\bpreliminary\s+hearing\b/i.test(hearingWords) &&
          context.preliminaryHearing !== null);
      return preliminary
        ? { date: context.preliminaryHearing, doubts: [] as DateDoubt[], waitsOn: 'event' as const, from: 'hearing' as const }
        : { ...context.hearing, waitsOn: 'hearingDate' as const, from: 'hearing' as const };
    }
    default:
      return { date: null, doubts: [] as DateDoubt[], waitsOn: 'event' as const, from: 'date' as const };
  }
}

function dateOf(finding: Finding, context: Context, hearingWords: string): DateReading {
  if (finding.kind === 'written') {
    const { date, doubts, words } = finding.at;
    const waitsFor: WaitsFor | null = date
      ? null
      : doubts.includes('noYear') && !doubts.includes('notADate')
        ? { on: 'orderSent', words }
        : { on: 'check', words };
    return { date, doubts, waitsFor, working: { from: 'text', words } };
  }
  const counted = finding.at;
  const anchor = anchorOf(counted, context, hearingWords);
  const doubts = [...counted.doubts, ...anchor.doubts];
  if (!anchor.date) {
    return { date: null, doubts, waitsFor: { on: anchor.waitsOn, words: counted.anchorWords || counted.words }, working: null };
  }
  const working: DateWorking = {
    from: anchor.from,
    anchor: anchor.date,
    count: counted.count,
    unit: counted.unit,
    clear: counted.clear,
    direction: counted.direction,
    words: counted.words,
  };
  return { date: countFrom(anchor.date, counted), doubts, waitsFor: null, working };
}

/**
 * The hearing that dates "before the hearing" count from. A hearing the order moves to a new day
 * replaces the case's; one it takes out of the list without a new day leaves nothing to count from.
 * When the case's hearing date and the order's differ otherwise, the earlier one gives the earlier
 * (safe) dates, and the claimant is asked to check which is right.
 */
function hearingAnchor(caseHearing: IsoDate | null, listed: ReturnType<typeof listedHearings>): Anchor {
  if (listed.finalRelisted && listed.final) return { date: listed.final, doubts: [] };
  if (listed.finalVacated) return { date: null, doubts: [] };
  if (caseHearing === null || listed.final === null) return { date: caseHearing ?? listed.final, doubts: [] };
  return { date: minDate(caseHearing, listed.final), doubts: caseHearing === listed.final ? [] : ['hearingDiffers'] };
}

/**
 * The nearest other clause of the sentence in which the other party acts and a date is written:
 * the next ones first (a date at a sentence's end governs it), then the earlier ones. Only
 * between the two parties: "…, and the parties shall then agree it" is a step of the same act.
 */
function siblingWithDate(
  clauses: readonly string[],
  index: number,
  party: OrderParty,
  orderSent: IsoDate | null,
): { clause: string; findings: Finding[] } | null {
  const other = party === 'claimant' ? 'respondent' : party === 'respondent' ? 'claimant' : null;
  if (other === null) return null;
  const order = [...clauses.keys()].filter((i) => i > index).concat([...clauses.keys()].filter((i) => i < index).reverse());
  for (const i of order) {
    const clause = clauses[i] ?? '';
    if (!isDirection(clause) || actingParty(clause) !== other) continue;
    // Only a date the order writes is shared; a count ("within 14 days of receiving it") is that act's own.
    const findings = findingsIn(clause, orderSent).filter((finding) => finding.kind === 'written');
    if (findings.length > 0) return { clause, findings };
  }
  return null;
}

export function readOrder(text: string, options: ReadOrderOptions = {}): OrderDirection[] {
  const paragraphs = paragraphsOf(text);
  const orderSent = options.orderSent ?? sentDateIn(text);
  const made = orderDateIn(text);
  // "Within 14 days of the date of this order": the date it was made, or (not given) the sending date, with a doubt.
  const orderDate: Anchor =
    made && (!orderSent || !isBefore(orderSent, made)) ? { date: made, doubts: [] } : { date: orderSent, doubts: ['orderDate'] };
  // Nothing an order directs is due before it was made: an earlier date it writes is one it only mentions.
  const notBefore = made ?? orderSent;
  const listed = listedHearings(paragraphs, orderSent);
  const context: Context = {
    orderSent,
    orderDate,
    hearing: hearingAnchor(options.hearingDate ?? null, listed),
    preliminaryHearing: listed.preliminary,
    previous: { date: null, doubts: [] },
  };
  const bundleLimit = bundlePageLimit(text);
  const directions: OrderDirection[] = [];
  for (const paragraph of paragraphs) {
    const found: OrderDirection[] = [];
    let party: OrderParty | null = null;
    const sentences = sentencesOf(paragraph.text);
    const hearingWords = `${paragraph.heading ?? ''} ${paragraph.text}`;
    sentences.forEach((sentence, sentenceIndex) => {
      const clauses = clausesOf(sentence).map((whole) => directionBeforeListing(whole) ?? whole);
      clauses.forEach((clause, clauseIndex) => {
        // "…, which is listed for 2 days starting on …" after a direction only says when the hearing is.
        const hearingListed = listingIn(clause, paragraph.text);
        const listing = hearingListed !== null;
        const named = actingParty(clause);
        party = named ?? unnamedParty(clause) ?? party;
        // A hearing taken out of the list gives no date to keep ("The hearing listed for … is postponed").
        if ((!listing && !isDirection(clause)) || (/\bhearing\b/i.test(clause) && vacatedOnly(clause))) return;
        const relisted = listing && isRelisting(clause);
        const day = listing ? listingDate(clause, orderSent) : null;
        const ownFindings: Finding[] = listing ? (day ? [{ kind: 'written', at: day }] : []) : findingsIn(clause, orderSent);
        // One date for two acts ("The Claimant shall send … and the Respondent shall send … by 5 May";
        // "By 2 June the Claimant shall …, and the Respondent shall …"): the act without a date of its
        // own takes the sentence's, from the clause after it first, but flagged, because the order may
        // mean the date for one act only and the claimant must check it.
        const lender =
          ownFindings.length > 0 || listing || named === null ? null : siblingWithDate(clauses, clauseIndex, named, orderSent);
        const dateClause = lender?.clause ?? clause;
        const findings = lender?.findings ?? ownFindings;
        const [first] = findings;
        if (!first) return;
        const reading = dateOf(first, context, hearingWords);
        // A written date before the order was made is one it only mentions; a counted one that falls
        // before it is still the claimant's to see (a late hearing date, or a deadline already passed).
        if (reading.date && notBefore && reading.working?.from === 'text' && isBefore(reading.date, notBefore)) return;
        const others = findings.slice(1).map((finding) => dateOf(finding, context, hearingWords).date);
        const twoDates = others.some((date) => date !== null && date !== reading.date);
        const doubts = [
          ...new Set<DateDoubt>([
            ...reading.doubts,
            ...(twoDates ? (['twoDates'] as const) : []),
            ...(lender ? (['sharedDate'] as const) : []),
          ]),
        ];
        // A listing's time is its own, not that of a direction run on after it ("…, and the parties must attend by 9.45 am").
        const own = listing
          ? dateClause.replace(/,\s+and\s+(?:the\s+)?(?:parties|claimants?|respondents?)\b.*$/i, '')
          : dateClause;
        const masked = findingsIn(own, orderSent).reduce(
          (words, f) => words.slice(0, f.at.index) + ' '.repeat(f.at.end - f.at.index) + words.slice(f.at.end),
          own,
        );
        const before = sentences.slice(0, sentenceIndex + 1).join(' ');
        const kind = listing
          ? 'other'
          : (kindIn(clause) ?? kindIn(paragraph.heading ?? '') ?? kindIn(before) ?? kindIn(paragraph.text) ?? 'other');
        if (!listing && reading.date) context.previous = { date: reading.date, doubts };
        found.push({
          date: reading.date,
          time: timeIn(masked),
          party: listing ? 'tribunal' : (party ?? 'both'),
          kind,
          quote: sentence,
          listing: hearingListed,
          relisted,
          paragraph: paragraph.number,
          certain: reading.date !== null && doubts.length === 0,
          doubts,
          waitsFor: reading.waitsFor,
          working: reading.working,
          pageLimit: kind === 'bundle' ? bundleLimit : null,
        });
      });
    });
    // One direction in a paragraph is quoted whole: its other sentences say what is to be done.
    const [only] = found;
    if (only && found.length === 1) only.quote = paragraph.text;
    directions.push(...found.map((direction) => ({ ...direction, quote: quoteOf(direction.quote) })));
  }
  return directions;
}
