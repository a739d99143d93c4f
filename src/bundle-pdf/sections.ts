/**
 * The order of a bundle: documents grouped by section in the usual tribunal order (pleadings,
 * orders, correspondence, evidence, witness statements), documents with no section after them, and
 * within each group the claimant's own order. Shared by the builder and the screen, so the list the
 * claimant arranges is the order the PDF comes out in. No pdf-lib here: the screen imports it.
 */
import { BUNDLE_SECTIONS, type BundleSection } from './types';

const RANK = new Map<BundleSection | null, number>([
  ...BUNDLE_SECTIONS.map((s, i) => [s, i] as const),
  [null, BUNDLE_SECTIONS.length],
]);

const rank = (section: BundleSection | null): number => RANK.get(section) ?? BUNDLE_SECTIONS.length;

/** The items grouped by section, keeping their order within each section (a stable sort). */
export function groupBySection<T extends { section: BundleSection | null }>(items: readonly T[]): T[] {
  return items
    .map((item, position) => ({ item, position }))
    .sort((a, b) => rank(a.item.section) - rank(b.item.section) || a.position - b.position)
    .map(({ item }) => item);
}

/** Whether any item has a section: then the index and the bookmarks are arranged by section. */
export function usesSections(items: readonly { section: BundleSection | null }[]): boolean {
  return items.some((item) => item.section !== null);
}

export function isBundleSection(value: string): value is BundleSection {
  return (BUNDLE_SECTIONS as readonly string[]).includes(value);
}
