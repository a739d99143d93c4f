/**
 * The case form's vocabularies and exact messages, without zod: the tracker's
 * screen needs these on its way in and loads the schema (./case-schema, built from them and
 * re-exporting them) only when a case is saved.
 */
import type { z } from 'zod';
import type { IsoDate } from './calendar';
import { dateTooEarlyMessage } from './case-event-values';

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

export const caseMessages = {
  claimantRequired: 'Claimant name is required',
  claimantTooLong: 'Claimant name must be less than 200 characters',
  employerRequired: 'Employer name is required',
  employerTooLong: 'Employer name must be less than 200 characters',
  dismissalInFuture: 'Dismissal date cannot be in the future',
  dismissalTooEarly: dateTooEarlyMessage,
  certificateTooLong: 'Certificate number must be less than 50 characters',
  certificateFormat: 'Acas certificate must be in format R######/##/## (e.g., R123456/12/34)',
  hearingInPast: 'Hearing date cannot be in the past',
  acasEndBeforeStart: 'The Acas certificate date cannot be before the Acas start date',
  notesTooLong: 'Notes must be less than 5000 characters',
  invalidDate: 'Enter a real date, like 2026-03-27',
  invalidClaimType: 'Choose one of the seven kinds of claim',
  notAnObject: 'Send the case as a JSON object',
} as const;

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
  acasEndBeforeStart: 'acasEndDate',
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
