import path from 'node:path';
import { readCuratedCases, slug } from '../../scripts/case-law-seed.mjs';
import { isContentRoute, siteRoutes } from '../../src/config/routes';
import type { CuratedCase } from '../../src/domain/case-law';
import { curatedSlug } from '../../src/domain/case-law-address';
import { type Locale, locales, localizePath } from '../../src/i18n/locales';

/** Every page of the site in every language: the route table (src/config/routes.ts) once per language. */
export const allPages: { locale: Locale; path: string; url: string; content: boolean }[] = siteRoutes.flatMap((route) =>
  locales.map((locale) => ({ locale, path: route.path, url: localizePath(route.path, locale), content: isContentRoute(route) })),
);

/**
 * The curated decisions' pages share one template (src/components/case-law/DecisionPage.astro):
 * the longest in each language (by its texts and name) stands for all of them in the width, axe
 * and size checks; tests/e2e/case-law-pages.test.ts checks every one of them in dist/.
 */
export const longestDecisionPages: typeof allPages = locales.map((locale) => {
  const decisions = readCuratedCases(path.resolve(import.meta.dirname, '../..')) as CuratedCase[];
  const size = (d: CuratedCase) => d.caseName.length * 20 + JSON.stringify(d[locale]).length;
  const longest = decisions.reduce((a, b) => (size(b) > size(a) ? b : a));
  const neutral = `/case-law/${curatedSlug(slug(longest.caseName), longest.year)}`;
  return { locale, path: neutral, url: localizePath(neutral, locale), content: true };
});
