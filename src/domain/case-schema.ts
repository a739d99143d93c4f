/**
 * The case form's rules, their issues carrying message keys, used by the tracker island (every
 * field's error before sending) and by the Worker (400 naming each field).
 * "Today" is a parameter: the dismissal date may not be after it, the hearing date not before it.
 */
import { z } from 'zod';
import type { MessageKey } from '../i18n/translate';
import { dayOf, type IsoDate, isIsoDate, type Today } from './calendar';
import { EARLIEST_EVENT_DATE } from './case-event-values';
import { stage2ChecklistSchema } from './case-notes';
import { acasDatesInOrder, CERTIFICATE_PATTERN, caseMessages, claimTypeIds, hearingDateAllowed } from './case-values';
import { plainName, plainText } from './text';

export {
  acasDatesInOrder,
  CERTIFICATE_PATTERN,
  type ClaimTypeId,
  caseMessages,
  claimTypeIds,
  editConflictMessage,
  hearingDateAllowed,
  isClaimTypeId,
} from './case-values';

/** "" and whitespace become null: empty optional values are stored as null, so "not known" has one spelling in D1. */
const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

type DateRule = [(date: IsoDate) => boolean, MessageKey];

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
function caseFields(
  today: Today,
  saved?: { hearingDate: string | null },
  { checkHearing = true }: { checkHearing?: boolean } = {},
) {
  return z.object(
    {
      claimantName: z
        .string({ error: caseMessages.claimantRequired })
        .overwrite(plainName)
        .trim()
        .min(1, caseMessages.claimantRequired)
        .max(200, caseMessages.claimantTooLong),
      employerName: z
        .string({ error: caseMessages.employerRequired })
        .overwrite(plainName)
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
      notes: z
        .preprocess(emptyToNull, z.string().overwrite(plainText).max(5000, caseMessages.notesTooLong).nullable())
        .optional(),
    },
    { error: caseMessages.notAnObject },
  );
}

/** The Acas certificate date (Day B) on or after the start date (Day A), reported at the certificate date's field. */
function acasOrder(
  value: { acasStartDate?: string | null | undefined; acasEndDate?: string | null | undefined },
  ctx: z.RefinementCtx,
) {
  if (!acasDatesInOrder(value.acasStartDate, value.acasEndDate)) {
    ctx.addIssue({ code: 'custom', path: ['acasEndDate'], message: caseMessages.acasEndBeforeStart });
  }
}

export function caseInputSchema(today: Today, saved?: { hearingDate: string | null }, options: { checkHearing?: boolean } = {}) {
  return caseFields(today, saved, options).superRefine(acasOrder);
}

/** A whole case as the form sends it on create. */
export type CaseInput = z.infer<ReturnType<typeof caseInputSchema>>;

/**
 * The case's updatedAt as the client last read it, sent with a save (optional): a field the save
 * changes that was written after it makes the save a 409 instead of silently undoing that change.
 */
export const updatedAtSchema = z.iso.datetime({ precision: 3, error: 'tracker.validation.updatedAt' }).optional();

/** PUT /api/cases/:id/checklist: the stage 2 checklist's four items, and the case's updatedAt as last read. */
export const checklistSaveSchema = z.object(
  { stage2Checklist: stage2ChecklistSchema, updatedAt: updatedAtSchema },
  { error: 'checklist.validation.items' },
);

/**
 * A partial update: only the fields sent change. When both Acas dates are sent their order is
 * checked here; when one is, the Worker checks it against the stored other (acasDatesInOrder).
 */
export function casePatchSchema(today: Today, saved?: { hearingDate: string | null }, options: { checkHearing?: boolean } = {}) {
  return caseFields(today, saved, options).partial().extend({ updatedAt: updatedAtSchema }).superRefine(acasOrder);
}
