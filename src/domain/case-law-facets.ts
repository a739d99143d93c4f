/**
 * The /case-law search's filters as the statements read them, and its total and facets worked out
 * from the counts per claim type, year and outcome (worker/db/raw/case-law-search.ts stores them):
 * pure functions, no SQL.
 */
import type { CaseLawQuery } from './case-law';

/** [claimType ('' for the decision itself), year, outcome ('' for none), decisions]. */
export type Count = [string, number, string, number];

type Filters = Pick<CaseLawQuery, 'claimType' | 'outcome' | 'year'>;

export interface Chosen {
  claimType: string;
  year: number | null;
  outcome: string | null;
}

export function chosen({ claimType, outcome, year }: Filters): Chosen {
  return {
    claimType: claimType && claimType !== 'all' ? claimType : '',
    year: year && year !== 'all' ? Number(year) : null,
    outcome: outcome && outcome !== 'all' ? outcome : null,
  };
}

/** The total under the filters and the facets of the words alone, from the counts. */
export function summarise(counts: Count[], filters: Chosen) {
  let total = 0;
  const claimTypes = new Map<string, number>();
  const outcomes = new Map<string, number>();
  const years = new Map<number, number>();
  for (const [claimType, year, outcome, n] of counts) {
    if (n <= 0) continue;
    if (
      claimType === filters.claimType &&
      (filters.year === null || year === filters.year) &&
      (filters.outcome === null || outcome === filters.outcome)
    )
      total += n;
    if (claimType !== '') claimTypes.set(claimType, (claimTypes.get(claimType) ?? 0) + n);
    else {
      if (outcome !== '') outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + n);
      years.set(year, (years.get(year) ?? 0) + n);
    }
  }
  const list = <T>(map: Map<T, number>) => [...map].map(([value, count]) => ({ value, count }));
  return {
    total,
    facets: {
      claimTypes: list(claimTypes).sort((a, b) => b.count - a.count || a.value.localeCompare(b.value)),
      outcomes: list(outcomes).sort((a, b) => a.value.localeCompare(b.value)),
      years: list(years).sort((a, b) => b.value - a.value),
    },
  };
}
