import type { MessageKey } from '../i18n/translate';

/**
 * The site's route table, language-neutral. Every route exists in English
 * at the path and in Portuguese under /pt.
 */
export interface SiteRoute {
  path: string;
  title: MessageKey;
  description: MessageKey;
  /**
   * home and stages have their own pages; guide pages render content/{en,pt}<path>.mdx; screen
   * routes are built app screens (islands) with their own page files; app routes are screens not
   * built yet. A guide without its MDX, or an app route, shows the shell, its heading and one
   * honest line. static routes are guidance-weight pages with their own page files and at most a
   * small script (/pricing): indexed and held to the size budget (tests/e2e/layout.test.ts) like a guide.
   */
  kind: 'home' | 'stages' | 'guide' | 'static' | 'screen' | 'app';
}

const stageNumbers = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export const STAGE_COUNT = stageNumbers.length;

export const siteRoutes: readonly SiteRoute[] = [
  { path: '/', title: 'page.home.title', description: 'page.home.description', kind: 'home' },
  { path: '/auth', title: 'page.auth.title', description: 'page.auth.description', kind: 'screen' },
  { path: '/stages', title: 'page.stages.title', description: 'page.stages.description', kind: 'stages' },
  ...stageNumbers.map(
    (n): SiteRoute => ({
      path: `/stage/${n}`,
      title: `stage.${n}.title` as MessageKey,
      description: `stage.${n}.description` as MessageKey,
      kind: 'guide',
    }),
  ),
  { path: '/tracker', title: 'page.tracker.title', description: 'page.tracker.description', kind: 'screen' },
  { path: '/resources', title: 'page.resources.title', description: 'page.resources.description', kind: 'guide' },
  { path: '/documents', title: 'page.documents.title', description: 'page.documents.description', kind: 'screen' },
  { path: '/research', title: 'page.research.title', description: 'page.research.description', kind: 'screen' },
  { path: '/pricing', title: 'page.pricing.title', description: 'page.pricing.description', kind: 'static' },
  { path: '/glossary', title: 'page.glossary.title', description: 'page.glossary.description', kind: 'guide' },
  { path: '/tactical-guide', title: 'page.tactical.title', description: 'page.tactical.description', kind: 'guide' },
  { path: '/bundle', title: 'page.bundle.title', description: 'page.bundle.description', kind: 'screen' },
  { path: '/hearing', title: 'page.hearing.title', description: 'page.hearing.description', kind: 'screen' },
  { path: '/evidence', title: 'page.evidence.title', description: 'page.evidence.description', kind: 'screen' },
  { path: '/case-law', title: 'page.caseLaw.title', description: 'page.caseLaw.description', kind: 'screen' },
  { path: '/case-law/admin', title: 'page.caseLawAdmin.title', description: 'page.caseLawAdmin.description', kind: 'screen' },
  { path: '/admin/reviews', title: 'page.reviews.title', description: 'page.reviews.description', kind: 'screen' },
  {
    path: '/guides/unfair-dismissal',
    title: 'page.guideUnfair.title',
    description: 'page.guideUnfair.description',
    kind: 'guide',
  },
  {
    path: '/guides/discrimination',
    title: 'page.guideDiscrimination.title',
    description: 'page.guideDiscrimination.description',
    kind: 'guide',
  },
  {
    path: '/guides/whistleblowing',
    title: 'page.guideWhistleblowing.title',
    description: 'page.guideWhistleblowing.description',
    kind: 'guide',
  },
  { path: '/free-help', title: 'page.freeHelp.title', description: 'page.freeHelp.description', kind: 'guide' },
  { path: '/help-us', title: 'page.helpUs.title', description: 'page.helpUs.description', kind: 'guide' },
  { path: '/terms', title: 'page.terms.title', description: 'page.terms.description', kind: 'guide' },
  { path: '/privacy', title: 'page.privacy.title', description: 'page.privacy.description', kind: 'guide' },
];

/** Guidance pages (home, stages overview, every guide, pricing): indexed by search, held to the size budget (tests/e2e/layout.test.ts). */
export function isContentRoute(route: SiteRoute): boolean {
  return route.kind === 'home' || route.kind === 'stages' || route.kind === 'guide' || route.kind === 'static';
}

/** The stage before and after a stage page: 1 to 8, then home. */
export function stageNeighbours(n: number): { previous: string | null; next: string } {
  return {
    previous: n > 1 ? `/stage/${n - 1}` : null,
    next: n < STAGE_COUNT ? `/stage/${n + 1}` : '/',
  };
}

/** The header's navigation as it shows: home and the free guide first, then the case tools, then reference. */
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

/**
 * How a navigation link marks the page being read: 'page' on its own page, 'true' inside its
 * section (the Stages link while reading /stage/3, Case Law on its admin page), else nothing.
 */
export function navCurrent(linkPath: string, pagePath: string | null): 'page' | 'true' | undefined {
  if (pagePath === null) return undefined;
  if (linkPath === pagePath) return 'page';
  if (linkPath === '/stages' && /^\/stage\/\d$/.test(pagePath)) return 'true';
  if (linkPath !== '/' && pagePath.startsWith(`${linkPath}/`)) return 'true';
  return undefined;
}

export function routeFor(path: string): SiteRoute | undefined {
  return siteRoutes.find((route) => route.path === path);
}
