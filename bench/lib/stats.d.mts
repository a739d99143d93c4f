/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number;
/** The nearest-rank percentile (the smallest value at or above p % of them); NaN for none. */
export function percentile(values: readonly number[], p: number): number;
