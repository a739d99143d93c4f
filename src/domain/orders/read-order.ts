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
import { bundlePageLimit } from './page-limit';
import { actingParty, isDirection } from './parties';
import { type CountedDate, countedDates, countFrom } from './relative-dates';
import { clausesOf, type OrderParagraph, paragraphsOf, sentencesOf } from './split';
import { timeIn } from './times';
import type { DateDoubt, DateWorking, OrderDirection, OrderParty, ReadOrderOptions, WaitsFor } from './types';

export type { OrderDirection, ReadOrderOptions } from './types';

/** "The final hearing will take place on …", "has been listed for 5 days, from 12 to 16 April 2027". */
const LISTING =
  /\bhearing\b[^.]{0,200}?\b(?:will\s+(?:take\s+place|be\s+heard|be\s+held|start|begin|commence)|(?:is|has\s+been|was)\s+(?:listed|fixed|re-?listed)|listed\s+(?:for|to|on)|remains\s+listed)/i;
/** "It will take place by video on 9 March 2027", in a paragraph about a hearing. */
const IT_WILL = /^(?:it|this\s+hearing|the\s+hearing)\s+will\s+(?:take\s+place|be\s+heard|be\s+held|start|begin)/i;
/** A deadline's own words just before a date: those dates are preferred over others in the clause. */
const DEADLINE_CUE =
  /\b(?:by|before|than|on\s+or\s+before|until|latest|within)\s+(?:(?:\d{1,2}(?:[.:]\d{2})?\s*(?:[ap]\.?\s?m\.?)?|12\s+noon|noon|midday)\s+(?:on\s+)?)?(?:the\s+)?$/i;
const QUOTE_LIMIT = 600;

const minDate = (a: IsoDate, b: IsoDate): IsoDate => (isBefore(b, a) ? b : a);

type Finding = { kind: 'written'; at: WrittenDate } | { kind: 'counted'; at: CountedDate };

/**
 * The date of "Sent to the parties on …": the tribunal's rules on time take the date endorsed on a
 * document as the date it was sent (2013 Rules r.4(6); kept with the time rules in r.5 of the 2024
 * Rules). The claimant sees it in the form and can change it.
 */
export function sentDateIn(text: string): IsoDate | null {
  const match =
    /\b(?:sent\s+to\s+the\s+parties\s+on|date\s+sent\s+to\s+(?:the\s+)?parties|(?:order|judgment)\s+sent\s+to\s+(?:the\s+)?parties\s+on)\s*:?\s*([^\n]{4,40})/i.exec(
      text,
    );
  if (!match) return null;
  const [first] = writtenDates(match[1] ?? '', null);
  return first && first.index === 0 && first.doubts.length === 0 ? first.date : null;
}

type Listing = 'final' | 'preliminary';

/** A hearing taken out of the list: its date is no longer one to keep. */
const VACATED = /\b(?:postponed|vacated|adjourned|cancelled|no\s+longer|will\s+not\s+(?:take\s+place|go\s+ahead|proceed))\b/i;
/** …and put back in on another day ("postponed and will now take place on …"). */
const RELISTED = /\b(?:will\s+now|now\s+(?:take|be|listed)|re-?listed|instead)\b/i;
/** A clause that takes a hearing out of the list without giving it a new day. */
const vacatedOnly = (clause: string) => VACATED.test(clause) && !RELISTED.test(clause);

/** Whether the clause lists a hearing (not one already held), and which. */
function listingIn(clause: string, paragraph: string): Listing | null {
  if (
    /\btook\s+place\b|\b(?:was|were|been)\s+(?:held|heard)\b|(?<!\bbe\s)\bheld\s+(?:on|by)\b/i.test(clause) ||
    vacatedOnly(clause)
  ) {
    return null;
  }
  const listed = LISTING.test(clause) || (IT_WILL.test(clause) && /\bhearing\b/i.test(paragraph));
  if (!listed) return null;
  const words = LISTING.test(clause) ? clause : paragraph;
  return /\bpreliminary\s+hearing\b/i.test(words) && !/\bfinal\s+hearing\b/i.test(words) ? 'preliminary' : 'final';
}

/** The first day of each hearing the order itself lists, if it lists one. */
function listedHearings(paragraphs: readonly OrderParagraph[]): Record<Listing, IsoDate | null> {
  const listed: Record<Listing, IsoDate | null> = { final: null, preliminary: null };
  for (const paragraph of paragraphs) {
    for (const clause of sentencesOf(paragraph.text).flatMap(clausesOf)) {
      const listing = listingIn(clause, paragraph.text);
      // A hearing moved to a new day is read with a doubt: it is no anchor for other dates.
      if (!listing || listed[listing] || VACATED.test(clause)) continue;
      const [first] = writtenDates(clause, null);
      if (first?.date && first.doubts.length === 0) listed[listing] = first.date;
    }
  }
  return listed;
}

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
    ...written.filter((date) => !inCount(date)).map((at) => ({ kind: 'written' as const, at })),
  ].sort((a, b) => a.at.index - b.at.index);
  const cued = all.filter((finding) => finding.kind === 'counted' || DEADLINE_CUE.test(clause.slice(0, finding.at.index)));
  return cued.length > 0 ? cued : all;
}

interface Context {
  orderSent: IsoDate | null;
  hearingDate: IsoDate | null;
  hearingDoubts: DateDoubt[];
  preliminaryHearing: IsoDate | null;
}

type DateReading = Pick<OrderDirection, 'date' | 'waitsFor' | 'working'> & { doubts: DateDoubt[] };

function dateOf(finding: Finding, context: Context): DateReading {
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
  const anchorWords = counted.anchorWords || counted.words;
  const anchor =
    counted.anchor === 'orderSent'
      ? { date: context.orderSent, doubts: [] as DateDoubt[], waitsOn: 'orderSent' as const }
      : counted.anchor === 'hearing'
        ? { date: context.hearingDate, doubts: context.hearingDoubts, waitsOn: 'hearingDate' as const }
        : counted.anchor === 'preliminaryHearing'
          ? { date: context.preliminaryHearing, doubts: [] as DateDoubt[], waitsOn: 'event' as const }
          : counted.anchor === 'date'
            ? { date: counted.anchorDate, doubts: [] as DateDoubt[], waitsOn: 'check' as const }
            : { date: null, doubts: [] as DateDoubt[], waitsOn: 'event' as const };
  const doubts = [...counted.doubts, ...anchor.doubts];
  if (!anchor.date) return { date: null, doubts, waitsFor: { on: anchor.waitsOn, words: anchorWords }, working: null };
  const from =
    counted.anchor === 'hearing' || counted.anchor === 'preliminaryHearing'
      ? 'hearing'
      : counted.anchor === 'date'
        ? 'date'
        : 'orderSent';
  const working: DateWorking = {
    from,
    anchor: anchor.date,
    count: counted.count,
    unit: counted.unit,
    clear: counted.clear,
    direction: counted.direction,
    words: counted.words,
  };
  return { date: countFrom(anchor.date, counted), doubts, waitsFor: null, working };
}

export function readOrder(text: string, options: ReadOrderOptions = {}): OrderDirection[] {
  const paragraphs = paragraphsOf(text);
  const orderSent = options.orderSent ?? null;
  const listed = listedHearings(paragraphs);
  const caseHearing = options.hearingDate ?? null;
  const both = caseHearing !== null && listed.final !== null ? ([caseHearing, listed.final] as const) : null;
  const differs = both !== null && both[0] !== both[1];
  const context: Context = {
    orderSent,
    // When the case's hearing date and the order's differ, the earlier one gives the earlier (safe)
    // dates, and the claimant is asked to check which is right.
    hearingDate: both ? minDate(...both) : (caseHearing ?? listed.final),
    hearingDoubts: differs ? ['hearingDiffers'] : [],
    preliminaryHearing: listed.preliminary,
  };
  const bundleLimit = bundlePageLimit(text);
  const directions: OrderDirection[] = [];
  for (const paragraph of paragraphs) {
    const found: OrderDirection[] = [];
    let party: OrderParty | null = null;
    const sentences = sentencesOf(paragraph.text);
    sentences.forEach((sentence, sentenceIndex) => {
      for (const clause of clausesOf(sentence)) {
        const hearingListed = listingIn(clause, paragraph.text);
        const listing = hearingListed !== null;
        const named = actingParty(clause);
        party = named ?? party;
        // A hearing taken out of the list gives no date to keep ("The hearing listed for … is postponed").
        if ((!listing && !isDirection(clause)) || (/\bhearing\b/i.test(clause) && vacatedOnly(clause))) continue;
        // Moved to a new day: the new day is the last one written, and the claimant checks it.
        const moved = listing && VACATED.test(clause);
        const findings = moved ? findingsIn(clause, orderSent).reverse() : findingsIn(clause, orderSent);
        const [first] = findings;
        if (!first) continue;
        const reading = dateOf(first, context);
        const others = findings.slice(1).map((finding) => dateOf(finding, context).date);
        const twoDates = (!listing || moved) && others.some((date) => date !== null && date !== reading.date);
        const doubts = [...new Set<DateDoubt>([...reading.doubts, ...(twoDates ? (['twoDates'] as const) : [])])];
        const masked = findings.reduce(
          (words, f) => words.slice(0, f.at.index) + ' '.repeat(f.at.end - f.at.index) + words.slice(f.at.end),
          clause,
        );
        const before = sentences.slice(0, sentenceIndex + 1).join(' ');
        const kind = listing
          ? 'other'
          : (kindIn(clause) ?? kindIn(paragraph.heading ?? '') ?? kindIn(before) ?? kindIn(paragraph.text) ?? 'other');
        found.push({
          date: reading.date,
          time: timeIn(masked),
          party: listing ? 'tribunal' : (named ?? party ?? 'both'),
          kind,
          quote: sentence,
          listing: hearingListed,
          paragraph: paragraph.number,
          certain: reading.date !== null && doubts.length === 0,
          doubts,
          waitsFor: reading.waitsFor,
          working: reading.working,
          pageLimit: kind === 'bundle' ? bundleLimit : null,
        });
      }
    });
    // One direction in a paragraph is quoted whole: its other sentences say what is to be done.
    const [only] = found;
    if (only && found.length === 1) only.quote = paragraph.text;
    directions.push(...found.map((direction) => ({ ...direction, quote: quoteOf(direction.quote) })));
  }
  return directions;
}
