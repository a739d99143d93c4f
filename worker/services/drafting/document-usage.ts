/**
 * What the documents screen's usage banner shows: whether the plan includes documents, the free
 * ET1 drafts left this month, the unspent £10 credits, and whether payments are configured here.
 */
import type { Database } from '../../db/client';
import { countUnspentCredits } from '../../db/documents';
import { subscriptionState } from '../billing/state';
import { readUsage } from '../usage';

export async function documentUsage(
  db: Database,
  env: { STRIPE_SECRET_KEY?: string | undefined },
  userId: string,
  clock: { now: Date; today: string },
) {
  const [state, usage, credits] = await Promise.all([
    subscriptionState(db, userId, clock.now),
    readUsage(db, userId, 'et1_generation', clock.today),
    countUnspentCredits(db, userId),
  ]);
  const hasFeature = state.features.includes('documents');
  return {
    hasFeature,
    usage,
    credits,
    paymentsConfigured: Boolean(env.STRIPE_SECRET_KEY),
    /** The next ET1 drafted from a changed case uses the last free one of the month: the screen asks first. */
    lastFreeEt1: !hasFeature && usage.remaining === 1,
  };
}
