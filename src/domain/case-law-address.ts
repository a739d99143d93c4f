/**
 * Where a decision lives on the site. A curated decision (id `curated-<slug>-<year>`, from
 * seeds/case-law) has a static page of its own at /case-law/<slug>-<year>, built in both
 * languages and indexed; a synced decision (a UUID) has a stable address the Worker answers,
 * /case-law/d/<id>, which is never indexed by us (the sources' own rules: worker/services/caselaw).
 * Both are language-neutral paths: put them through localizePath for /pt.
 */
export const CURATED_ID_PREFIX = 'curated-';

/** The language-neutral address of the decision with this id. */
export function decisionPath(id: string): string {
  return id.startsWith(CURATED_ID_PREFIX)
    ? `/case-law/${id.slice(CURATED_ID_PREFIX.length)}`
    : `/case-law/d/${encodeURIComponent(id)}`;
}

/** The page slug of a curated decision from its slugged name and year (the id without its prefix). */
export function curatedSlug(nameSlug: string, year: number): string {
  return `${nameSlug}-${year}`;
}
