import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import { database } from '../../worker/db/client';
import worker from '../../worker/index';
import { BAILII_REFUSAL } from '../../worker/services/caselaw/bailii';
import { parseSection } from '../../worker/services/caselaw/legislation';
import { LICENCE_NEEDED, parseAtom, parseJudgment } from '../../worker/services/caselaw/national-archives';
import { runAll, runSource } from '../../worker/services/caselaw/run';
import { expectSearchTablesInStep } from './_case-law-keys';
import { api, signUp } from './_factories';
import { fixture, govukSearch, json, noSleep, recordedServer, xml } from './_recorded-server';

const FIRE =
  '/employment-tribunal-decisions/retained-firefighters-case-management-order-of-employment-tribunal-of-19-december-2008';
const count = async (where = "source != 'curated'") =>
  (await env.DB.prepare(`SELECT count(*) AS n FROM case_law WHERE ${where}`).first<{ n: number }>())?.n ?? -1;

function govukServer(options: { content?: () => Response } = {}) {
  return recordedServer({
    '/api/search.json': (url) =>
      govukSearch(url.searchParams.get('filter_format') === 'employment_tribunal_decision' ? [FIRE] : []),
    '/api/content/*': () => options.content?.() ?? new Response(fixture('govuk_content_item_employment_tribunal_decision.json')),
  });
}

describe('parsing the sources’ formats', () => {
  it('reads an Atom feed, with old- and new-style URIs and no neutral citation element', () => {
    const entries = parseAtom(fixture('fcl_atom_feed_uksc_2025.xml'), 'https://caselaw.example');
    expect(entries.length).toBe(18);
    expect(entries[0]).toMatchObject({
      uri: 'd-b2afa423-1c82-42c1-b82d-b444772ed127',
      dataUrl: 'https://caselaw.nationalarchives.gov.uk/uksc/2025/18/data.xml',
    });
    expect(entries[0]?.title).toContain('Bilta (UK) Ltd');
  });

  it('reads a judgment with two appellants and a judge', () => {
    const j = parseJudgment(fixture('fcl_judgment_eat_2023_1_imperial_college_v_matar.xml'));
    expect(j.neutralCitation).toBe('[2023] EAT 1');
    expect(j.date).toBe('2023-01-24');
    expect(j.parties.filter((p) => p.role === 'appellant').map((p) => p.name)).toHaveLength(2);
    expect(j.parties.find((p) => p.role === 'respondent')?.name).toBe('MR N MATAR');
    expect(j.judges[0]).toMatch(/EADY/i);
  });

  it('reads a judgment with no judge recorded', () => {
    const j = parseJudgment(fixture('fcl_judgment_eat_2023_104_aecom_v_mallon.xml'));
    expect(j).toMatchObject({
      neutralCitation: '[2023] EAT 104',
      date: '2023-08-10',
      name: 'Aecom Limited v C Mallon',
      judges: [],
    });
  });

  it('reads a CLML section without a heading', () => {
    const section = parseSection(fixture('legislation_clml_fragment_ukpga_2022_44_section_4.xml'), '4');
    expect(section.text).toContain('A “licensed electricity supplier” is a person who holds an electricity supply licence.');
    // Section 4 has no heading of its own: the heading read is the cross-heading above it.
    expect(section.heading).toBe('Expressions relating to electricity');
  });
});

describe('GOV.UK sync', () => {
  it('adds new England and Wales decisions with their jurisdiction codes, attribution and noindex, and adds nothing the second time', async () => {
    // The Worker tests share one D1 (isolate: false): another file's GOV.UK rows would be read below.
    await env.DB.exec("DELETE FROM case_law WHERE source = 'govuk'");
    const server = govukServer();
    const first = await runSource(database(env.DB), 'govuk', env, server.fetcher, noSleep);
    expect(first).toEqual({ success: true, message: 'GOV.UK: 1 new decision.', count: 1 });
    const row = await env.DB.prepare('SELECT * FROM case_law WHERE source = ?').bind('govuk').first<Record<string, unknown>>();
    expect(row).toMatchObject({
      case_name: 'Retained Firefighters',
      decision_date: '2008-12-19',
      year: 2008,
      court_level: 'Employment Tribunal',
      claim_types: '["discrimination"]',
      jurisdiction_codes: '["age-discrimination","agency-workers"]',
      attribution: 'Contains public sector information licensed under the Open Government Licence v3.0.',
      noindex: 1,
    });
    expect(String(row?.case_url)).toMatch(/\.pdf$/);
    // The search's keys and counts took the new decision in (the triggers, not the sync's code).
    await expectSearchTablesInStep();
    const second = await runSource(database(env.DB), 'govuk', env, server.fetcher, noSleep);
    expect(second).toEqual({ success: true, message: 'GOV.UK: no new decisions.', count: 0 });
    expect(await count("source = 'govuk'")).toBe(1);
    // The second run asked only for decisions since the first (incremental).
    expect(server.requests.filter((r) => r.includes('filter_public_timestamp=from')).length).toBeGreaterThan(0);
  });

  it.each([
    ['an HTTP error', () => new Response('down', { status: 500 }), 'www.gov.uk answered HTTP 500'],
    ['malformed JSON', () => new Response('{"title": '), 'GOV.UK sent a decision that is not valid JSON'],
    ['an unexpected shape', () => json({ hello: 'world' }), 'GOV.UK sent a decision in an unexpected shape'],
  ])('ends the run on %s with a clear message and no rows', async (_label, content, message) => {
    await env.DB.exec("DELETE FROM case_law WHERE source = 'govuk'");
    const server = govukServer({ content });
    const result = await runSource(
      database(env.DB),
      'govuk',
      { ...env, GOVUK_API_BASE: 'https://www.gov.uk' },
      server.fetcher,
      noSleep,
    );
    expect(result.success).toBe(false);
    expect(result.message).toContain(message);
    expect(await count("source = 'govuk'")).toBe(0);
    const run = await env.DB.prepare(
      "SELECT error FROM sync_runs WHERE source = 'govuk' ORDER BY started_at DESC, rowid DESC LIMIT 1",
    ).first<{ error: string }>();
    expect(run?.error).toContain(message);
  });

  it('ends the run on a timeout, after bounded retries, with nothing written', async () => {
    await env.DB.exec("DELETE FROM case_law WHERE source = 'govuk'");
    let attempts = 0;
    const timingOut = async () => {
      attempts++;
      throw new DOMException('The operation timed out.', 'TimeoutError');
    };
    const result = await runSource(database(env.DB), 'govuk', env, timingOut, noSleep);
    expect(result).toEqual({ success: false, message: 'No answer from www.gov.uk within 15 s', count: 0 });
    expect(attempts).toBe(3);
    expect(await count("source = 'govuk'")).toBe(0);
  });

  it('retries a 429 and then succeeds', async () => {
    await env.DB.exec("DELETE FROM case_law WHERE source = 'govuk'");
    let calls = 0;
    const server = govukServer({
      content: () =>
        ++calls === 1
          ? new Response('slow down', { status: 429, headers: { 'retry-after': '1' } })
          : new Response(fixture('govuk_content_item_employment_tribunal_decision.json')),
    });
    expect((await runSource(database(env.DB), 'govuk', env, server.fetcher, noSleep)).count).toBe(1);
    expect(calls).toBe(2);
  });
});

describe('Find Case Law sync', () => {
  it('refuses to run without a transactional licence', async () => {
    const server = recordedServer({});
    expect(
      await runSource(database(env.DB), 'national-archives', { ...env, TNA_LICENCE_REFERENCE: '' }, server.fetcher, noSleep),
    ).toEqual({
      success: false,
      message: LICENCE_NEEDED,
      count: 0,
    });
    expect(server.requests).toEqual([]);
  });

  it('with a licence, reads the EAT feed and each judgment', async () => {
    const atom = `<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom" xmlns:tna="https://caselaw.nationalarchives.gov.uk">
      <entry><title>Imperial College v Matar</title><published>2023-01-24T00:00:00+00:00</published><tna:uri>eat/2023/1</tna:uri>
        <link href="https://tna.example/eat/2023/1/data.xml" rel="alternate" type="application/akn+xml"/></entry>
      <entry><title>Aecom v Mallon</title><published>2023-08-10T00:00:00+00:00</published><tna:uri>eat/2023/104</tna:uri>
        <link href="https://tna.example/eat/2023/104/data.xml" rel="alternate" type="application/akn+xml"/></entry></feed>`;
    const server = recordedServer({
      '/atom.xml': () => xml(atom),
      '/eat/2023/1/data.xml': () => xml(fixture('fcl_judgment_eat_2023_1_imperial_college_v_matar.xml')),
      '/eat/2023/104/data.xml': () => xml(fixture('fcl_judgment_eat_2023_104_aecom_v_mallon.xml')),
    });
    const result = await runSource(
      database(env.DB),
      'national-archives',
      { ...env, TNA_LICENCE_REFERENCE: 'TL-123', TNA_API_BASE: 'https://tna.example' },
      server.fetcher,
      noSleep,
    );
    expect(result).toEqual({ success: true, message: 'Find Case Law: 2 new EAT judgments.', count: 2 });
    const rows = await env.DB.prepare(
      "SELECT citation, attribution FROM case_law WHERE source = 'national-archives' ORDER BY citation",
    ).all();
    expect(rows.results).toEqual([
      { citation: '[2023] EAT 1', attribution: 'Contains information licensed under the Open Justice Licence v1.0.' },
      { citation: '[2023] EAT 104', attribution: 'Contains information licensed under the Open Justice Licence v1.0.' },
    ]);
  });

  it('ends on malformed XML with nothing written', async () => {
    await env.DB.exec("DELETE FROM case_law WHERE source = 'national-archives'");
    const server = recordedServer({ '/atom.xml': () => xml('<feed><entry>') });
    const result = await runSource(
      database(env.DB),
      'national-archives',
      { ...env, TNA_LICENCE_REFERENCE: 'TL-123', TNA_API_BASE: 'https://tna.example' },
      server.fetcher,
      noSleep,
    );
    expect(result.success).toBe(false);
    expect(result.message).toMatch(/Find Case Law sent a feed/);
    expect(await count("source = 'national-archives'")).toBe(0);
  });
});

describe('legislation and BAILII', () => {
  it('stores every key section, all or nothing', async () => {
    const server = recordedServer({ '/ukpga/*': () => xml(fixture('legislation_clml_fragment_ukpga_2022_44_section_4.xml')) });
    const result = await runSource(
      database(env.DB),
      'legislation',
      { ...env, LEGISLATION_API_BASE: 'https://leg.example' },
      server.fetcher,
      noSleep,
    );
    expect(result).toEqual({ success: true, message: 'legislation.gov.uk: 27 sections updated.', count: 27 });
    expect(server.requests).toContain('/ukpga/1996/18/section/207B/data.xml');
    expect(server.requests).toContain('/ukpga/2010/15/section/140B/data.xml');
    await env.DB.exec('DELETE FROM legislation');
    let n = 0;
    const failing = recordedServer({
      '/ukpga/*': () =>
        ++n === 10
          ? new Response('gone', { status: 404 })
          : xml(fixture('legislation_clml_fragment_ukpga_2022_44_section_4.xml')),
    });
    expect(
      (
        await runSource(
          database(env.DB),
          'legislation',
          { ...env, LEGISLATION_API_BASE: 'https://leg.example' },
          failing.fetcher,
          noSleep,
        )
      ).success,
    ).toBe(false);
    expect((await env.DB.prepare('SELECT count(*) AS n FROM legislation').first<{ n: number }>())?.n).toBe(0);
  });

  it('never fetches from BAILII and says why', async () => {
    const server = recordedServer({});
    expect(await runSource(database(env.DB), 'bailii', env, server.fetcher, noSleep)).toEqual({
      success: false,
      message: BAILII_REFUSAL,
      count: 0,
    });
    expect(server.requests).toEqual([]);
  });

  it('"all" runs the runnable sources and adds their counts', async () => {
    await env.DB.exec("DELETE FROM case_law WHERE source = 'govuk'");
    const server = recordedServer({
      '/api/search.json': (url) =>
        govukSearch(url.searchParams.get('filter_format') === 'employment_tribunal_decision' ? [FIRE] : []),
      '/api/content/*': () => new Response(fixture('govuk_content_item_employment_tribunal_decision.json')),
      '/ukpga/*': () => xml(fixture('legislation_clml_fragment_ukpga_2022_44_section_4.xml')),
    });
    const result = await runAll(
      database(env.DB),
      { ...env, TNA_LICENCE_REFERENCE: '', GOVUK_API_BASE: 'https://gov.example', LEGISLATION_API_BASE: 'https://leg.example' },
      server.fetcher,
      noSleep,
    );
    expect(result.count).toBe(1 + 27);
    expect(result.message).toContain('GOV.UK: 1 new decision.');
    expect(result.message).toContain(LICENCE_NEEDED);
    // Each source's own line, for the admin page.
    expect(result.results.map((r) => [r.source, r.success, r.count])).toEqual([
      ['govuk', true, 1],
      ['national-archives', false, 0],
      ['legislation', true, 27],
    ]);
    expect(result.results[2]?.message).toBe('legislation.gov.uk: 27 sections updated.');
  });
});

describe('POST /api/admin/case-law/sync', () => {
  it('is for admins only: 401 signed out, 403 for a user, and runs for an admin', async () => {
    expect((await api('/admin/case-law/sync', null, { method: 'POST', body: { source: 'bailii' } })).status).toBe(401);
    const user = await signUp();
    const forbidden = await api('/admin/case-law/sync', user, { method: 'POST', body: { source: 'bailii' } });
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toEqual({
      error: { code: 'FORBIDDEN', message: 'You need admin rights to manage the case-law database.' },
    });
    await env.DB.prepare("UPDATE user SET role = 'admin' WHERE email = ?").bind(user.email).run();
    // Other test files share this database: count this source's runs before and after.
    const bailiiRuns = async () =>
      (await env.DB.prepare("SELECT count(*) AS n FROM sync_runs WHERE source = 'bailii'").first<{ n: number }>())?.n ?? 0;
    const before = await bailiiRuns();
    const ok = await api('/admin/case-law/sync', user, { method: 'POST', body: { source: 'bailii' } });
    expect(await ok.json()).toEqual({
      success: false,
      message: BAILII_REFUSAL,
      count: 0,
      results: [{ source: 'bailii', success: false, message: BAILII_REFUSAL, count: 0 }],
    });
    const bad = await api('/admin/case-law/sync', user, { method: 'POST', body: { source: 'westlaw' } });
    expect(bad.status).toBe(400);
    expect(await bailiiRuns()).toBe(before + 1);
    const runs = (await (await api('/admin/case-law/runs', user)).json()) as { items: { source: string }[] };
    expect(runs.items.some((run) => run.source === 'bailii')).toBe(true);
  });
});

describe('the daily cron', () => {
  it('runs the sync for every runnable source', async () => {
    const server = recordedServer({
      '/api/search.json': () => govukSearch([]),
      '/ukpga/*': () => xml(fixture('legislation_clml_fragment_ukpga_2022_44_section_4.xml')),
    });
    const spy = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation((input) => server.fetcher(String(input instanceof Request ? input.url : input)));
    const before = (await env.DB.prepare('SELECT count(*) AS n FROM sync_runs').first<{ n: number }>())?.n ?? 0;
    const ctx = createExecutionContext();
    await worker.scheduled(
      createScheduledController({ cron: '17 3 * * *' }),
      { ...env, TNA_LICENCE_REFERENCE: '', CASELAW_SYNC_MAX_ITEMS: '5' } as Env,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    spy.mockRestore();
    const after = (await env.DB.prepare('SELECT count(*) AS n FROM sync_runs').first<{ n: number }>())?.n ?? 0;
    expect(after - before).toBe(3);
  });
});
