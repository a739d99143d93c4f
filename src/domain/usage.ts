/**
 * Free-tier counters (the usage banner and the free plan's allowances in ./plans.ts): a count per user and
 * feature, that reads as 0 once its reset date has passed or when there is no record. A period is
 * a calendar month in London: the count starts again on the 1st (no other period was set; a month
 * matches the support add-on's "10 queries a month" and is easy to explain).
 */
import { type IsoDate, parseIsoDate, toIsoDate } from './calendar';
import { FREE_DOCUMENT_LIMIT, FREE_RESEARCH_LIMIT, SUPPORT_QUERIES_PER_MONTH } from './plans';

export const usageFeatures = ['et1_generation', 'research_generation', 'support_query'] as const;
export type UsageFeature = (typeof usageFeatures)[number];

/** How many of each a user without the matching paid feature (or, for support, with it) may use a period. */
export const usageLimits: Record<UsageFeature, number> = {
  et1_generation: FREE_DOCUMENT_LIMIT,
  research_generation: FREE_RESEARCH_LIMIT,
  support_query: SUPPORT_QUERIES_PER_MONTH,
};

/** The first day of the month after `today`: when a count made today stops counting. */
export function nextResetDate(today: IsoDate): IsoDate {
  const { year, month } = parseIsoDate(today);
  return month === 12 ? toIsoDate({ year: year + 1, month: 1, day: 1 }) : toIsoDate({ year, month: month + 1, day: 1 });
}

/** The count as it stands today: 0 without a record or once the reset date has come. */
export function currentCount(record: { usageCount: number; resetDate: IsoDate } | null | undefined, today: IsoDate): number {
  if (!record || record.resetDate <= today) return 0;
  return record.usageCount;
}

export interface UsageSummary {
  feature: UsageFeature;
  used: number;
  limit: number;
  remaining: number;
  /** When the count starts again from 0 (the 1st of next month). */
  resetDate: IsoDate;
}

export function usageSummary(
  feature: UsageFeature,
  record: { usageCount: number; resetDate: IsoDate } | null | undefined,
  today: IsoDate,
): UsageSummary {
  const used = currentCount(record, today);
  const limit = usageLimits[feature];
  const resetDate = record && record.resetDate > today ? record.resetDate : nextResetDate(today);
  return { feature, used, limit, remaining: Math.max(0, limit - used), resetDate };
}
