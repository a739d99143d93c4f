/**
 * The hearing day's records: where and when (typed by the claimant from the tribunal's notice of
 * hearing), the day's checklist, the outcome once it is over, the questions planned for each of the
 * respondent's witnesses and the points to make at the end, one per issue. Shared by the Worker's
 * routes and the /hearing screen, so both refuse the same input with the same message keys.
 *
 * The issues are the questions of the list of issues, as the complaint registry words them
 * (complaints.element.<complaint>.<n>): a question or a closing point names one by its key.
 */
import { z } from 'zod';
import type { MessageKey } from '../../i18n/translate';
import { isIsoDate } from '../calendar';
import { complaintIds, complaintLaw } from '../complaints';
import { plainNameOrNull, plainTextOrNull } from '../text';

export const MAX_VENUE = 500;
export const MAX_VIDEO_DETAILS = 1000;
export const MAX_WITNESS_NAME = 100;
export const MAX_QUESTION = 1000;
export const MAX_PAGE_REFS = 200;
export const MAX_CLOSING_POINT = 2000;
/** A bound against runaway lists, far above a real cross-examination plan. */
export const MAX_QUESTIONS_PER_CASE = 300;

/** What to bring and do on the day, in the order the claimant will meet them; labels in hearing.checklist.<id>. */
export const checklistItems = [
  'noticeOfHearing',
  'bundle',
  'witnessStatements',
  'questions',
  'closingPoints',
  'scheduleOfLoss',
  'photoId',
  'penAndPaper',
  'phoneCharged',
  'arriveEarly',
] as const;
export type ChecklistItem = (typeof checklistItems)[number];
export type HearingChecklist = Partial<Record<ChecklistItem, boolean>>;

/** How the hearing ended; labels in hearing.outcome.<id>. */
export const hearingOutcomes = ['oralJudgment', 'reservedJudgment', 'settled', 'withdrawn', 'postponed'] as const;
export type HearingOutcome = (typeof hearingOutcomes)[number];

export const hearingMessages = {
  notAnObject: 'hearing.validation.notAnObject',
  venueTooLong: 'hearing.validation.venueTooLong',
  videoTooLong: 'hearing.validation.videoTooLong',
  timeInvalid: 'hearing.validation.timeInvalid',
  checklistInvalid: 'hearing.validation.checklistInvalid',
  outcomeInvalid: 'hearing.validation.outcomeInvalid',
  dateInvalid: 'hearing.validation.dateInvalid',
  witnessRequired: 'hearing.validation.witnessRequired',
  witnessTooLong: 'hearing.validation.witnessTooLong',
  issueInvalid: 'hearing.validation.issueInvalid',
  questionRequired: 'hearing.validation.questionRequired',
  questionTooLong: 'hearing.validation.questionTooLong',
  pageRefsTooLong: 'hearing.validation.pageRefsTooLong',
  pageRefsInvalid: 'hearing.validation.pageRefsInvalid',
  closingTooLong: 'hearing.validation.closingTooLong',
  tooManyQuestions: 'hearing.validation.tooManyQuestions',
  conflict: 'hearing.validation.conflict',
} as const satisfies Record<string, MessageKey>;

/** An issue of the list of issues: "<complaint>.<n>", n within the complaint's elements (registry.ts). */
export function isIssueKey(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = /^([A-Za-z]+)\.(\d{1,2})$/.exec(value);
  if (!match) return false;
  const [, complaint = '', n = '0'] = match;
  if (!(complaintIds as readonly string[]).includes(complaint)) return false;
  const count = complaintLaw[complaint as (typeof complaintIds)[number]].elements.length;
  return Number(n) >= 1 && Number(n) <= count;
}

/** The message key of an issue's words: complaints.element.<complaint>.<n>. */
export function issueWordsKey(issue: string): MessageKey {
  return `complaints.element.${issue}` as MessageKey;
}

/**
 * Bundle page references as the claimant writes them beside a question: "[B: 45]", "[B: 45–47]",
 * several separated by commas or spaces. Empty is none.
 */
export const PAGE_REFS_PATTERN = /^(\s*\[B:\s*\d{1,4}(\s*[-–]\s*\d{1,4})?\]\s*,?)*\s*$/;

const time = z.preprocess(
  plainNameOrNull,
  z
    .string({ error: hearingMessages.timeInvalid })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, hearingMessages.timeInvalid)
    .nullable(),
);
const boundedText = (max: number, tooLong: MessageKey) =>
  z.preprocess(plainTextOrNull, z.string({ error: tooLong }).max(max, tooLong).nullable());

/** The precondition of a save made from a copy read earlier (the tracker's per-field rule). */
export const basedOnSchema = z.iso.datetime({ precision: 3, error: 'hearing.validation.updatedAt' }).optional();

/** A change to the hearing's record: only the fields sent change; `updatedAt` as last read. */
export const hearingPatchSchema = z.strictObject(
  {
    venue: boundedText(MAX_VENUE, hearingMessages.venueTooLong).optional(),
    videoDetails: boundedText(MAX_VIDEO_DETAILS, hearingMessages.videoTooLong).optional(),
    startTime: time.optional(),
    arrivalTime: time.optional(),
    checklist: z
      .partialRecord(z.enum(checklistItems, { error: hearingMessages.checklistInvalid }), z.boolean(), {
        error: hearingMessages.checklistInvalid,
      })
      .optional(),
    outcome: z.enum(hearingOutcomes, { error: hearingMessages.outcomeInvalid }).nullable().optional(),
    outcomeDate: z
      .string({ error: hearingMessages.dateInvalid })
      .refine(isIsoDate, hearingMessages.dateInvalid)
      .nullable()
      .optional(),
    updatedAt: basedOnSchema,
  },
  { error: hearingMessages.notAnObject },
);
export type HearingPatch = z.infer<typeof hearingPatchSchema>;

const witness = z.preprocess(
  plainNameOrNull,
  z
    .string({ error: hearingMessages.witnessRequired })
    .min(1, hearingMessages.witnessRequired)
    .max(MAX_WITNESS_NAME, hearingMessages.witnessTooLong),
);
const questionText = z.preprocess(
  plainTextOrNull,
  z
    .string({ error: hearingMessages.questionRequired })
    .min(1, hearingMessages.questionRequired)
    .max(MAX_QUESTION, hearingMessages.questionTooLong),
);
const issue = z.string({ error: hearingMessages.issueInvalid }).refine(isIssueKey, hearingMessages.issueInvalid);
const pageRefs = z.preprocess(
  (value) => (value === null || value === undefined ? '' : value),
  z
    .string({ error: hearingMessages.pageRefsInvalid })
    .max(MAX_PAGE_REFS, hearingMessages.pageRefsTooLong)
    .regex(PAGE_REFS_PATTERN, hearingMessages.pageRefsInvalid)
    .transform((value) => value.trim()),
);

/** A question for one of the respondent's witnesses. */
export const questionInputSchema = z.strictObject(
  { witness, issue, text: questionText, pageRefs },
  { error: hearingMessages.notAnObject },
);
export type QuestionInput = z.infer<typeof questionInputSchema>;

/** A change to a question: only the fields sent change; `updatedAt` as last read. */
export const questionPatchSchema = z.strictObject(
  {
    witness: witness.optional(),
    issue: issue.optional(),
    text: questionText.optional(),
    pageRefs: pageRefs.optional(),
    updatedAt: basedOnSchema,
  },
  { error: hearingMessages.notAnObject },
);
export type QuestionPatch = z.infer<typeof questionPatchSchema>;

/** The point to make at the end on one issue, with its evidence and page references (empty: not drafted yet). */
export const closingPointSchema = z.strictObject(
  {
    text: z.preprocess(
      (value) => (typeof value === 'string' ? (plainTextOrNull(value) ?? '') : value),
      z.string({ error: hearingMessages.closingTooLong }).max(MAX_CLOSING_POINT, hearingMessages.closingTooLong),
    ),
    updatedAt: basedOnSchema,
  },
  { error: hearingMessages.notAnObject },
);
export type ClosingPointInput = z.infer<typeof closingPointSchema>;
