/** Guide progress as a whole percentage: current divided by total times 100, rounded to the nearest whole number. */
export function stageProgressPercent(current: number, total: number): number {
  if (!Number.isInteger(current) || !Number.isInteger(total) || total <= 0 || current < 0 || current > total) {
    throw new RangeError(`Progress needs 0 ≤ current ≤ total and total > 0 (got ${current} of ${total})`);
  }
  return Math.round((current / total) * 100);
}
