import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { caseLawTypesOf } from '../../src/domain/complaints';
import { database } from '../../worker/db/client';
import { relevantAuthorities } from '../../worker/services/drafting/authorities';

const NOW = '2026-11-22T00:00:00.000Z';

interface Decision {
  id: string;
  court: string;
  year: number;
  types: string[];
  summary: string;
  source?: string;
}

async function insert({ id, court, year, types, summary, source = 'test' }: Decision): Promise<void> {
  await env.DB.prepare(
    `INSERT INTO case_law (id, case_name, citation, year, court_level, outcome, claim_types, summary, source, source_uri, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, NULL, ?, ?, ?, ?, ?, ?)`,
  )
    .bind(id, `${id} v Employer`, `[${year}] ${id}`, year, court, JSON.stringify(types), summary, source, `test:${id}`, NOW, NOW)
    .run();
}

// What the complaint registry files an unfair dismissal complaint under (caseLawTypesOf).
const UNFAIR = caseLawTypesOf('unfair-dismissal', ['unfairDismissal']);
const ids = async (types: readonly string[] | null, texts: string[], limit = 6) =>
  (await relevantAuthorities(database(env.DB), types ?? [], texts, limit)).map((fact) => fact.id);

// The order a draft cites in: the claimant's words first (bm25), then curated leading cases, then
// the higher court, then the newer decision; only decisions filed under the claim's types.
describe('relevantAuthorities', () => {
  beforeAll(async () => {
    // This file's own decisions only (the seeded curated ones would take the first places).
    await env.DB.exec('DELETE FROM case_law');
    const decisions: Decision[] = [
      {
        id: 'et-2024-forklift',
        court: 'Employment Tribunal',
        year: 2024,
        types: ['unfair-dismissal'],
        summary: 'A forklift driver was dismissed after a forklift collision without an investigation.',
      },
      {
        id: 'et-2025-forklift',
        court: 'Employment Tribunal',
        year: 2025,
        types: ['unfair-dismissal'],
        summary: 'A warehouse worker dismissed; the forklift was mentioned once.',
      },
      {
        id: 'et-2023-wages',
        court: 'Employment Tribunal',
        year: 2023,
        types: ['wages'],
        summary: 'Unpaid forklift bonuses were unlawful deductions.',
      },
      {
        id: 'eat-2019',
        court: 'Employment Appeal Tribunal',
        year: 2019,
        types: ['unfair-dismissal'],
        summary: 'The band of reasonable responses applies to the investigation.',
      },
      {
        id: 'ca-2001',
        court: 'Court of Appeal',
        year: 2001,
        types: ['unfair-dismissal'],
        summary: 'Reasonableness of the dismissal as a whole.',
      },
      {
        id: 'curated-1980',
        court: 'Employment Appeal Tribunal',
        year: 1980,
        types: ['unfair-dismissal'],
        summary: 'Genuine belief on reasonable grounds after a reasonable investigation.',
        source: 'curated',
      },
      {
        id: 'et-2026',
        court: 'Employment Tribunal',
        year: 2026,
        types: ['unfair-dismissal'],
        summary: 'Dismissal for lateness.',
      },
      { id: 'et-2022', court: 'Employment Tribunal', year: 2022, types: ['unfair-dismissal'], summary: 'Dismissal for absence.' },
    ];
    for (const decision of decisions) await insert(decision);
  });

  it('puts the decisions matching the claimant’s words first, best match first, then fills by curated, court and year', async () => {
    expect(await ids(UNFAIR, ['I drove the forklift.', 'forklift collision'])).toEqual([
      'et-2024-forklift',
      'et-2025-forklift',
      'curated-1980',
      'ca-2001',
      'eat-2019',
      'et-2026',
    ]);
  });

  it('keeps to the claim’s types (a wages decision using the same words is left out) and never repeats a decision', async () => {
    const found = await ids(UNFAIR, ['forklift'], 20);
    expect(found).not.toContain('et-2023-wages');
    expect(new Set(found).size).toBe(found.length);
    expect(found).toEqual(['et-2024-forklift', 'et-2025-forklift', 'curated-1980', 'ca-2001', 'eat-2019', 'et-2026', 'et-2022']);
  });

  it('without words: curated first, then the higher courts, then the newest tribunal decisions', async () => {
    expect(await ids(UNFAIR, [], 4)).toEqual(['curated-1980', 'ca-2001', 'eat-2019', 'et-2026']);
  });

  it('without a claim type: only decisions matching the words; with neither, none', async () => {
    expect(await ids(null, ['forklift bonuses'])).toEqual(['et-2023-wages', 'et-2024-forklift', 'et-2025-forklift']);
    expect(await ids(null, [])).toEqual([]);
  });
});

describe('the case-law types a case cites from', () => {
  it('follow the complaints chosen, not the claim type: holiday pay beside a dismissal brings its own decisions', () => {
    expect(caseLawTypesOf('unfair-dismissal', ['unfairDismissal', 'holidayPay'])).toEqual(['unfair-dismissal', 'holiday-pay']);
    expect(caseLawTypesOf('constructive-dismissal', ['unfairDismissal'])).toEqual(['constructive-dismissal', 'unfair-dismissal']);
    expect(caseLawTypesOf('whistleblowing-dismissal', ['whistleblowingDetriment'])).toEqual(['whistleblowing']);
  });
});
