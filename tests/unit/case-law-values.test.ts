import { describe, expect, it } from 'vitest';
import { aboutTotal } from '../../src/domain/case-law-values';

describe('aboutTotal', () => {
  it('rounds an estimated total to two significant figures', () => {
    expect(aboutTotal(98_347)).toBe(98_000);
    expect(aboutTotal(105_794)).toBe(110_000);
    expect(aboutTotal(2_049)).toBe(2_000);
    expect(aboutTotal(2_051)).toBe(2_100);
    expect(aboutTotal(999)).toBe(1_000);
    expect(aboutTotal(37)).toBe(37);
  });
});
