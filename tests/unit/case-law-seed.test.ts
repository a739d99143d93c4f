import { describe, expect, it } from 'vitest';
import { caseLawSeedSql, readCuratedCases, slug } from '../../scripts/case-law-seed.mjs';
import { curatedCaseSchema, ftsQuery } from '../../src/domain/case-law';

const cases = readCuratedCases(process.cwd());

describe('curated case-law seed', () => {
  it('has at least 60 leading cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(60);
  });

  it.each(cases.map((c) => [(c as { caseName: string }).caseName, c] as const))(
    '%s is complete and consistent',
    (_name, entry) => {
      const result = curatedCaseSchema.safeParse(entry);
      expect(result.success ? 'ok' : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')).toBe('ok');
    },
  );

  it('has no case twice', () => {
    const ids = cases.map((c) => `${slug((c as { caseName: string }).caseName)}-${(c as { year: number }).year}`);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('turns into one idempotent upsert a line, quoting apostrophes', () => {
    const sql = caseLawSeedSql([
      {
        caseName: "Sainsbury's Supermarkets Ltd v Hitt",
        neutralCitation: '[2002] EWCA Civ 1588',
        reportCitation: '[2003] ICR 111',
        court: 'Court of Appeal',
        year: 2002,
        decisionDate: null,
        outcome: 'Respondent Success',
        claimTypes: ['unfair-dismissal'],
        caseUrl: null,
        en: { summary: 's', keyPoints: ['k'], legalPrinciple: 'p', facts: 'f' },
        pt: { summary: 's', keyPoints: ['k'], legalPrinciple: 'p', facts: 'f' },
      },
    ]);
    expect(sql.split('\n')).toHaveLength(1);
    expect(sql).toContain("'Sainsbury''s Supermarkets Ltd v Hitt'");
    expect(sql).toContain('ON CONFLICT(source_uri) DO UPDATE');
  });
});

describe('ftsQuery', () => {
  it('quotes and prefix-matches each word, dropping operators', () => {
    expect(ftsQuery('band of reasonable')).toBe('"band"* "of" "reasonable"*');
    expect(ftsQuery('"NEAR( a:bc *')).toBe('"NEAR"* "a" "bc"');
    expect(ftsQuery('   ')).toBe('');
    expect(ftsQuery('conciliação')).toBe('"conciliação"*');
  });

  it('matches words of one or two letters exactly and longer words as prefixes', () => {
    expect(ftsQuery('failure to make reasonable adjustments')).toBe('"failure"* "to" "make"* "reasonable"* "adjustments"*');
    expect(ftsQuery('Smith v Jones')).toBe('"Smith"* "v" "Jones"*');
    expect(ftsQuery('ERA s 98')).toBe('"ERA"* "s" "98"');
    // Letters, not UTF-16 units: "ação" is four letters, "é" one.
    expect(ftsQuery('é ação')).toBe('"é" "ação"*');
  });
});
