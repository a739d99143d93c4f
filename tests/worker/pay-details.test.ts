/**
 * Pay details for the schedule of loss: GET answers all-null until saved, PUT replaces
 * the whole object, validation answers the domain's exact message, and only the case's owner can
 * read or write them. The fixed clock reads 22 November 2026.
 */
import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { emptyPayDetails, type PayDetails } from '../../src/domain/pay-details';
import { api, ORIGIN, signUp, type TestUser, validCase } from './_factories';

async function createCase(user: TestUser): Promise<string> {
  const response = await api('/cases', user, { method: 'POST', body: validCase });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const details: PayDetails = {
  dateOfBirth: '1980-03-15',
  employmentStart: '2016-09-01',
  weeklyGrossPence: 200_000,
  weeklyNetPence: 140_000,
  weeklyPensionPence: 15_000,
  newJobStart: null,
  newWeeklyNetPence: null,
  futureLossWeeks: 52,
  noticePayReceivedPence: null,
  otherPaymentsReceivedPence: null,
};

describe('pay details', () => {
  it('answers every field null before anything is saved', async () => {
    const user = await signUp();
    const caseId = await createCase(user);
    const response = await api(`/cases/${caseId}/pay-details`, user);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('no-store');
    expect(await response.json()).toEqual(emptyPayDetails);
  });

  it('saves the whole object, reads it back, and replaces it on the next PUT', async () => {
    const user = await signUp();
    const caseId = await createCase(user);
    const put = await api(`/cases/${caseId}/pay-details`, user, { method: 'PUT', body: details });
    expect(put.status).toBe(200);
    expect(await put.json()).toEqual(details);
    expect(await (await api(`/cases/${caseId}/pay-details`, user)).json()).toEqual(details);

    const changed = { ...details, weeklyPensionPence: null, newJobStart: '2026-12-01', newWeeklyNetPence: 90_000 };
    const second = await api(`/cases/${caseId}/pay-details`, user, { method: 'PUT', body: changed });
    expect(second.status).toBe(200);
    expect(await (await api(`/cases/${caseId}/pay-details`, user)).json()).toEqual(changed);
    const rows = await env.DB.prepare('SELECT count(*) AS n FROM case_pay_details WHERE case_id = ?')
      .bind(caseId)
      .first<{ n: number }>();
    expect(rows?.n).toBe(1);
  });

  it('refuses invalid details with the exact message', async () => {
    const user = await signUp();
    const caseId = await createCase(user);
    const cases: [unknown, string][] = [
      [{ ...details, weeklyGrossPence: 10_000_001 }, 'Enter a weekly amount of £100,000 or less'],
      [{ ...details, weeklyNetPence: 12.5 }, 'Enter an amount in pounds and pence, like 450.00'],
      [{ ...details, dateOfBirth: '2026-11-23' }, 'Date of birth cannot be in the future'],
      [{ ...details, employmentStart: '2026-02-30' }, 'Enter a real date, like 2026-03-27'],
      [{ ...details, futureLossWeeks: 521 }, 'Enter a whole number of weeks from 0 to 520'],
      [{ ...details, weeklyNetPence: 250_000 }, 'Net pay cannot be more than gross pay'],
      [{ ...details, employmentStart: '1979-01-01' }, 'The start of your employment must be after your date of birth'],
      [{ ...details, newWeeklyNetPence: 50_000 }, 'Enter the date your new work started, or leave its pay empty'],
    ];
    for (const [body, message] of cases) {
      const response = await api(`/cases/${caseId}/pay-details`, user, { method: 'PUT', body });
      expect(response.status, message).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED', message } });
    }
    expect(await (await api(`/cases/${caseId}/pay-details`, user)).json()).toEqual(emptyPayDetails);
  });

  it('treats another user’s case as missing, for reading and writing', async () => {
    const owner = await signUp();
    const other = await signUp();
    const caseId = await createCase(owner);
    await api(`/cases/${caseId}/pay-details`, owner, { method: 'PUT', body: details });
    const notFound = { error: { code: 'NOT_FOUND', message: 'No case with that id' } };
    const read = await api(`/cases/${caseId}/pay-details`, other);
    expect(read.status).toBe(404);
    expect(await read.json()).toEqual(notFound);
    const write = await api(`/cases/${caseId}/pay-details`, other, {
      method: 'PUT',
      body: { ...details, weeklyGrossPence: 150_000 },
    });
    expect(write.status).toBe(404);
    expect(await write.json()).toEqual(notFound);
    expect(await (await api(`/cases/${caseId}/pay-details`, owner)).json()).toEqual(details);
    expect((await api('/cases/not-a-uuid/pay-details', owner, { method: 'PUT', body: details })).status).toBe(404);
  });

  it('needs a session, and refuses a cross-site write', async () => {
    const user = await signUp();
    const caseId = await createCase(user);
    expect((await api(`/cases/${caseId}/pay-details`, null)).status).toBe(401);
    expect((await api(`/cases/${caseId}/pay-details`, null, { method: 'PUT', body: details })).status).toBe(401);
    const crossSite = await SELF.fetch(`${ORIGIN}/api/cases/${caseId}/pay-details`, {
      method: 'PUT',
      headers: { origin: 'https://evil.example', cookie: user.cookie, 'content-type': 'application/json' },
      body: JSON.stringify(details),
    });
    expect(crossSite.status).toBe(403);
    expect(await (await api(`/cases/${caseId}/pay-details`, user)).json()).toEqual(emptyPayDetails);
  });

  it('is part of the account export', async () => {
    const user = await signUp();
    const caseId = await createCase(user);
    await api(`/cases/${caseId}/pay-details`, user, { method: 'PUT', body: details });
    const data = (await (await api('/account/export', user)).json()) as { payDetails: Record<string, unknown>[] };
    expect(data.payDetails).toEqual([{ caseId, ...details, updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) }]);
  });
});
