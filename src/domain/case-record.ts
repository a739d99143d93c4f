/** A case as the API sends it (GET/POST/PATCH /api/cases): the shape islands and the Worker share. */
import type { Stage2Checklist } from './case-notes';
import type { ClaimTypeId } from './case-schema';

export interface CaseRecord {
  id: string;
  claimantName: string;
  employerName: string;
  claimType: ClaimTypeId | null;
  dismissalDate: string | null;
  acasStartDate: string | null;
  acasEndDate: string | null;
  acasCertificateNumber: string | null;
  et1FiledDate: string | null;
  hearingDate: string | null;
  /** The claimant's free-text notes. */
  notes: string | null;
  stage2Checklist: Stage2Checklist;
  createdAt: string;
  updatedAt: string;
}

/**
 * The case's own fields, as the claimant fills them in: the one list the Worker writes and answers
 * and the tracker's form holds (the notes are kept apart: stored in a JSON object with the checklist).
 */
export const caseFields = [
  'claimantName',
  'employerName',
  'claimType',
  'dismissalDate',
  'acasStartDate',
  'acasEndDate',
  'acasCertificateNumber',
  'et1FiledDate',
  'hearingDate',
] as const satisfies readonly (keyof CaseRecord)[];
export type CaseField = (typeof caseFields)[number];

// Every field of CaseRecord is either in caseFields or one of these: a field added to the record
// and not to the list fails to compile here.
type OtherKeys = 'id' | 'notes' | 'stage2Checklist' | 'createdAt' | 'updatedAt';
const everyField: [Exclude<keyof CaseRecord, CaseField | OtherKeys>] extends [never] ? true : never = true;
void everyField;

/** The case fields of anything that holds them (a stored row, a checked request body). */
export function pickCaseFields<T extends Partial<Record<CaseField, unknown>>>(source: T): Pick<T, CaseField & keyof T> {
  return Object.fromEntries(caseFields.filter((name) => name in source).map((name) => [name, source[name]])) as Pick<
    T,
    CaseField & keyof T
  >;
}
