/**
 * Which index page each row goes on, and where. Pure, and independent of page numbers: the index's
 * length must be known before the page ranges it prints can be (they count its own pages), and
 * row heights depend only on the wrapped names, never on the numbers.
 */

export const ENTRY_LEADING = 13;
export const NOTE_LEADING = 11;
export const ROW_PADDING = 4;
export const SECTION_HEIGHT = 26;

export type IndexRow =
  | { kind: 'section'; title: string }
  | { kind: 'entry'; entry: number; nameLines: readonly string[]; noteLines: readonly string[] };

export interface PlacedRow {
  row: IndexRow;
  /** 0 for the index's first page. */
  page: number;
  /** y of the row's top edge (PDF coordinates: up from the bottom). */
  top: number;
  height: number;
}

export function rowHeight(row: IndexRow): number {
  if (row.kind === 'section') return SECTION_HEIGHT;
  return 2 * ROW_PADDING + Math.max(1, row.nameLines.length) * ENTRY_LEADING + row.noteLines.length * NOTE_LEADING;
}

/**
 * Rows top to bottom from `firstTop` on the first page and `nextTop` on the others, down to
 * `bottom`. A section heading never ends a page: it moves over with the row under it.
 */
export function layoutIndex(
  rows: readonly IndexRow[],
  firstTop: number,
  nextTop: number,
  bottom: number,
): { pageCount: number; placed: PlacedRow[] } {
  const placed: PlacedRow[] = [];
  let page = 0;
  let top = firstTop;
  rows.forEach((row, i) => {
    const height = rowHeight(row);
    const next = rows[i + 1];
    const needed = row.kind === 'section' && next ? height + rowHeight(next) : height;
    // A row taller than a whole page (a name of hundreds of characters) still goes on a fresh page.
    if (top - needed < bottom && top !== (page === 0 ? firstTop : nextTop)) {
      page += 1;
      top = nextTop;
    }
    placed.push({ row, page, top, height });
    top -= height;
  });
  return { pageCount: page + 1, placed };
}
