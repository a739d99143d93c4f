/**
 * Bundle page references (src/domain/drafting/page-refs.ts, src/domain/bundle-index.ts): the
 * "[B: 45–47]" form, the index the bundle island sends after a build, whether a draft's
 * references are out of date after a rebuild, and the refresh that rewrites them; and the three
 * drafts that cite bundle pages (witness statement, chronology, schedule of loss) written from a
 * built bundle, then again after it was rebuilt in another order.
 */
import { describe, expect, it } from 'vitest';
import { type BundleIndexEntry, bundleIndexSchema } from '../../src/domain/bundle-index';
import { citedRanges, formatPageRef, refsAreStale, rewritePageRefs } from '../../src/domain/drafting/page-refs';
import { templates } from '../../src/domain/drafting/templates';
import type { EvidenceRecord } from '../../src/domain/evidence';
import { draftFacts } from './_draft-facts';

const A = '0b5d2f8e-1111-4000-8000-00000000000a';
const B = '0b5d2f8e-2222-4000-8000-00000000000b';
const C = '0b5d2f8e-3333-4000-8000-00000000000c';

const entry = (documentId: string, firstPage: number, lastPage: number): BundleIndexEntry => ({
  documentId,
  section: 'evidence',
  firstPage,
  lastPage,
});

/** Index on page 1; A on 2–4, B on 5, C on 6–7. */
const first = [entry(A, 2, 4), entry(B, 5, 5), entry(C, 6, 7)];
/** Rebuilt with C first, then B, then A; nothing else changed. */
const reordered = [entry(C, 2, 3), entry(B, 4, 4), entry(A, 5, 7)];

describe('the reference form', () => {
  it('writes a range with an en dash and a single page alone', () => {
    expect(formatPageRef(45, 47)).toBe('[B: 45–47]');
    expect(formatPageRef(45, 45)).toBe('[B: 45]');
  });
});

describe('the index a build sends', () => {
  const parse = (entries: unknown) => bundleIndexSchema.safeParse({ entries });

  it('accepts continuous numbering in bundle order', () => {
    expect(parse(first).success).toBe(true);
  });

  it('refuses overlapping or backwards pages, a file twice, page 0 and an empty index', () => {
    expect(parse([entry(A, 2, 4), entry(B, 4, 5)]).success).toBe(false);
    expect(parse([entry(A, 5, 4)]).success).toBe(false);
    expect(parse([entry(A, 2, 2), entry(A, 3, 3)]).success).toBe(false);
    expect(parse([entry(A, 0, 1)]).success).toBe(false);
    expect(parse([]).success).toBe(false);
    expect(parse([{ ...entry(A, 2, 3), section: 'appendix' }]).success).toBe(false);
  });
});

describe('what a draft cites', () => {
  it('finds each file by the pages the text names, once each; other bracketed numbers are not references', () => {
    const text = 'See [B: 2–4], again [B: 2-4], then [B: 6–7]; [B: 9] is no document; [1980] ICR 303.';
    expect(citedRanges(text, first)).toEqual([
      { documentId: A, firstPage: 2, lastPage: 4 },
      { documentId: C, firstPage: 6, lastPage: 7 },
    ]);
  });
});

describe('out of date', () => {
  const cited = citedRanges('[B: 2–4] and [B: 5]', first);

  it('is not out of date while every cited file is on the same pages (a rebuild in the same order)', () => {
    expect(refsAreStale(cited, first)).toBe(false);
    // C moved, but the draft does not cite it.
    expect(refsAreStale(cited, [entry(A, 2, 4), entry(B, 5, 5), entry(C, 8, 9)])).toBe(false);
  });

  it('is out of date when a cited file moved, or left the bundle', () => {
    expect(refsAreStale(cited, reordered)).toBe(true);
    expect(refsAreStale(cited, [entry(A, 2, 4)])).toBe(true);
  });
});

describe('the refresh', () => {
  it('rewrites each reference from the newest index, leaving the rest of the text as it was', () => {
    const text = '1. The contract [B: 2–4].\n2. The letter [B: 5], see also [B: 2–4].\n3. A page I typed [B: 40].';
    const result = rewritePageRefs(text, citedRanges(text, first), reordered, 'not in the bundle');
    expect(result.content).toBe(
      '1. The contract [B: 5–7].\n2. The letter [B: 4], see also [B: 5–7].\n3. A page I typed [B: 40].',
    );
    expect(result.moved).toBe(3);
    expect(result.removed).toBe(0);
    expect(result.cited).toEqual([
      { documentId: A, firstPage: 5, lastPage: 7 },
      { documentId: B, firstPage: 4, lastPage: 4 },
    ]);
    // Refreshed, it is no longer out of date.
    expect(refsAreStale(result.cited, reordered)).toBe(false);
  });

  it('marks a reference to a file no longer in the bundle instead of dropping it', () => {
    const text = 'The contract [B: 2–4]; the letter [B: 5].';
    const result = rewritePageRefs(text, citedRanges(text, first), [entry(B, 2, 2)], 'fora do dossier');
    expect(result.content).toBe('The contract [B: fora do dossier]; the letter [B: 2].');
    expect(result).toMatchObject({ moved: 1, removed: 1 });
  });
});

describe('drafts that cite the bundle', () => {
  // _draft-facts: e-1 is the forklift e-mail (file f-1), e-2 the dismissal letter (file f-2).
  const built = (entries: BundleIndexEntry[]) => ({ id: 'build-1', builtAt: '2026-11-20T10:00:00.000Z', entries });
  const firstBuild = [entry('f-2', 2, 3), entry('f-1', 4, 4)];
  const rebuilt = [entry('f-1', 2, 2), entry('f-2', 3, 4)];

  it('the witness statement gives each exhibit in the bundle its pages, and they follow a rebuild in another order', () => {
    const text = templates.witness_statement(draftFacts({ bundleIndex: built(firstBuild) })).content;
    expect(text).toContain('A copy is in the bundle as forklift-email.pdf (E1) [B: 4].');
    expect(text).toContain('A copy is in the bundle as dismissal-letter.pdf (E2) [B: 2–3].');
    expect(text).toContain(
      'References to the hearing bundle are written [B: page], or [B: first–last page] for a document of several pages.',
    );
    // The note's own example is not a reference: a refresh leaves it as it is.
    expect(citedRanges(text, [...firstBuild, entry('f-3', 12, 12)]).map((ref) => ref.documentId)).toEqual(['f-1', 'f-2']);
    const refreshed = rewritePageRefs(text, citedRanges(text, firstBuild), rebuilt, 'not in the bundle').content;
    expect(refreshed).toContain('forklift-email.pdf (E1) [B: 2].');
    expect(refreshed).toContain('dismissal-letter.pdf (E2) [B: 3–4].');
    // A fresh draft against the new index says the same.
    expect(refreshed).toBe(templates.witness_statement(draftFacts({ bundleIndex: built(rebuilt) })).content);
  });

  it('the witness statement gives no pages before the bundle is built', () => {
    const text = templates.witness_statement(draftFacts()).content;
    expect(text).not.toContain('[B:');
    expect(text).not.toContain('References to the hearing bundle');
  });

  it('the chronology gives pages beside the E-number, in Portuguese too', () => {
    expect(templates.timeline(draftFacts({ bundleIndex: built(firstBuild) })).content).toContain('| E1 [B: 4] |');
    const pt = templates.timeline(draftFacts({ bundleIndex: built(firstBuild) }, 'pt')).content;
    expect(pt).toContain('| E2 [B: 2–3] |');
    expect(pt).toContain('As referências ao dossier da audiência escrevem-se [B: página]');
  });

  it('the schedule of loss lists the pay documents in the bundle with their pages', () => {
    const payslip: EvidenceRecord = {
      ...draftFacts().evidence[0],
      id: 'e-9',
      title: 'Payslips, March to August 2026',
      category: 'payslip',
      evidenceDate: '2026-08-31',
      bundleFileId: 'f-3',
    } as EvidenceRecord;
    const facts = draftFacts({ evidence: [...draftFacts().evidence, payslip], bundleIndex: built([entry('f-3', 7, 12)]) });
    const text = templates.schedule_of_loss(facts).content;
    expect(text).toContain('## Documents in the bundle');
    expect(text).toContain('- Payslips, March to August 2026 [B: 7–12]');
    expect(templates.schedule_of_loss(draftFacts()).content).not.toContain('Documents in the bundle');
  });
});
