/**
 * Paralegal reviews: the claimant's requests on a document (the 'paralegal' feature,
 * owner-scoped, one open at a time under parallel requests), the reviewers' queue under
 * /api/admin/reviews (role 'paralegal' or 'admin'), replies e-mailed in the claimant's language.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { api, type TestUser } from './_factories';
import { createCase } from './_files';
import { insertDocument, type PaidUser, userWithPlan, userWithRole } from './_paid-users';

const SECRET_TEXT = '1. On 3 March my manager, Mr Example, told me in private that I would be dismissed.';

async function claimantWithDocument(
  language: 'en' | 'pt' = 'en',
): Promise<{ claimant: PaidUser; documentId: string; caseId: string }> {
  const claimant = await userWithPlan('paralegal');
  const { id: caseId } = await createCase(claimant);
  const documentId = await insertDocument(claimant.id, caseId, {
    title: language === 'pt' ? 'Depoimento escrito de testemunha' : 'Witness statement',
    content: `# Witness statement\n\n${SECRET_TEXT}`,
    language,
  });
  return { claimant, documentId, caseId };
}

const requestReview = (user: TestUser, documentId: string, message?: string) =>
  api(`/documents/${documentId}/reviews`, user, { method: 'POST', body: message === undefined ? {} : { message } });

async function outbox(to: string): Promise<{ subject: string; text: string }[]> {
  const rows = await env.DB.prepare('SELECT subject, text FROM mail_outbox WHERE "to" = ? ORDER BY created_at, rowid')
    .bind(to)
    .all<{ subject: string; text: string }>();
  return rows.results;
}

interface QueueItem {
  id: string;
  status: string;
  message: string | null;
  document: { id: string; title: string; content: string };
  parties: { claimant: string; employer: string };
  claimantName: string;
  replies: { body: string; authorName: string | null }[];
}

async function queue(user: TestUser, status: 'open' | 'done' = 'open'): Promise<QueueItem[]> {
  const response = await api(`/admin/reviews?status=${status}`, user);
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: QueueItem[] }).items;
}

describe('POST /api/documents/:id/reviews', () => {
  it('needs the paralegal feature', async () => {
    const user = await userWithPlan('complete_bundle');
    const { id } = await createCase(user);
    const documentId = await insertDocument(user.id, id);
    const response = await requestReview(user, documentId);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: { code: 'FEATURE_REQUIRED', message: 'Paralegal review needs the Paralegal Services plan.' },
    });
  });

  it('is a 404 for someone else’s document, or one that does not exist', async () => {
    const { documentId } = await claimantWithDocument();
    const other = await userWithPlan('paralegal');
    for (const id of [documentId, crypto.randomUUID(), 'not-an-id']) {
      const response = await requestReview(other, id);
      expect(response.status, id).toBe(404);
      expect(await response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No document with that id' } });
    }
    const list = await api(`/documents/${documentId}/reviews`, other);
    expect(list.status).toBe(404);
  });

  it('creates a request with the note, and lists it for its owner', async () => {
    const { claimant, documentId } = await claimantWithDocument();
    const response = await requestReview(claimant, documentId, '  Is paragraph 1 clear enough?  ');
    expect(response.status).toBe(201);
    const created = (await response.json()) as { id: string };
    expect(created).toEqual({
      id: expect.any(String),
      status: 'open',
      message: 'Is paragraph 1 clear enough?',
      createdAt: expect.any(String),
      replies: [],
    });
    const list = await api(`/documents/${documentId}/reviews`, claimant);
    expect(await list.json()).toEqual({ items: [{ ...created, replies: [] }] });
  });

  it('keeps an empty note as none and refuses one over 2,000 characters', async () => {
    const { claimant, documentId } = await claimantWithDocument();
    const long = await requestReview(claimant, documentId, 'x'.repeat(2001));
    expect(long.status).toBe(400);
    expect(await long.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', message: 'A note can be at most 2,000 characters' },
    });
    const blank = await requestReview(claimant, documentId, '   ');
    expect(((await blank.json()) as { message: unknown }).message).toBeNull();
  });

  it('makes exactly one open request out of parallel ones', async () => {
    const { claimant, documentId } = await claimantWithDocument();
    const answers = await Promise.all(Array.from({ length: 6 }, () => requestReview(claimant, documentId)));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const refused = answers.find((r) => r.status === 409);
    expect(await refused?.json()).toEqual({
      error: { code: 'REVIEW_ALREADY_OPEN', message: 'This document already has a review request waiting for a reply' },
    });
    const rows = await env.DB.prepare('SELECT count(*) AS n FROM review_requests WHERE document_id = ?')
      .bind(documentId)
      .first<{ n: number }>();
    expect(rows?.n).toBe(1);
  });
});

describe('/api/admin/reviews', () => {
  it('is for paralegals and admins: 401 signed out, 403 for a plain user, even a paying one', async () => {
    expect((await api('/admin/reviews', null)).status).toBe(401);
    const plain = await userWithPlan('paralegal');
    const response = await api('/admin/reviews', plain);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: { code: 'FORBIDDEN', message: 'This page is for paralegals' } });
    const reply = await api(`/admin/reviews/${crypto.randomUUID()}/replies`, plain, { method: 'POST', body: { body: 'Hi' } });
    expect(reply.status).toBe(403);
    const admin = await userWithRole('admin');
    expect((await api('/admin/reviews', admin)).status).toBe(200);
  });

  it('does not let a paralegal into the case-law admin routes', async () => {
    const paralegal = await userWithRole('paralegal');
    const response = await api('/admin/case-law/runs', paralegal);
    expect(response.status).toBe(403);
  });

  it('lists open requests oldest first (not in the order asked), with the document and parties and no e-mail address', async () => {
    const paralegal = await userWithRole('paralegal');
    const first = await claimantWithDocument();
    const second = await claimantWithDocument();
    const a = (await (await requestReview(first.claimant, first.documentId, 'Please check the dates')).json()) as { id: string };
    const b = (await (await requestReview(second.claimant, second.documentId)).json()) as { id: string };
    // b is older (the clock cannot be relied on to tell two requests in one millisecond apart).
    await env.DB.prepare("UPDATE review_requests SET created_at = '2026-11-20T09:00:00.000Z' WHERE id = ?").bind(b.id).run();
    await env.DB.prepare("UPDATE review_requests SET created_at = '2026-11-21T09:00:00.000Z' WHERE id = ?").bind(a.id).run();
    const items = await queue(paralegal);
    const ours = items.filter((item) => item.id === a.id || item.id === b.id);
    expect(ours.map((item) => item.id)).toEqual([b.id, a.id]);
    expect(ours[1]).toEqual({
      id: a.id,
      status: 'open',
      message: 'Please check the dates',
      createdAt: '2026-11-21T09:00:00.000Z',
      updatedAt: expect.any(String),
      document: {
        id: first.documentId,
        title: 'Witness statement',
        type: 'witness_statement',
        language: 'en',
        content: `# Witness statement\n\n${SECRET_TEXT}`,
      },
      parties: { claimant: 'Ana Silva', employer: 'Acme Logistics Ltd' },
      claimantName: 'Ana Silva',
      replies: [],
    });
    expect(JSON.stringify(items)).not.toContain(first.claimant.email);
  });

  it('replies (one e-mail to the claimant in their language, without the document), and marks done', async () => {
    const paralegal = await userWithRole('paralegal');
    const { claimant, documentId } = await claimantWithDocument('pt');
    const { id } = (await (await requestReview(claimant, documentId)).json()) as { id: string };
    const before = (await outbox(claimant.email)).length;

    const empty = await api(`/admin/reviews/${id}/replies`, paralegal, { method: 'POST', body: { body: '  ' } });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED', message: 'Write a reply first' } });
    const long = await api(`/admin/reviews/${id}/replies`, paralegal, { method: 'POST', body: { body: 'x'.repeat(5001) } });
    expect(await long.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', message: 'A reply can be at most 5,000 characters' },
    });

    const reply = await api(`/admin/reviews/${id}/replies`, paralegal, {
      method: 'POST',
      body: { body: 'Paragraph 1 is clear. Add the date of the meeting.' },
    });
    expect(reply.status).toBe(201);
    expect(await reply.json()).toEqual({
      id: expect.any(String),
      body: 'Paragraph 1 is clear. Add the date of the meeting.',
      createdAt: expect.any(String),
      authorName: paralegal.email.split('@')[0],
      emailed: true,
    });

    const mails = (await outbox(claimant.email)).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Um paralegal respondeu ao seu pedido de revisão');
    expect(mails[0]?.text).toContain('https://tribunal.example/pt/documents');
    expect(mails[0]?.text).toContain('«Depoimento escrito de testemunha»');
    expect(mails[0]?.text).not.toContain(SECRET_TEXT);
    expect(mails[0]?.text).not.toContain('Paragraph 1 is clear');
    expect(await outbox(paralegal.email)).not.toContainEqual(expect.objectContaining({ subject: mails[0]?.subject }));

    // The claimant reads the reply beside the document, with the reviewer's name.
    const list = (await (await api(`/documents/${documentId}/reviews`, claimant)).json()) as {
      items: { replies: { body: string; authorName: string | null }[] }[];
    };
    expect(list.items[0]?.replies).toEqual([
      {
        id: expect.any(String),
        body: 'Paragraph 1 is clear. Add the date of the meeting.',
        createdAt: expect.any(String),
        authorName: paralegal.email.split('@')[0],
      },
    ]);

    const done = await api(`/admin/reviews/${id}`, paralegal, { method: 'PATCH', body: { status: 'done' } });
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ id, status: 'done', updatedAt: expect.any(String) });
    expect((await queue(paralegal)).map((item) => item.id)).not.toContain(id);
    const doneItems = await queue(paralegal, 'done');
    expect(doneItems.find((item) => item.id === id)?.replies.map((r) => r.body)).toEqual([
      'Paragraph 1 is clear. Add the date of the meeting.',
    ]);

    // Done, the claimant may ask again; the old request cannot then be reopened beside the new one.
    expect((await requestReview(claimant, documentId)).status).toBe(201);
    const reopen = await api(`/admin/reviews/${id}`, paralegal, { method: 'PATCH', body: { status: 'open' } });
    expect(reopen.status).toBe(409);
    expect(((await reopen.json()) as { error: { code: string } }).error.code).toBe('REVIEW_ALREADY_OPEN');
  });

  it('writes the e-mail in English for an English document', async () => {
    const paralegal = await userWithRole('admin');
    const { claimant, documentId } = await claimantWithDocument('en');
    const { id } = (await (await requestReview(claimant, documentId)).json()) as { id: string };
    const before = (await outbox(claimant.email)).length;
    await api(`/admin/reviews/${id}/replies`, paralegal, { method: 'POST', body: { body: 'Looks good.' } });
    const mails = (await outbox(claimant.email)).slice(before);
    expect(mails.map((m) => m.subject)).toEqual(['A paralegal replied to your review request']);
    expect(mails[0]?.text).toContain('https://tribunal.example/documents\n');
    expect(mails[0]?.text).not.toContain(SECRET_TEXT);
  });

  it('answers 404 for a request that does not exist', async () => {
    const paralegal = await userWithRole('paralegal');
    for (const id of [crypto.randomUUID(), 'nope']) {
      const reply = await api(`/admin/reviews/${id}/replies`, paralegal, { method: 'POST', body: { body: 'Hello' } });
      expect(reply.status).toBe(404);
      const patch = await api(`/admin/reviews/${id}`, paralegal, { method: 'PATCH', body: { status: 'done' } });
      expect(patch.status).toBe(404);
      expect(await patch.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No review request with that id' } });
    }
  });
});
