/**
 * A case-law source failing part-way (docs/reliability.md), beside the
 * failures case-law-sync.test.ts already covers (GOV.UK's HTTP 500 after retries, malformed
 * JSON, a timeout after retries, a 429 then success): XML cut off in the middle of a page, and a
 * 500 or a timeout that passes on the next try. Each failure ends the run with a clear message and
 * nothing written; the next run, or the retry inside the run, succeeds.
 */
import { env } from 'cloudflare:test';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { database } from '../../worker/db/client';
import { KEY_SECTIONS } from '../../worker/services/caselaw/legislation';
import { runSource } from '../../worker/services/caselaw/run';
import { fixture, govukSearch, noSleep, recordedServer, xml } from './_recorded-server';

const TNA = { ...env, TNA_LICENCE_REFERENCE: 'TL-123', TNA_API_BASE: 'https://tna.example' };
const LEGISLATION = { ...env, LEGISLATION_API_BASE: 'https://leg.example' };
const MATAR = 'fcl_judgment_eat_2023_1_imperial_college_v_matar.xml';
const MALLON = 'fcl_judgment_eat_2023_104_aecom_v_mallon.xml';
const FIRE =
  '/employment-tribunal-decisions/retained-firefighters-case-management-order-of-employment-tribunal-of-19-december-2008';

const FEED = `<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom" xmlns:tna="https://caselaw.nationalarchives.gov.uk">
  <entry><title>Imperial College v Matar</title><published>2023-01-24T00:00:00+00:00</published><tna:uri>eat/2023/1</tna:uri>
    <link href="https://tna.example/eat/2023/1/data.xml" rel="alternate" type="application/akn+xml"/></entry>
  <entry><title>Aecom v Mallon</title><published>2023-08-10T00:00:00+00:00</published><tna:uri>eat/2023/104</tna:uri>
    <link href="https://tna.example/eat/2023/104/data.xml" rel="alternate" type="application/akn+xml"/></entry></feed>`;

/** The first half of a document, as a connection dropped mid-transfer leaves it. */
const cut = (text: string) => text.slice(0, Math.floor(text.length / 2));

/** The decisions these tests fetch: counted, and removed afterwards, by themselves only. */
const OURS = ['tna:eat/2023/1', 'tna:eat/2023/104', `govuk:${FIRE}`];
const rows = async (source: string) =>
  (
    await env.DB.prepare(
      'SELECT count(*) AS n FROM case_law WHERE source = ?1 AND source_uri IN (SELECT value FROM json_each(?2))',
    )
      .bind(source, JSON.stringify(OURS))
      .first<{ n: number }>()
  )?.n ?? -1;
const removeOurs = () =>
  env.DB.prepare('DELETE FROM case_law WHERE source_uri IN (SELECT value FROM json_each(?1))').bind(JSON.stringify(OURS)).run();

// Other files share this database (case-law-sync.test.ts expects sources never synced before, and
// an incremental run skips what is older than the last success): runs and rows made here are
// removed afterwards, and the legislation table is put back as it was.
let runsBefore = 0;
let legislationBefore: Record<string, unknown>[] = [];
beforeAll(async () => {
  runsBefore = (await env.DB.prepare('SELECT max(rowid) AS n FROM sync_runs').first<{ n: number | null }>())?.n ?? 0;
  legislationBefore = (await env.DB.prepare('SELECT * FROM legislation').all()).results;
});
beforeEach(async () => {
  await removeOurs();
  await env.DB.prepare('DELETE FROM sync_runs WHERE rowid > ?').bind(runsBefore).run();
  // Find Case Law's feed is read from the last successful run on, and its entries are from 2023.
  await env.DB.exec("DELETE FROM sync_runs WHERE source = 'national-archives'");
});
afterAll(async () => {
  await removeOurs();
  await env.DB.prepare('DELETE FROM sync_runs WHERE rowid > ?').bind(runsBefore).run();
  await env.DB.exec('DELETE FROM legislation');
  if (legislationBefore.length > 0) {
    const columns = Object.keys(legislationBefore[0] ?? {});
    await env.DB.batch(
      legislationBefore.map((row) =>
        env.DB.prepare(`INSERT INTO legislation (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`).bind(
          ...columns.map((column) => row[column]),
        ),
      ),
    );
  }
});

async function lastRunError(source: string): Promise<string | null | undefined> {
  const run = await env.DB.prepare('SELECT error FROM sync_runs WHERE source = ? ORDER BY started_at DESC, rowid DESC LIMIT 1')
    .bind(source)
    .first<{ error: string | null }>();
  return run?.error;
}

function tnaServer(options: { feed?: string; mallon?: string }) {
  return recordedServer({
    '/atom.xml': () => xml(options.feed ?? FEED),
    '/eat/2023/1/data.xml': () => xml(fixture(MATAR)),
    '/eat/2023/104/data.xml': () => xml(options.mallon ?? fixture(MALLON)),
  });
}

describe('Find Case Law sending XML cut off mid-page', () => {
  it('a judgment cut off after another was read: a clear message, neither stored, and the next run stores both', async () => {
    const failed = await runSource(
      database(env.DB),
      'national-archives',
      TNA,
      tnaServer({ mallon: cut(fixture(MALLON)) }).fetcher,
      noSleep,
    );
    expect(failed).toEqual({
      success: false,
      message: 'Find Case Law sent a judgment that is not well-formed XML',
      count: 0,
    });
    // The first judgment was read and parsed, but rows are written only once the whole page is in.
    expect(await rows('national-archives')).toBe(0);
    expect(await lastRunError('national-archives')).toBe('Find Case Law sent a judgment that is not well-formed XML');

    const retried = await runSource(database(env.DB), 'national-archives', TNA, tnaServer({}).fetcher, noSleep);
    expect(retried).toEqual({ success: true, message: 'Find Case Law: 2 new EAT judgments.', count: 2 });
    expect(await rows('national-archives')).toBe(2);
    expect(await lastRunError('national-archives')).toBeNull();
  });

  it('the feed page itself cut off inside its second entry: a clear message, nothing stored, and the next run succeeds', async () => {
    const truncated = FEED.slice(0, FEED.indexOf('<title>Aecom') + 10);
    const failed = await runSource(database(env.DB), 'national-archives', TNA, tnaServer({ feed: truncated }).fetcher, noSleep);
    expect(failed).toEqual({ success: false, message: 'Find Case Law sent a feed that is not well-formed XML', count: 0 });
    expect(await rows('national-archives')).toBe(0);
    expect((await runSource(database(env.DB), 'national-archives', TNA, tnaServer({}).fetcher, noSleep)).count).toBe(2);
  });
});

describe('legislation.gov.uk sending a section cut off mid-run', () => {
  it('leaves every stored section as it was, names the section, and the next run updates all 27', async () => {
    const section = fixture('legislation_clml_fragment_ukpga_2022_44_section_4.xml');
    const total = KEY_SECTIONS.reduce((n, act) => n + act.sections.length, 0);
    // Stored sections from an earlier run, marked so a half-written run would show.
    await runSource(
      database(env.DB),
      'legislation',
      LEGISLATION,
      recordedServer({ '/ukpga/*': () => xml(section) }).fetcher,
      noSleep,
    );
    await env.DB.exec("UPDATE legislation SET updated_at = 'before the cut'");
    let served = 0;
    const cutOff = recordedServer({ '/ukpga/*': () => xml(++served === 12 ? cut(section) : section) });
    const failed = await runSource(database(env.DB), 'legislation', LEGISLATION, cutOff.fetcher, noSleep);
    // The 12th section asked for is the Equality Act's section 15 (the Employment Rights Act's 9 come first).
    expect(failed).toEqual({
      success: false,
      message: 'legislation.gov.uk sent section 15 as XML that is not well-formed',
      count: 0,
    });
    const untouched = await env.DB.prepare("SELECT count(*) AS n FROM legislation WHERE updated_at = 'before the cut'").first<{
      n: number;
    }>();
    expect(untouched?.n).toBe(total);
    const retried = await runSource(
      database(env.DB),
      'legislation',
      LEGISLATION,
      recordedServer({ '/ukpga/*': () => xml(section) }).fetcher,
      noSleep,
    );
    expect(retried).toEqual({ success: true, message: `legislation.gov.uk: ${total} sections updated.`, count: total });
    const stale = await env.DB.prepare("SELECT count(*) AS n FROM legislation WHERE updated_at = 'before the cut'").first<{
      n: number;
    }>();
    expect(stale?.n).toBe(0);
  });
});

describe('a source failing once, then answering', () => {
  function govuk(content: () => Response | Promise<Response>) {
    return recordedServer({
      '/api/search.json': (url) =>
        govukSearch(url.searchParams.get('filter_format') === 'employment_tribunal_decision' ? [FIRE] : []),
      '/api/content/*': content,
    });
  }

  it('retries a 500 and stores the decision', async () => {
    let calls = 0;
    const server = govuk(() =>
      ++calls === 1
        ? new Response('bad gateway', { status: 500 })
        : new Response(fixture('govuk_content_item_employment_tribunal_decision.json')),
    );
    expect(await runSource(database(env.DB), 'govuk', env, server.fetcher, noSleep)).toEqual({
      success: true,
      message: 'GOV.UK: 1 new decision.',
      count: 1,
    });
    expect(calls).toBe(2);
    expect(await rows('govuk')).toBe(1);
  });

  it('retries a request that timed out and stores the decision', async () => {
    let calls = 0;
    const server = govuk(() => {
      calls += 1;
      if (calls === 1) throw new DOMException('The operation timed out.', 'TimeoutError');
      return new Response(fixture('govuk_content_item_employment_tribunal_decision.json'));
    });
    expect((await runSource(database(env.DB), 'govuk', env, server.fetcher, noSleep)).count).toBe(1);
    expect(calls).toBe(2);
    expect(await rows('govuk')).toBe(1);
  });
});
