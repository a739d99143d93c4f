/**
 * Rows as the API sends them, shared by the routes that answer with them (cases, events, the
 * account export), so no route module imports another.
 */
import type { BundleFile } from '../../src/domain/bundle-files';
import { isEventKind } from '../../src/domain/case-event-values';
import type { CaseEventRecord } from '../../src/domain/case-events';
import { type CaseLawItem, type Outcome, outcomes } from '../../src/domain/case-law';
import { notesChecklist, notesText, parseNotes } from '../../src/domain/case-notes';
import { type CaseRecord, pickCaseFields } from '../../src/domain/case-record';
import { isClaimTypeId } from '../../src/domain/case-schema';
import { isDocumentType } from '../../src/domain/document-types';
import { type EvidenceRecord, isEvidenceCategory, isEvidenceImportance } from '../../src/domain/evidence';
import { httpsLink } from '../../src/domain/https-link';
import type { PayDetails } from '../../src/domain/pay-details';
import type { CaseLawRow } from './raw/case-law-search';
import type { caseEvents, casePayDetails, cases, documentBundles, documents, evidenceItems, researchAnalyses } from './schema';

type CaseRow = typeof cases.$inferSelect;
type EventRow = typeof caseEvents.$inferSelect;
type EvidenceRow = typeof evidenceItems.$inferSelect;
type BundleRow = typeof documentBundles.$inferSelect;

/** A case as the API sends it: camelCase, notes split into the free text and the checklist. */
export function caseView(row: CaseRow): CaseRecord {
  const notes = parseNotes(row.notes);
  return {
    id: row.id,
    ...pickCaseFields(row),
    claimType: isClaimTypeId(row.claimType) ? row.claimType : null,
    notes: notesText(notes),
    stage2Checklist: notesChecklist(notes),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export function eventView(row: EventRow): CaseEventRecord {
  return {
    id: row.id,
    caseId: row.caseId,
    kind: isEventKind(row.kind) ? row.kind : 'dismissal',
    date: row.date,
    description: row.description,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
export type CaseView = CaseRecord;

/** A stored JSON array of strings (tags, claim types, key points); anything else reads as []. */
export function stringList(text: string | null): string[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export function evidenceView(row: EvidenceRow): EvidenceRecord {
  return {
    id: row.id,
    caseId: row.caseId,
    title: row.title,
    category: isEvidenceCategory(row.category) ? row.category : 'other',
    importance: isEvidenceImportance(row.importance) ? row.importance : 'medium',
    evidenceDate: row.evidenceDate,
    description: row.description,
    documentUrl: row.documentUrl,
    bundleFileId: row.bundleFileId,
    tags: stringList(row.tags),
    notes: row.notes,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export type { BundleFile };

/** A file of a case's bundle as the API sends it: never its R2 key. */
export function bundleFileView(row: BundleRow): BundleFile {
  return {
    id: row.id,
    caseId: row.caseId,
    fileName: row.fileName,
    fileType: row.fileType,
    fileSize: row.fileSize,
    uploadDate: row.uploadDate,
    position: row.position,
    section: row.section,
    // A raw RETURNING (services/bundle/store.ts) gives SQLite's 1 or 0.
    included: Boolean(row.included),
    documentDate: row.documentDate,
    description: row.description,
  };
}

/** A stored analysis as the API sends it. */
export function researchView(row: typeof researchAnalyses.$inferSelect) {
  return {
    id: row.id,
    caseId: row.caseId,
    language: row.language === 'pt' ? ('pt' as const) : ('en' as const),
    analysis: row.analysis,
    caseLawIds: stringList(row.caseLawIds),
    provider: row.provider,
    unverifiedCitations: stringList(row.unverifiedCitations),
    createdAt: row.createdAt,
  };
}

type DocumentRow = typeof documents.$inferSelect;

/** A drafted document as the API sends it. */
export function documentView(row: DocumentRow) {
  return {
    id: row.id,
    caseId: row.caseId,
    documentType: isDocumentType(row.documentType) ? row.documentType : 'timeline',
    title: row.title,
    language: row.language === 'pt' ? ('pt' as const) : ('en' as const),
    content: row.content,
    provider: row.provider === 'llm' ? ('llm' as const) : ('template' as const),
    unverifiedCitations: stringList(row.unverifiedCitations),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
export type DocumentRecord = ReturnType<typeof documentView>;
/** A case's pay details as the API sends them (without the owner and the row's bookkeeping). */
export function payDetailsView(row: Pick<typeof casePayDetails.$inferSelect, keyof PayDetails>): PayDetails {
  return {
    dateOfBirth: row.dateOfBirth,
    employmentStart: row.employmentStart,
    weeklyGrossPence: row.weeklyGrossPence,
    weeklyNetPence: row.weeklyNetPence,
    weeklyPensionPence: row.weeklyPensionPence,
    newJobStart: row.newJobStart,
    newWeeklyNetPence: row.newWeeklyNetPence,
    futureLossWeeks: row.futureLossWeeks,
    noticePayReceivedPence: row.noticePayReceivedPence,
    otherPaymentsReceivedPence: row.otherPaymentsReceivedPence,
  };
}

/** A decision as the /case-law screen shows it, in the reader's language where we hold it. */
export function caseLawItem(row: CaseLawRow, lang: 'en' | 'pt'): CaseLawItem {
  const translated = lang === 'pt' && row.summaryPt !== null;
  return {
    id: row.id,
    caseName: row.caseName,
    citation: row.citation,
    year: row.year,
    courtLevel: row.courtLevel,
    outcome: (outcomes as readonly string[]).includes(row.outcome ?? '') ? (row.outcome as Outcome) : null,
    claimTypes: stringList(row.claimTypes),
    summary: translated ? (row.summaryPt ?? row.summary) : row.summary,
    keyPoints: stringList(translated ? row.keyPointsPt : row.keyPoints),
    legalPrinciple: translated ? row.legalPrinciplePt : row.legalPrinciple,
    facts: translated ? row.factsPt : row.facts,
    // Only an https address is a link on the page (a feed's row could hold anything).
    caseUrl: httpsLink(row.caseUrl),
    source: row.source,
    decisionDate: row.decisionDate,
    attribution: row.attribution,
    untranslated: lang === 'pt' && !translated,
  };
}
