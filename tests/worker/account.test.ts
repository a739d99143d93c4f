import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { api, signUp, validCase } from './_factories';

describe('account export and deletion', () => {
  it('exports all of the user’s data and nobody else’s', async () => {
    const user = await signUp();
    const other = await signUp();
    await api('/cases', user, { method: 'POST', body: validCase });
    await api('/cases', other, { method: 'POST', body: { ...validCase, employerName: 'Not Mine Ltd' } });
    const response = await api('/account/export', user);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('tribunal-toolkit-export.json');
    const data = (await response.json()) as { user: { email: string }; cases: { employerName: string }[]; sessions: unknown[] };
    expect(data.user.email).toBe(user.email);
    expect(data.cases.map((c) => c.employerName)).toEqual(['Acme Logistics Ltd']);
    expect(data.sessions.length).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(data)).not.toContain('password');
  });

  it('exports the documents drafted for a tribunal order with their type, as every other document', async () => {
    const user = await signUp();
    const created = (await (await api('/cases', user, { method: 'POST', body: validCase })).json()) as { id: string };
    const direction = {
      due: '2027-02-12',
      time: '16:00',
      to: ['respondent'],
      quote: 'The parties shall agree a list of issues.',
    };
    const drafted = await api('/documents/generate', user, {
      method: 'POST',
      body: { caseId: created.id, documentType: 'list_of_issues', direction },
    });
    expect(drafted.status, await drafted.clone().text()).toBe(201);
    const data = (await (await api('/account/export', user)).json()) as {
      documents: { documentType: string; content: string }[];
    };
    expect(data.documents.map((d) => d.documentType)).toEqual(['list_of_issues']);
    expect(data.documents[0]?.content).toContain('Due by 16:00 on 12 February 2027.');
  });

  it('refuses deletion without the matching e-mail, and deletes every row and file with it', async () => {
    const user = await signUp();
    const created = (await (await api('/cases', user, { method: 'POST', body: validCase })).json()) as { id: string };
    const { id: userId } = (await env.DB.prepare('SELECT id FROM user WHERE email = ?')
      .bind(user.email)
      .first<{ id: string }>()) ?? { id: '' };
    await env.FILES.put(`${userId}/${created.id}/1700000000000_contract.pdf`, 'pdf bytes');
    await env.FILES.put('someone-else/file.txt', 'keep me');

    const wrong = await api('/account', user, { method: 'DELETE', body: { email: 'other@example.org' } });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({
      error: { code: 'CONFIRMATION_MISMATCH', message: 'That is not the e-mail address of this account. Nothing was deleted.' },
    });
    expect((await api('/cases', user)).status).toBe(200);

    const done = await api('/account', user, { method: 'DELETE', body: { email: user.email.toUpperCase() } });
    expect(done.status).toBe(204);
    for (const table of ['user', 'session', 'account', 'cases']) {
      const column = table === 'user' ? 'id' : 'user_id';
      const row = await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE ${column} = ?`)
        .bind(userId)
        .first<{ n: number }>();
      expect(row?.n, table).toBe(0);
    }
    expect((await env.FILES.list({ prefix: `${userId}/` })).objects).toEqual([]);
    expect(await env.FILES.get('someone-else/file.txt')).not.toBeNull();
    expect((await api('/cases', user)).status).toBe(401);
  });

  it('checks the session before the body, and bounds the confirmation’s length', async () => {
    expect((await api('/account', null, { method: 'DELETE', body: { email: 'x'.repeat(300) } })).status).toBe(401);
    const user = await signUp();
    const long = await api('/account', user, { method: 'DELETE', body: { email: `${'x'.repeat(250)}@example.org` } });
    expect(long.status).toBe(400);
    expect(await long.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', message: 'E-mail addresses have at most 254 characters' },
    });
    expect((await api('/cases', user)).status).toBe(200);
  });
});
