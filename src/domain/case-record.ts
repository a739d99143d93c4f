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
