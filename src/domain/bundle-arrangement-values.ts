/**
 * The bundle arrangement's vocabularies, without zod: the bundle screen and the PDF builder need
 * these on the page, where zod (./bundle-arrangement, the Worker's check) would only add weight.
 */

/** The sections a tribunal bundle is usually arranged in, in the order they appear in it. */
export const BUNDLE_SECTIONS = ['pleadings', 'orders', 'correspondence', 'evidence', 'witness_statements'] as const;
export type BundleSection = (typeof BUNDLE_SECTIONS)[number];

/** A description is a line of the index: long enough for "Letter from HR dismissing me, with reasons". */
export const MAX_DOCUMENT_DESCRIPTION = 200;
