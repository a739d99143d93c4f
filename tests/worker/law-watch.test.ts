/**
 * The law watch against recorded legislation.gov.uk payloads (tests/fixtures/lawwatch, constructed
 * in the documented CLML and Atom shapes: see its README), served by the recorded stand-in as the
 * pool's fetch: a commencement of ERA 2025 s.152 raises exactly one notice and one e-mail, a second
 * run neither; a first reading, a new commencement instrument, and the source's failures (a
 * timeout, a 429, XML cut off mid-transfer) as the case-law sync answers them.
 */
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LawWatchNotice, ProvisionReading } from '../../src/domain/law-watch';
import { database } from '../../worker/db/client';
import { storeReadings } from '../../worker/db/law-watch';
import worker from '../../worker/index';
import { runLawWatch } from '../../worker/services/law-watch/run';
import { api, signUp, type TestUser } from './_factories';
import { type Handler, noSleep, recordedServer, xml } from './_recorded-server';

const LEG = { ...env, LEGISLATION_API_BASE: 'https://leg.example' };
const S152 = '/ukpga/2025/36/section/152/data.xml';
const PROSPECTIVE = 'ukpga_2025_36_section_152_prospective.xml';
const RECORDED = 'ukpga_2025_36_section_152_commencement_recorded.xml';
const IN_FORCE = 'ukpga_2025_36_section_152_in_force.xml';
const BEFORE = 'uksi_feed_era_2025_commencement_before.xml';
const AFTER = 'uksi_feed_era_2025_commencement_after.xml';

const payload = (name: string): string => {
  const text = env.TEST_LAWWATCH_FIXTURES[name];
  if (text === undefined) throw new Error(`missing fixture ${name}: is it in tests/fixtures/lawwatch?`);
  return text;
};

/** legislation.gov.uk with s.152 and the list of the Act's instruments; every other provision answers 404. */
function legislation(s152: Handler | string, feed = BEFORE, extra: Record<string, Handler> = {}) {
  return recordedServer({
    [S152]: typeof s152 === 'string' ? () => xml(payload(s152)) : s152,
    '/uksi/data.feed': () => xml(payload(feed)),
    ...extra,
  });
}

const count = async (sql: string, ...values: unknown[]) =>
  (
    await env.DB.prepare(sql)
      .bind(...values)
      .first<{ n: number }>()
  )?.n ?? -1;
const notices = () => count('SELECT count(*) AS n FROM law_watch_notices');
const mailsTo = (email: string) =>
  count('SELECT count(*) AS n FROM mail_outbox WHERE "to" = ? AND subject LIKE \'Law watch:%\'', email);
const stored = async (target: string) =>
  (await env.DB.prepare('SELECT reading FROM law_watch_observations WHERE target = ?').bind(target).first<{ reading: string }>())
    ?.reading;

// The daily cron also runs the case-law sync (every source answers 404 here): its runs are removed
// afterwards, as case-law-faults.test.ts does, so the files sharing this database see none of them.
let runsBefore = 0;
beforeAll(async () => {
  runsBefore = (await env.DB.prepare('SELECT max(rowid) AS n FROM sync_runs').first<{ n: number | null }>())?.n ?? 0;
});
afterAll(async () => {
  await env.DB.prepare('DELETE FROM sync_runs WHERE rowid > ?').bind(runsBefore).run();
});

let admin: TestUser;
beforeEach(async () => {
  // Other test files share this database: the watch's tables are this file's alone.
  await env.DB.exec('DELETE FROM law_watch_notices; DELETE FROM law_watch_observations; DELETE FROM law_watch_runs;');
  admin = await signUp();
  await env.DB.prepare("UPDATE user SET role = 'admin' WHERE email = ?").bind(admin.email).run();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** The daily Cron Trigger, with the recorded server as the Worker's fetch. */
async function dailyCron(server: ReturnType<typeof recordedServer>) {
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) =>
    server.fetcher(String(input instanceof Request ? input.url : input), init),
  );
  const ctx = createExecutionContext();
  await worker.scheduled(
    createScheduledController({ cron: '17 3 * * *' }),
    {
      ...env,
      TNA_LICENCE_REFERENCE: '',
      LEGISLATION_API_BASE: 'https://leg.example',
      GOVUK_API_BASE: 'https://gov.example',
    } as Env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  vi.restoreAllMocks();
}

describe('the daily run finds a recorded commencement of ERA 2025 s.152', () => {
  it('raises exactly one notice and one e-mail, and a second run raises neither', async () => {
    // Day 1: s.152 prospective, the Act's regulations as they were: the readings are stored, nothing raised.
    await dailyCron(legislation(PROSPECTIVE));
    expect(await notices()).toBe(0);
    expect(await mailsTo(admin.email)).toBe(0);
    expect(JSON.parse((await stored('ukpga/2025/36/section/152')) ?? 'null')).toMatchObject({
      status: 'prospective',
      pending: [],
    });

    // Day 2: legislation.gov.uk records s.152's commencement (not yet applied to the text).
    const server = legislation(RECORDED);
    await dailyCron(server);
    expect(server.requests).toContain(S152);
    expect(server.requests.some((r) => r.startsWith('/uksi/data.feed?title='))).toBe(true);
    expect(await notices()).toBe(1);
    expect(await mailsTo(admin.email)).toBe(1);
    const notice = await env.DB.prepare('SELECT * FROM law_watch_notices').first<Record<string, string>>();
    expect(notice).toMatchObject({
      target: 'ukpga/2025/36/section/152',
      source_url: 'https://www.legislation.gov.uk/ukpga/2025/36/section/152',
    });
    expect(JSON.parse(notice?.figure_rows ?? '[]')).toEqual([{ figure: 'claimTimeLimit', from: '2026-10-01' }]);
    expect(JSON.parse(notice?.reading_after ?? '{}')).toMatchObject({
      status: 'prospective',
      pending: [{ instrument: 'uksi/2026/954', provisions: 's. 152', dates: ['2026-10-01'] }],
    });
    const mail = await env.DB.prepare('SELECT subject, text FROM mail_outbox WHERE "to" = ? AND subject LIKE \'Law watch:%\'')
      .bind(admin.email)
      .first<{ subject: string; text: string }>();
    // No language chosen: English, then Portuguese.
    expect(mail?.subject).toBe(
      'Law watch: 1 change on legislation.gov.uk to review / Vigilância legislativa: 1 alteração na legislation.gov.uk por rever',
    );
    expect(mail?.text).toContain(
      'Commencement recorded but not yet applied to the text: uksi/2026/954 (s. 152), from 1 October 2026.',
    );
    expect(mail?.text).toContain(
      'Entrada em vigor registada, mas ainda não aplicada ao texto: uksi/2026/954 (s. 152), a partir de 1 de outubro de 2026.',
    );
    expect(mail?.text).toContain('https://www.legislation.gov.uk/ukpga/2025/36/section/152');
    expect(mail?.text).toContain('Nothing on the site has changed');

    // Day 3: the same payloads: neither a notice nor an e-mail.
    await dailyCron(legislation(RECORDED));
    expect(await notices()).toBe(1);
    expect(await mailsTo(admin.email)).toBe(1);
    // The other watched provisions answered 404 here: named in the run, nothing stored for them.
    const run = await env.DB.prepare(
      'SELECT checked, notices, failures FROM law_watch_runs ORDER BY started_at DESC LIMIT 1',
    ).first<{
      checked: number;
      notices: number;
      failures: string;
    }>();
    expect(run?.checked).toBe(2);
    expect(run?.notices).toBe(0);
    expect((JSON.parse(run?.failures ?? '[]') as { target: string }[]).map((f) => f.target)).toContain(
      'ukpga/2025/36/schedule/12',
    );
  });
});

describe('what is news', () => {
  it('a first reading that already shows the commencement raises one notice; one that shows s.152 waiting raises none', async () => {
    expect(
      (await runLawWatch(database(env.DB), LEG, { fetcher: legislation(PROSPECTIVE).fetcher, sleep: noSleep })).notices,
    ).toBe(0);
    await env.DB.exec('DELETE FROM law_watch_observations');
    const result = await runLawWatch(database(env.DB), LEG, { fetcher: legislation(IN_FORCE).fetcher, sleep: noSleep });
    expect(result.notices).toBe(1);
    const after = JSON.parse((await stored('ukpga/2025/36/section/152')) ?? '{}') as ProvisionReading;
    expect(after).toEqual({
      kind: 'provision',
      status: 'inForce',
      inForceFrom: '2026-10-01',
      commencement: ['S. 152 in force at 1.10.2026 by S.I. 2026/954, reg. 3'],
      pending: [],
    });
  });

  it('new commencement regulations under the Act raise one notice naming them; a first list raises none', async () => {
    await runLawWatch(database(env.DB), LEG, { fetcher: legislation(PROSPECTIVE, BEFORE).fetcher, sleep: noSleep });
    expect(await notices()).toBe(0);
    const result = await runLawWatch(database(env.DB), LEG, { fetcher: legislation(PROSPECTIVE, AFTER).fetcher, sleep: noSleep });
    expect(result.notices).toBe(1);
    const row = await env.DB.prepare('SELECT target, source_url, figure_rows FROM law_watch_notices').first<
      Record<string, string>
    >();
    expect(row?.target).toBe('instruments:ukpga/2025/36');
    expect(row?.source_url).toBe(
      'https://www.legislation.gov.uk/uksi?title=%22Employment%20Rights%20Act%202025%22%20Commencement&sort=published&results-count=50',
    );
    expect((JSON.parse(row?.figure_rows ?? '[]') as { figure: string }[]).map((r) => r.figure)).toEqual([
      'claimTimeLimit',
      'writtenReasonsForDismissalQualifyingPeriod',
      // The cap's removal: legislated, its transitional rule only reported (ERA 2025 s.25).
      'maxCompensatoryAward',
      'compensatoryAwardPayCap',
      'protectiveAwardMax',
    ]);
    const mail = await env.DB.prepare('SELECT text FROM mail_outbox WHERE "to" = ? AND subject LIKE \'Law watch:%\'')
      .bind(admin.email)
      .first<{ text: string }>();
    expect(mail?.text).toContain(
      'New commencement regulations: The Employment Rights Act 2025 (Commencement No. 5) Regulations 2026 (uksi/2026/954), made on 10 September 2026.',
    );
  });

  it('writes the e-mail in the admin’s own language when they chose one', async () => {
    await env.DB.prepare(
      "INSERT INTO reminder_settings (user_id, enabled, language, digest, updated_at) SELECT id, 1, 'pt', 1, '2026-11-22T12:00:00Z' FROM user WHERE email = ?",
    )
      .bind(admin.email)
      .run();
    await runLawWatch(database(env.DB), LEG, { fetcher: legislation(PROSPECTIVE).fetcher, sleep: noSleep });
    await runLawWatch(database(env.DB), LEG, { fetcher: legislation(RECORDED).fetcher, sleep: noSleep });
    const mail = await env.DB.prepare('SELECT subject, text FROM mail_outbox WHERE "to" = ? AND subject LIKE \'Vigilância%\'')
      .bind(admin.email)
      .first<{ subject: string; text: string }>();
    expect(mail?.subject).toBe('Vigilância legislativa: 1 alteração na legislation.gov.uk por rever');
    expect(mail?.text).not.toContain('Law watch');
    expect(mail?.text).toContain('http://localhost:8787/pt/case-law/admin');
  });
});

describe('two runs at once', () => {
  it('that both compared with the same stored reading raise one notice between them', async () => {
    await runLawWatch(database(env.DB), LEG, { fetcher: legislation(PROSPECTIVE).fetcher, sleep: noSleep });
    const previous = await stored('ukpga/2025/36/section/152');
    const change = (id: string) => ({
      target: 'ukpga/2025/36/section/152',
      reading: JSON.stringify({ kind: 'provision', status: 'inForce', inForceFrom: '2026-10-01', commencement: [], pending: [] }),
      previous,
      notice: { id, sourceUrl: 'https://www.legislation.gov.uk/ukpga/2025/36/section/152', rows: [] },
    });
    const raised = await Promise.all([
      storeReadings(database(env.DB), [change(crypto.randomUUID())], new Date().toISOString()),
      storeReadings(database(env.DB), [change(crypto.randomUUID())], new Date().toISOString()),
    ]);
    expect(raised.sort()).toEqual([0, 1]);
    expect(await notices()).toBe(1);
  });
});

describe('the source failing, answered as the case-law sync answers it', () => {
  beforeEach(async () => {
    await runLawWatch(database(env.DB), LEG, { fetcher: legislation(PROSPECTIVE).fetcher, sleep: noSleep });
  });

  it('a timeout after bounded retries: named in the run, the stored reading kept, nothing raised', async () => {
    let attempts = 0;
    const timingOut = legislation(() => {
      attempts += 1;
      throw new DOMException('The operation timed out.', 'TimeoutError');
    });
    const before = await stored('ukpga/2025/36/section/152');
    const result = await runLawWatch(database(env.DB), LEG, { fetcher: timingOut.fetcher, sleep: noSleep });
    expect(attempts).toBe(3);
    expect(result.failures).toContainEqual({
      target: 'ukpga/2025/36/section/152',
      message: 'No answer from leg.example within 15 s',
    });
    expect(result.notices).toBe(0);
    expect(await stored('ukpga/2025/36/section/152')).toBe(before);
  });

  it('a 429 is waited out (Retry-After) and the commencement is still found', async () => {
    let calls = 0;
    const waits: number[] = [];
    const limited = legislation(() => {
      calls += 1;
      return calls === 1 ? new Response('slow down', { status: 429, headers: { 'retry-after': '2' } }) : xml(payload(RECORDED));
    });
    const result = await runLawWatch(database(env.DB), LEG, {
      fetcher: limited.fetcher,
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
    expect(calls).toBe(2);
    expect(waits).toContain(2000);
    expect(result.notices).toBe(1);
  });

  it('XML cut off mid-transfer: a clear failure and nothing changed; the next run finds the commencement', async () => {
    const full = payload(RECORDED);
    const cut = legislation(() => xml(full.slice(0, Math.floor(full.length / 2))));
    const result = await runLawWatch(database(env.DB), LEG, { fetcher: cut.fetcher, sleep: noSleep });
    expect(result.failures).toContainEqual({
      target: 'ukpga/2025/36/section/152',
      message: 'legislation.gov.uk sent ukpga/2025/36/section/152 as XML that is not well-formed',
    });
    expect(result.notices).toBe(0);
    expect(JSON.parse((await stored('ukpga/2025/36/section/152')) ?? '{}')).toMatchObject({ status: 'prospective', pending: [] });
    expect((await runLawWatch(database(env.DB), LEG, { fetcher: legislation(RECORDED).fetcher, sleep: noSleep })).notices).toBe(
      1,
    );
  });

  it('a cut-off list of instruments: the provisions are still read, and the list is read again next time', async () => {
    const feed = payload(AFTER);
    const server = legislation(PROSPECTIVE, BEFORE, {
      '/uksi/data.feed': () => xml(feed.slice(0, feed.indexOf('<entry>') + 40)),
    });
    const result = await runLawWatch(database(env.DB), LEG, { fetcher: server.fetcher, sleep: noSleep });
    expect(result.failures.map((f) => f.target)).toContain('instruments:ukpga/2025/36');
    expect(result.checked).toBe(1);
  });
});

describe('the admin page’s notices', () => {
  async function raiseOne(): Promise<LawWatchNotice> {
    await runLawWatch(database(env.DB), LEG, { fetcher: legislation(PROSPECTIVE).fetcher, sleep: noSleep });
    await runLawWatch(database(env.DB), LEG, { fetcher: legislation(RECORDED).fetcher, sleep: noSleep });
    const response = await api('/admin/law-watch/notices', admin);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as { notices: LawWatchNotice[]; lastRun: { checked: number } | null };
    expect(body.notices).toHaveLength(1);
    expect(body.lastRun?.checked).toBe(2);
    return body.notices[0] as LawWatchNotice;
  }

  it('are for admins only', async () => {
    expect((await api('/admin/law-watch/notices', null)).status).toBe(401);
    const user = await signUp();
    const forbidden = await api('/admin/law-watch/notices', user);
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toEqual({
      error: { code: 'FORBIDDEN', message: 'You need admin rights to see the law watch.' },
    });
  });

  it('stay until an admin marks one reviewed, once; a new run does not clear or repeat it', async () => {
    const notice = await raiseOne();
    await runLawWatch(database(env.DB), LEG, { fetcher: legislation(RECORDED).fetcher, sleep: noSleep });
    expect(((await (await api('/admin/law-watch/notices', admin)).json()) as { notices: unknown[] }).notices).toHaveLength(1);

    const reviewed = await api(`/admin/law-watch/notices/${notice.id}/review`, admin, {
      method: 'POST',
      body: { note: 'Read SI 2026/954; figures table unchanged until the transitional rule is read.' },
    });
    expect(reviewed.status).toBe(200);
    expect(((await (await api('/admin/law-watch/notices', admin)).json()) as { notices: unknown[] }).notices).toHaveLength(0);
    const row = await env.DB.prepare('SELECT reviewed_at, review_note FROM law_watch_notices WHERE id = ?')
      .bind(notice.id)
      .first<{ reviewed_at: string | null; review_note: string }>();
    expect(row?.reviewed_at).not.toBeNull();
    expect(row?.review_note).toMatch(/^Read SI 2026\/954/);

    const again = await api(`/admin/law-watch/notices/${notice.id}/review`, admin, { method: 'POST', body: {} });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      error: { code: 'ALREADY_REVIEWED', message: 'This notice was already marked reviewed' },
    });
  });

  it('answer 404 for an unknown notice and 400 for a note over 500 characters', async () => {
    const notice = await raiseOne();
    const missing = await api(`/admin/law-watch/notices/${crypto.randomUUID()}/review`, admin, { method: 'POST', body: {} });
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
    const long = await api(`/admin/law-watch/notices/${notice.id}/review`, admin, {
      method: 'POST',
      body: { note: 'x'.repeat(501) },
    });
    expect(long.status).toBe(400);
    expect(await long.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', message: 'A note can be at most 500 characters.' },
    });
  });
});

describe('GET /api/law-watch', () => {
  it('dates a row only once each of its provisions was read, from the watch’s own reads', async () => {
    const check = async () =>
      (
        (await (await api('/law-watch', null)).json()) as { checks: { figure: string; from: string; checkedOn: string | null }[] }
      ).checks.find((c) => c.figure === 'claimTimeLimit');
    expect(await check()).toEqual({ figure: 'claimTimeLimit', from: '2026-10-01', checkedOn: null });
    // s.152 read, Schedule 12 not (404): the row is not yet checked as a whole.
    await runLawWatch(database(env.DB), LEG, { fetcher: legislation(PROSPECTIVE).fetcher, sleep: noSleep });
    expect((await check())?.checkedOn).toBeNull();
    // Schedule 12 answers too (the s.152 payload pointed at Schedule 12: no Schedule 12 payload is recorded).
    const schedule12 = payload(PROSPECTIVE).replaceAll('section/152', 'schedule/12');
    await runLawWatch(database(env.DB), LEG, {
      fetcher: legislation(PROSPECTIVE, BEFORE, { '/ukpga/2025/36/schedule/12/data.xml': () => xml(schedule12) }).fetcher,
      sleep: noSleep,
    });
    const response = await api('/law-watch', null);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    expect((await check())?.checkedOn).toBe('2026-11-22');
  });
});
