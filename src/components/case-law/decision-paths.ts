/**
 * The static paths of the curated decisions' pages for one language: each seed entry checked
 * against the curated-decision schema (the build stops on a decision without its source, its date
 * or both languages), with the guide pages in that language that cite it.
 */
import { getCollection } from 'astro:content';
import { readCuratedCases, slug } from '../../../scripts/case-law-seed.mjs';
import { type CuratedCase, curatedCaseSchema } from '../../domain/case-law';
import { curatedSlug } from '../../domain/case-law-address';
import { caseNamePattern } from '../../domain/case-names';
import type { Locale } from '../../i18n/locales';

// A type, not an interface: Astro's static paths take props as a plain record.
export type DecisionPageProps = {
  locale: Locale;
  slug: string;
  decision: CuratedCase;
  citedIn: { path: string; title: string }[];
};

export function curatedDecisions(): CuratedCase[] {
  return readCuratedCases(process.cwd()).map((entry) => {
    const result = curatedCaseSchema.safeParse(entry);
    if (!result.success) {
      const name = (entry as { caseName?: unknown }).caseName;
      const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
      throw new Error(`seeds/case-law: "${String(name)}" cannot be published: ${problems}`);
    }
    return result.data;
  });
}

export async function decisionPaths(locale: Locale) {
  const pages = (await getCollection('pages')).filter((entry) => entry.id.startsWith(`${locale}/`));
  return curatedDecisions().map((decision) => {
    const pattern = caseNamePattern(decision.caseName);
    const citedIn = pages
      .filter((entry) => {
        if (!pattern || !entry.body) return false;
        pattern.lastIndex = 0;
        return pattern.test(entry.body);
      })
      .map((entry) => ({ path: entry.id.slice(locale.length), title: entry.data.title }))
      .sort((a, b) => a.path.localeCompare(b.path));
    const pageSlug = curatedSlug(slug(decision.caseName), decision.year);
    const props: DecisionPageProps = { locale, slug: pageSlug, decision, citedIn };
    return { params: { decision: pageSlug }, props };
  });
}
