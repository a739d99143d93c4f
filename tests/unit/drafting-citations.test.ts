import { describe, expect, it } from 'vitest';
import { findCitations, markCitations, UNVERIFIED_MARK } from '../../src/domain/drafting/citations';
import { reviewedCitationKeys } from '../../src/domain/drafting/reviewed-citations';

const found = (text: string) => findCitations(text).map((c) => [c.kind, c.text, c.keys]);

describe('findCitations: cases', () => {
  it('finds neutral citations, law reports and EAT numbers, keyed without spacing differences', () => {
    expect(
      found(
        'See [2012] UKSC 22, [2017] EWCA Civ 1234, [2019] EAT 12, [2019] EWHC 123 (QB), [1981] 1 WLR 1027, [2003] ICR 318, [1984]  IRLR 17 and UKEAT/0022/16.',
      ),
    ).toEqual([
      ['case', '[2012] UKSC 22', ['[2012] UKSC 22']],
      ['case', '[2017] EWCA Civ 1234', ['[2017] EWCA CIV 1234']],
      ['case', '[2019] EAT 12', ['[2019] EAT 12']],
      ['case', '[2019] EWHC 123 (QB)', ['[2019] EWHC 123 (QB)']],
      ['case', '[1981] 1 WLR 1027', ['[1981] 1 WLR 1027']],
      ['case', '[2003] ICR 318', ['[2003] ICR 318']],
      ['case', '[1984]  IRLR 17', ['[1984] IRLR 17']],
      ['case', 'UKEAT/0022/16', ['UKEAT/0022/16']],
    ]);
  });

  it("gives BAILII's EAT citation and the appeal number one key", () => {
    expect(found('[2016] UKEAT 0022_16_0802 and UKEAT/0022/16/DA')).toEqual([
      ['case', '[2016] UKEAT 0022_16_0802', ['UKEAT/0022/16']],
      ['case', 'UKEAT/0022/16/DA', ['UKEAT/0022/16']],
    ]);
  });
});

describe('findCitations: statutes', () => {
  it('finds a section before or after the Act, by full title or abbreviation', () => {
    expect(
      found(
        's.98 ERA 1996; section 123 of the Equality Act 2010; Employment Rights Act 1996, s.111; ERA 1996 s.207B(4); EqA 2010 s.136; TULRCA 1992 s.207A.',
      ),
    ).toEqual([
      ['statute', 's.98 ERA 1996', ['EMPLOYMENT RIGHTS ACT 1996|98']],
      ['statute', 'section 123 of the Equality Act 2010', ['EQUALITY ACT 2010|123']],
      ['statute', 'Employment Rights Act 1996, s.111', ['EMPLOYMENT RIGHTS ACT 1996|111']],
      ['statute', 'ERA 1996 s.207B(4)', ['EMPLOYMENT RIGHTS ACT 1996|207B']],
      ['statute', 'EqA 2010 s.136', ['EQUALITY ACT 2010|136']],
      ['statute', 'TULRCA 1992 s.207A', ['TRADE UNION AND LABOUR RELATIONS (CONSOLIDATION) ACT 1992|207A']],
    ]);
  });

  it('reads lists of sections and subsections, and the Portuguese forms', () => {
    expect(found('ERA 1996 ss.111(2)(a), 48(3)(a), 23(2)')).toEqual([
      [
        'statute',
        'ERA 1996 ss.111(2)(a), 48(3)(a), 23(2)',
        ['EMPLOYMENT RIGHTS ACT 1996|111', 'EMPLOYMENT RIGHTS ACT 1996|48', 'EMPLOYMENT RIGHTS ACT 1996|23'],
      ],
    ]);
    expect(found('EqA 2010 s.123(1)(a) and (3)(a)')).toEqual([
      ['statute', 'EqA 2010 s.123(1)(a) and (3)(a)', ['EQUALITY ACT 2010|123']],
    ]);
    expect(found('nos termos da secção 98 da ERA 1996 e do artigo 111.º do Employment Rights Act 1996')).toEqual([
      ['statute', 'secção 98 da ERA 1996', ['EMPLOYMENT RIGHTS ACT 1996|98']],
      ['statute', 'artigo 111.º do Employment Rights Act 1996', ['EMPLOYMENT RIGHTS ACT 1996|111']],
    ]);
  });

  it('keeps an unknown Act so it cannot verify, and ignores a section with no Act or a date before "section"', () => {
    expect(found('XYZA 2003 s.5. Under s.98 the employer must show a reason. In April 2026, section 5 applied.')).toEqual([
      ['statute', 'XYZA 2003 s.5', ['XYZA 2003|5']],
    ]);
    expect(found('The Employment Rights Act 1996 protects employees.')).toEqual([]);
  });
});

describe('markCitations', () => {
  const text = 'Smith v Jones [2099] UKSC 99 and s.98 ERA 1996.';
  const unknown = (t: string) => markCitations(t, findCitations(t), (c) => c.kind === 'case');

  it('appends the mark right after each unverified citation', () => {
    expect(unknown(text)).toBe(`Smith v Jones [2099] UKSC 99${UNVERIFIED_MARK} and s.98 ERA 1996.`);
  });

  it('marks once: running it again changes nothing', () => {
    expect(unknown(unknown(text))).toBe(unknown(text));
  });
});

describe('reviewedCitationKeys', () => {
  it('holds the sections and cases our figures and time-limit rules cite, and the remedy sections', () => {
    const keys = reviewedCitationKeys();
    for (const key of [
      'EMPLOYMENT RIGHTS ACT 1996|111',
      'EMPLOYMENT RIGHTS ACT 1996|119',
      'EMPLOYMENT RIGHTS ACT 1996|123',
      'EMPLOYMENT RIGHTS ACT 1996|124',
      'EMPLOYMENT RIGHTS ACT 1996|207B',
      'EQUALITY ACT 2010|123',
      'EQUALITY ACT 2010|140B',
      'TRADE UNION AND LABOUR RELATIONS (CONSOLIDATION) ACT 1992|207A',
      'UKEAT/0022/16',
      '[2017] UKSC 51',
    ])
      expect(keys.has(key), key).toBe(true);
    expect(keys.has('EMPLOYMENT RIGHTS ACT 1996|999')).toBe(false);
  });
});
