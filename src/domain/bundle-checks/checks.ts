/**
 * The checks the bundle screen runs before a build, on what it knows of each document (its text,
 * pages without text, its date), and on a built bundle's index (numbering). Pure: the screen reads
 * the files and builds; these say what to tell the claimant.
 */
import { type PrivilegeMark, privilegeMarks } from './privileged';

export interface CheckedDocument {
  id: string;
  /** null: not a document with pages of text (a picture), or not read. */
  text: string | null;
  pages: number;
  /** 1-based pages with no text layer (scanned, or a picture). */
  pagesWithoutText: number[];
  documentDate: string | null | undefined;
}

export interface DocumentFindings {
  id: string;
  /** Every page has no text: the tribunal cannot search any of it. */
  scanned: 'all' | 'some' | 'none';
  pagesWithoutText: number[];
  privilege: PrivilegeMark[];
  undated: boolean;
}

export function checkDocument(document: CheckedDocument): DocumentFindings {
  const withoutText = document.pagesWithoutText.length;
  return {
    id: document.id,
    scanned: withoutText === 0 ? 'none' : withoutText >= document.pages ? 'all' : 'some',
    pagesWithoutText: document.pagesWithoutText,
    privilege: document.text ? privilegeMarks(document.text) : [],
    undated: !document.documentDate?.trim(),
  };
}

export type MeterState = 'noLimit' | 'within' | 'near' | 'over';

export interface PageMeter {
  pages: number;
  limit: number | null;
  state: MeterState;
}

/** Near: within the last tenth of the limit, when a long index or one more document could tip it over. */
export function pageMeter(pages: number, limit: number | null): PageMeter {
  if (limit === null || !Number.isFinite(limit) || limit <= 0) return { pages, limit: null, state: 'noLimit' };
  const state: MeterState = pages > limit ? 'over' : pages > limit * 0.9 ? 'near' : 'within';
  return { pages, limit, state };
}

export interface NumberedEntry {
  firstPage: number;
  lastPage: number;
}

/**
 * Where a built bundle's numbering is not continuous: each document starts on the page after the
 * one before ends (the first after the index), across sections and volumes, and the last ends on
 * the last page. Answers the 0-based entries where a break is found (empty: continuous).
 */
export function numberingBreaks(entries: readonly NumberedEntry[], indexPages: number, totalPages: number): number[] {
  const breaks: number[] = [];
  let expected = indexPages + 1;
  entries.forEach((entry, i) => {
    if (entry.firstPage !== expected || entry.lastPage < entry.firstPage) breaks.push(i);
    expected = entry.lastPage + 1;
  });
  if (entries.length > 0 && expected !== totalPages + 1 && !breaks.includes(entries.length - 1)) breaks.push(entries.length - 1);
  return breaks;
}
