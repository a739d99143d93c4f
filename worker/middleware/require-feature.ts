/**
 * The one gate for paid features: a route that needs documents, research, support or
 * paralegal puts `requireFeature(feature)` after the session, and a user whose stored plan lacks it
 * gets 403 FEATURE_REQUIRED naming the plans that unlock it. Free limits and document credits are
 * the drafting routes' own business: they read `subscriptionState` themselves.
 */
import type { MiddlewareHandler } from 'hono';
import { type Feature, plans, plansWith } from '../../src/domain/plans';
import type { AppEnv } from '../app-env';
import { ApiError, ErrorCode } from '../errors';
import { subscriptionState } from '../services/billing/state';
import { requireUser } from './session';

export type PaidFeature = Exclude<Feature, 'basic'>;

const featureNames: Record<PaidFeature, string> = {
  documents: 'Unlimited document generation',
  research: 'Legal research',
  support: 'WhatsApp support',
  paralegal: 'Paralegal review',
};

/** "Legal research needs the Legal Research add-on, Complete Bundle or Paralegal Services plan." */
export function featureRequiredMessage(feature: PaidFeature): string {
  const names = plansWith(feature).map((plan) => plans[plan].name);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : (names[0] ?? '');
  return `${featureNames[feature]} needs the ${list} plan.`;
}

export function requireFeature(feature: PaidFeature): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = requireUser(c.get('user'));
    const state = await subscriptionState(c.var.db, user.id, new Date());
    if (!state.features.includes(feature)) {
      throw new ApiError(403, ErrorCode.FEATURE_REQUIRED, featureRequiredMessage(feature));
    }
    await next();
  };
}
