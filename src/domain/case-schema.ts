/**
 * The case form's rules and exact messages (spec part 1 §5, "Case form"), used by the tracker
 * island (first error as the 'Validation Error' toast) and by the Worker (400 with that message).
 * "Today" is a parameter: the dismissal date may not be after it, the hearing date not before it.
 */
import { z } from 'zod';
import { dayOf, type IsoDate, isIsoDate, type Today } from './calendar';
import { dateTooEarlyMessage, EARLIEST_EVENT_DATE } from './case-events';

export const claimTypeIds = [
  'unfair-dismissal',
  'discrimination',
  'unpaid-wages',
  'redundancy',
  'constructive-dismissal',
  'breach-contract',
] as const;
export type ClaimTypeId = (typeof claimTypeIds)[number];

export function isClaimTypeId(value: unknown): value is ClaimTypeId {
  return typeof value === 'string' && (claimTypeIds as readonly string[]).includes(value);
}

export const CERTIFICATE_PATTERN = /^R\d{6}\/\d{2}\/\d{2}$/;

export const caseMessages = {
  claimantRequired: 'Claimant name is required',
  claimantTooLong: 'Claimant name must be less than 200 characters',
  employerRequired: 'Employer name is required',
  employerTooLong: 'Employer name must be less than 200 characters',
  dismissalInFuture: 'Dismissal date cannot be in the future',
  dismissalTooEarly: dateTooEarlyMessage,
  certificateTooLong: 'Certificate number must be less than 50 characters',
  certificateFormat: 'ACAS certificate must be in format R######/##/## (e.g., R123456/12/34)',
  hearingInPast: 'Hearing date cannot be in the past',
  notesTooLong: 'Notes must be less than 5000 characters',
  invalidDate: 'Enter a real date, like 2026-03-27',
  invalidClaimType: 'Choose one of the six kinds of claim',
  notAnObject: 'Send the case as a JSON object',
} as const;

/** "" and whitespace become null: empty optional values are stored as null (spec part 1 §3). */
const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

type DateRule = [(date: IsoDate) => boolean, string];

/** A hearing date may not be in the past, unless it is the one already saved (it has passed since). */
export function hearingDateAllowed(date: IsoDate, today: IsoDate, savedHearingDate?: string | null): boolean {
  return date >= today || date === savedHearingDate;
}

const optionalDate = (...rules: DateRule[]) => {
  let base = z.string({ error: caseMessages.invalidDate }).refine(isIsoDate, caseMessages.invalidDate);
  for (const [check, message] of rules) base = base.refine(check, message);
  return z.preprocess(emptyToNull, base.nullable()).optional();
};

/**
 * `saved` is the case as stored, when updating: a hearing date that has not changed may stay
 * saved after the day has passed, so a claimant can still edit the rest of the case. Without the
 * stored case (the Worker's PATCH schema, built before the row is read) `checkHearing: false`
 * leaves that rule to hearingDateAllowed once the row is known.
 */
export function caseInputSchema(
  today: Today,
  saved?: { hearingDate: string | null },
  { checkHearing = true }: { checkHearing?: boolean } = {},
) {
  return z.object(
    {
      claimantName: z
        .string({ error: caseMessages.claimantRequired })
        .trim()
        .min(1, caseMessages.claimantRequired)
        .max(200, caseMessages.claimantTooLong),
      employerName: z
        .string({ error: caseMessages.employerRequired })
        .trim()
        .min(1, caseMessages.employerRequired)
        .max(200, caseMessages.employerTooLong),
      claimType: z.preprocess(emptyToNull, z.enum(claimTypeIds, { error: caseMessages.invalidClaimType }).nullable()).optional(),
      // ISO strings compare in calendar order.
      // From the first date every time limit in the table answers, so the deadline card never fails.
      dismissalDate: optionalDate(
        [(date) => date >= EARLIEST_EVENT_DATE, caseMessages.dismissalTooEarly],
        [(date) => date <= dayOf(today), caseMessages.dismissalInFuture],
      ),
      acasStartDate: optionalDate(),
      acasEndDate: optionalDate(),
      acasCertificateNumber: z
        .preprocess(
          (value) => emptyToNull(typeof value === 'string' ? value.trim() : value),
          z
            .string({ error: caseMessages.certificateFormat })
            .max(50, caseMessages.certificateTooLong)
            .regex(CERTIFICATE_PATTERN, caseMessages.certificateFormat)
            .nullable(),
        )
        .optional(),
      et1FiledDate: optionalDate(),
      hearingDate: checkHearing
        ? optionalDate([(date) => hearingDateAllowed(date, dayOf(today), saved?.hearingDate), caseMessages.hearingInPast])
        : optionalDate(),
      notes: z.preprocess(emptyToNull, z.string().max(5000, caseMessages.notesTooLong).nullable()).optional(),
    },
    { error: caseMessages.notAnObject },
  );
}

/** A whole case as the form sends it on create. */
export type CaseInput = z.infer<ReturnType<typeof caseInputSchema>>;

/** The message of a save refused because the case changed after the version it was based on. */
export const editConflictMessage = 'This case was changed elsewhere — reload to see the latest';

/**
 * The case's updatedAt as the client last read it, sent with a save (optional): a field the save
 * changes that was written after it makes the save a 409 instead of silently undoing that change.
 */
export const updatedAtSchema = z.iso
  .datetime({ precision: 3, error: 'updatedAt must be the case’s updatedAt as last read' })
  .optional();

/** A partial update: only the fields sent change. */
export function casePatchSchema(today: Today, saved?: { hearingDate: string | null }, options: { checkHearing?: boolean } = {}) {
  return caseInputSchema(today, saved, options).partial().extend({ updatedAt: updatedAtSchema });
}

export type CaseMessageKey = keyof typeof caseMessages;

/** The key of one of the messages above (islands translate by key; the API sends the English text). */
export function caseMessageKey(message: string): CaseMessageKey | undefined {
  return (Object.keys(caseMessages) as CaseMessageKey[]).find((key) => caseMessages[key] === message);
}

/** The first error's message, as the island's 'Validation Error' toast and the API's 400 show it. */
export function firstMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'The case is not valid';
}

/** The field each message belongs to, so an API answer (one message) is shown beside its field. */
export const caseMessageFields: Record<CaseMessageKey, string | null> = {
  claimantRequired: 'claimantName',
  claimantTooLong: 'claimantName',
  employerRequired: 'employerName',
  employerTooLong: 'employerName',
  dismissalInFuture: 'dismissalDate',
  dismissalTooEarly: 'dismissalDate',
  certificateTooLong: 'acasCertificateNumber',
  certificateFormat: 'acasCertificateNumber',
  hearingInPast: 'hearingDate',
  notesTooLong: 'notes',
  invalidDate: null,
  invalidClaimType: 'claimType',
  notAnObject: null,
};

/** Every field's first error, in English (islands translate by key): the error summary lists them all. */
export function fieldMessages(error: z.ZodError): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = typeof issue.path[0] === 'string' ? issue.path[0] : '';
    if (field && !(field in byField)) byField[field] = issue.message;
  }
  return byField;
}
