/**
 * Structured data for a curated decision's page. schema.org has no type for a court decision (a
 * "LegalCase" type was proposed but never adopted; `Legislation` covers statutes only), so the
 * page describes itself as what it is, an `Article` about the decision (our summary), and the
 * decision as the `CreativeWork` it is `about`: its name, neutral or report citation
 * (`identifier`), date (`datePublished`), court (`publisher`, a `GovernmentOrganization`) and
 * the address of its judgment (`url`). All are documented schema.org properties.
 */
import type { CuratedCase } from '../../domain/case-law';
import { htmlLang, type Locale } from '../../i18n/locales';

export function decisionStructuredData({ decision, locale, url }: { decision: CuratedCase; locale: Locale; url: string }) {
  const identifiers = [decision.neutralCitation, decision.reportCitation].filter((value): value is string => value !== null);
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: decision.caseName,
    description: decision[locale].summary,
    inLanguage: htmlLang[locale],
    url,
    about: {
      '@type': 'CreativeWork',
      name: decision.caseName,
      identifier: identifiers,
      datePublished: decision.decisionDate,
      publisher: { '@type': 'GovernmentOrganization', name: decision.court },
      url: decision.caseUrl,
      inLanguage: 'en-GB',
    },
  };
}
