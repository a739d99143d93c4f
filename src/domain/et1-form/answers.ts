/**
 * The answers for the online ET1 claim form, section by section, from the claimant's case: what
 * they copy into GOV.UK's "Make a claim to an employment tribunal". Pure: the words come in (the
 * English `et1Form.answer.*` strings for the answers to file, or the Portuguese ones for a reading
 * copy), dates and money are formatted by the caller, and nothing is invented: an answer the case
 * does not hold is null, with where to add it. Each answer with a limit in the form is checked
 * against it (./limits.ts) and never cut.
 */
import type { MessageKey } from '../../i18n/translate';
import { type EventKind, eventKinds } from '../case-event-values';
import type { CaseEventRecord } from '../case-events';
import type { CaseRecord } from '../case-record';
import { CERTIFICATE_PATTERN } from '../case-values';
import { buildChronology } from '../chronology';
// The registry's own files, not its index: the tracker's ET1 panel reads these without loading the form's schema (zod).
import { type ComplaintChoice, choiceOrDefault } from '../complaints/choice';
import { suggestionFor } from '../complaints/claim-types';
import { et1ChoicesFor } from '../complaints/et1';
import { et1ClaimTypes, et1Discrimination, et1OtherClaims, et1Outcomes, et1PayClaims } from '../complaints/et1-choices';
import { complaintIds } from '../complaints/ids';
import { inOrder, mainDateEndsEmployment } from '../complaints/reading';
import type { PayDetails } from '../pay-details';
import { checkLimit, type Et1LimitedField, type LimitCheck } from './limits';

/** What the case's main date was, as the claim details say it. */
const mainDateWords = ['dismissed', 'resigned', 'ended', 'act', 'deduction', 'unknown'] as const;

/** Every string an answer is written with: picked in English for the page, whatever its language. */
export const ET1_ANSWER_KEYS = [
  ...et1ClaimTypes.map((id) => `et1Form.answer.type.${id}` as const),
  ...et1Discrimination.map((id) => `et1Form.answer.discrimination.${id}` as const),
  ...et1PayClaims.map((id) => `et1Form.answer.pay.${id}` as const),
  ...et1OtherClaims.map((id) => `et1Form.answer.other.${id}` as const),
  ...et1Outcomes.map((id) => `et1Form.answer.outcome.${id}` as const),
  ...complaintIds.map((id) => `et1Form.answer.remedyFor.${id}` as const),
  ...complaintIds.map((id) => `et1Form.answer.complaint.${id}` as const),
  ...mainDateWords.map((id) => `et1Form.answer.mainDate.${id}` as const),
  ...eventKinds.map((kind) => `chronology.eventKind.${kind}` as const),
  'chronology.eventWithDescription',
  'et1Form.answer.withDetails',
  'et1Form.answer.list',
  'et1Form.answer.outcomes',
  'et1Form.answer.detailsIntro',
  'et1Form.answer.detailsLine',
  'et1Form.answer.perWeek',
  'et1Form.answer.newJob',
  'et1Form.answer.newJobStarted',
] as const satisfies readonly MessageKey[];
export type Et1AnswerKey = (typeof ET1_ANSWER_KEYS)[number];

/** The form's sections, in its order (the paper ET1's numbers, which the online form follows). */
export const et1Sections = ['claimant', 'respondent', 'employment', 'pay', 'newJob', 'claim', 'remedy'] as const;
export type Et1SectionId = (typeof et1Sections)[number];

export type Et1AnswerId =
  | 'name'
  | 'dateOfBirth'
  | 'respondentName'
  | 'certificate'
  | 'started'
  | 'ended'
  | 'gross'
  | 'net'
  | 'pension'
  | 'newJob'
  | 'claimTypes'
  | 'claimDetails'
  | 'remedy';

export interface Et1Answer {
  id: Et1AnswerId;
  /** The text to paste, or null when the case does not hold it yet. */
  text: string | null;
  /** Where the claimant keeps what this answer is made from (and adds it when missing). */
  from: 'case' | 'events' | 'payDetails' | 'complaints';
  /** Against the form's limit, for fields that have one. */
  limit: LimitCheck | null;
  /** The certificate number is not in Acas's format (R, six digits, /two digits/two digits). */
  doubtful: boolean;
}

export interface Et1Section {
  id: Et1SectionId;
  answers: Et1Answer[];
}

export interface Et1Input {
  case: Pick<CaseRecord, 'claimantName' | 'employerName' | 'claimType' | 'dismissalDate' | 'acasCertificateNumber'>;
  events: readonly Pick<CaseEventRecord, 'id' | 'date' | 'kind' | 'description'>[];
  /**
   * The complaints the claimant chose (the complaints form's ComplaintChoice), or null before any
   * choice, when the claim type's suggestion stands in (the panel says the claimant has not chosen yet).
   */
  complaints: ComplaintChoice | null;
  payDetails: PayDetails | null;
  words: Readonly<Record<Et1AnswerKey, string>>;
  /** "28 August 2026", in the words' language. */
  longDate: (iso: string) => string;
  /** "£450", in the words' language. */
  money: (pence: number) => string;
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

function answer(
  id: Et1AnswerId,
  text: string | null,
  from: Et1Answer['from'],
  limited?: Et1LimitedField,
  doubtful = false,
): Et1Answer {
  return { id, text, from, limit: text !== null && limited ? checkLimit(text, limited) : null, doubtful };
}

/** Only the case's main date tells the story in 8.2: Acas, filing and hearing dates come after it. */
const noOtherDates = { acasStartDate: null, acasEndDate: null, et1FiledDate: null, hearingDate: null } as const;

/** "A, B and C" in the words' own list form ("{items} and {last}"). */
function list(words: Et1Input['words'], items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return fill(words['et1Form.answer.list'], { items: items.slice(0, -1).join(', '), last: items.at(-1) ?? '' });
}

function mainDateKey(record: Et1Input['case']): (typeof mainDateWords)[number] {
  const suggestion = suggestionFor(record.claimType);
  if (!suggestion) return 'unknown';
  if (suggestion.ending) return suggestion.ending;
  return suggestion.mainDate === 'act' ? 'act' : 'deduction';
}

/**
 * Section 8.2: the complaints in one line, then what happened in date order, each event told in
 * the claimant's own words (a disclosure and a safety concern among them). The panel offers the
 * particulars as the attachment the form allows (et1Form.attachParticulars).
 */
function claimDetails(input: Et1Input, choice: ComplaintChoice): string | null {
  const { words, longDate } = input;
  const record = input.case;
  const chronology = buildChronology({ ...noOtherDates, dismissalDate: record.dismissalDate }, input.events, []);
  const eventDays = new Set(input.events.map((event) => event.date));
  const lines = chronology.flatMap((entry) => {
    if (entry.kind === 'event') {
      const kind = words[`chronology.eventKind.${entry.eventKind as EventKind}`];
      const event = entry.description
        ? fill(words['chronology.eventWithDescription'], { kind, description: entry.description })
        : kind;
      return [fill(words['et1Form.answer.detailsLine'], { date: longDate(entry.date), event })];
    }
    // The case's main date tells the story only when no event of the claimant's own marks that day.
    if (entry.kind === 'caseDate' && !eventDays.has(entry.date)) {
      return [
        fill(words['et1Form.answer.detailsLine'], {
          date: longDate(entry.date),
          event: words[`et1Form.answer.mainDate.${mainDateKey(record)}`],
        }),
      ];
    }
    return [];
  });
  if (lines.length === 0) return null;
  const complaints = inOrder(choice.complaints).map((id) => words[`et1Form.answer.complaint.${id}`]);
  const intro =
    complaints.length > 0
      ? fill(words['et1Form.answer.detailsIntro'], { employer: record.employerName, claim: list(words, complaints) })
      : null;
  return [intro, ...lines].filter((line): line is string => line !== null).join('\n');
}

function endedOn(input: Et1Input): string | null {
  const { claimType, dismissalDate } = input.case;
  if (mainDateEndsEmployment(claimType)) return dismissalDate;
  // For discrimination or wages the case's date is the act or the payday: only a dismissal event ends it.
  return input.events.find((event) => event.kind === 'dismissal')?.date ?? null;
}

/** Section 8.1: each of the form's choices to tick, with the characteristics, pay claims and other claims beneath it. */
function claimTypes(words: Et1Input['words'], choice: ComplaintChoice): string | null {
  const choices = et1ChoicesFor(choice);
  const lines = choices.types.map((type) => {
    const name = words[`et1Form.answer.type.${type}`];
    const details =
      type === 'discrimination'
        ? choices.discrimination.map((c) => words[`et1Form.answer.discrimination.${c}`])
        : type === 'payRelated'
          ? choices.pay.map((c) => words[`et1Form.answer.pay.${c}`])
          : type === 'otherTypesOfClaims'
            ? choices.other.map((c) => words[`et1Form.answer.other.${c}`])
            : [];
    return details.length > 0 ? fill(words['et1Form.answer.withDetails'], { type: name, details: details.join('; ') }) : name;
  });
  return lines.length > 0 ? lines.join('\n') : null;
}

/** The remedy question: the outcomes to tick, then what each complaint asks for, in the form's words. */
function remedy(words: Et1Input['words'], choice: ComplaintChoice): string | null {
  const complaints = inOrder(choice.complaints);
  if (complaints.length === 0) return null;
  const outcomes = et1ChoicesFor(choice).outcomes.map((o) => words[`et1Form.answer.outcome.${o}`]);
  const sentences = [...new Set(complaints.map((id) => words[`et1Form.answer.remedyFor.${id}`]))];
  return [fill(words['et1Form.answer.outcomes'], { outcomes: outcomes.join('; ') }), ...sentences].join('\n');
}

export function buildEt1Answers(input: Et1Input): Et1Section[] {
  const { words, longDate, money } = input;
  const record = input.case;
  const pay = input.payDetails;
  const perWeek = (pence: number | null | undefined) =>
    pence == null ? null : fill(words['et1Form.answer.perWeek'], { amount: money(pence) });
  const certificate = record.acasCertificateNumber;
  const choice = choiceOrDefault(input.complaints, record.claimType);
  const ended = endedOn(input);
  const newJob = pay?.newJobStart
    ? pay.newWeeklyNetPence == null
      ? fill(words['et1Form.answer.newJobStarted'], { date: longDate(pay.newJobStart) })
      : fill(words['et1Form.answer.newJob'], { date: longDate(pay.newJobStart), pay: money(pay.newWeeklyNetPence) })
    : null;
  const sections: Record<Et1SectionId, Et1Answer[]> = {
    claimant: [
      answer('name', record.claimantName, 'case'),
      answer('dateOfBirth', pay?.dateOfBirth ? longDate(pay.dateOfBirth) : null, 'payDetails'),
    ],
    respondent: [
      answer('respondentName', record.employerName, 'case', 'respondentName'),
      answer('certificate', certificate, 'case', undefined, certificate !== null && !CERTIFICATE_PATTERN.test(certificate)),
    ],
    employment: [
      answer('started', pay?.employmentStart ? longDate(pay.employmentStart) : null, 'payDetails'),
      answer('ended', ended ? longDate(ended) : null, ended === null && !record.claimType ? 'case' : 'events'),
    ],
    pay: [
      answer('gross', perWeek(pay?.weeklyGrossPence), 'payDetails'),
      answer('net', perWeek(pay?.weeklyNetPence), 'payDetails'),
      answer('pension', perWeek(pay?.weeklyPensionPence), 'payDetails'),
    ],
    // Section 7 asks only once the employment has ended; a new job lowers the loss claimed.
    newJob: newJob ? [answer('newJob', newJob, 'payDetails')] : [],
    claim: [
      answer('claimTypes', claimTypes(words, choice), 'complaints'),
      answer('claimDetails', claimDetails(input, choice), 'events', 'claimDetails'),
    ],
    remedy: [answer('remedy', remedy(words, choice), 'complaints', 'remedy')],
  };
  return et1Sections.map((id) => ({ id, answers: sections[id] })).filter((section) => section.answers.length > 0);
}
