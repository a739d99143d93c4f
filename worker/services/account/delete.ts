/**
 * Deletes an account and everything in it: its Stripe customer first (an account is never deleted
 * while its subscription still charges the card), then its files, then its rows in one transaction.
 */
import { billingMessages } from '../../../src/domain/billing';
import type { Bindings, SessionUser } from '../../app-env';
import { deleteAccountRows } from '../../db/account';
import type { Database } from '../../db/client';
import { ApiError, ErrorCode } from '../../errors';
import { log } from '../../log';
import { removeCustomer } from '../billing/customer';
import { stripeClient } from '../billing/stripe-client';
import { deleteObjectsUnder } from '../bundle/store';

export async function deleteAccount(db: Database, env: Bindings, current: SessionUser, requestId: string): Promise<void> {
  // Stripe first: an account is never deleted while its subscription still charges the card.
  const billing = await removeCustomer(db, stripeClient(env), current.id);
  if (billing === 'unavailable' || billing === 'failed') {
    log('warn', 'account kept: its Stripe customer could not be removed', { requestId, billing });
    throw new ApiError(
      billing === 'unavailable' ? 503 : 502,
      billing === 'unavailable' ? ErrorCode.PAYMENTS_UNAVAILABLE : ErrorCode.CANCELLATION_FAILED,
      billingMessages.cancelBeforeDeleting,
    );
  }
  // Files first, then rows: if the rows fail, a retry finds the account and deletes them; the
  // other way round could leave files with no account left to reach them.
  const files = await deleteObjectsUnder(env.FILES, `${current.id}/`);
  // One transaction: an account is never half deleted (db/account.ts).
  await deleteAccountRows(db, current);
  log('info', 'account deleted', { requestId, files });
}
