/**
 * The claimant's arrangement of the bundle: which files go in, in what order, in which section.
 * Pure functions over an immutable list, so the screen's buttons, drag and drop and section select
 * all go through the same rules (unit-tested). The list is always grouped by section in the order
 * the PDF will have (../../bundle-pdf/sections), so what the claimant sees is what they get: Move
 * up and Move down work within a section, and a file dropped among another section's files joins
 * that section.
 */
import { groupBySection } from '../../bundle-pdf/sections';
import type { BundleSection } from '../../bundle-pdf/types';
import { plainName } from '../../domain/text';

export interface Arranged {
  id: string;
  section: BundleSection | null;
  included: boolean;
  /** The document's own date (yyyy-mm-dd) for the index; null: undated. */
  documentDate: string | null;
  /** What the index calls it; null: its file name. */
  description: string | null;
}

/** A file as the bundle list gives it, with the arrangement last saved (src/domain/bundle-files.ts). */
export interface ArrangeableFile {
  id: string;
  fileName: string;
  uploadDate: string;
  position?: number | null;
  section?: BundleSection | null;
  included?: boolean;
  documentDate?: string | null;
  description?: string | null;
}

/**
 * The starting order: the saved arrangement (files by their saved place, in their saved sections),
 * then files never arranged, oldest upload first (the order things happened, usually), ties by name.
 */
export function initialArrangement(files: readonly ArrangeableFile[]): Arranged[] {
  const placed = (file: ArrangeableFile) => file.position ?? Number.POSITIVE_INFINITY;
  return groupBySection(
    [...files]
      .sort((a, b) => placed(a) - placed(b) || a.uploadDate.localeCompare(b.uploadDate) || a.fileName.localeCompare(b.fileName))
      .map((file) => ({
        id: file.id,
        section: file.section ?? null,
        included: file.included ?? true,
        documentDate: file.documentDate ?? null,
        // One stored before the schema stripped them still prints none in the index.
        description: file.description == null ? null : plainName(file.description),
      })),
  );
}

const indexOf = (items: readonly Arranged[], id: string): number => items.findIndex((item) => item.id === id);

/** The list cut where the section changes, each file with its place in the whole bundle (for the headings the screen shows). */
export function sectionGroups(
  items: readonly Arranged[],
): { section: BundleSection | null; items: { item: Arranged; index: number }[] }[] {
  const groups: { section: BundleSection | null; items: { item: Arranged; index: number }[] }[] = [];
  items.forEach((item, index) => {
    const last = groups.at(-1);
    if (last && last.section === item.section) last.items.push({ item, index });
    else groups.push({ section: item.section, items: [{ item, index }] });
  });
  return groups;
}

export function canMoveUp(items: readonly Arranged[], id: string): boolean {
  const i = indexOf(items, id);
  return i > 0 && items[i - 1]?.section === items[i]?.section;
}

export function canMoveDown(items: readonly Arranged[], id: string): boolean {
  const i = indexOf(items, id);
  return i >= 0 && i < items.length - 1 && items[i + 1]?.section === items[i]?.section;
}

function swap<T>(items: readonly T[], a: number, b: number): T[] {
  const next = [...items];
  [next[a], next[b]] = [next[b] as T, next[a] as T];
  return next;
}

/** Swaps the file with the one above it in its section; unchanged at the top of a section. */
export function moveUp<T extends Arranged>(items: readonly T[], id: string): T[] {
  const i = indexOf(items, id);
  return canMoveUp(items, id) ? swap(items, i, i - 1) : [...items];
}

export function moveDown<T extends Arranged>(items: readonly T[], id: string): T[] {
  const i = indexOf(items, id);
  return canMoveDown(items, id) ? swap(items, i, i + 1) : [...items];
}

/**
 * Drag and drop: the file takes the place of `targetId` (the one it was dropped on), the others
 * shifting to make room, and joins the target's section.
 */
export function moveTo<T extends Arranged>(items: readonly T[], id: string, targetId: string): T[] {
  const from = indexOf(items, id);
  const to = indexOf(items, targetId);
  const moving = items[from];
  const target = items[to];
  if (!moving || !target || from === to) return [...items];
  const rest = items.filter((item) => item.id !== id);
  rest.splice(to, 0, { ...moving, section: target.section });
  return groupBySection(rest);
}

/** Puts the file in a section (or none): it moves to the end of that section's group. */
export function setSection<T extends Arranged>(items: readonly T[], id: string, section: BundleSection | null): T[] {
  const moving = items.find((item) => item.id === id);
  if (!moving || moving.section === section) return [...items];
  return groupBySection([...items.filter((item) => item.id !== id), { ...moving, section }]);
}

export function setIncluded<T extends Arranged>(items: readonly T[], id: string, included: boolean): T[] {
  return items.map((item) => (item.id === id ? { ...item, included } : item));
}

/** 1-based position of a file in the list, for the announcement after a move. */
export function positionOf(items: readonly Arranged[], id: string): number {
  return indexOf(items, id) + 1;
}

/** A file's own date and description, as typed (an empty field is none). */
export function setDetails<T extends Arranged>(
  items: readonly T[],
  id: string,
  details: Partial<Pick<Arranged, 'documentDate' | 'description'>>,
): T[] {
  return items.map((item) => (item.id === id ? { ...item, ...details } : item));
}
