/**
 * The reminder run on fixed instants: exactly the due reminders, once, across re-runs,
 * overlapping runs, a refused address, a crashed run's claim and the per-run bound; unverified and
 * disabled accounts get nothing; the unsubscribe link works without signing in and cannot be forged.
 * Each test runs on its own dates, so tasks of another test are outside its window.
 */
import { createExecutionContext, createScheduledController, env, SELF, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/calendar';
import { decisionTasks } from '../../src/domain/tasks/decisions';
import { database } from '../../worker/db/client';
import worker from '../../worker/index';
import { signLink } from '../../worker/services/bundle/links';
import { MAIL_CRON, runReminders } from '../../worker/services/reminders/scheduled';
import { sendDueReminders } from '../../worker/services/reminders/send';
import { signUnsubscribe } from '../../worker/services/reminders/tokens';
import { api, ORIGIN, signUp } from './_factories';
import { logRows, reader, recordingMailer, SITE, task, to } from './_reminder-fixtures';

const secret = () => env.BETTER_AUTH_SECRET;
const run = (now: string, mailer: ReturnType<typeof recordingMailer>, maxEmails?: number) =>
  sendDueReminders(database(env.DB), {
    mailer,
    origin: SITE,
    secret: secret(),
    now: new Date(now),
    ...(maxEmails ? { maxEmails } : {}),
  });

describe('a reminder shows how its date was reached', () => {
  it('the EAT appeal: by 4pm, from the judgment, with the fact assumed and the rules (r.3(3), r.37(1A))', async () => {
    const today = '2027-02-15';
    const [appeal] = decisionTasks({ judgmentSent: '2027-01-11', writtenReasonsSent: null }).filter(
      (item) => item.kind === 'eatAppeal',
    );
    expect(appeal?.dueDate).toBe('2027-02-22');
    const ana = await reader();
    await task(ana, appeal?.dueDate ?? '', {
      source: 'computed',
      kind: 'eatAppeal',
      title: null,
      dueTime: '16:00',
      rule: appeal?.rule,
    });
    const mailer = recordingMailer();
    await run(`${today}T06:00:00.000Z`, mailer);
    const text = to(mailer, ana)[0]?.text ?? '';
    expect(text).toContain('   Due: in 7 days, Monday 22 February 2027 by 4pm\n');
    expect(text).toContain('   How this date was worked out:\n');
    expect(text).toContain(
      '   - 42 days from the day the judgment was sent, Monday 11 January 2027, not counting that day, end on Monday 22 February 2027.\n',
    );
    expect(text).toContain(
      '   - No date is entered for written reasons, so this assumes the judgment came with its written reasons',
    );
    expect(text).toContain('anything received after 4pm counts as received the next day (EAT Rules 1993 r.37(1A))');
    expect(text).toContain('   - Rule: EAT Rules 1993 r.3(3) and r.37(1A).');
    expect(text).toContain('so that it arrives by 4pm on this day');
  });
});

describe('the reminder run', () => {
  it('sends each verified, enabled reader one e-mail with exactly their due tasks, and nothing on a re-run', async () => {
    const today = '2027-01-11';
    const now = `${today}T03:17:00.000Z`;
    const ana = await reader();
    const due = {
      today: await task(ana, today, {
        title: 'Send the list of documents',
        dueTime: '16:00',
        notes: 'Order of 1 December, paragraph 3',
      }),
      tomorrow: await task(ana, addDays(today, 1)),
      in2: await task(ana, addDays(today, 2)),
      in5: await task(ana, addDays(today, 5)),
      in7: await task(ana, addDays(today, 7)),
      in10: await task(ana, addDays(today, 10)),
      in14: await task(ana, addDays(today, 14)),
    };
    const notDue = [
      await task(ana, addDays(today, 15)),
      await task(ana, addDays(today, -1)),
      await task(ana, addDays(today, 2), { status: 'done' }),
      await task(ana, addDays(today, 2), { status: 'suggested' }),
    ];
    const rui = await reader({ language: 'pt', employer: 'Transportes Lda' });
    const ruiTask = await task(rui, addDays(today, 7), { source: 'computed', kind: 'presentBy', title: null });
    const unverified = await reader({ verified: false });
    const disabled = await reader({ enabled: false });
    const silent = [await task(unverified, addDays(today, 1)), await task(disabled, addDays(today, 1))];

    const mailer = recordingMailer();
    await run(now, mailer);
    const anaMail = to(mailer, ana);
    expect(anaMail).toHaveLength(1);
    expect(anaMail[0]?.subject).toBe('Reminder: 7 dates on your claim, the first today');
    const text = anaMail[0]?.text ?? '';
    expect(text).toContain(
      '1. Send the list of documents\n   Due: today, Monday 11 January 2027 by 4pm\n   Case: Acme Logistics Ltd\n',
    );
    expect(text).toContain('   Your notes: Order of 1 December, paragraph 3\n');
    expect(text).toContain(`   Open the case: ${SITE}/tracker?case=${ana.caseId}`);
    expect(text.match(/^\d+\. /gm)).toHaveLength(7);
    expect(text).toContain('Due: in 14 days, Monday 25 January 2027');
    expect(text).not.toContain('in 15 days');

    const ruiMail = to(mailer, rui);
    expect(ruiMail).toHaveLength(1);
    expect(ruiMail[0]?.subject).toBe('Lembrete: Último dia para o tribunal receber o seu ET1 (daqui a 7 dias)');
    expect(ruiMail[0]?.text).toContain(
      '   Data: daqui a 7 dias, segunda-feira, 18 de janeiro de 2027\n   Processo: Transportes Lda\n',
    );
    expect(ruiMail[0]?.text).toContain(`${SITE}/pt/tracker?case=${rui.caseId}`);
    expect(to(mailer, unverified, disabled)).toEqual([]);

    // The RFC 8058 headers, and the same link in the text.
    const headers = anaMail[0]?.headers ?? {};
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const link = /^<(https:\/\/tribunal\.example\/api\/reminders\/unsubscribe\?token=[^>]+)>$/.exec(
      headers['List-Unsubscribe'] ?? '',
    )?.[1];
    expect(link).toBeDefined();
    expect(text).toContain(`no need to sign in):\n${link}\n`);

    expect((await logRows(Object.values(due))).map((r) => [r.task_id, r.offset_days, r.status])).toEqual([
      [due.today, 0, 'sent'],
      [due.tomorrow, 1, 'sent'],
      [due.in2, 2, 'sent'],
      [due.in5, 7, 'sent'],
      [due.in7, 7, 'sent'],
      [due.in10, 14, 'sent'],
      [due.in14, 14, 'sent'],
    ]);
    expect(await logRows([...notDue, ...silent])).toEqual([]);
    expect(await logRows([ruiTask])).toMatchObject([{ offset_days: 7, status: 'sent' }]);

    // The same day again: nothing new.
    const again = recordingMailer();
    await run(`${today}T09:00:00.000Z`, again);
    expect(to(again, ana, rui, unverified, disabled)).toEqual([]);
  });

  it('after missed runs sends the most recent missed reminder once, never the older ones', async () => {
    const today = '2027-02-08';
    const ana = await reader();
    const in5 = await task(ana, addDays(today, 5));
    const in10 = await task(ana, addDays(today, 10));
    await run(`${today}T03:17:00.000Z`, recordingMailer());
    // Three days without a run: the 5-day task is now 2 days away, the 10-day one 7.
    const later = recordingMailer();
    await run(`${addDays(today, 3)}T03:17:00.000Z`, later);
    expect(to(later, ana)).toHaveLength(1);
    expect(to(later, ana)[0]?.subject).toBe('Reminder: 2 dates on your claim, the first in 2 days');
    expect((await logRows([in5, in10])).map((r) => [r.task_id, r.offset_days])).toEqual([
      [in5, 7],
      [in5, 2],
      [in10, 14],
      [in10, 7],
    ]);
    // Its 1-day reminder was missed too: on the day, only the day's.
    const onTheDay = recordingMailer();
    await run(`${addDays(today, 5)}T03:17:00.000Z`, onTheDay);
    expect(to(onTheDay, ana)[0]?.subject).toBe('Reminder: Task due 2027-02-13 (today)');
    expect((await logRows([in5])).map((r) => r.offset_days)).toEqual([7, 2, 0]);
  });

  it('counts days in London: 00:30 BST on 29 March is already the 29th', async () => {
    const ana = await reader();
    const id = await task(ana, '2027-03-30');
    const mailer = recordingMailer();
    await run('2027-03-28T23:30:00.000Z', mailer);
    expect(to(mailer, ana)[0]?.subject).toBe('Reminder: Task due 2027-03-30 (tomorrow)');
    expect(await logRows([id])).toMatchObject([{ offset_days: 1 }]);
  });

  it('sends nothing twice when two runs overlap', async () => {
    const today = '2027-04-12';
    const readers = [await reader(), await reader(), await reader()];
    for (const r of readers) {
      await task(r, today);
      await task(r, addDays(today, 2));
    }
    const first = recordingMailer();
    const second = recordingMailer();
    await Promise.all([run(`${today}T03:17:00.000Z`, first), run(`${today}T03:17:00.000Z`, second)]);
    const all = [...to(first, ...readers), ...to(second, ...readers)];
    expect(all.map((m) => m.to).sort()).toEqual(readers.map((r) => r.email).sort());
    for (const message of all) expect(message.text.match(/^\d+\. /gm)).toHaveLength(2);
  });

  it('a refused address does not stop the others, and is retried on the next run', async () => {
    const today = '2027-05-10';
    const refused = await reader();
    const fine = await reader();
    const refusedTask = await task(refused, addDays(today, 1));
    await task(fine, addDays(today, 1));
    const mailer = recordingMailer([refused.email]);
    const result = await run(`${today}T03:17:00.000Z`, mailer);
    expect(result.failed).toBeGreaterThanOrEqual(1);
    expect(to(mailer, refused, fine).map((m) => m.to)).toEqual([fine.email]);
    expect(await logRows([refusedTask])).toEqual([]);
    const retry = recordingMailer();
    await run(`${today}T09:00:00.000Z`, retry);
    expect(to(retry, refused, fine).map((m) => m.to)).toEqual([refused.email]);
    expect(await logRows([refusedTask])).toMatchObject([{ offset_days: 1, status: 'sent' }]);
  });

  it('takes over a crashed run’s claim after an hour, not before', async () => {
    const today = '2027-06-14';
    const ana = await reader();
    const id = await task(ana, addDays(today, 2));
    await env.DB.prepare(
      "INSERT INTO reminder_log (task_id, offset_days, due_date, status, claimed_at) VALUES (?, 2, ?, 'claimed', ?)",
    )
      .bind(id, addDays(today, 2), `${today}T02:30:00.000Z`)
      .run();
    const soon = recordingMailer();
    await run(`${today}T03:17:00.000Z`, soon);
    expect(to(soon, ana)).toEqual([]);
    const later = recordingMailer();
    await run(`${today}T03:31:00.000Z`, later);
    expect(to(later, ana)).toHaveLength(1);
    expect(await logRows([id])).toMatchObject([{ offset_days: 2, status: 'sent' }]);
  });

  it('stops at its per-run bound and leaves the rest for the next run', async () => {
    const today = '2027-07-12';
    const readers = [await reader(), await reader(), await reader()];
    for (const r of readers) await task(r, addDays(today, 7));
    const first = recordingMailer();
    const result = await run(`${today}T03:17:00.000Z`, first, 2);
    expect(result.capped).toBe(true);
    expect(first.sent).toHaveLength(2);
    const second = recordingMailer();
    await run(`${today}T04:00:00.000Z`, second, 2);
    expect([...to(first, ...readers), ...to(second, ...readers)].map((m) => m.to).sort()).toEqual(
      readers.map((r) => r.email).sort(),
    );
  });

  it('goes through the configured Mailer from the mail Cron Trigger: the outbox keeps the List-Unsubscribe headers', async () => {
    const today = '2026-11-22';
    const ana = await reader({ language: 'pt' });
    await task(ana, addDays(today, 1), { source: 'computed', kind: 'acasStartBy', title: null });
    const scheduled = async (cron: string) => {
      const ctx = createExecutionContext();
      const controller = createScheduledController({ cron, scheduledTime: new Date(`${today}T05:05:00.000Z`) });
      await worker.scheduled?.(controller, { ...env, SITE_URL: SITE } as Env, ctx);
      await waitOnExecutionContext(ctx);
    };
    const outbox = () => env.DB.prepare('SELECT count(*) AS n FROM mail_outbox WHERE "to" = ?').bind(ana.email).first('n');
    // A schedule that is not the mail one sends no reminders.
    await scheduled('0 0 * * *');
    expect(await outbox()).toBe(0);
    await scheduled(MAIL_CRON);
    await scheduled(MAIL_CRON);
    expect(await outbox()).toBe(1);
    const row = await env.DB.prepare('SELECT subject, text FROM mail_outbox WHERE "to" = ?')
      .bind(ana.email)
      .first<{ subject: string; text: string }>();
    expect(row?.subject).toBe('Lembrete: Último dia para iniciar a conciliação prévia na Acas (amanhã)');
    expect(row?.text).toMatch(
      /\n\n--- headers ---\nList-Unsubscribe: <https:\/\/tribunal\.example\/api\/reminders\/unsubscribe\?token=[\w.%-]+>\nList-Unsubscribe-Post: List-Unsubscribe=One-Click$/,
    );
  });

  it('sends nothing in production without SITE_URL (a link to nowhere is worse than none)', async () => {
    const ana = await reader();
    const id = await task(ana, '2027-08-10');
    await runReminders(
      database(env.DB),
      { ENVIRONMENT: 'production', BETTER_AUTH_SECRET: secret() },
      new Date('2027-08-09T03:17:00.000Z'),
    );
    expect(await logRows([id])).toEqual([]);
  });
});

describe('unsubscribe', () => {
  const settingsOf = (id: string) =>
    env.DB.prepare('SELECT enabled, language FROM reminder_settings WHERE user_id = ?')
      .bind(id)
      .first<{ enabled: number; language: string }>();

  it('GET with the link only asks (a mail scanner opening it changes nothing); its button turns reminders off without signing in, keeping the language', async () => {
    const ana = await reader({ language: 'pt' });
    await task(ana, '2027-09-14');
    const token = await signUnsubscribe(secret(), ana.id, 'reminders');
    const address = `${ORIGIN}/api/reminders/unsubscribe?token=${encodeURIComponent(token)}`;
    const response = await SELF.fetch(address);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
    );
    const confirm = await response.text();
    expect(confirm).toContain('<h1>Stop reminder e-mails? / Parar os lembretes?</h1>');
    expect(confirm).toContain(
      `<form method="post" action="/api/reminders/unsubscribe?token=${encodeURIComponent(token)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Stop reminder e-mails / Parar os lembretes</button></form>`,
    );
    expect(await settingsOf(ana.id)).toEqual({ enabled: 1, language: 'pt' });

    // The button: the browser posts the form from our own page.
    const pressed = await SELF.fetch(address, {
      method: 'POST',
      headers: { origin: ORIGIN, accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(pressed.status).toBe(200);
    const done = await pressed.text();
    expect(done).toContain('You will get no more reminder e-mails.');
    expect(done).toContain('Não vai receber mais lembretes por e-mail.');
    expect(await settingsOf(ana.id)).toEqual({ enabled: 0, language: 'pt' });
    const mailer = recordingMailer();
    await run('2027-09-13T03:17:00.000Z', mailer);
    expect(to(mailer, ana)).toEqual([]);
  });

  it('POST one-click (RFC 8058) works from a mail client on another site, with no session', async () => {
    const ana = await reader();
    const token = await signUnsubscribe(secret(), ana.id, 'reminders');
    const response = await SELF.fetch(`${ORIGIN}/api/reminders/unsubscribe?token=${encodeURIComponent(token)}`, {
      method: 'POST',
      headers: { origin: 'https://mail.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ unsubscribed: 'reminders' });
    expect(await settingsOf(ana.id)).toEqual({ enabled: 0, language: 'en' });
  });

  it('refuses a forged, altered or foreign token with 400 UNSUBSCRIBE_LINK_INVALID and changes nothing', async () => {
    const ana = await reader();
    const genuine = await signUnsubscribe(secret(), ana.id, 'reminders');
    const [, signature] = genuine.split('.');
    const otherUser = btoa(JSON.stringify({ u: 'someone-else', p: 'reminders' })).replace(/=+$/, '');
    const forged = [
      `${otherUser}.${signature}`,
      await signUnsubscribe('another-secret-of-at-least-32-characters!', ana.id, 'reminders'),
      // A download link's token: same format, another key.
      (await signLink(env, crypto.randomUUID(), ana.id)).token,
      'not-a-token',
      '',
    ];
    for (const token of forged) {
      const post = await SELF.fetch(`${ORIGIN}/api/reminders/unsubscribe?token=${encodeURIComponent(token)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(post.status, token).toBe(400);
      expect(((await post.json()) as { error: { code: string } }).error.code).toBe('UNSUBSCRIBE_LINK_INVALID');
      const get = await SELF.fetch(`${ORIGIN}/api/reminders/unsubscribe?token=${encodeURIComponent(token)}`);
      expect(get.status).toBe(400);
      expect(get.headers.get('x-error-code')).toBe('UNSUBSCRIBE_LINK_INVALID');
    }
    expect(await settingsOf(ana.id)).toBeNull();
  });

  it('a digest link turns the digest off and leaves reminders on (one purpose per link)', async () => {
    const ana = await reader({ language: 'pt' });
    const token = await signUnsubscribe(secret(), ana.id, 'digest');
    const address = `${ORIGIN}/api/reminders/unsubscribe?token=${encodeURIComponent(token)}`;
    expect(await (await SELF.fetch(address)).text()).toContain('<h1>Stop the weekly digest? / Parar o resumo semanal?</h1>');
    const response = await SELF.fetch(address, {
      method: 'POST',
      headers: { origin: ORIGIN, accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(
      'You will get no more weekly case-law digests. Your saved searches are kept: you can turn the digest back on under Your account.',
    );
    expect(await settingsOf(ana.id)).toEqual({ enabled: 1, language: 'pt' });
    const digest = await env.DB.prepare('SELECT digest FROM reminder_settings WHERE user_id = ?').bind(ana.id).first('digest');
    expect(digest).toBe(0);
  });
});

describe('GET|PUT /api/account/reminders', () => {
  it('answers on and English with no row, stores a choice, and is the signed-in reader’s own', async () => {
    const user = await signUp();
    expect(await (await api('/account/reminders', user)).json()).toEqual({
      enabled: true,
      language: 'en',
      digest: true,
      chosen: false,
      emailVerified: false,
    });
    const put = await api('/account/reminders', user, { method: 'PUT', body: { enabled: false, language: 'pt' } });
    expect(put.status).toBe(200);
    expect(await put.json()).toEqual({ enabled: false, language: 'pt', digest: true, chosen: true });
    expect(await (await api('/account/reminders', user)).json()).toMatchObject({ enabled: false, language: 'pt', chosen: true });
    const other = await signUp();
    expect(await (await api('/account/reminders', other)).json()).toMatchObject({ enabled: true, language: 'en', chosen: false });
    // The digest switch is kept by a PUT that does not name it.
    await api('/account/reminders', user, { method: 'PUT', body: { enabled: true, language: 'pt', digest: false } });
    const keep = await api('/account/reminders', user, { method: 'PUT', body: { enabled: true, language: 'en' } });
    expect(await keep.json()).toEqual({ enabled: true, language: 'en', digest: false, chosen: true });
  });

  it('refuses a signed-out reader (401) and a wrong body (400)', async () => {
    expect((await api('/account/reminders', null)).status).toBe(401);
    expect((await api('/account/reminders', null, { method: 'PUT', body: { enabled: true, language: 'en' } })).status).toBe(401);
    const user = await signUp();
    const wrong = await api('/account/reminders', user, { method: 'PUT', body: { enabled: true, language: 'fr' } });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED', message: 'Language must be en or pt' } });
  });
});
