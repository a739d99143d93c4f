import type { MessageKey } from '../i18n/translate';

/**
 * The spec's route table (part 1 §2, part 2 §2), language-neutral. Every route exists in English
 * at the path and in Portuguese under /pt. `built: false` marks a screen whose feature belongs to a
 * later issue: it renders the shared shell, its heading and one honest line, and nothing else.
 * `content: true` marks guidance pages: Pagefind indexes them and the size budget applies.
 */
export interface SiteRoute {
  path: string;
  title: MessageKey;
  description: MessageKey;
  content: boolean;
  built: boolean;
}

const stageNumbers = [1, 2, 3, 4, 5, 6, 7, 8] as const;

export const siteRoutes: readonly SiteRoute[] = [
  { path: '/', title: 'page.home.title', description: 'page.home.description', content: true, built: true },
  { path: '/auth', title: 'page.auth.title', description: 'page.auth.description', content: false, built: false },
  { path: '/stages', title: 'page.stages.title', description: 'page.stages.description', content: true, built: false },
  ...stageNumbers.map(
    (n): SiteRoute => ({
      path: `/stage/${n}`,
      title: `stage.${n}.title` as MessageKey,
      description: `stage.${n}.description` as MessageKey,
      content: true,
      built: false,
    }),
  ),
  { path: '/tracker', title: 'page.tracker.title', description: 'page.tracker.description', content: false, built: false },
  { path: '/resources', title: 'page.resources.title', description: 'page.resources.description', content: true, built: false },
  { path: '/documents', title: 'page.documents.title', description: 'page.documents.description', content: false, built: false },
  { path: '/research', title: 'page.research.title', description: 'page.research.description', content: false, built: false },
  { path: '/pricing', title: 'page.pricing.title', description: 'page.pricing.description', content: true, built: false },
  { path: '/glossary', title: 'page.glossary.title', description: 'page.glossary.description', content: true, built: false },
  {
    path: '/tactical-guide',
    title: 'page.tactical.title',
    description: 'page.tactical.description',
    content: true,
    built: false,
  },
  { path: '/bundle', title: 'page.bundle.title', description: 'page.bundle.description', content: false, built: false },
  { path: '/evidence', title: 'page.evidence.title', description: 'page.evidence.description', content: false, built: false },
  { path: '/case-law', title: 'page.caseLaw.title', description: 'page.caseLaw.description', content: false, built: false },
  {
    path: '/case-law/admin',
    title: 'page.caseLawAdmin.title',
    description: 'page.caseLawAdmin.description',
    content: false,
    built: false,
  },
  {
    path: '/guides/unfair-dismissal',
    title: 'page.guideUnfair.title',
    description: 'page.guideUnfair.description',
    content: true,
    built: false,
  },
  {
    path: '/guides/discrimination',
    title: 'page.guideDiscrimination.title',
    description: 'page.guideDiscrimination.description',
    content: true,
    built: false,
  },
  {
    path: '/guides/whistleblowing',
    title: 'page.guideWhistleblowing.title',
    description: 'page.guideWhistleblowing.description',
    content: true,
    built: false,
  },
  { path: '/terms', title: 'page.terms.title', description: 'page.terms.description', content: true, built: false },
  { path: '/privacy', title: 'page.privacy.title', description: 'page.privacy.description', content: true, built: false },
];

/** The header's navigation, in the spec's order. */
export const navigation: readonly { path: string; label: MessageKey }[] = [
  { path: '/', label: 'nav.home' },
  { path: '/stages', label: 'nav.stages' },
  { path: '/tracker', label: 'nav.tracker' },
  { path: '/resources', label: 'nav.resources' },
  { path: '/documents', label: 'nav.documents' },
  { path: '/bundle', label: 'nav.bundle' },
  { path: '/research', label: 'nav.research' },
  { path: '/evidence', label: 'nav.evidence' },
  { path: '/case-law', label: 'nav.caseLaw' },
  { path: '/glossary', label: 'nav.glossary' },
];

export function routeFor(path: string): SiteRoute | undefined {
  return siteRoutes.find((route) => route.path === path);
}
