/**
 * Every family's policy, gathered from the route modules that declare them beside their routes
 * (the shape: routes/policy.ts), and the one a request path falls under. Applied by
 * worker/middleware/route-policy.ts; the cross-site and body-limit tests are generated from it.
 */

import { accountPolicies } from './account';
import { adminPolicies } from './admin';
import { authPolicies } from './auth';
import { billingPolicies } from './billing';
import { bundlesPolicies } from './bundles';
import { calendarPolicies } from './calendar';
import { caseEventsPolicies } from './case-events';
import { caseLawPolicies } from './case-law';
import { casesPolicies } from './cases';
import { documentsPolicies } from './documents';
import { evidencePolicies } from './evidence';
import { filesPolicies } from './files';
import { healthPolicies } from './health';
import { hearingQuestionsPolicies } from './hearing-questions';
import { lawWatchPolicies } from './law-watch';
import { missingPathsPolicies } from './missing-paths';
import { pageRefsPolicies } from './page-refs';
import { JSON_ONLY, type RoutePolicy } from './policy';
import { remindersPolicies } from './reminders';
import { researchPolicies } from './research';
import { savedSearchesPolicies } from './saved-searches';
import { subscriptionPolicies } from './subscription';
import { supportPolicies } from './support';
import { tasksPolicies } from './tasks';
import { translationsPolicies } from './translations';

export type { RoutePolicy };

/** A `path` pattern as a regular expression matching the whole path. */
function pathPattern(path: string): RegExp {
  const segments = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${segments.join('/')}$`);
}

/**
 * Longest first is not needed: prefixes do not nest, and a policy with a `path` is checked before
 * every prefix.
 */
export const routePolicies: readonly RoutePolicy[] = [
  ...bundlesPolicies,
  ...pageRefsPolicies,
  ...billingPolicies,
  ...remindersPolicies,
  ...healthPolicies,
  ...missingPathsPolicies,
  ...authPolicies,
  ...caseLawPolicies,
  ...lawWatchPolicies,
  ...casesPolicies,
  ...caseEventsPolicies,
  ...translationsPolicies,
  ...tasksPolicies,
  ...hearingQuestionsPolicies,
  ...calendarPolicies,
  ...evidencePolicies,
  ...filesPolicies,
  ...accountPolicies,
  ...savedSearchesPolicies,
  ...subscriptionPolicies,
  ...documentsPolicies,
  ...researchPolicies,
  ...supportPolicies,
  ...adminPolicies,
];

/** Paths that match no family (a 404 to be): no session, no body worth reading. */
export const fallbackPolicy: RoutePolicy = {
  prefix: '/api',
  session: false,
  personal: false,
  maxBodyBytes: 1024,
  bodyTypes: JSON_ONLY,
};

const patterns = new Map(routePolicies.flatMap((p) => (p.path ? [[p, pathPattern(p.path)] as const] : [])));

export function policyFor(path: string): RoutePolicy {
  for (const [policy, pattern] of patterns) if (pattern.test(path)) return policy;
  return routePolicies.find((p) => !p.path && (path === p.prefix || path.startsWith(`${p.prefix}/`))) ?? fallbackPolicy;
}
