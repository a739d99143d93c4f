import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { database } from '../../worker/db/client';
import { checkCitations } from '../../worker/services/drafting/citations';

const MARK = ' [citation not verified]';

async function insertCase(id: string, neutral: string | null, report: string | null) {
  const citation = [neutral, report].filter(Boolean).join('; ');
  await env.DB.prepare(
    `INSERT INTO case_law (id, case_name, neutral_citation, report_citation, citation, year, court_level, summary, source, source_uri, created_at, updated_at)
     VALUES (?, 'Test Employer Ltd v Claimant', ?, ?, ?, 2019, 'Employment Appeal Tribunal', 'A decision inserted by the test.', 'curated', ?, '2026-11-22T00:00:00Z', '2026-11-22T00:00:00Z')`,
  )
    .bind(id, neutral, report, citation, `test:${id}`)
    .run();
}

beforeEach(async () => {
  // The legislation table fills only when the sync runs: these tests start without it.
  await env.DB.prepare('DELETE FROM legislation').run();
});

describe('checkCitations: statutes', () => {
  it('verifies the sections the templates cite on an empty legislation table, subsections and the Portuguese forms included', async () => {
    const text = [
      '1. Unfair dismissal: s.98 ERA 1996; time limit: Employment Rights Act 1996, s.111(2)(a), extended under ERA 1996 s.207B(4).',
      '2. Basic award: ERA 1996 s.119; compensatory award: section 123 of the Employment Rights Act 1996, limited by ERA 1996 s.124(1ZA)(b).',
      '3. Discrimination: section 123 of the Equality Act 2010; burden of proof: EqA 2010 s.136.',
      '4. Acas Code uplift: TULRCA 1992 s.207A.',
      '5. Nos termos da secção 98 da ERA 1996.',
    ].join('\n');
    expect(await checkCitations(database(env.DB), text)).toEqual({ text, unverified: [] });
  });

  it('marks a section we do not hold, once, and lists it as written', async () => {
    const text = '1. Contrary to s.999 ERA 1996 and section 5 of the Imaginary Employment Act 2031.';
    const first = await checkCitations(database(env.DB), text);
    expect(first).toEqual({
      text: `1. Contrary to s.999 ERA 1996${MARK} and section 5 of the Imaginary Employment Act 2031${MARK}.`,
      unverified: ['s.999 ERA 1996', 'section 5 of the Imaginary Employment Act 2031'],
    });
    expect(await checkCitations(database(env.DB), first.text)).toEqual(first);
  });

  it('verifies a section once the legislation table holds it', async () => {
    const text = 'Employee status: ERA 1996 s.230.';
    expect((await checkCitations(database(env.DB), text)).unverified).toEqual(['ERA 1996 s.230']);
    await env.DB.prepare(
      `INSERT INTO legislation (uri, act_title, section, heading, text, version_date, attribution, updated_at)
       VALUES ('ukpga/1996/18/section/230', 'Employment Rights Act 1996', '230', 'Employees, workers etc.', 'In this Act “employee” means …', '2026-01-01', 'OGL', '2026-11-22T00:00:00Z')`,
    ).run();
    expect(await checkCitations(database(env.DB), text)).toEqual({ text, unverified: [] });
  });
});

describe('checkCitations: cases', () => {
  it('verifies a case from the case_law table by its neutral or its report citation, whatever the spacing', async () => {
    await insertCase('test-citations-1', '[2019] EAT 12', '[2019] IRLR 345');
    const text = 'See [2019]  EAT 12 and [2019] IRLR 345.';
    expect(await checkCitations(database(env.DB), text)).toEqual({ text, unverified: [] });
  });

  it("verifies an EAT appeal number against BAILII's citation of the same appeal (seeded)", async () => {
    const text = 'See UKEAT/0486/07.';
    expect(await checkCitations(database(env.DB), text)).toEqual({ text, unverified: [] });
  });

  it('marks an invented case and lists it; a drizzle database works the same', async () => {
    const text = 'As held in Smith v Jones [2099] UKSC 99, and in [2012] UKSC 22.';
    const result = await checkCitations(database(env.DB), text);
    expect(result).toEqual({
      text: `As held in Smith v Jones [2099] UKSC 99${MARK}, and in [2012] UKSC 22${MARK}.`,
      unverified: ['[2099] UKSC 99', '[2012] UKSC 22'],
    });
  });

  it('leaves a text without citations as it is', async () => {
    const text = '# Timeline\n\n| Date | Event |\n|---|---|\n| 2026-03-12 | Dismissed |';
    expect(await checkCitations(database(env.DB), text)).toEqual({ text, unverified: [] });
  });
});
