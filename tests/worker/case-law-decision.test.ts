import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CaseLawItem } from '../../src/domain/case-law';
import { decisionPath } from '../../src/domain/case-law-address';
import { database } from '../../worker/db/client';
import { writeDecisions } from '../../worker/db/raw/case-law-sync';

const SYNCED = '6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f';

beforeAll(async () => {
  await env.DB.prepare(
    `INSERT INTO case_law (id, case_name, citation, year, court_level, claim_types, summary, key_points, case_url, source, source_uri, decision_date, attribution, noindex, created_at, updated_at)
     VALUES (?, 'Silva v Harbour Logistics Ltd', '2301234/2025', 2025, 'Employment Tribunal', '["unfair-dismissal"]', 'A synced decision.', '[]', 'https://www.gov.uk/employment-tribunal-decisions/silva-v-harbour', 'govuk', 'test:synced', '2025-06-02', 'Contains public sector information licensed under the Open Government Licence v3.0.', 1, '2026-11-22T00:00:00Z', '2026-11-22T00:00:00Z')
     ON CONFLICT(id) DO NOTHING`,
  )
    .bind(SYNCED)
    .run();
});

describe('GET /api/case-law/decisions/:id', () => {
  it('answers a curated decision in the language asked for', async () => {
    const response = await SELF.fetch(
      'https://example.com/api/case-law/decisions/curated-western-excavating-ecc-ltd-v-sharp-1977?lang=pt',
    );
    expect(response.status).toBe(200);
    const { item } = (await response.json()) as { item: CaseLawItem };
    expect(item.caseName).toBe('Western Excavating (ECC) Ltd v Sharp');
    expect(item.untranslated).toBe(false);
    expect(item.summary).toMatch(/despedimento indireto/);
    expect(decisionPath(item.id)).toBe('/case-law/western-excavating-ecc-ltd-v-sharp-1977');
  });

  it('answers a synced decision, in English where it has no translation', async () => {
    const response = await SELF.fetch(`https://example.com/api/case-law/decisions/${SYNCED}?lang=pt`);
    const { item } = (await response.json()) as { item: CaseLawItem };
    expect(item).toMatchObject({ caseName: 'Silva v Harbour Logistics Ltd', untranslated: true, source: 'govuk' });
    expect(decisionPath(item.id)).toBe(`/case-law/d/${SYNCED}`);
  });

  it('answers 404 NOT_FOUND for an id no decision has, and 400 for one we never give out', async () => {
    const missing = await SELF.fetch('https://example.com/api/case-law/decisions/curated-nobody-v-nothing-2020');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    const bad = await SELF.fetch('https://example.com/api/case-law/decisions/..%2F..%2Fadmin');
    expect(bad.status).toBe(400);
  });
});

describe('a synced decision’s address', () => {
  it('opens the decision page shell in each language, never indexed', async () => {
    for (const [path, lang] of [
      [`/case-law/d/${SYNCED}`, 'en-GB'],
      [`/pt/case-law/d/${SYNCED}`, 'pt-PT'],
    ] as const) {
      const response = await SELF.fetch(`https://example.com${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('x-robots-tag')).toBe('noindex');
      const html = await response.text();
      expect(html).toContain('data-synced-decision');
      expect(html).toContain(`lang="${lang}"`);
      expect(html).toContain('<meta name="robots" content="noindex">');
    }
  });

  it('answers an address that is not a decision id with the site’s 404 page', async () => {
    const response = await SELF.fetch('https://example.com/case-law/d/NOT%20AN%20ID');
    expect(response.status).toBe(404);
  });
});

describe('a synced decision’s source link', () => {
  const hostile = [
    'javascript:alert(document.cookie)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http://www.gov.uk/x',
    '//evil.example/x',
    'not a url',
  ];

  it('is answered only when it is an https address, whatever a row holds', async () => {
    for (const [n, url] of hostile.entries()) {
      const id = `6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e${(60 + n).toString(16).padStart(2, '0')}`;
      await env.DB.prepare(
        `INSERT INTO case_law (id, case_name, citation, year, court_level, claim_types, summary, key_points, case_url, source, source_uri, decision_date, attribution, noindex, created_at, updated_at)
         VALUES (?, 'Doe v Hostile Ltd', ?, 2025, 'Employment Tribunal', '[]', 'A synced decision.', '[]', ?, 'govuk', ?, '2025-06-02', 'x', 1, '2026-11-22T00:00:00Z', '2026-11-22T00:00:00Z')
         ON CONFLICT(id) DO NOTHING`,
      )
        .bind(id, `99/${n}`, url, `test:hostile-${n}`)
        .run();
      const response = await SELF.fetch(`https://example.com/api/case-law/decisions/${id}`);
      const { item } = (await response.json()) as { item: CaseLawItem };
      expect(item.caseUrl, url).toBeNull();
    }
    const good = await SELF.fetch(`https://example.com/api/case-law/decisions/${SYNCED}`);
    expect(((await good.json()) as { item: CaseLawItem }).item.caseUrl).toBe(
      'https://www.gov.uk/employment-tribunal-decisions/silva-v-harbour',
    );
  });

  it('is stored by the sync only when it is an https address', async () => {
    const base = {
      caseName: 'Roe v Source Ltd',
      neutralCitation: null,
      citation: 'x',
      year: 2025,
      courtLevel: 'Employment Tribunal',
      claimTypes: [],
      summary: 's',
      keyPoints: [],
      source: 'govuk' as const,
      decisionDate: null,
      jurisdictionCodes: null,
      attribution: 'a',
      noindex: true,
    };
    await writeDecisions(
      database(env.DB),
      [
        { ...base, caseUrl: 'javascript:alert(1)', sourceUri: 'test:sync-js' },
        { ...base, caseUrl: 'https://caselaw.nationalarchives.gov.uk/eat/2025/1', sourceUri: 'test:sync-https' },
      ],
      '2026-11-22T00:00:00Z',
    );
    const rows = await env.DB.prepare(
      "SELECT source_uri, case_url FROM case_law WHERE source_uri LIKE 'test:sync-%' ORDER BY source_uri",
    ).all<{ source_uri: string; case_url: string | null }>();
    expect(rows.results).toEqual([
      { source_uri: 'test:sync-https', case_url: 'https://caselaw.nationalarchives.gov.uk/eat/2025/1' },
      { source_uri: 'test:sync-js', case_url: null },
    ]);
  });
});
