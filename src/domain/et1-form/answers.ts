/**
 * The answers for the online ET1 claim form, section by section, from the claimant's case: what
 * they copy into GOV.UK's "Make a claim to an employment tribunal". Pure: the words come in (the
 * English `et1Form.answer.*` strings for the answers to file, or the Portuguese ones for a reading
 * copy), dates and money are formatted by the caller, and nothing is invented: an answer the case
 * does not hold is null, with where to add it. Each answer with a limit in the form is checked
 * against it (./limits.ts) and never cut.
 */
import type { MessageKey } from '../../i18n/translate';
import type { CaseEventRecord } from '../case-events';
import type { CaseRecord } from '../case-record';
import { CERTIFICATE_PATTERN, type ClaimTypeId, claimTypeIds } from '../case-values';
import { buildChronology } from '../chronology';
import { limitKinds } from '../limit-rules';
import type { PayDetails } from '../pay-details';
import { checkLimit, type Et1LimitedField, type LimitCheck } from './limits';

/** Every string an answer is written with: picked in English for the page, whatever its language. */
export const ET1_ANSWER_KEYS = [
  ...claimTypeIds.map((id) => `et1Form.answer.claimType.${id}` as const),
  ...claimTypeIds.map((id) => `et1Form.answer.remedy.${id}` as const),
  ...limitKinds.map((kind) => `chronology.eventKind.${kind}` as const),
  'chronology.caseDate.dismissalDate',
  'chronology.eventWithDescription',
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
  from: 'case' | 'events' | 'payDetails';
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
  payDetails: PayDetails | null;
  words: Readonly<Record<Et1AnswerKey, string>>;
  /** "28 August 2026", in the words' language. */
  longDate: (iso: string) => string;
  /** "£450", in the words' language. */
  money: (pence: number) => string;
}

/** Claims whose case date is the end of the employment (ERA 1996 s.97, the effective date of termination). */
const ENDS_EMPLOYMENT: readonly ClaimTypeId[] = [
  'unfair-dismissal',
  'constructive-dismissal',
  'redundancy',
  'breach-contract',
  'whistleblowing-dismissal',
];

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

/** Section 8.2: the claim in one line, then what happened, in date order, from the claimant's own events. */
function claimDetails(input: Et1Input): string | null {
  const { words, longDate } = input;
  const record = input.case;
  const chronology = buildChronology({ ...noOtherDates, dismissalDate: record.dismissalDate }, input.events, []);
  const eventDays = new Set(input.events.map((event) => event.date));
  const lines = chronology.flatMap((entry) => {
    if (entry.kind === 'event') {
      const kind = words[`chronology.eventKind.${entry.eventKind}`];
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
          event: words['chronology.caseDate.dismissalDate'],
        }),
      ];
    }
    return [];
  });
  if (lines.length === 0) return null;
  const intro = record.claimType
    ? fill(words['et1Form.answer.detailsIntro'], {
        employer: record.employerName,
        claim: words[`et1Form.answer.claimType.${record.claimType}`],
      })
    : null;
  return [intro, ...lines].filter((line): line is string => line !== null).join('\n');
}

function endedOn(input: Et1Input): string | null {
  const { claimType, dismissalDate } = input.case;
  if (claimType && ENDS_EMPLOYMENT.includes(claimType)) return dismissalDate;
  // For discrimination or wages the case's date is the act or the payday: only a dismissal event ends it.
  return input.events.find((event) => event.kind === 'dismissal')?.date ?? null;
}

export function buildEt1Answers(input: Et1Input): Et1Section[] {
  const { words, longDate, money } = input;
  const record = input.case;
  const pay = input.payDetails;
  const perWeek = (pence: number | null | undefined) =>
    pence == null ? null : fill(words['et1Form.answer.perWeek'], { amount: money(pence) });
  const certificate = record.acasCertificateNumber;
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
      answer('claimTypes', record.claimType ? words[`et1Form.answer.claimType.${record.claimType}`] : null, 'case'),
      answer('claimDetails', claimDetails(input), 'events', 'claimDetails'),
    ],
    remedy: [answer('remedy', record.claimType ? words[`et1Form.answer.remedy.${record.claimType}`] : null, 'case', 'remedy')],
  };
  return et1Sections.map((id) => ({ id, answers: sections[id] })).filter((section) => section.answers.length > 0);
}
