import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  completeBundleSavingPence,
  DOCUMENT_PRICE_ENV,
  FREE_DOCUMENT_LIMIT,
  FREE_RESEARCH_LIMIT,
  featuresFor,
  featuresForPlans,
  hasFeature,
  mainPlan,
  PAY_PER_DOCUMENT_PENCE,
  paidPlanTypes,
  planForPrice,
  plans,
  plansWith,
  planTypes,
  SUPPORT_QUERIES_PER_MONTH,
} from '../../src/domain/plans';
import { formatMoney } from '../../src/i18n/format';

describe('plans', () => {
  it('price the plan catalogue in pence', () => {
    expect(plans.free.pricePence).toBe(0);
    expect(plans.premium_base.pricePence).toBe(2000);
    expect(plans.complete_bundle.pricePence).toBe(4000);
    expect(plans.research_addon.pricePence).toBe(1500);
    expect(plans.whatsapp_addon.pricePence).toBe(1000);
    expect(plans.paralegal.pricePence).toBe(15000);
    expect(PAY_PER_DOCUMENT_PENCE).toBe(1000);
  });

  it('make the complete bundle £5 cheaper than its parts', () => {
    const parts = plans.premium_base.pricePence + plans.research_addon.pricePence + plans.whatsapp_addon.pricePence;
    expect(parts - plans.complete_bundle.pricePence).toBe(500);
    expect(completeBundleSavingPence()).toBe(500);
  });

  it('give the free tier 2 ET1 drafts and 2 research runs, and support 10 queries a month', () => {
    expect(FREE_DOCUMENT_LIMIT).toBe(2);
    expect(FREE_RESEARCH_LIMIT).toBe(2);
    expect(SUPPORT_QUERIES_PER_MONTH).toBe(10);
  });

  it.each([
    [null, ['basic']],
    ['free', ['basic']],
    ['unknown-plan', ['basic']],
    ['premium_base', ['basic', 'documents']],
    ['research_addon', ['basic', 'research']],
    ['whatsapp_addon', ['basic', 'support']],
    ['complete_bundle', ['basic', 'documents', 'research', 'support']],
    ['paralegal', ['basic', 'documents', 'research', 'support', 'paralegal']],
  ])('map %s to %j', (plan, features) => {
    expect(featuresFor(plan)).toEqual(features);
  });

  it('answer feature questions', () => {
    expect(hasFeature('complete_bundle', 'research')).toBe(true);
    expect(hasFeature('premium_base', 'research')).toBe(false);
    expect(hasFeature(undefined, 'basic')).toBe(true);
  });

  it('format whole pounds without pence, and pence when there are some', () => {
    expect(formatMoney(2000, 'en')).toBe('£20');
    expect(formatMoney(2050, 'en')).toBe('£20.50');
    expect(formatMoney(15000, 'pt')).toBe('150\u00a0£');
  });
});

describe('the Stripe side of the catalogue', () => {
  it('names each paid plan’s price variable, and none for free', () => {
    expect(Object.fromEntries(planTypes.map((plan) => [plan, plans[plan].priceEnv]))).toEqual({
      free: null,
      premium_base: 'STRIPE_PRICE_PREMIUM_BASE',
      complete_bundle: 'STRIPE_PRICE_COMPLETE_BUNDLE',
      research_addon: 'STRIPE_PRICE_RESEARCH_ADDON',
      whatsapp_addon: 'STRIPE_PRICE_WHATSAPP_ADDON',
      paralegal: 'STRIPE_PRICE_PARALEGAL',
    });
    expect(DOCUMENT_PRICE_ENV).toBe('STRIPE_PRICE_DOCUMENT');
    expect(paidPlanTypes).toEqual(planTypes.filter((plan) => plan !== 'free'));
    for (const plan of planTypes) expect(plans[plan].nameKey).toBe(`pricing.plan.${plan}.name`);
  });

  it('finds the plan of a price id from the environment', () => {
    const env = { STRIPE_PRICE_PREMIUM_BASE: 'price_a', STRIPE_PRICE_RESEARCH_ADDON: 'price_b' };
    expect(planForPrice('price_a', env)).toBe('premium_base');
    expect(planForPrice('price_b', env)).toBe('research_addon');
    expect(planForPrice('price_c', env)).toBeNull();
    // An unset variable matches nothing, not even an empty id.
    expect(planForPrice('', {})).toBeNull();
  });

  it('unions the features of every combination of plans, add-ons enhancing Premium Base', () => {
    const paid = [...paidPlanTypes];
    for (let mask = 0; mask < 1 << paid.length; mask += 1) {
      const held = paid.filter((_, index) => mask & (1 << index));
      const union = featuresForPlans(held);
      const expected = new Set(['basic', ...held.flatMap((plan) => featuresFor(plan))]);
      expect(new Set(union), held.join('+')).toEqual(expected);
      // Catalogue order, no repeats.
      expect(union, held.join('+')).toEqual(
        ['basic', 'documents', 'research', 'support', 'paralegal'].filter((f) => expected.has(f)),
      );
    }
    expect(featuresForPlans(['premium_base', 'research_addon'])).toEqual(['basic', 'documents', 'research']);
    expect(featuresForPlans(['premium_base', 'whatsapp_addon', 'research_addon'])).toEqual(featuresFor('complete_bundle'));
    expect(featuresForPlans([])).toEqual(['basic']);
    expect(featuresForPlans([null, 'unknown'])).toEqual(['basic']);
  });

  it('names the main plan of several: paralegal, then the bundle, then Premium Base, then an add-on', () => {
    expect(mainPlan([])).toBe('free');
    expect(mainPlan(['whatsapp_addon', 'research_addon'])).toBe('research_addon');
    expect(mainPlan(['research_addon', 'premium_base'])).toBe('premium_base');
    expect(mainPlan(['premium_base', 'complete_bundle'])).toBe('complete_bundle');
    expect(mainPlan(['complete_bundle', 'paralegal'])).toBe('paralegal');
    expect(mainPlan([null, 'unknown'])).toBe('free');
  });

  it('lists the plans that unlock each feature', () => {
    expect(plansWith('documents')).toEqual(['premium_base', 'complete_bundle', 'paralegal']);
    expect(plansWith('research')).toEqual(['complete_bundle', 'research_addon', 'paralegal']);
    expect(plansWith('support')).toEqual(['complete_bundle', 'whatsapp_addon', 'paralegal']);
    expect(plansWith('paralegal')).toEqual(['paralegal']);
  });
});

describe('npm run plan:grant', () => {
  const script = fileURLToPath(new URL('../../scripts/plan-grant.mjs', import.meta.url));

  it('refuses a plan that is not in the catalogue, listing the ones that are, before touching the database', () => {
    const result = spawnSync(process.execPath, [script, 'someone@example.org', 'gold'], { encoding: 'utf8' });
    expect(result.status).toBe(2);
    expect(result.stderr).toBe(
      'Unknown plan "gold".\nUsage: npm run plan:grant -- someone@example.com <plan>\nPlans: free, premium_base, complete_bundle, research_addon, whatsapp_addon, paralegal\n',
    );
  });

  it('refuses a missing e-mail address', () => {
    const result = spawnSync(process.execPath, [script, 'premium_base'], { encoding: 'utf8' });
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/^Usage: npm run plan:grant/);
  });
});
