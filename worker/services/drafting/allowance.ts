/**
 * Whether a user may generate a document now, and what it costs them. The
 * documents feature (Premium Base, Complete Bundle, Paralegal) allows every type without
 * limit; without it an ET1 uses one of the free drafts of the month (one conditional upsert,
 * ../usage.ts), and any other type — or an ET1 past the free drafts — spends a £10 document credit
 * (one conditional UPDATE). Where payments are not configured on this server, a
 * pay-per-document message is shown and generation proceeds. Each use can be given back if the
 * document then cannot be stored. Drafting again from a case that has not changed costs nothing
 * (the route compares the inputs' hash with the stored drafts' before it asks here).
 */

import type { DocumentType } from '../../../src/domain/document-types';
import { documentMessages, type GenerationAllowance } from '../../../src/domain/documents';
import type { UsageSummary } from '../../../src/domain/usage';
import type { Database } from '../../db/client';
import { spendCredit, unspendCredit } from '../../db/documents';
import { ApiError, ErrorCode } from '../../errors';
import { subscriptionState } from '../billing/state';
import { consumeUsage, refundUsage } from '../usage';

export interface Allowance {
  kind: GenerationAllowance;
  /** The free ET1 count after this draft, when one was used. */
  usage: UsageSummary | null;
  /** Gives the use back (the draft was not stored). */
  refund: () => Promise<void>;
}

const nothing = async () => {};

/** A draft from a case unchanged since the stored draft of its type (./inputs-hash.ts): free. */
export const unchangedCase: Allowance = { kind: 'unchanged_case', usage: null, refund: nothing };

export async function takeAllowance(
  db: Database,
  input: { userId: string; documentType: DocumentType; today: string; now: Date; paymentsConfigured: boolean },
): Promise<Allowance> {
  const { userId, documentType, today, now } = input;
  const state = await subscriptionState(db, userId, now);
  if (state.features.includes('documents')) return { kind: 'documents_feature', usage: null, refund: nothing };
  if (documentType === 'et1') {
    const usage = await consumeUsage(db, userId, 'et1_generation', today);
    if (usage) return { kind: 'free_et1', usage, refund: () => refundUsage(db, userId, 'et1_generation', today) };
  }
  const credit = await spendCredit(db, userId, now.toISOString());
  if (credit) {
    return {
      kind: 'credit',
      usage: null,
      refund: () => unspendCredit(db, userId, credit),
    };
  }
  if (documentType === 'et1') {
    // Where nothing can be bought, the answer says what is still possible rather than "upgrade".
    const message = input.paymentsConfigured ? documentMessages.et1LimitReached : documentMessages.et1LimitReachedNoPayments;
    throw new ApiError(403, ErrorCode.USAGE_LIMIT_REACHED, message);
  }
  if (!input.paymentsConfigured) return { kind: 'payments_not_configured', usage: null, refund: nothing };
  throw new ApiError(402, ErrorCode.DOCUMENT_PAYMENT_REQUIRED, documentMessages.paymentRequired);
}
