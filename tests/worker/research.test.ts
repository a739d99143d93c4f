/**
 * Legal research: POST /api/research builds and keeps an analysis from the case's own
 * facts; the free allowance is enforced atomically (20 parallel requests → exactly 2 analyses), a
 * passed reset date counts from 0, the research feature is unlimited; list, usage, delete, export
 * and ownership (another user's case or analysis is a 404, no session a 401).
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { UsageSummary } from '../../src/domain/usage';
import type { CaseView } from '../../worker/db/views';
import { grantPlans, userId } from './_billing-users';
import { api, signUp, type TestUser, validCase } from './_factories';

interface Analysis {
  id: string;
  caseId: string;
  language: 'en' | 'pt';
  analysis: string;
  caseLawIds: string[];
  provider: string;
  unverifiedCitations: string[];
  createdAt: string;
  usage?: UsageSummary | null;
  draftingNotice?: string | null;
}

const LIMIT_MESSAGE = 'Upgrade to Premium for unlimited case research';

async function createCase(user: TestUser, body: Record<string, unknown> = validCase): Promise<CaseView> {
  const response = await api('/cases', user, { method: 'POST', body });
  expect(response.status).toBe(201);
  return (await response.json()) as CaseView;
}

async function research(user: TestUser, caseId: string, language?: 'en' | 'pt'): Promise<Response> {
  return api('/research', user, { method: 'POST', body: { caseId, ...(language ? { language } : {}) } });
}

async function generated(user: TestUser, caseId: string, language?: 'en' | 'pt'): Promise<Analysis> {
  const response = await research(user, caseId, language);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as Analysis;
}

async function grant(user: TestUser, plan: string): Promise<void> {
  await grantPlans(await userId(user), [plan]);
}

async function storedCount(user: TestUser): Promise<number> {
  const row = await env.DB.prepare('SELECT count(*) AS n FROM research_analyses WHERE user_id = ?')
    .bind(await userId(user))
    .first<{ n: number }>();
  return row?.n ?? -1;
}

describe('POST /api/research', () => {
  it('builds the analysis from the case, stores it and counts a free use', async () => {
    const user = await signUp();
    const created = await createCase(user, { ...validCase, claimType: 'unfair-dismissal' });
    const result = await generated(user, created.id);
    expect(result).toMatchObject({ caseId: created.id, language: 'en', provider: 'template', unverifiedCitations: [] });
    expect(result.analysis.startsWith('# Legal research: Ana Silva v Acme Logistics Ltd\n')).toBe(true);
    // 30 September 2026 with no early conciliation: the tracker's card says 29 December 2026.
    expect(result.analysis).toContain('Acas must receive your early conciliation notification by 29 December 2026');
    expect(result.usage).toEqual({ feature: 'research_generation', used: 1, limit: 2, remaining: 1, resetDate: '2026-12-01' });
    const stored = await env.DB.prepare('SELECT analysis, provider FROM research_analyses WHERE id = ?')
      .bind(result.id)
      .first<{ analysis: string; provider: string }>();
    expect(stored).toEqual({ analysis: result.analysis, provider: 'template' });
  });

  it('writes Portuguese when asked, linking the Portuguese case-law cards', async () => {
    const user = await signUp();
    const word = `zyxwarehouse${crypto.randomUUID().slice(0, 6)}`;
    const id = `research-${crypto.randomUUID()}`;
    await env.DB.prepare(
      `INSERT INTO case_law (id, case_name, citation, year, court_level, outcome, claim_types, summary, key_points, legal_principle, source, source_uri, created_at, updated_at)
       VALUES (?, 'Okafor v Northern Freight Ltd', '[2025] EAT 77', 2025, 'Employment Appeal Tribunal', 'Claimant Success', '["constructive-dismissal"]', ?, '[]', 'A last straw need not be serious in itself.', 'test', ?, '2026-11-22T00:00:00.000Z', '2026-11-22T00:00:00.000Z')`,
    )
      .bind(id, `A ${word} supervisor's conduct was a last straw.`, `test:${id}`)
      .run();
    const created = await createCase(user, { ...validCase, claimType: 'constructive-dismissal', notes: `My ${word} supervisor` });
    const result = await generated(user, created.id, 'pt');
    expect(result.language).toBe('pt');
    expect(result.analysis.startsWith('# Pesquisa jurídica: Ana Silva contra Acme Logistics Ltd\n')).toBe(true);
    expect(result.caseLawIds[0]).toBe(id);
    expect(result.analysis).toContain('### Okafor v Northern Freight Ltd ([2025] EAT 77)');
    expect(result.analysis).toContain('Porque importa: A last straw need not be serious in itself.');
    expect(result.analysis).toContain(`A sua página: /pt/case-law/d/${id}?q=Okafor%20v%20Northern%20Freight%20Ltd`);
  });

  it('lets a free user run exactly two of twenty parallel requests; the rest get the limit message', async () => {
    const user = await signUp();
    const created = await createCase(user);
    const responses = await Promise.all(Array.from({ length: 20 }, () => research(user, created.id)));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(2);
    const refused = responses.filter((response) => response.status === 403);
    expect(refused).toHaveLength(18);
    for (const response of refused) {
      expect(await response.json()).toEqual({ error: { code: 'USAGE_LIMIT_REACHED', message: LIMIT_MESSAGE } });
    }
    expect(await storedCount(user)).toBe(2);
    const usage = (await (await api('/research/usage', user)).json()) as { hasFeature: boolean; usage: UsageSummary };
    expect(usage).toEqual({
      hasFeature: false,
      usage: { feature: 'research_generation', used: 2, limit: 2, remaining: 0, resetDate: '2026-12-01' },
    });
  });

  it('counts from 0 again once the reset date has passed', async () => {
    const user = await signUp();
    const created = await createCase(user);
    await env.DB.prepare(
      "INSERT INTO user_usage (user_id, feature_type, usage_count, reset_date) VALUES (?, 'research_generation', 2, '2026-11-01')",
    )
      .bind(await userId(user))
      .run();
    const before = (await (await api('/research/usage', user)).json()) as { usage: UsageSummary };
    expect(before.usage).toMatchObject({ used: 0, remaining: 2, resetDate: '2026-12-01' });
    expect((await generated(user, created.id)).usage).toMatchObject({ used: 1, remaining: 1, resetDate: '2026-12-01' });
    expect((await generated(user, created.id)).usage).toMatchObject({ used: 2, remaining: 0 });
    expect((await research(user, created.id)).status).toBe(403);
  });

  it('is unlimited with the research feature, and counts nothing', async () => {
    for (const plan of ['research_addon', 'complete_bundle']) {
      const user = await signUp();
      await grant(user, plan);
      const created = await createCase(user);
      const responses = await Promise.all(Array.from({ length: 4 }, () => research(user, created.id)));
      expect(responses.map((response) => response.status)).toEqual([201, 201, 201, 201]);
      const [first] = responses;
      if (!first) throw new Error('no response');
      expect(((await first.json()) as Analysis).usage).toBeNull();
      const usage = (await (await api('/research/usage', user)).json()) as { hasFeature: boolean; usage: UsageSummary };
      expect(usage).toMatchObject({ hasFeature: true, usage: { used: 0 } });
    }
  });

  it('gives the use back when the analysis cannot be stored', async () => {
    const user = await signUp();
    const created = await createCase(user);
    const id = await userId(user);
    // A trigger that refuses this user's analyses: the INSERT fails after the use was counted.
    await env.DB.exec(
      `CREATE TRIGGER refuse_research_test BEFORE INSERT ON research_analyses WHEN NEW.user_id = '${id}' BEGIN SELECT RAISE(ABORT, 'refused by test'); END`,
    );
    try {
      const response = await research(user, created.id);
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({ error: { code: 'INTERNAL', message: 'Failed to generate case research' } });
    } finally {
      await env.DB.exec('DROP TRIGGER refuse_research_test');
    }
    const usage = (await (await api('/research/usage', user)).json()) as { usage: UsageSummary };
    expect(usage.usage).toMatchObject({ used: 0, remaining: 2 });
    expect(await storedCount(user)).toBe(0);
  });

  it('does not give premium base (documents only) unlimited research', async () => {
    const user = await signUp();
    await grant(user, 'premium_base');
    const created = await createCase(user);
    await generated(user, created.id);
    await generated(user, created.id);
    expect((await research(user, created.id)).status).toBe(403);
  });

  it('answers 404 for another user’s case without counting a use, 401 without a session, 400 without a case', async () => {
    const owner = await signUp();
    const other = await signUp();
    const created = await createCase(owner);
    const response = await research(other, created.id);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No case with that id' } });
    expect((await (await api('/research/usage', other)).json()) as { usage: UsageSummary }).toMatchObject({ usage: { used: 0 } });
    expect((await research(other, crypto.randomUUID())).status).toBe(404);
    expect((await api('/research', null, { method: 'POST', body: { caseId: created.id } })).status).toBe(401);
    expect((await api('/research/usage', null)).status).toBe(401);
    expect((await api(`/research?caseId=${created.id}`, null)).status).toBe(401);
    const missing = await api('/research', owner, { method: 'POST', body: {} });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED', message: 'Please select a case first' } });
  });
});

describe('GET and DELETE /api/research', () => {
  it('lists the case’s analyses newest first, only the owner’s, and deletes one', async () => {
    const owner = await signUp();
    await grant(owner, 'research_addon');
    const created = await createCase(owner);
    const second = await createCase(owner, { ...validCase, claimantName: 'Ana Costa' });
    const first = await generated(owner, created.id);
    const latest = await generated(owner, created.id, 'pt');
    await generated(owner, second.id);
    const list = (await (await api(`/research?caseId=${created.id}`, owner)).json()) as { items: Analysis[] };
    expect(list.items.map((item) => item.id)).toEqual([latest.id, first.id]);
    const { usage: _usage, draftingNotice: _notice, ...stored } = first;
    expect(list.items[1]).toEqual(stored);

    const other = await signUp();
    expect(((await (await api(`/research?caseId=${created.id}`, other)).json()) as { items: Analysis[] }).items).toEqual([]);
    const foreign = await api(`/research/${first.id}`, other, { method: 'DELETE' });
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No research with that id' } });
    expect((await api(`/research/${first.id}`, null, { method: 'DELETE' })).status).toBe(401);

    expect((await api(`/research/${first.id}`, owner, { method: 'DELETE' })).status).toBe(204);
    expect((await api(`/research/${first.id}`, owner, { method: 'DELETE' })).status).toBe(404);
    expect((await api('/research/not-a-uuid', owner, { method: 'DELETE' })).status).toBe(404);
    const after = (await (await api(`/research?caseId=${created.id}`, owner)).json()) as { items: Analysis[] };
    expect(after.items.map((item) => item.id)).toEqual([latest.id]);
  });

  it('is in the account export, and account deletion removes it', async () => {
    const user = await signUp();
    const created = await createCase(user);
    const result = await generated(user, created.id);
    const exported = (await (await api('/account/export', user)).json()) as { researchAnalyses: Analysis[] };
    const { usage: _usage, draftingNotice: _notice, ...stored } = result;
    expect(exported.researchAnalyses).toEqual([stored]);
    expect((await api('/account', user, { method: 'DELETE', body: { email: user.email } })).status).toBe(204);
    const row = await env.DB.prepare('SELECT count(*) AS n FROM research_analyses WHERE id = ?')
      .bind(result.id)
      .first<{ n: number }>();
    expect(row?.n).toBe(0);
  });
});
