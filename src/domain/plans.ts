/**
 * The plan catalogue and what each plan unlocks (spec part 2, §4 "Plan to features" and §9
 * "Plans"). Money is in pence, as integers. The payment provider's price identifiers are
 * configuration, not data, and arrive with billing.
 */
export const planTypes = ['free', 'premium_base', 'complete_bundle', 'research_addon', 'whatsapp_addon', 'paralegal'] as const;
export type PlanType = (typeof planTypes)[number];

export type Feature = 'basic' | 'documents' | 'research' | 'support' | 'paralegal';

export interface Plan {
  type: PlanType;
  /** Price per interval in pence. */
  pricePence: number;
  interval: 'month' | null;
}

export const plans: Record<PlanType, Plan> = {
  free: { type: 'free', pricePence: 0, interval: null },
  premium_base: { type: 'premium_base', pricePence: 2000, interval: 'month' },
  complete_bundle: { type: 'complete_bundle', pricePence: 4000, interval: 'month' },
  research_addon: { type: 'research_addon', pricePence: 1500, interval: 'month' },
  whatsapp_addon: { type: 'whatsapp_addon', pricePence: 1000, interval: 'month' },
  paralegal: { type: 'paralegal', pricePence: 15000, interval: 'month' },
};

/** One generated document bought on its own. */
export const PAY_PER_DOCUMENT_PENCE = 1000;

const planFeatures: Record<PlanType, readonly Feature[]> = {
  free: ['basic'],
  premium_base: ['basic', 'documents'],
  research_addon: ['basic', 'research'],
  whatsapp_addon: ['basic', 'support'],
  complete_bundle: ['basic', 'documents', 'research', 'support'],
  paralegal: ['basic', 'documents', 'research', 'support', 'paralegal'],
};

/**
 * The free plan's allowances (spec part 2 §9 "Free tier": 2 ET1 generations and 2 research runs,
 * counters reset at reset_date). The spec's pricing page says 1 free ET1 while its behaviour allows
 * 2; the server enforces these, and /pricing shows the same figures, so the page cannot promise
 * what the server refuses.
 */
export const FREE_DOCUMENT_LIMIT = 2;
export const FREE_RESEARCH_LIMIT = 2;

/** The support feature's monthly allowance (spec part 2 §9: WhatsApp Support, up to 10 queries a month). */
export const SUPPORT_QUERIES_PER_MONTH = 10;

/**
 * What the Complete Bundle saves against buying what it holds one by one: Premium Base plus the
 * Legal Research and WhatsApp Support add-ons (spec part 2 §9: £40, saves £5 against £20 + £15 + £10).
 */
export function completeBundleSavingPence(): number {
  const parts = plans.premium_base.pricePence + plans.research_addon.pricePence + plans.whatsapp_addon.pricePence;
  return parts - plans.complete_bundle.pricePence;
}

export function isPlanType(value: unknown): value is PlanType {
  return typeof value === 'string' && (planTypes as readonly string[]).includes(value);
}

/** The features of a plan; no plan, or one we do not know, gets the free plan's. */
export function featuresFor(planType: string | null | undefined): readonly Feature[] {
  return isPlanType(planType) ? planFeatures[planType] : planFeatures.free;
}

export function hasFeature(planType: string | null | undefined, feature: Feature): boolean {
  return featuresFor(planType).includes(feature);
}
