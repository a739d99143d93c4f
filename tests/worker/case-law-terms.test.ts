import { env, SELF } from 'cloudflare:test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaseLawPage } from '../../src/domain/case-law';
import { database } from '../../worker/db/client';
import { type DecisionRow, writeDecisions } from '../../worker/db/raw/case-law-sync';
import { readForms, termsStatement } from '../../worker/db/raw/case-law-terms';

const NOW = '2026-11-22T00:00:00.000Z';

function decision(id: string, summary: string): DecisionRow {
  return {
    caseName: `Terms ${id} v Respondent`,
    neutralCitation: null,
    citation: `[2026] ET ${id}`,
    year: 2026,
    courtLevel: 'Employment Tribunal',
    claimTypes: ['unfair-dismissal'],
    summary,
    keyPoints: ['a point'],
    caseUrl: null,
    source: 'govuk',
    sourceUri: `terms-test:${id}`,
    decisionDate: null,
    jurisdictionCodes: null,
    attribution: 'test',
    noindex: false,
  };
}

async function search(query: string): Promise<CaseLawPage> {
  const response = await SELF.fetch(`https://example.com/api/case-law?${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as CaseLawPage;
}

const names = (page: CaseLawPage) => page.items.map((item) => item.caseName).sort();

async function complete(): Promise<boolean> {
  return (await env.DB.prepare("SELECT count(*) AS n FROM case_law_terms WHERE term = ''").first<{ n: number }>())?.n === 1;
}

describe('the list of the index terms a prefix word is walked as', () => {
  beforeAll(async () => {
    await env.DB.exec('DELETE FROM case_law');
    await writeDecisions(
      database(env.DB),
      [
        decision('1', 'The qxdismissal was unfair.'),
        decision('2', 'Two qxdismissals followed.'),
        decision('3', 'A qxdisability claim.'),
        decision('4', 'A qxdismissalish process and a qxdismissal.'),
      ],
      NOW,
    );
  });

  afterAll(async () => {
    await env.DB.exec('DELETE FROM case_law');
  });

  it('is refilled by the sync, in the batch of its writes, and marked complete', async () => {
    expect(await complete()).toBe(true);
    const forms = readForms(await termsStatement(database(env.DB), ['qxdismissal', 'qxdis', 'qxnothing']).all());
    expect(forms?.get('qxdismissal')?.sort()).toEqual(['qxdismissal', 'qxdismissalish', 'qxdismissals']);
    expect(forms?.get('qxdis')).toHaveLength(4);
    expect(forms?.get('qxnothing')).toEqual([]);
  });

  it('finds every decision a prefix finds, with the same total, walked as its terms', async () => {
    const page = await search('q=QXDISMISSAL');
    expect(names(page)).toEqual(['Terms 1 v Respondent', 'Terms 2 v Respondent', 'Terms 4 v Respondent']);
    expect(page.total).toBe(3);
    expect(names(await search('q=qxdis'))).toHaveLength(4);
    expect(names(await search('q=qxdismissal%20qxdismissalish'))).toEqual(['Terms 4 v Respondent']);
    expect((await search('q=qxdismissal&claimType=unfair-dismissal&year=2026')).total).toBe(3);
  });

  it('is what the search walks, and is forgotten whenever case_law changes, the search then keeping the prefix', async () => {
    // A term taken off the list by hand (the triggers never leave one off): the search no longer
    // finds the decision holding it alone, so the list, not the prefix, is what was walked.
    await env.DB.exec("DELETE FROM case_law_terms WHERE term = 'qxdismissals'");
    expect(names(await search('q=qxdismissal'))).toEqual(['Terms 1 v Respondent', 'Terms 4 v Respondent']);
    // A decision written outside the sync: the list is emptied with the stored searches, and the
    // prefix finds the new form and the one left off.
    await env.DB.prepare(
      `INSERT INTO case_law (id, case_name, citation, year, court_level, claim_types, summary, source, source_uri, created_at, updated_at)
       VALUES ('t5', 'Terms 5 v Respondent', 'c', 2026, 'Employment Tribunal', '[]', 'Some qxdismissalled staff.', 'test', 'terms-test:5', ?, ?)`,
    )
      .bind(NOW, NOW)
      .run();
    expect(await complete()).toBe(false);
    expect(names(await search('q=qxdismissal'))).toEqual([
      'Terms 1 v Respondent',
      'Terms 2 v Respondent',
      'Terms 4 v Respondent',
      'Terms 5 v Respondent',
    ]);
  });
});
