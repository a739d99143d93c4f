/** The strings the /pricing script needs, handed to it by the page as JSON (pickMessages). */
import type { MessageKey } from '../../i18n/translate';

export const PRICING_SCRIPT_KEYS = [
  'pricing.plan.free.name',
  'pricing.plan.premium_base.name',
  'pricing.plan.complete_bundle.name',
  'pricing.plan.research_addon.name',
  'pricing.plan.whatsapp_addon.name',
  'pricing.plan.paralegal.name',
  'pricing.status.active',
  'pricing.status.trialing',
  'pricing.status.past_due',
  'pricing.status.unpaid',
  'pricing.status.canceled',
  'pricing.status.incomplete',
  'pricing.active.renews',
  'pricing.active.ends',
  'pricing.checkoutFailed',
  'pricing.checkoutFailedDefault',
  'pricing.portalFailed',
  'pricing.portalFailedDefault',
  'pricing.noSubscription',
  'pricing.invalidPlan',
  'pricing.unavailable',
] as const satisfies readonly MessageKey[];

export type PricingScriptKey = (typeof PRICING_SCRIPT_KEYS)[number];
