/**
 * The case form's vocabularies and message keys, without zod: the tracker's
 * screen needs these on its way in and loads the schema (./case-schema, built from them and
 * re-exporting them) only when a case is saved.
 */
import type { MessageKey } from '../i18n/translate';
import type { IsoDate } from './calendar';

export const claimTypeIds = [
  'unfair-dismissal',
  'discrimination',
  'unpaid-wages',
  'redundancy',
  'constructive-dismissal',
  'breach-contract',
  'whistleblowing-dismissal',
] as const;
export type ClaimTypeId = (typeof claimTypeIds)[number];

export function isClaimTypeId(value: unknown): value is ClaimTypeId {
  return typeof value === 'string' && (claimTypeIds as readonly string[]).includes(value);
}

export const CERTIFICATE_PATTERN = /^R\d{6}\/\d{2}\/\d{2}$/;

/**
 * The case form's messages, as keys of src/i18n/en.json and pt.json (caseValidation.*): the schema
 * gives them to its issues, the Worker's 400 names them per field, and each screen shows the words.
 */
export const caseMessages = {
  claimantRequired: 'caseValidation.claimantRequired',
  claimantTooLong: 'caseValidation.claimantTooLong',
  employerRequired: 'caseValidation.employerRequired',
  employerTooLong: 'caseValidation.employerTooLong',
  dismissalInFuture: 'caseValidation.dismissalInFuture',
  dismissalTooEarly: 'caseValidation.dismissalTooEarly',
  certificateTooLong: 'caseValidation.certificateTooLong',
  certificateFormat: 'caseValidation.certificateFormat',
  hearingInPast: 'caseValidation.hearingInPast',
  acasEndBeforeStart: 'caseValidation.acasEndBeforeStart',
  notesTooLong: 'caseValidation.notesTooLong',
  invalidDate: 'caseValidation.invalidDate',
  invalidClaimType: 'caseValidation.invalidClaimType',
  notAnObject: 'caseValidation.notAnObject',
} as const satisfies Record<string, MessageKey>;

/** A hearing date may not be in the past, unless it is the one already saved (it has passed since). */
export function hearingDateAllowed(date: IsoDate, today: IsoDate, savedHearingDate?: string | null): boolean {
  return date >= today || date === savedHearingDate;
}

/**
 * Early conciliation ends with the certificate (Day B), which cannot come before Acas received the
 * notification (Day A): ERA 1996 s.207B(2) (EqA 2010 s.140B the same). Either date missing is not a conflict.
 */
export function acasDatesInOrder(start: string | null | undefined, end: string | null | undefined): boolean {
  // ISO dates compare in calendar order.
  return !start || !end || end >= start;
}

/** The message of a save refused because the case changed after the version it was based on. */
export const editConflictMessage = 'This case was changed elsewhere — reload to see the latest';
