/**
 * The two billing calls /pricing makes: start a Checkout for a plan, open the customer
 * portal. Through the typed client, so the request and the answer's shape come from the Worker's
 * routes; failures are the API's ApiFailure with its stable code.
 */
import type { PaidPlanType } from '../../domain/plans';
import { call, client } from '../../stores/api';

export function startCheckout(plan: PaidPlanType) {
  return call(client.api.billing.checkout.$post({ json: { plan } }));
}

export function openPortal() {
  return call(client.api.billing.portal.$post());
}
