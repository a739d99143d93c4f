/**
 * Everything a draft may say, gathered by the Worker from the claimant's own records
 * (worker/services/drafting/facts.ts) and handed to the pure templates in this folder. A template
 * writes only from these facts: no invented names, dates or figures. Statutory figures come from
 * the figures table (../figures.ts) on the relevant date, deadlines from the deadline engine.
 */
import type { BundleIndex } from '../bundle-index';
import type { IsoDate } from '../calendar';
import type { CaseEventRecord } from '../case-events';
import type { CaseRecord } from '../case-record';
import type { ChronologyEntry } from '../chronology';
import type { ComplaintChoice } from '../complaints';
import type { DocumentType } from '../document-types';
import type { DocumentLanguage } from '../documents';
import type { EvidenceRecord } from '../evidence';
import type { PayDetails } from '../pay-details';
import type { DirectionFact } from './direction';

/** A decision from our case-law table a draft may cite (verified by construction). */
export interface AuthorityFact {
  id: string;
  caseName: string;
  /** The neutral citation, or the report citation when there is none. */
  citation: string;
  year: number;
  court: string;
  legalPrinciple: string | null;
  summary: string;
  /** The same in Portuguese, for a reading copy, where our table holds it (the curated decisions). */
  legalPrinciplePt?: string | null;
  summaryPt?: string | null;
  /** Where the judgment itself can be read (its source: Find Case Law, BAILII, GOV.UK), when known. */
  caseUrl: string | null;
}

export interface BundleFileFact {
  id: string;
  fileName: string;
  uploadDate: string;
}

export interface DraftFacts {
  /** Today in London: the date a draft is written on. */
  today: IsoDate;
  language: DocumentLanguage;
  case: CaseRecord;
  events: CaseEventRecord[];
  evidence: EvidenceRecord[];
  chronology: ChronologyEntry[];
  bundleFiles: BundleFileFact[];
  /** The hearing bundle as last built, whose pages a draft cites; absent or null: never built. */
  bundleIndex?: BundleIndex | null;
  payDetails: PayDetails | null;
  /** The complaints the claimant chose for the claim, or null before any choice. */
  complaints: ComplaintChoice | null;
  /** The most relevant authorities for the claim, best first (full-text search over our table). */
  authorities: AuthorityFact[];
  /** The direction of a tribunal's order the document answers (its due date, recipients, words), when drafted from one. */
  direction?: DirectionFact | null;
}

export interface Draft {
  documentType: DocumentType;
  title: string;
  /** The text, in ./markup.ts. */
  content: string;
  /** What the case does not yet hold that this document needs, in the draft's language. */
  missing: string[];
}

/** A template: pure, deterministic, from the facts to the draft. */
export type Template = (facts: DraftFacts) => Draft;
