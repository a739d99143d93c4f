/**
 * The hearing day's API: the details typed from the notice of hearing, the day's checklist, the
 * outcome, the questions for the respondent's witnesses and the closing points. Field lengths and
 * issue keys refused with the domain's message keys; a save made from an older copy (as the /hearing
 * screen sends one typed with no signal) loses only where the same field changed since, never
 * overwriting a newer server copy. Another user's case is a 404 (and the whole route table is in
 * ownership.test.ts); answers are never cached.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { api, signUp, type TestUser, validCase } from './_factories';

async function newCase(user: TestUser): Promise<string> {
  const response = await api('/cases', user, { method: 'POST', body: validCase });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

interface HearingBody {
  venue: string | null;
  checklist: Record<string, boolean>;
  outcome: string | null;
  updatedAt: string | null;
  [field: string]: unknown;
}
interface ErrorAnswer {
  error: { code: string; issues?: { field: string; key: string }[] };
}

const patch = (user: TestUser, caseId: string, body: unknown) => api(`/cases/${caseId}/hearing`, user, { method: 'PATCH', body });

describe('the hearing day record', () => {
  it('answers an empty record before anything is saved, never cached', async () => {
    const user = await signUp();
    const caseId = await newCase(user);
    const response = await api(`/cases/${caseId}/hearing`, user);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('no-store');
    const body = (await response.json()) as HearingBody;
    expect(body).toMatchObject({
      venue: null,
      videoDetails: null,
      startTime: null,
      arrivalTime: null,
      outcome: null,
      updatedAt: null,
    });
    expect(Object.values(body.checklist).every((ticked) => ticked === false)).toBe(true);
    expect(Object.keys(body.checklist)).toContain('bundle');
  });

  it('saves the details, ticks and the outcome, and reads them back', async () => {
    const user = await signUp();
    const caseId = await newCase(user);
    const saved = await patch(user, caseId, {
      venue: 'London Central ET, Victory House, 30–34 Kingsway, WC2B 6EX',
      startTime: '10:00',
      arrivalTime: '09:15',
      checklist: { bundle: true, photoId: true },
    });
    expect(saved.status).toBe(200);
    const outcome = await patch(user, caseId, {
      outcome: 'oralJudgment',
      outcomeDate: '2026-11-20',
      checklist: { photoId: false },
    });
    expect(outcome.status).toBe(200);
    const body = (await (await api(`/cases/${caseId}/hearing`, user)).json()) as HearingBody;
    expect(body).toMatchObject({ venue: expect.stringContaining('Victory House'), startTime: '10:00', arrivalTime: '09:15' });
    expect(body.checklist).toMatchObject({ bundle: true, photoId: false, arriveEarly: false });
    expect(body).toMatchObject({ outcome: 'oralJudgment', outcomeDate: '2026-11-20' });
    const rows = await env.DB.prepare('SELECT count(*) AS n FROM hearing_days WHERE case_id = ?')
      .bind(caseId)
      .first<{ n: number }>();
    expect(rows?.n).toBe(1);
  });

  it('refuses what is too long or not a time, naming the field and its message key', async () => {
    const user = await signUp();
    const caseId = await newCase(user);
    const cases: [unknown, string, string][] = [
      [{ venue: 'x'.repeat(501) }, 'venue', 'hearing.validation.venueTooLong'],
      [{ videoDetails: 'x'.repeat(1001) }, 'videoDetails', 'hearing.validation.videoTooLong'],
      [{ startTime: '9am' }, 'startTime', 'hearing.validation.timeInvalid'],
      [{ checklist: { sandwiches: true } }, 'checklist', 'hearing.validation.checklistInvalid'],
      [{ outcome: 'won' }, 'outcome', 'hearing.validation.outcomeInvalid'],
      [{ userId: 'someone-else' }, '', 'hearing.validation.notAnObject'],
    ];
    for (const [body, field, key] of cases) {
      const response = await patch(user, caseId, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const answer = (await response.json()) as ErrorAnswer;
      expect(answer.error.issues?.[0]).toEqual({ field, key });
    }
    // 500 characters exactly are kept.
    expect((await patch(user, caseId, { venue: 'x'.repeat(500) })).status).toBe(200);
  });

  it('keeps a newer server copy: a stale save loses only on the fields changed since', async () => {
    const user = await signUp();
    const caseId = await newCase(user);
    const first = (await (await patch(user, caseId, { venue: 'Old venue' })).json()) as HearingBody;
    const basedOn = first.updatedAt;
    // Elsewhere (another tab, or the signal came back on another device): the venue and one tick change.
    expect((await patch(user, caseId, { venue: 'New venue', checklist: { arriveEarly: true }, updatedAt: basedOn })).status).toBe(
      200,
    );

    // The phone's offline edits, based on the older copy: other fields and other ticks go in.
    const other = await patch(user, caseId, { checklist: { bundle: true }, startTime: '10:00', updatedAt: basedOn });
    expect(other.status).toBe(200);
    // The same field changed since: refused, and nothing of that save is written.
    for (const stale of [{ venue: 'Stale venue' }, { checklist: { arriveEarly: false, photoId: true } }]) {
      const refused = await patch(user, caseId, { ...stale, updatedAt: basedOn });
      expect(refused.status).toBe(409);
      expect(((await refused.json()) as ErrorAnswer).error.code).toBe('EDIT_CONFLICT');
    }
    const now = (await (await api(`/cases/${caseId}/hearing`, user)).json()) as HearingBody;
    expect(now.venue).toBe('New venue');
    expect(now.checklist).toMatchObject({ arriveEarly: true, bundle: true, photoId: false });
    expect(now.startTime).toBe('10:00');
  });

  it('is a 404 for another user’s case and writes nothing there', async () => {
    const owner = await signUp();
    const stranger = await signUp();
    const caseId = await newCase(owner);
    expect((await patch(stranger, caseId, { venue: 'Mine now' })).status).toBe(404);
    expect((await api(`/cases/${caseId}/hearing`, stranger)).status).toBe(404);
    expect((await api(`/cases/${caseId}/hearing`, null)).status).toBe(401);
    const rows = await env.DB.prepare('SELECT count(*) AS n FROM hearing_days WHERE case_id = ?')
      .bind(caseId)
      .first<{ n: number }>();
    expect(rows?.n).toBe(0);
  });
});

interface Question {
  id: string;
  witness: string;
  issue: string;
  text: string;
  pageRefs: string;
  position: number;
  updatedAt: string;
}
const question = {
  witness: 'Ms Jones (HR Manager)',
  issue: 'unfairDismissal.4',
  text: 'Who decided to dismiss me?',
  pageRefs: '[B: 45]',
};

describe('questions for the respondent’s witnesses', () => {
  it('adds questions in order, each with its issue and page references', async () => {
    const user = await signUp();
    const caseId = await newCase(user);
    const path = `/cases/${caseId}/hearing/questions`;
    const a = await api(path, user, { method: 'POST', body: question });
    expect(a.status).toBe(201);
    const b = await api(path, user, {
      method: 'POST',
      body: { ...question, text: 'Did you read my grievance?', pageRefs: '[B: 47–49], [B: 52]' },
    });
    expect(b.status).toBe(201);
    const list = await api(path, user);
    expect(list.headers.get('cache-control')).toContain('no-store');
    const { items } = (await list.json()) as { items: Question[] };
    expect(items.map((item) => [item.text, item.pageRefs, item.position])).toEqual([
      ['Who decided to dismiss me?', '[B: 45]', 1],
      ['Did you read my grievance?', '[B: 47–49], [B: 52]', 2],
    ]);
  });

  it('refuses an issue that is not in the list of issues, bad page references and long text', async () => {
    const user = await signUp();
    const caseId = await newCase(user);
    const cases: [unknown, string, string][] = [
      [{ ...question, issue: 'unfairDismissal.9' }, 'issue', 'hearing.validation.issueInvalid'],
      [{ ...question, issue: 'madeUp.1' }, 'issue', 'hearing.validation.issueInvalid'],
      [{ ...question, pageRefs: 'page 45' }, 'pageRefs', 'hearing.validation.pageRefsInvalid'],
      [{ ...question, text: 'x'.repeat(1001) }, 'text', 'hearing.validation.questionTooLong'],
      [{ ...question, witness: '' }, 'witness', 'hearing.validation.witnessRequired'],
      [{ ...question, witness: 'x'.repeat(101) }, 'witness', 'hearing.validation.witnessTooLong'],
    ];
    for (const [body, field, key] of cases) {
      const response = await api(`/cases/${caseId}/hearing/questions`, user, { method: 'POST', body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(((await response.json()) as ErrorAnswer).error.issues?.[0]).toEqual({ field, key });
    }
  });

  it('changes and deletes a question, keeping a newer server copy of the same field', async () => {
    const user = await signUp();
    const caseId = await newCase(user);
    const made = (await (
      await api(`/cases/${caseId}/hearing/questions`, user, { method: 'POST', body: question })
    ).json()) as Question;
    const path = `/hearing-questions/${made.id}`;
    expect((await api(path, user, { method: 'PATCH', body: { text: 'Newer words', updatedAt: made.updatedAt } })).status).toBe(
      200,
    );
    // An offline edit of another field goes in; of the same field is refused.
    expect((await api(path, user, { method: 'PATCH', body: { pageRefs: '[B: 46]', updatedAt: made.updatedAt } })).status).toBe(
      200,
    );
    const stale = await api(path, user, { method: 'PATCH', body: { text: 'Older words', updatedAt: made.updatedAt } });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as ErrorAnswer).error.code).toBe('EDIT_CONFLICT');
    const stranger = await signUp();
    expect((await api(path, stranger, { method: 'PATCH', body: { text: 'Mine' } })).status).toBe(404);
    expect((await api(path, stranger, { method: 'DELETE' })).status).toBe(404);
    const { items } = (await (await api(`/cases/${caseId}/hearing/questions`, user)).json()) as { items: Question[] };
    expect(items[0]).toMatchObject({ text: 'Newer words', pageRefs: '[B: 46]' });
    expect((await api(path, user, { method: 'DELETE' })).status).toBe(204);
    expect((await api(path, user, { method: 'DELETE' })).status).toBe(404);
  });
});

describe('closing points, one per issue', () => {
  it('saves a point per issue, refuses a stale one and an issue that does not exist', async () => {
    const user = await signUp();
    const caseId = await newCase(user);
    const path = `/cases/${caseId}/hearing/closing-points`;
    const first = await api(`${path}/unfairDismissal.4`, user, {
      method: 'PUT',
      body: { text: 'No appeal was offered [B: 60]' },
    });
    expect(first.status).toBe(200);
    const saved = (await first.json()) as { updatedAt: string };
    expect(
      (await api(`${path}/unfairDismissal.4`, user, { method: 'PUT', body: { text: 'Newer', updatedAt: saved.updatedAt } }))
        .status,
    ).toBe(200);
    const stale = await api(`${path}/unfairDismissal.4`, user, {
      method: 'PUT',
      body: { text: 'Older', updatedAt: saved.updatedAt },
    });
    expect(stale.status).toBe(409);
    expect((await api(`${path}/unfairDismissal.9`, user, { method: 'PUT', body: { text: 'x' } })).status).toBe(400);
    expect((await api(`${path}/unfairDismissal.3`, user, { method: 'PUT', body: { text: 'x'.repeat(2001) } })).status).toBe(400);
    const list = await api(path, user);
    expect(list.headers.get('cache-control')).toContain('no-store');
    expect(((await list.json()) as { items: { issue: string; text: string }[] }).items).toEqual([
      expect.objectContaining({ issue: 'unfairDismissal.4', text: 'Newer' }),
    ]);
    const stranger = await signUp();
    expect((await api(`${path}/unfairDismissal.4`, stranger, { method: 'PUT', body: { text: 'Mine' } })).status).toBe(404);
  });
});

describe('account deletion', () => {
  it('removes every hearing row of the account', async () => {
    const user = await signUp();
    const caseId = await newCase(user);
    expect((await patch(user, caseId, { venue: 'Somewhere' })).status).toBe(200);
    expect((await api(`/cases/${caseId}/hearing/questions`, user, { method: 'POST', body: question })).status).toBe(201);
    expect(
      (await api(`/cases/${caseId}/hearing/closing-points/unfairDismissal.1`, user, { method: 'PUT', body: { text: 'x' } }))
        .status,
    ).toBe(200);
    expect((await api('/account', user, { method: 'DELETE', body: { email: user.email } })).status).toBe(204);
    for (const table of ['hearing_days', 'hearing_questions', 'hearing_closing_points']) {
      const row = await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE case_id = ?`)
        .bind(caseId)
        .first<{ n: number }>();
      expect(row?.n, table).toBe(0);
    }
  });
});
