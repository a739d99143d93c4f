/**
 * Stripe's hosted pages for the signed-in user: a checkout for a plan or one document, and the
 * billing portal; and a webhook delivery checked and applied. A failed Stripe call is logged by kind
 * only (never the user's data) and answered as undefined or 'failed', which the route makes a 502.
 */
import type { Bindings } from '../../app-env';
import type { Database } from '../../db/client';
import { log } from '../../log';
import { customerFor, storedCustomer } from './customer';
import { type CheckoutSessionParams, describeStripeError, type StripeApi } from './stripe-client';
import { parseStripeEvent } from './stripe-event';
import { applyEvent } from './webhook';
import { signatureValid } from './webhook-signature';

/** Where a failed call is logged from: the request and its path. */
export type CallSite = { requestId: string; path: string };

/** Runs a Stripe call; undefined when it failed (logged by kind only). */
async function viaStripe<T>(site: CallSite, call: () => Promise<T>): Promise<T | undefined> {
  try {
    return await call();
  } catch (error) {
    log('warn', 'stripe call failed', { ...site, ...describeStripeError(error) });
    return undefined;
  }
}

/**
 * A checkout page for the user (their one Stripe customer made first if need be): its address, or
 * undefined when Stripe failed or answered none.
 */
export async function checkoutUrl(
  db: Database,
  stripe: StripeApi,
  user: { id: string; email: string },
  session: Omit<CheckoutSessionParams, 'customer'>,
  site: CallSite,
): Promise<string | undefined> {
  const created = await viaStripe(site, async () => {
    const customer = await customerFor(db, stripe, user);
    return stripe.checkout.sessions.create({ ...session, customer });
  });
  return created?.url ?? undefined;
}

/** The billing portal's address, or why not: the user has no Stripe customer, or Stripe failed. */
export async function portalUrl(
  db: Database,
  stripe: StripeApi,
  userId: string,
  returnUrl: string,
  site: CallSite,
): Promise<{ url: string; refused?: undefined } | { url?: undefined; refused: 'noSubscription' | 'failed' }> {
  const customer = await storedCustomer(db, userId);
  if (!customer) return { refused: 'noSubscription' };
  const session = await viaStripe(site, () => stripe.billingPortal.sessions.create({ customer, return_url: returnUrl }));
  return session ? { url: session.url } : { refused: 'failed' };
}

/**
 * A webhook delivery: the signature over the raw body checked first, then the event read (signed by
 * Stripe but not an event this server can read is refused as such, never half applied) and applied.
 */
export async function receiveStripeEvent(
  db: Database,
  env: Bindings,
  delivery: { body: string; signature: string; secret: string },
): Promise<
  | { event: { id: string; type: string }; outcome: Awaited<ReturnType<typeof applyEvent>>; refused?: undefined }
  | { event?: undefined; refused: 'invalidSignature' | 'invalidEvent' }
> {
  if (!(await signatureValid(delivery.body, delivery.signature, delivery.secret))) return { refused: 'invalidSignature' };
  const event = parseStripeEvent(delivery.body);
  if (!event) return { refused: 'invalidEvent' };
  return { event, outcome: await applyEvent(db, env, event) };
}
