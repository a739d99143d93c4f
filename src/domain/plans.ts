/**
 * The plan catalogue and what each plan unlocks (the features each plan gives and its price
 * ). Money is in pence, as integers. The payment provider's price identifiers are
 * configuration, not data: each plan names the environment variable holding its Stripe price id.
 */
export const planTypes = ['free', 'premium_base', 'complete_bundle', 'research_addon', 'whatsapp_addon', 'paralegal'] as const;
export type PlanType = (typeof planTypes)[number];

/** The plans that can be bought (everything but free). */
export const paidPlanTypes = ['premium_base', 'complete_bundle', 'research_addon', 'whatsapp_addon', 'paralegal'] as const;
export type PaidPlanType = (typeof paidPlanTypes)[number];

export const features = ['basic', 'documents', 'research', 'support', 'paralegal'] as const;
export type Feature = (typeof features)[number];

/** The environment variables holding the Stripe price ids (set in .dev.vars or as Worker secrets). */
export type PriceEnvName =
  | 'STRIPE_PRICE_PREMIUM_BASE'
  | 'STRIPE_PRICE_COMPLETE_BUNDLE'
  | 'STRIPE_PRICE_RESEARCH_ADDON'
  | 'STRIPE_PRICE_WHATSAPP_ADDON'
  | 'STRIPE_PRICE_PARALEGAL'
  | 'STRIPE_PRICE_DOCUMENT';

export interface Plan {
  type: PlanType;
  /** The plan's name in English (Stripe product names, server messages); pages use `nameKey`. */
  name: string;
  /** The i18n key of the plan's name. */
  nameKey: `pricing.plan.${PlanType}.name`;
  /** Price per interval in pence. */
  pricePence: number;
  interval: 'month' | null;
  /** The environment variable holding the plan's Stripe price id; free has none. */
  priceEnv: PriceEnvName | null;
}

export const plans: Record<PlanType, Plan> = {
  free: { type: 'free', name: 'Free', nameKey: 'pricing.plan.free.name', pricePence: 0, interval: null, priceEnv: null },
  premium_base: {
    type: 'premium_base',
    name: 'Premium Base',
    nameKey: 'pricing.plan.premium_base.name',
    pricePence: 2000,
    interval: 'month',
    priceEnv: 'STRIPE_PRICE_PREMIUM_BASE',
  },
  complete_bundle: {
    type: 'complete_bundle',
    name: 'Complete Bundle',
    nameKey: 'pricing.plan.complete_bundle.name',
    pricePence: 4000,
    interval: 'month',
    priceEnv: 'STRIPE_PRICE_COMPLETE_BUNDLE',
  },
  research_addon: {
    type: 'research_addon',
    name: 'Legal Research add-on',
    nameKey: 'pricing.plan.research_addon.name',
    pricePence: 1500,
    interval: 'month',
    priceEnv: 'STRIPE_PRICE_RESEARCH_ADDON',
  },
  whatsapp_addon: {
    type: 'whatsapp_addon',
    name: 'WhatsApp Support add-on',
    nameKey: 'pricing.plan.whatsapp_addon.name',
    pricePence: 1000,
    interval: 'month',
    priceEnv: 'STRIPE_PRICE_WHATSAPP_ADDON',
  },
  paralegal: {
    type: 'paralegal',
    name: 'Paralegal Services',
    nameKey: 'pricing.plan.paralegal.name',
    pricePence: 15000,
    interval: 'month',
    priceEnv: 'STRIPE_PRICE_PARALEGAL',
  },
};

/** One generated document bought on its own. */
export const PAY_PER_DOCUMENT_PENCE = 1000;
/** The environment variable holding the one-off document's Stripe price id. */
export const DOCUMENT_PRICE_ENV: PriceEnvName = 'STRIPE_PRICE_DOCUMENT';

const planFeatures: Record<PlanType, readonly Feature[]> = {
  free: ['basic'],
  premium_base: ['basic', 'documents'],
  research_addon: ['basic', 'research'],
  whatsapp_addon: ['basic', 'support'],
  complete_bundle: ['basic', 'documents', 'research', 'support'],
  paralegal: ['basic', 'documents', 'research', 'support', 'paralegal'],
};

/**
 * The free plan's allowances (2 ET1 generations and 2 research runs,
 * counters reset at reset_date). The server enforces these, and /pricing shows the same figures
 * from here, so the page cannot promise what the server refuses (a pricing page that said 1 free
 * ET1 while 2 were allowed is what this prevents).
 */
export const FREE_DOCUMENT_LIMIT = 2;
export const FREE_RESEARCH_LIMIT = 2;

/** The support feature's monthly allowance (WhatsApp Support: up to 10 queries a month). */
export const SUPPORT_QUERIES_PER_MONTH = 10;

/**
 * What the Complete Bundle saves against buying what it holds one by one: Premium Base plus the
 * Legal Research and WhatsApp Support add-ons (£40 saves £5 against £20 + £15 + £10).
 */
export function completeBundleSavingPence(): number {
  const parts = plans.premium_base.pricePence + plans.research_addon.pricePence + plans.whatsapp_addon.pricePence;
  return parts - plans.complete_bundle.pricePence;
}

export function isPlanType(value: unknown): value is PlanType {
  return typeof value === 'string' && (planTypes as readonly string[]).includes(value);
}

export function isPaidPlanType(value: unknown): value is PaidPlanType {
  return typeof value === 'string' && (paidPlanTypes as readonly string[]).includes(value);
}

/** The features of a plan; no plan, or one we do not know, gets the free plan's. */
export function featuresFor(planType: string | null | undefined): readonly Feature[] {
  return isPlanType(planType) ? planFeatures[planType] : planFeatures.free;
}

export function hasFeature(planType: string | null | undefined, feature: Feature): boolean {
  return featuresFor(planType).includes(feature);
}

/**
 * The features of several active plan items together (add-ons enhance Premium Base: Premium Base
 * with the research add-on has documents and research). Always at least basic; in catalogue order.
 */
export function featuresForPlans(planTypesHeld: readonly (string | null | undefined)[]): Feature[] {
  const held = new Set<Feature>(['basic']);
  for (const plan of planTypesHeld) for (const feature of featuresFor(plan)) held.add(feature);
  return features.filter((feature) => held.has(feature));
}

/**
 * Which plan names a set of items: the one whose features include the others' (paralegal holds
 * everything; the bundle holds Premium Base and both add-ons), then Premium Base, then an add-on.
 */
const planRank: readonly PlanType[] = ['paralegal', 'complete_bundle', 'premium_base', 'research_addon', 'whatsapp_addon'];

export function mainPlan(planTypesHeld: readonly (string | null | undefined)[]): PlanType {
  return planRank.find((plan) => planTypesHeld.includes(plan)) ?? 'free';
}

/** The paid plans whose features include `feature`, in catalogue order (for "needs … plan" messages). */
export function plansWith(feature: Feature): PaidPlanType[] {
  return paidPlanTypes.filter((plan) => planFeatures[plan].includes(feature));
}

/** The plan type a Stripe price id stands for, read from the environment's price variables. */
export function planForPrice(priceId: string, env: Partial<Record<PriceEnvName, string>>): PaidPlanType | null {
  return (
    paidPlanTypes.find((plan) => {
      const name = plans[plan].priceEnv;
      return name !== null && env[name] === priceId;
    }) ?? null
  );
}

const MIB = 1024 * 1024;

/**
 * How much a user's bundle files may take, by plan (the largest of the plans held applies). The
 * add-ons do not change the bundle, so they keep the free plan's room. Counted in the same SQL
 * statement as each upload's row (worker/services/bundle/store.ts), so parallel uploads cannot
 * pass it together.
 */
export const STORAGE_QUOTA_BYTES: Readonly<Record<PlanType, number>> = {
  free: 500 * MIB,
  research_addon: 500 * MIB,
  whatsapp_addon: 500 * MIB,
  premium_base: 2048 * MIB,
  complete_bundle: 5120 * MIB,
  paralegal: 10_240 * MIB,
};

export function storageQuotaFor(planTypesHeld: readonly (string | null | undefined)[]): number {
  return Math.max(STORAGE_QUOTA_BYTES.free, ...planTypesHeld.map((plan) => (isPlanType(plan) ? STORAGE_QUOTA_BYTES[plan] : 0)));
}

/** A quota in whole megabytes (MiB), as messages name it: "500 MB". */
export function quotaMegabytes(bytes: number): number {
  return Math.round(bytes / MIB);
}

/** At most this many cases per user (checked in the case's INSERT): a claimant has a handful. */
export const MAX_CASES_PER_USER = 50;
