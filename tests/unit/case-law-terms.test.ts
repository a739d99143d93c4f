import { describe, expect, it } from 'vitest';
import { ftsQuery } from '../../src/domain/case-law';
import { exactMatch, MAX_FORMS, prefixWords } from '../../src/domain/case-law-terms';

describe('prefixWords', () => {
  it('lists the prefix words it can look up, lower-cased, once each', () => {
    expect(prefixWords(ftsQuery('Unfair dismissal to Dismissal'))).toEqual(['unfair', 'dismissal']);
  });

  it('leaves out exact words and words with letters it does not fold as FTS5 does', () => {
    expect(prefixWords(ftsQuery('to be a conciliação Müller'))).toEqual([]);
  });
});

describe('exactMatch', () => {
  const forms = new Map([
    ['dismissal', ['dismissal', 'dismissals']],
    ['unfair', ['unfair']],
    ['zzz', []],
  ]);

  it('writes each prefix word as the exact terms it begins, joined by AND', () => {
    expect(exactMatch(ftsQuery('Unfair dismissal to'), forms)).toBe('"unfair" AND ("dismissal" OR "dismissals") AND "to"');
  });

  it('keeps the query when the list of terms is not complete', () => {
    expect(exactMatch(ftsQuery('unfair dismissal'), null)).toBe(ftsQuery('unfair dismissal'));
  });

  it('keeps a prefix that begins no term, too many terms, or letters it does not fold', () => {
    const many = new Map([['con', Array.from({ length: MAX_FORMS + 1 }, (_, i) => `con${i}`)], ...forms]);
    expect(exactMatch(ftsQuery('zzz'), forms)).toBe('"zzz"*');
    expect(exactMatch(ftsQuery('con'), many)).toBe('"con"*');
    expect(exactMatch(ftsQuery('unfair conciliação'), forms)).toBe('"unfair" AND "conciliação"*');
  });
});
