/**
 * A WhatsApp support query for one of the user's cases. A query is counted when its link is asked
 * for: the conversation happens in WhatsApp, which we cannot see, so asking for the link is the only
 * moment the server knows of. One conditional upsert, so parallel clicks cannot pass the monthly limit.
 * The owner check comes first (another user's case is a 404 whatever else holds), then whether
 * support is offered at all (a 503), then the allowance.
 */

import type { UsageSummary } from '../../src/domain/usage';
import type { Database } from '../db/client';
import { findCase } from '../db/ownership';
import { countOneUse } from './usage';

export async function askForSupport(
  db: Database,
  owner: { userId: string; caseId: string },
  available: boolean,
  today: string,
): Promise<
  | { usage: UsageSummary; refused?: undefined }
  | { usage: UsageSummary; refused: 'limitReached' }
  | { usage?: undefined; refused: 'caseNotFound' | 'unavailable' }
> {
  if (!(await findCase(db, owner.userId, owner.caseId))) return { refused: 'caseNotFound' };
  if (!available) return { refused: 'unavailable' };
  return countOneUse(db, owner.userId, 'support_query', today);
}
