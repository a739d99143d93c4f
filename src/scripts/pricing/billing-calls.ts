/**
 * The two billing calls /pricing makes (issue 13): start a Checkout for a plan, open the customer
 * portal. Both answer { url } or the API's error shape, which apiRequest turns into an ApiFailure.
 *
 * They go through apiRequest because the billing routes are built on another branch at the same
 * time; once they are merged this module switches to the typed client
 * (`call(client.api.billing.checkout.$post({ json: { plan } }))` and `…portal.$post()`), so the
 * types come from the routes. Kept in one small module so that switch is one edit.
 */
import type { PlanType } from '../../domain/plans';
import { apiRequest } from '../../stores/api';

/** A plan the reader can buy: every plan but the free one. */
export type PaidPlan = Exclude<PlanType, 'free'>;

export function startCheckout(plan: PaidPlan): Promise<{ url: string }> {
  return apiRequest<{ url: string }>('/api/billing/checkout', { method: 'POST', body: { plan } });
}

export function openPortal(): Promise<{ url: string }> {
  return apiRequest<{ url: string }>('/api/billing/portal', { method: 'POST' });
}
