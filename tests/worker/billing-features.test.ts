/**
 * The plan a user holds, from stored state: GET /api/subscription for every plan,
 * combinations of add-ons, and the states that keep or end access; and the one feature gate,
 * requireFeature, on a test-only app.
 */
import { env } from 'cloudflare:test';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../worker/app-env';
import { ApiError, errorBody } from '../../worker/errors';
import { withDatabase } from '../../worker/middleware/database';
import { type PaidFeature, requireFeature } from '../../worker/middleware/require-feature';
import { userId } from './_billing-users';
import { api, signUp } from './_factories';

const FUTURE = '2026-12-22T12:00:00.000Z';
const PAST = '2026-11-20T12:00:00.000Z';

interface Held {
  plans: string[];
  status?: string;
  periodEnd?: string | null;
  cancelAtPeriodEnd?: boolean;
}

/** Stores subscriptions as the webhook would, one per entry. */
async function holding(id: string, subscriptions: Held[]) {
  for (const held of subscriptions) {
    const sub = `sub_${crypto.randomUUID().slice(0, 12)}`;
    await env.DB.prepare(
      `INSERT INTO subscriptions (id, user_id, customer_id, status, current_period_end, cancel_at_period_end, last_event_created, updated_at)
       VALUES (?, ?, NULL, ?, ?, ?, 0, ?)`,
    )
      .bind(
        sub,
        id,
        held.status ?? 'active',
        held.periodEnd === undefined ? FUTURE : held.periodEnd,
        held.cancelAtPeriodEnd ? 1 : 0,
        FUTURE,
      )
      .run();
    for (const plan of held.plans) {
      await env.DB.prepare('INSERT INTO subscription_items (subscription_id, price_id, plan_type) VALUES (?, ?, ?)')
        .bind(sub, `price_${plan}`, plan)
        .run();
    }
  }
}

async function stateOf(subscriptions: Held[]) {
  const user = await signUp();
  await holding(await userId(user), subscriptions);
  const response = await api('/subscription', user);
  expect(response.status).toBe(200);
  return response.json();
}

describe('GET /api/subscription', () => {
  it('a user who never subscribed is free and inactive', async () => {
    expect(await stateOf([])).toEqual({
      subscribed: false,
      plan_type: 'free',
      status: 'inactive',
      subscription_end: null,
      features: ['basic'],
    });
  });

  it.each([
    ['premium_base', ['basic', 'documents']],
    ['research_addon', ['basic', 'research']],
    ['whatsapp_addon', ['basic', 'support']],
    ['complete_bundle', ['basic', 'documents', 'research', 'support']],
    ['paralegal', ['basic', 'documents', 'research', 'support', 'paralegal']],
  ])('%s alone gives %j', async (plan, features) => {
    expect(await stateOf([{ plans: [plan] }])).toEqual({
      subscribed: true,
      plan_type: plan,
      status: 'active',
      subscription_end: FUTURE,
      features,
    });
  });

  it.each([
    [['premium_base', 'research_addon'], 'premium_base', ['basic', 'documents', 'research']],
    [['premium_base', 'whatsapp_addon'], 'premium_base', ['basic', 'documents', 'support']],
    [['premium_base', 'research_addon', 'whatsapp_addon'], 'premium_base', ['basic', 'documents', 'research', 'support']],
    [['research_addon', 'whatsapp_addon'], 'research_addon', ['basic', 'research', 'support']],
    [['complete_bundle', 'paralegal'], 'paralegal', ['basic', 'documents', 'research', 'support', 'paralegal']],
  ])('items %j in one subscription: plan %s, features %j', async (held, plan, features) => {
    expect(await stateOf([{ plans: held }])).toMatchObject({ subscribed: true, plan_type: plan, features });
  });

  it('add-ons in a separate subscription enhance Premium Base too', async () => {
    expect(await stateOf([{ plans: ['whatsapp_addon'] }, { plans: ['premium_base'] }])).toMatchObject({
      plan_type: 'premium_base',
      features: ['basic', 'documents', 'support'],
    });
  });

  it('past due keeps access until the period ends, then is free', async () => {
    expect(await stateOf([{ plans: ['premium_base'], status: 'past_due' }])).toEqual({
      subscribed: true,
      plan_type: 'premium_base',
      status: 'past_due',
      subscription_end: FUTURE,
      features: ['basic', 'documents'],
    });
    expect(await stateOf([{ plans: ['premium_base'], status: 'past_due', periodEnd: PAST }])).toEqual({
      subscribed: false,
      plan_type: 'free',
      status: 'inactive',
      subscription_end: null,
      features: ['basic'],
    });
  });

  it('cancelling at the period end keeps access until then, with the end date', async () => {
    expect(await stateOf([{ plans: ['complete_bundle'], cancelAtPeriodEnd: true }])).toMatchObject({
      subscribed: true,
      status: 'active',
      subscription_end: FUTURE,
    });
    expect(await stateOf([{ plans: ['complete_bundle'], cancelAtPeriodEnd: true, periodEnd: PAST }])).toMatchObject({
      subscribed: false,
      plan_type: 'free',
      features: ['basic'],
    });
  });

  it('canceled is free with status canceled', async () => {
    expect(await stateOf([{ plans: ['paralegal'], status: 'canceled' }])).toEqual({
      subscribed: false,
      plan_type: 'free',
      status: 'canceled',
      subscription_end: null,
      features: ['basic'],
    });
  });

  it('trialing has access', async () => {
    expect(await stateOf([{ plans: ['research_addon'], status: 'trialing' }])).toMatchObject({
      subscribed: true,
      status: 'trialing',
      plan_type: 'research_addon',
    });
  });

  it.each([['incomplete'], ['incomplete_expired'], ['unpaid'], ['paused']])('%s has no access', async (status) => {
    expect(await stateOf([{ plans: ['premium_base'], status }])).toMatchObject({
      subscribed: false,
      plan_type: 'free',
      status: 'inactive',
    });
  });

  it('a canceled old subscription beside a live one shows the live one', async () => {
    expect(await stateOf([{ plans: ['paralegal'], status: 'canceled' }, { plans: ['premium_base'] }])).toEqual({
      subscribed: true,
      plan_type: 'premium_base',
      status: 'active',
      subscription_end: FUTURE,
      features: ['basic', 'documents'],
    });
  });

  it('a local grant (no period end) has access with no end date', async () => {
    expect(await stateOf([{ plans: ['complete_bundle'], periodEnd: null }])).toMatchObject({
      subscribed: true,
      subscription_end: null,
    });
  });
});

/** A test-only app: the request's Database, the session a header naming the user, then the gate, then an answer. */
function gated(feature: PaidFeature) {
  return new Hono<AppEnv>()
    .use(withDatabase)
    .use(async (c, next) => {
      const id = c.req.header('x-test-user');
      c.set('user', id ? { id, email: 'x@example.org', role: 'user' } : null);
      await next();
    })
    .get('/gated', requireFeature(feature), (c) => c.json({ ok: true }))
    .onError((error, c) =>
      error instanceof ApiError ? c.json(errorBody(error.code, error.message), error.status) : c.text('bug', 500),
    );
}

const MESSAGES: Record<PaidFeature, string> = {
  documents: 'Unlimited document generation needs the Premium Base, Complete Bundle or Paralegal Services plan.',
  research: 'Legal research needs the Complete Bundle, Legal Research add-on or Paralegal Services plan.',
  support: 'WhatsApp support needs the Complete Bundle, WhatsApp Support add-on or Paralegal Services plan.',
  paralegal: 'Paralegal review needs the Paralegal Services plan.',
};

describe('requireFeature', () => {
  const cases: [PaidFeature, string[], boolean][] = [
    ['documents', [], false],
    ['documents', ['research_addon', 'whatsapp_addon'], false],
    ['documents', ['premium_base'], true],
    ['research', ['premium_base'], false],
    ['research', ['premium_base', 'research_addon'], true],
    ['research', ['complete_bundle'], true],
    ['support', ['research_addon'], false],
    ['support', ['whatsapp_addon'], true],
    ['paralegal', ['complete_bundle'], false],
    ['paralegal', ['paralegal'], true],
  ];

  it.each(cases)('%s with %j: allowed %s', async (feature, held, allowed) => {
    const user = await signUp();
    const id = await userId(user);
    await holding(id, held.length > 0 ? [{ plans: held }] : []);
    const response = await gated(feature).request('/gated', { headers: { 'x-test-user': id } }, env);
    if (allowed) {
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ ok: true });
    } else {
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: { code: 'FEATURE_REQUIRED', message: MESSAGES[feature] } });
    }
  });

  it('ends with the period: a past-due plan whose period is over is refused', async () => {
    const user = await signUp();
    const id = await userId(user);
    await holding(id, [{ plans: ['paralegal'], status: 'past_due', periodEnd: PAST }]);
    const response = await gated('documents').request('/gated', { headers: { 'x-test-user': id } }, env);
    expect(response.status).toBe(403);
  });

  it('signed out is a 401 before any plan is read', async () => {
    const response = await gated('documents').request('/gated', {}, env);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'Sign in to continue.' } });
  });
});
