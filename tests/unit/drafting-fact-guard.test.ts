import { describe, expect, it } from 'vitest';
import { addedFacts, amountsIn, datesIn } from '../../src/domain/drafting/fact-guard';

describe('datesIn', () => {
  it('reads ISO, UK numeric, English and Portuguese written dates as one value', () => {
    expect([
      ...datesIn('2026-03-12; 12/03/2026; 12 March 2026; 12th of March 2026; March 12, 2026; 12 de março de 2026; 12 Mar 2026'),
    ]).toEqual(['2026-03-12']);
  });

  it('ignores numbers that are not dates', () => {
    expect([...datesIn('s.98 ERA 1996, 12 weeks, 2026 and 13/13/2026')]).toEqual([]);
  });
});

describe('amountsIn', () => {
  it('reads pounds in both number styles, in pence', () => {
    expect([...amountsIn('£1,234.56, £1.234,56, 1.234,56 £, £700 and GBP 22,530.')]).toEqual([123456, 70000, 2253000]);
  });
});

describe('addedFacts', () => {
  const original = '1. I was dismissed on 12 March 2026. My weekly pay was £700. See [2012] UKSC 22.';

  it('accepts a rewrite that restates the same facts in other words and formats', () => {
    expect(addedFacts(original, '1. My employer dismissed me on 2026-03-12; I earned £700.00 a week ([2012] UKSC 22).')).toEqual({
      dates: [],
      amounts: [],
      cases: [],
    });
  });

  it('lists each date, amount and case the rewrite adds', () => {
    expect(
      addedFacts(
        original,
        '1. I was dismissed on 13 March 2026 after a warning. My pay was £750. See Smith v Jones [2099] UKSC 99.',
      ),
    ).toEqual({ dates: ['2026-03-13'], amounts: [75000], cases: ['[2099] UKSC 99'] });
  });
});
