import { describe, expect, it } from 'vitest';
import {
  completeBundleSavingPence,
  FREE_DOCUMENT_LIMIT,
  FREE_RESEARCH_LIMIT,
  featuresFor,
  hasFeature,
  PAY_PER_DOCUMENT_PENCE,
  plans,
  SUPPORT_QUERIES_PER_MONTH,
} from '../../src/domain/plans';
import { formatMoney } from '../../src/i18n/format';

describe('plans', () => {
  it('price the spec catalogue in pence', () => {
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

  it('give the free tier 2 ET1 drafts and 2 research runs, and support 10 queries a month (spec part 2 §9)', () => {
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
