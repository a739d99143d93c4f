/**
 * Buying and managing plans through Stripe: Checkout for a plan or for one document,
 * the customer portal, and the webhook that is the only writer of subscription state. Without
 * STRIPE_SECRET_KEY (or the price asked for) each route says payments are unavailable; a Stripe
 * failure is a 502 with its own code, logged without personal data.
 */
import { type Context, Hono } from 'hono';
import { billingMessages, billingValidation, checkoutRequestSchema, documentCreditRequestSchema } from '../../src/domain/billing';
import { DOCUMENT_PRICE_ENV, type PriceEnvName, plans } from '../../src/domain/plans';
import type { AppEnv } from '../app-env';
import { ApiError, ErrorCode } from '../errors';
import { log } from '../log';
import { requireUser, signedIn } from '../middleware/session';
import { checkoutUrl, portalUrl, receiveStripeEvent } from '../services/billing/sessions';
import { type StripeApi, stripeClient } from '../services/billing/stripe-client';
import { englishMessage, validate } from '../validation';
import { JSON_ONLY, type RoutePolicy } from './policy';

const unavailable = () => new ApiError(503, ErrorCode.PAYMENTS_UNAVAILABLE, billingMessages.unavailable);

/** The Stripe client and the price id, or 503 when either is not configured. */
function configured(c: Context<AppEnv>, priceEnv: PriceEnvName): { stripe: StripeApi; price: string } {
  const stripe = stripeClient(c.env);
  const price = c.env[priceEnv];
  if (!stripe || !price) throw unavailable();
  return { stripe, price };
}

const originOf = (c: Context<AppEnv>) => new URL(c.req.url).origin;

/** Where a failed Stripe call is logged from. */
const callSite = (c: Context<AppEnv>) => ({ requestId: c.get('requestId'), path: c.req.path });

const checkoutFailed = () => new ApiError(502, ErrorCode.CHECKOUT_FAILED, billingMessages.checkoutFailed);

export const billingRoutes = new Hono<AppEnv>()
  .post('/checkout', signedIn, validate('json', checkoutRequestSchema, ErrorCode.INVALID_PLAN), async (c) => {
    const user = requireUser(c.get('user'));
    const { plan } = c.req.valid('json');
    const priceEnv = plans[plan].priceEnv;
    if (!priceEnv) throw new ApiError(400, ErrorCode.INVALID_PLAN, englishMessage(billingValidation.invalidPlan));
    const { stripe, price } = configured(c, priceEnv);
    const origin = originOf(c);
    const url = await checkoutUrl(
      c.var.db,
      stripe,
      user,
      {
        mode: 'subscription',
        client_reference_id: user.id,
        line_items: [{ price, quantity: 1 }],
        success_url: `${origin}/?checkout=success`,
        cancel_url: `${origin}/pricing`,
        metadata: { userId: user.id, plan },
        subscription_data: { metadata: { userId: user.id, plan } },
      },
      callSite(c),
    );
    if (!url) throw checkoutFailed();
    return c.json({ url }, 200);
  })
  .post('/document-credit', signedIn, validate('json', documentCreditRequestSchema), async (c) => {
    const user = requireUser(c.get('user'));
    const { documentType } = c.req.valid('json');
    const { stripe, price } = configured(c, DOCUMENT_PRICE_ENV);
    const origin = originOf(c);
    const url = await checkoutUrl(
      c.var.db,
      stripe,
      user,
      {
        mode: 'payment',
        client_reference_id: user.id,
        line_items: [{ price, quantity: 1 }],
        success_url: `${origin}/documents?checkout=success`,
        cancel_url: `${origin}/pricing`,
        metadata: { userId: user.id, documentType },
      },
      callSite(c),
    );
    if (!url) throw checkoutFailed();
    return c.json({ url }, 200);
  })
  .post('/portal', signedIn, async (c) => {
    const user = requireUser(c.get('user'));
    const stripe = stripeClient(c.env);
    if (!stripe) throw unavailable();
    const portal = await portalUrl(c.var.db, stripe, user.id, `${originOf(c)}/pricing`, callSite(c));
    if (portal.refused === 'noSubscription') throw new ApiError(409, ErrorCode.NO_SUBSCRIPTION, billingMessages.noSubscription);
    if (portal.refused) throw new ApiError(502, ErrorCode.PORTAL_FAILED, billingMessages.portalFailed);
    return c.json({ url: portal.url }, 200);
  })
  // Stripe posts here: no session, no same-origin check (route policy), the signature is the proof.
  .post('/webhook', async (c) => {
    const signature = c.req.header('stripe-signature');
    if (!signature) throw new ApiError(400, ErrorCode.INVALID_SIGNATURE, billingMessages.invalidSignature);
    const secret = c.env.STRIPE_WEBHOOK_SECRET;
    if (!secret) throw unavailable();
    const body = await c.req.text();
    const received = await receiveStripeEvent(c.var.db, c.env, { body, signature, secret });
    if (received.refused === 'invalidSignature') {
      throw new ApiError(400, ErrorCode.INVALID_SIGNATURE, billingMessages.invalidSignature);
    }
    if (received.refused) throw new ApiError(400, ErrorCode.INVALID_EVENT, billingMessages.invalidEvent);
    const { event, outcome } = received;
    log('info', 'stripe event', { requestId: c.get('requestId'), event: event.id, type: event.type, outcome });
    return c.json({ received: true as const }, 200);
  });

/** What this module's routes accept (routes/policies.ts gathers every module's). */
export const billingPolicies: readonly RoutePolicy[] = [
  // Stripe's webhook: posted by Stripe, so no session and no same-origin check; the route verifies
  // the signature over the raw body. An event of the types it handles is a few kilobytes.
  {
    prefix: '/api/billing',
    path: '/api/billing/webhook',
    session: false,
    personal: false,
    fromAnywhere: true,
    maxBodyBytes: 64 * 1024,
    bodyTypes: JSON_ONLY,
  },
  // Checkout, document credit and portal: a plan or a document type.
  { prefix: '/api/billing', session: true, personal: true, maxBodyBytes: 1024, bodyTypes: JSON_ONLY },
];
