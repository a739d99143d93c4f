import { describe, expect, it } from 'vitest';
import { penceOf, poundsText } from '../../src/islands/documents/pay-details-values';

describe('pounds typed in the pay details form', () => {
  it('reads pounds and pence, thousands commas and a Portuguese decimal comma', () => {
    expect(penceOf('450')).toBe(45_000);
    expect(penceOf('£1,200.50')).toBe(120_050);
    expect(penceOf('450,5')).toBe(45_050);
    expect(penceOf('450,50')).toBe(45_050);
    expect(penceOf(' ')).toBeNull();
    expect(penceOf('12.345')).toBeNaN();
    expect(penceOf('1,20,0')).toBeNaN();
    expect(poundsText(45_050)).toBe('450.50');
  });
});
