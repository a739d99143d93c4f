/**
 * The checks the bundle screen runs before a build: documents that mention without-prejudice talks
 * or Acas conciliation, scanned pages, undated documents, the page meter against the order's limit,
 * continuous numbering, and the plan that splits a bundle into volumes.
 */
import { describe, expect, it } from 'vitest';
import { checkDocument, numberingBreaks, pageMeter } from '../../src/domain/bundle-checks/checks';
import { privilegeMarks } from '../../src/domain/bundle-checks/privileged';
import { planVolumes } from '../../src/domain/bundle-checks/volumes';
import { volumeFileName } from '../../src/islands/bundle/built-files';
import { volumeLimitOf } from '../../src/islands/bundle/VolumeChoice';

describe('privilegeMarks', () => {
  it('flags a without-prejudice letter, however the words are written', () => {
    expect(privilegeMarks('WITHOUT PREJUDICE SAVE AS TO COSTS\nDear Ms Silva, our client offers…')).toEqual(['withoutPrejudice']);
    expect(privilegeMarks('This e-mail is sent without-prejudice.')).toEqual(['withoutPrejudice']);
  });

  it('flags what passed through Acas conciliation', () => {
    expect(privilegeMarks('I spoke to the conciliation officer on Tuesday.')).toEqual(['acasConciliation']);
    expect(privilegeMarks('The respondent made an offer through Acas of £2,000.')).toEqual(['acasConciliation']);
    expect(privilegeMarks('Draft COT3 agreement')).toEqual(['acasConciliation']);
    expect(privilegeMarks('Acas said the employer wants to settle.')).toEqual(['acasConciliation']);
  });

  it('flags both when a document has both', () => {
    expect(privilegeMarks('Without prejudice: the offer made through Acas stands.')).toEqual([
      'withoutPrejudice',
      'acasConciliation',
    ]);
  });

  it('does not flag the early conciliation certificate, which belongs in the bundle', () => {
    expect(
      privilegeMarks('Acas early conciliation certificate number R123456/26/68. Date of receipt by Acas: 1 October 2026.'),
    ).toEqual([]);
    expect(privilegeMarks('Early conciliation number: R123456/26/68')).toEqual([]);
  });

  it('does not flag ordinary letters', () => {
    expect(privilegeMarks('Your appeal against dismissal is rejected. The decision is final.')).toEqual([]);
    expect(privilegeMarks('')).toEqual([]);
  });
});

describe('checkDocument', () => {
  const base = { id: 'a', text: 'Letter of dismissal', pages: 3, pagesWithoutText: [] as number[], documentDate: '2026-09-30' };

  it('finds a document scanned in full, or in part', () => {
    expect(checkDocument({ ...base, text: '', pagesWithoutText: [1, 2, 3] }).scanned).toBe('all');
    expect(checkDocument({ ...base, pagesWithoutText: [2] })).toMatchObject({ scanned: 'some', pagesWithoutText: [2] });
    expect(checkDocument(base).scanned).toBe('none');
  });

  it('finds an undated document: no date, or only spaces', () => {
    expect(checkDocument({ ...base, documentDate: null }).undated).toBe(true);
    expect(checkDocument({ ...base, documentDate: undefined }).undated).toBe(true);
    expect(checkDocument({ ...base, documentDate: ' ' }).undated).toBe(true);
    expect(checkDocument(base).undated).toBe(false);
  });

  it('reads the privilege marks from its text, and none from a picture', () => {
    expect(checkDocument({ ...base, text: 'Without prejudice' }).privilege).toEqual(['withoutPrejudice']);
    expect(checkDocument({ ...base, text: null, pages: 1, pagesWithoutText: [1] }).privilege).toEqual([]);
  });
});

describe('pageMeter', () => {
  it('has no state but a count when no limit is set', () => {
    expect(pageMeter(120, null)).toEqual({ pages: 120, limit: null, state: 'noLimit' });
    expect(pageMeter(120, 0).state).toBe('noLimit');
  });

  it('is within, near (the last tenth) or over the limit', () => {
    expect(pageMeter(200, 300).state).toBe('within');
    expect(pageMeter(270, 300).state).toBe('within');
    expect(pageMeter(271, 300).state).toBe('near');
    expect(pageMeter(300, 300).state).toBe('near');
    expect(pageMeter(301, 300).state).toBe('over');
  });
});

describe('numberingBreaks', () => {
  it('accepts numbering that runs on from the index to the last page', () => {
    const entries = [
      { firstPage: 3, lastPage: 4 },
      { firstPage: 5, lastPage: 5 },
      { firstPage: 6, lastPage: 9 },
    ];
    expect(numberingBreaks(entries, 2, 9)).toEqual([]);
  });

  it('finds a restart (a section numbered from 1 again), a gap, and an end short of the last page', () => {
    expect(
      numberingBreaks(
        [
          { firstPage: 2, lastPage: 3 },
          { firstPage: 1, lastPage: 2 },
        ],
        1,
        3,
      ),
    ).toEqual([1]);
    expect(
      numberingBreaks(
        [
          { firstPage: 2, lastPage: 3 },
          { firstPage: 5, lastPage: 6 },
        ],
        1,
        6,
      ),
    ).toEqual([1]);
    expect(numberingBreaks([{ firstPage: 2, lastPage: 3 }], 1, 5)).toEqual([0]);
  });
});

describe('planVolumes', () => {
  const parts = (pages: number[], bytes = 1000) => pages.map((p) => ({ pages: p, bytes }));

  it('keeps one volume when everything fits', () => {
    expect(planVolumes(parts([10, 20, 30]), { maxPages: 100 }, { pages: 2, bytes: 0 })).toEqual({
      volumes: [[0, 1, 2]],
      overLimit: [],
    });
  });

  it('cuts between documents at the page limit, counting the index in the first volume', () => {
    // 2 index pages + 40 + 50 = 92; the 30-page document would make 122 > 100.
    expect(planVolumes(parts([40, 50, 30, 60, 20]), { maxPages: 100 }, { pages: 2, bytes: 0 })).toEqual({
      volumes: [[0, 1], [2, 3], [4]],
      overLimit: [],
    });
    // Without the index's 2 pages, 40 + 50 + 10 would just fit: the index moves the cut.
    expect(planVolumes(parts([40, 50, 10]), { maxPages: 100 }, { pages: 2, bytes: 0 }).volumes).toEqual([[0, 1], [2]]);
    expect(planVolumes(parts([40, 50, 10]), { maxPages: 100 }).volumes).toEqual([[0, 1, 2]]);
  });

  it('cuts at a byte limit (an e-mail attachment limit)', () => {
    const sizes = [4, 5, 3, 6].map((mb) => ({ pages: 1, bytes: mb * 1_000_000 }));
    expect(planVolumes(sizes, { maxBytes: 10_000_000 }, { pages: 1, bytes: 40_000 }).volumes).toEqual([
      [0, 1],
      [2, 3],
    ]);
  });

  it('gives a document larger than the limit a volume of its own and reports it', () => {
    expect(planVolumes(parts([10, 150, 10]), { maxPages: 100 })).toEqual({ volumes: [[0], [1], [2]], overLimit: [1] });
    // The first document with the index over the limit stays in the first volume, reported.
    expect(planVolumes(parts([99]), { maxPages: 100 }, { pages: 3, bytes: 0 })).toEqual({ volumes: [[0]], overLimit: [0] });
  });

  it('applies both limits together', () => {
    const sizes = [
      { pages: 10, bytes: 9_000_000 },
      { pages: 10, bytes: 500_000 },
      { pages: 90, bytes: 500_000 },
    ];
    expect(planVolumes(sizes, { maxPages: 100, maxBytes: 10_000_000 }).volumes).toEqual([[0, 1], [2]]);
  });
});

describe('volumeLimitOf (the claimant’s choice of volumes)', () => {
  it('reads pages per volume and MB per file, in decimal megabytes', () => {
    expect(volumeLimitOf({ kind: 'none' })).toBeNull();
    expect(volumeLimitOf({ kind: 'pages', value: ' 150 ' })).toEqual({ maxPages: 150 });
    expect(volumeLimitOf({ kind: 'size', value: '10' })).toEqual({ maxBytes: 10_000_000 });
    expect(volumeLimitOf({ kind: 'size', value: '9,5' })).toEqual({ maxBytes: 9_500_000 });
  });

  it('refuses what it cannot use rather than making one PDF', () => {
    for (const value of ['', '9', '12.5', 'ten', '-20']) expect(volumeLimitOf({ kind: 'pages', value })).toBe('invalid');
    for (const value of ['', '0.5', '101', '10 MB']) expect(volumeLimitOf({ kind: 'size', value })).toBe('invalid');
  });

  it('names volumes so they sort in order', () => {
    expect(volumeFileName('A_v_B_hearing_bundle.pdf', 2, 3)).toBe('A_v_B_hearing_bundle_volume_2_of_3.pdf');
  });
});
