/**
 * Bundle page references in drafts: "[B: 45–47]" for a document on pages 45 to 47 of the hearing
 * bundle, "[B: 45]" for one page (the form tribunals' case management orders ask witness
 * statements and chronologies to use). A draft keeps, beside its text, the page range it cited for
 * each file; after the bundle is rebuilt in another order, the references in the text are found by
 * those ranges and rewritten from the newest index. Pure: the Worker stores, the templates write.
 */
import type { BundleIndexEntry } from '../bundle-index';

/** One file a draft cites, and the pages it cited it at. */
export interface CitedRange {
  documentId: string;
  firstPage: number;
  lastPage: number;
}

/** "[B: 45–47]", or "[B: 45]" for a single page (an en dash between pages, as in the bundle's index). */
export function formatPageRef(firstPage: number, lastPage: number): string {
  return firstPage === lastPage ? `[B: ${firstPage}]` : `[B: ${firstPage}–${lastPage}]`;
}

/**
 * A reference as written in a draft; a hyphen or spaces around the dash are read too, so one the
 * claimant typed or an editor changed is still found.
 */
const PAGE_REF = /\[B:\s*(\d{1,5})(?:\s*[–-]\s*(\d{1,5}))?\s*\]/g;

function rangesIn(content: string): { match: string; index: number; firstPage: number; lastPage: number }[] {
  return [...content.matchAll(PAGE_REF)].map((found) => {
    const firstPage = Number(found[1]);
    return { match: found[0], index: found.index, firstPage, lastPage: found[2] ? Number(found[2]) : firstPage };
  });
}

/** The reference for a file of the bundle, or null when it is not in the bundle (or none was built). */
export function pageRefFor(entries: readonly BundleIndexEntry[] | null | undefined, fileId: string | null): string | null {
  if (!entries || !fileId) return null;
  const entry = entries.find((candidate) => candidate.documentId === fileId);
  return entry ? formatPageRef(entry.firstPage, entry.lastPage) : null;
}

/** The files a text cites by page, read against the index it was written from (once each, in order). */
export function citedRanges(content: string, entries: readonly BundleIndexEntry[]): CitedRange[] {
  const cited = new Map<string, CitedRange>();
  for (const ref of rangesIn(content)) {
    const entry = entries.find((candidate) => candidate.firstPage === ref.firstPage && candidate.lastPage === ref.lastPage);
    if (entry && !cited.has(entry.documentId)) {
      cited.set(entry.documentId, { documentId: entry.documentId, firstPage: entry.firstPage, lastPage: entry.lastPage });
    }
  }
  return [...cited.values()];
}

/**
 * Whether a draft's references no longer match the newest index: a file it cites is now on other
 * pages, or no longer in the bundle. A rebuild that leaves every cited file where it was is not a
 * reason to refresh.
 */
export function refsAreStale(cited: readonly CitedRange[], current: readonly BundleIndexEntry[]): boolean {
  const now = new Map(current.map((entry) => [entry.documentId, entry]));
  return cited.some((ref) => {
    const entry = now.get(ref.documentId);
    return !entry || entry.firstPage !== ref.firstPage || entry.lastPage !== ref.lastPage;
  });
}

export interface RewrittenRefs {
  content: string;
  /** What the rewritten text cites, against the newest index. */
  cited: CitedRange[];
  /** References given new pages. */
  moved: number;
  /** References to files no longer in the bundle, marked with `notInBundle`. */
  removed: number;
}

/**
 * The text with every reference it made from the old index rewritten from the newest one. A
 * reference to a file no longer in the bundle becomes "[B: {notInBundle}]", so the claimant sees it
 * and decides what to do, rather than losing it silently; references the draft did not make (typed
 * by the claimant to pages it never cited) are left as they are.
 */
export function rewritePageRefs(
  content: string,
  cited: readonly CitedRange[],
  current: readonly BundleIndexEntry[],
  notInBundle: string,
): RewrittenRefs {
  const now = new Map(current.map((entry) => [entry.documentId, entry]));
  const still = new Map<string, CitedRange>();
  let moved = 0;
  let removed = 0;
  let out = '';
  let from = 0;
  for (const ref of rangesIn(content)) {
    const was = cited.find((range) => range.firstPage === ref.firstPage && range.lastPage === ref.lastPage);
    if (!was) continue;
    const entry = now.get(was.documentId);
    let replacement = `[B: ${notInBundle}]`;
    if (entry) {
      replacement = formatPageRef(entry.firstPage, entry.lastPage);
      still.set(entry.documentId, { documentId: entry.documentId, firstPage: entry.firstPage, lastPage: entry.lastPage });
      if (entry.firstPage !== was.firstPage || entry.lastPage !== was.lastPage) moved += 1;
    } else {
      removed += 1;
    }
    out += content.slice(from, ref.index) + replacement;
    from = ref.index + ref.match.length;
  }
  return { content: out + content.slice(from), cited: [...still.values()], moved, removed };
}
