/**
 * Drafted documents: generation from the case's own facts, the free ET1 limit under
 * parallel requests, document credits, the documents feature, owner-scoped reads and writes.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { emptyPayDetails } from '../../src/domain/pay-details';
import { database } from '../../worker/db/client';
import { insertDocumentWithinCap } from '../../worker/db/documents';
import type { CaseView, DocumentRecord } from '../../worker/db/views';
import { grantCredit, grantPlans, userId } from './_billing-users';
import { api, signUp, type TestUser } from './_factories';
import { llmEnv, llmStandIn } from './_llm-stand-in';
import { billingRequest, stripeEnv } from './_stripe-stand-in';

const realisticCase = {
  claimantName: 'Ana Silva',
  employerName: 'Harbour Logistics Ltd',
  claimType: 'unfair-dismissal',
  dismissalDate: '2026-08-28',
  acasStartDate: '2026-09-20',
  acasEndDate: '2026-10-30',
  acasCertificateNumber: 'R123456/26/01',
};

async function createCase(user: TestUser, body: Record<string, unknown> = realisticCase): Promise<CaseView> {
  const response = await api('/cases', user, { method: 'POST', body });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as CaseView;
}

interface Generated {
  document: DocumentRecord;
  allowance: string;
  usage: { used: number; remaining: number; resetDate: string } | null;
  missing: string[];
  paymentNotice: string | null;
  draftingNotice: string | null;
}

function generate(user: TestUser, caseId: string, documentType: string, language = 'en'): Promise<Response> {
  return api('/documents/generate', user, { method: 'POST', body: { caseId, documentType, language } });
}

async function generated(response: Response): Promise<Generated> {
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as Generated;
}

describe('POST /api/documents/generate', () => {
  it('drafts particulars of claim from the case: parties, dates, certificate, the claim and its statute', async () => {
    const user = await signUp();
    const created = await createCase(user);
    await api(`/cases/${created.id}/events`, user, {
      method: 'POST',
      body: { kind: 'dismissal', date: '2026-08-28', description: 'I was dismissed at a meeting with the operations manager' },
    });
    await api(`/cases/${created.id}/evidence`, user, {
      method: 'POST',
      body: { title: 'Dismissal letter', category: 'email', importance: 'critical', evidenceDate: '2026-08-29' },
    });
    await grantPlans(await userId(user), ['premium_base']);
    const body = await generated(await generate(user, created.id, 'particulars_of_claim'));
    expect(body.allowance).toBe('documents_feature');
    expect(body.document).toMatchObject({
      caseId: created.id,
      documentType: 'particulars_of_claim',
      title: 'Particulars of Claim',
      language: 'en',
      provider: 'template',
    });
    const text = body.document.content;
    expect(text).toContain('1. The Claimant is Ana Silva.');
    expect(text).toContain('2. The Respondent, Harbour Logistics Ltd, was the Claimant');
    // Day B is the day the certificate was received (ERA s.207B(2)(b)), not the day Acas issued it.
    expect(text).toContain(
      'the Claimant received the early conciliation certificate on 30 October 2026 (certificate number R123456/26/01)',
    );
    expect(text).toContain(
      "On 28 August 2026, the Respondent dismissed the Claimant. In the Claimant's own words: “I was dismissed at a meeting with the operations manager”.",
    );
    expect(text).toContain('On 29 August 2026: the document “Dismissal letter” (E1).');
    expect(text).toContain('contrary to section 94 of the Employment Rights Act 1996');
    // 28 Aug 2026 + 3 months → 27 Nov; Day A 20 Sep to Day B 30 Oct adds 40 days → 6 January 2027 (ERA s.207B(3)).
    expect(text).toContain('the claim must be presented by 6 January 2027 (ERA 1996 s.111(2)(a)');
    expect(body.missing).toEqual([
      'The date your employment started',
      'The complaints: choose them on the documents page before drafting',
      'Why the dismissal was unfair: tick the reasons before drafting, or write them in',
    ]);
    // Every statute the template cites is one our reviewed tables hold: nothing is marked.
    expect(body.document.unverifiedCitations).toEqual([]);
    expect(text).not.toContain('[citation not verified]');
    expect(body.draftingNotice).toBeNull();
  });

  it('pleads the complaints sent with the generation, keeps them with the case, and offers the ones the case points to', async () => {
    const user = await signUp();
    const created = await createCase(user, { ...realisticCase, notes: 'Dismissed two weeks after I reported unsafe forklifts.' });
    await grantPlans(await userId(user), ['premium_base']);
    const before = await api(`/cases/${created.id}/complaints`, user);
    expect(before.status).toBe(200);
    const offered = (await before.json()) as { saved: unknown; offered: { id: string; reason: string }[] };
    expect(offered.saved).toBeNull();
    expect(offered.offered).toEqual(
      expect.arrayContaining([
        { id: 'unfairDismissal', reason: 'claimType' },
        { id: 'wrongfulDismissal', reason: 'dismissal' },
        { id: 'healthAndSafetyDismissal', reason: 'safety' },
      ]),
    );
    const complaints = {
      complaints: ['unfairDismissal', 'healthAndSafetyDismissal', 'wrongfulDismissal'],
      unfairReasons: ['noInvestigation'],
    };
    const body = await generated(
      await api('/documents/generate', user, {
        method: 'POST',
        body: { caseId: created.id, documentType: 'particulars_of_claim', language: 'en', complaints },
      }),
    );
    const text = body.document.content;
    expect(text).toContain('a reason in section 100(1) of the Employment Rights Act 1996 (health and safety)');
    expect(text).toContain('(section 86 of the Employment Rights Act 1996)');
    expect(text).toContain('- the Respondent did not carry out a reasonable investigation before deciding');
    expect(body.missing).not.toContain('The complaints: choose them on the documents page before drafting');
    const after = (await (await api(`/cases/${created.id}/complaints`, user)).json()) as { saved: { complaints: string[] } };
    expect(after.saved).toEqual({
      ...complaints,
      directCharacteristics: [],
      harassmentCharacteristics: [],
      safetyRepresentative: false,
    });
    // The schedule of loss reads the kept choice: no cap for a s.100 dismissal (ERA s.124(1A)).
    const pay = await api(`/cases/${created.id}/pay-details`, user, {
      method: 'PUT',
      body: {
        ...emptyPayDetails,
        dateOfBirth: '1984-03-09',
        employmentStart: '2019-02-04',
        weeklyGrossPence: 62_000,
        weeklyNetPence: 49_500,
      },
    });
    expect(pay.status).toBe(200);
    const schedule = await generated(await generate(user, created.id, 'schedule_of_loss'));
    expect(schedule.document.content).toContain('the cap does not apply to those dismissals (ERA 1996 s.124(1A))');
  });

  it('refuses a discrimination complaint without its characteristic, and another user’s case, without keeping anything', async () => {
    const user = await signUp();
    const other = await signUp();
    const created = await createCase(user);
    const refused = await api('/documents/generate', user, {
      method: 'POST',
      body: { caseId: created.id, documentType: 'particulars_of_claim', complaints: { complaints: ['harassment'] } },
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', message: 'Choose the protected characteristic the harassment related to' },
    });
    const stranger = await api('/documents/generate', other, {
      method: 'POST',
      body: { caseId: created.id, documentType: 'particulars_of_claim', complaints: { complaints: ['unfairDismissal'] } },
    });
    expect(stranger.status).toBe(404);
    expect((await api(`/cases/${created.id}/complaints`, other)).status).toBe(404);
    const kept = await env.DB.prepare('SELECT count(*) AS n FROM case_complaints WHERE case_id = ?')
      .bind(created.id)
      .first<{ n: number }>();
    expect(kept?.n).toBe(0);
  });

  it('drafts in English unless a Portuguese reading copy is asked for, which is labelled as one in its title and first line', async () => {
    const user = await signUp();
    const created = await createCase(user);
    const english = await generated(
      await api('/documents/generate', user, { method: 'POST', body: { caseId: created.id, documentType: 'et1' } }),
    );
    expect(english.document).toMatchObject({ language: 'en', title: 'ET1 Claim Form' });
    const body = await generated(await generate(user, created.id, 'et1', 'pt'));
    expect(body.document.title).toBe('Formulário ET1 da ação — cópia de leitura em português');
    expect(body.document.content.split('\n')[0]).toBe(
      'Cópia de leitura em português: não a apresente ao tribunal nem a envie. O texto a apresentar ou enviar é o documento em inglês.',
    );
    expect(body.document.language).toBe('pt');
    expect(body.document.content).toContain('Secção 2: Dados do demandado');
    expect(body.document.content).toContain('R123456/26/01 (no formato da Acas)');
  });

  it('lets a free user draft ET1s from at most two different cases a month, even when 20 requests arrive together', async () => {
    const user = await signUp();
    const cases = await Promise.all(
      ['Ana Silva', 'Rui Costa', 'Maria Sousa', 'João Lopes'].map((claimantName) =>
        createCase(user, { ...realisticCase, claimantName }),
      ),
    );
    // Five requests for each of four cases, all at once: a draft from a case already drafted costs
    // nothing, so what is counted is the number of different cases drafted, never more than two.
    const responses = await Promise.all(Array.from({ length: 20 }, (_, n) => generate(user, cases[n % 4]?.id ?? '', 'et1')));
    const statuses = responses.map((response) => response.status);
    expect(statuses.every((status) => status === 201 || status === 403)).toBe(true);
    const refused = responses.find((response) => response.status === 403);
    expect(await refused?.json()).toEqual({
      error: {
        code: 'USAGE_LIMIT_REACHED',
        message:
          'You have used your free ET1 drafts for this month. Drafting an unchanged case again is still free, and the count starts again next month.',
      },
    });
    const list = (await (await api('/documents', user)).json()) as { items: DocumentRecord[] };
    const draftedCases = new Set(list.items.map((item) => item.caseId));
    expect(list.items).toHaveLength(statuses.filter((status) => status === 201).length);
    expect(draftedCases.size).toBeGreaterThanOrEqual(1);
    expect(draftedCases.size).toBeLessThanOrEqual(2);
    const usage = (await (await api('/documents/usage', user)).json()) as { usage: { used: number } };
    expect(usage.usage.used).toBe(draftedCases.size);
  });

  it('drafts an ET1 again for nothing while the case is unchanged, and uses a free draft once it has changed', async () => {
    const user = await signUp();
    const created = await createCase(user);
    const first = await generated(await generate(user, created.id, 'et1'));
    expect(first.allowance).toBe('free_et1');
    expect(first.usage).toMatchObject({ used: 1, remaining: 1 });
    // The screen asks before the last free draft of the month is used.
    expect(await (await api('/documents/usage', user)).json()).toEqual({
      hasFeature: false,
      usage: { feature: 'et1_generation', used: 1, limit: 2, remaining: 1, resetDate: '2026-12-01' },
      credits: 0,
      paymentsConfigured: false,
      lastFreeEt1: true,
    });
    // Saving the case without changing it is not a change.
    const resaved = await api(`/cases/${created.id}`, user, {
      method: 'PATCH',
      body: { employerName: realisticCase.employerName },
    });
    expect(resaved.status).toBe(200);
    const again = await generated(await generate(user, created.id, 'et1'));
    expect(again.allowance).toBe('unchanged_case');
    expect(again.usage).toBeNull();
    const afterAgain = (await (await api('/documents/usage', user)).json()) as { usage: { used: number } };
    expect(afterAgain.usage.used).toBe(1);
    const event = await api(`/cases/${created.id}/events`, user, {
      method: 'POST',
      body: { kind: 'dismissal', date: '2026-08-28', description: 'Dismissed at a meeting' },
    });
    expect(event.status).toBe(201);
    // The case has changed: the last free draft of the month.
    expect((await generated(await generate(user, created.id, 'et1'))).usage).toMatchObject({ used: 2, remaining: 0 });
    // A Portuguese reading copy is another draft: refused now; the unchanged English one is still free.
    expect((await generate(user, created.id, 'et1', 'pt')).status).toBe(403);
    expect((await generated(await generate(user, created.id, 'et1'))).allowance).toBe('unchanged_case');
    const last = (await (await api('/documents/usage', user)).json()) as { usage: { used: number }; lastFreeEt1: boolean };
    expect(last).toMatchObject({ usage: { used: 2 }, lastFreeEt1: false });
  });

  it('charges once for parallel drafts from the same unchanged case', async () => {
    const user = await signUp();
    const id = await userId(user);
    const created = await createCase(user);
    await grantCredit(id);
    await grantCredit(id);
    const responses = await Promise.all(
      Array.from({ length: 6 }, () =>
        billingRequest('/documents/generate', user, {
          body: { caseId: created.id, documentType: 'witness_statement' },
          env: stripeEnv as unknown as Env,
        }),
      ),
    );
    expect(responses.some((response) => response.status === 201)).toBe(true);
    const spent = await env.DB.prepare('SELECT count(*) AS n FROM document_credits WHERE user_id = ? AND spent_at IS NOT NULL')
      .bind(id)
      .first<{ n: number }>();
    expect(spent?.n).toBe(1);
  });

  it('counts from zero again once the reset date has passed', async () => {
    const user = await signUp();
    const id = await userId(user);
    const created = await createCase(user);
    await env.DB.prepare(
      "INSERT INTO user_usage (user_id, feature_type, usage_count, reset_date) VALUES (?, 'et1_generation', 2, '2026-11-01')",
    )
      .bind(id)
      .run();
    const body = await generated(await generate(user, created.id, 'et1'));
    expect(body.allowance).toBe('free_et1');
    expect(body.usage).toMatchObject({ used: 1, remaining: 1, resetDate: '2026-12-01' });
  });

  it('spends one document credit for another type, once, and refuses when none is left and payments are on', async () => {
    const user = await signUp();
    const id = await userId(user);
    const created = await createCase(user);
    const credit = await grantCredit(id);
    const first = await billingRequest('/documents/generate', user, {
      body: { caseId: created.id, documentType: 'witness_statement' },
      env: stripeEnv as unknown as Env,
    });
    expect((await generated(first)).allowance).toBe('credit');
    const spent = await env.DB.prepare('SELECT spent_at FROM document_credits WHERE id = ?')
      .bind(credit)
      .first<{ spent_at: string }>();
    expect(spent?.spent_at).toMatch(/^2026-11-22T/);
    // A changed case is a new draft (an unchanged one would be drafted again for nothing).
    await api(`/cases/${created.id}`, user, { method: 'PATCH', body: { notes: 'The manager confirmed it in writing' } });
    const second = await billingRequest('/documents/generate', user, {
      body: { caseId: created.id, documentType: 'witness_statement' },
      env: stripeEnv as unknown as Env,
    });
    expect(second.status).toBe(402);
    expect(await second.json()).toEqual({
      error: {
        code: 'DOCUMENT_PAYMENT_REQUIRED',
        message: 'This document costs £10, or is included in Premium. Buy it once, or upgrade.',
      },
    });
  });

  it('without payments configured, a free user still gets other types, with the pay-per-document notice', async () => {
    const user = await signUp();
    const created = await createCase(user);
    const body = await generated(await generate(user, created.id, 'grievance_letter'));
    expect(body.allowance).toBe('payments_not_configured');
    expect(body.paymentNotice).toBe('payment_coming_soon');
  });

  it('past the free ET1 drafts, says what is still possible: "upgrade" only where payments are configured', async () => {
    const user = await signUp();
    const created = await createCase(user);
    await env.DB.prepare(
      "INSERT INTO user_usage (user_id, feature_type, usage_count, reset_date) VALUES (?, 'et1_generation', 2, '2026-12-01')",
    )
      .bind(await userId(user))
      .run();
    const off = await generate(user, created.id, 'et1');
    expect(off.status).toBe(403);
    expect(await off.json()).toEqual({
      error: {
        code: 'USAGE_LIMIT_REACHED',
        message:
          'You have used your free ET1 drafts for this month. Drafting an unchanged case again is still free, and the count starts again next month.',
      },
    });
    const on = await billingRequest('/documents/generate', user, {
      body: { caseId: created.id, documentType: 'et1' },
      env: stripeEnv as unknown as Env,
    });
    expect(on.status).toBe(403);
    expect(await on.json()).toMatchObject({
      error: { message: 'You have used your free ET1 drafts for this month. Upgrade to Premium for unlimited documents.' },
    });
  });

  it('never charges for a case that is not the user’s: 404 and nothing counted', async () => {
    const owner = await signUp();
    const other = await signUp();
    const created = await createCase(owner);
    const response = await generate(other, created.id, 'et1');
    expect(response.status).toBe(404);
    const row = await env.DB.prepare('SELECT count(*) AS n FROM user_usage WHERE user_id = ?')
      .bind(await userId(other))
      .first<{ n: number }>();
    expect(row?.n).toBe(0);
  });

  it('refuses an unknown type and a missing case with the messages', async () => {
    const user = await signUp();
    const created = await createCase(user);
    const badType = await generate(user, created.id, 'novel');
    expect(badType.status).toBe(400);
    expect(await badType.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', message: 'Choose one of the document types' },
    });
    const noCase = await api('/documents/generate', user, { method: 'POST', body: { documentType: 'et1' } });
    expect(await noCase.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED', message: 'Please select a case first' } });
  });
});

describe('with an LLM configured', () => {
  it('sends it the template draft and, when it fails, stores the template draft and says why', async () => {
    const llm = llmStandIn();
    try {
      llm.answer('chat-completion-unknown-section.json', 500);
      const user = await signUp();
      const created = await createCase(user);
      const response = await billingRequest('/documents/generate', user, {
        body: { caseId: created.id, documentType: 'et1' },
        env: llmEnv() as unknown as Env,
      });
      const body = await generated(response);
      expect(body.draftingNotice).toBe('llm_failed');
      expect(body.document.provider).toBe('template');
      expect(body.document.content).toContain('- Name: Ana Silva');
      expect(llm.requests.length).toBeGreaterThan(0);
      expect(JSON.stringify(llm.requests[0]?.body.messages)).toContain('Harbour Logistics Ltd');
    } finally {
      llm.restore();
    }
  });

  it('stores the rewrite it kept, as the LLM’s, with the citation it could not verify marked and listed', async () => {
    const llm = llmStandIn();
    try {
      llm.answer('chat-completion-document-rewrite.json');
      const user = await signUp();
      const created = await createCase(user);
      const response = await billingRequest('/documents/generate', user, {
        body: { caseId: created.id, documentType: 'et1' },
        env: llmEnv() as unknown as Env,
      });
      const body = await generated(response);
      expect(body.draftingNotice).toBeNull();
      expect(body.document.provider).toBe('llm');
      expect(body.document.content).toContain('These are the answers for the claim form, rewritten more plainly.');
      expect(body.document.content).toContain('s.999 ERA 1996 [citation not verified]');
      expect(body.document.unverifiedCitations).toEqual(['s.999 ERA 1996']);
      // The stored row, read back, is the same rewrite.
      const list = (await (await api(`/documents?caseId=${created.id}`, user)).json()) as { items: DocumentRecord[] };
      expect(list.items[0]).toMatchObject({ provider: 'llm', unverifiedCitations: ['s.999 ERA 1996'] });
      expect(list.items[0]?.content).toBe(body.document.content);
    } finally {
      llm.restore();
    }
  });
});

describe('storing a document within the per-user cap', () => {
  it('stores while the user holds fewer than the cap, counting only their own, and keeps every field as given', async () => {
    const [owner, other] = [await signUp(), await signUp()];
    const [ownerCase, otherCase] = [await createCase(owner), await createCase(other)];
    const [ownerId, otherId] = [await userId(owner), await userId(other)];
    const doc = (id: string, user: string, caseId: string) => ({
      id,
      userId: user,
      caseId,
      documentType: 'et1',
      title: 'ET1',
      language: 'pt',
      content: 'text',
      provider: 'llm' as const,
      unverifiedCitations: ['s.999 ERA 1996'],
      inputsHash: `hash-${id}`,
      createdAt: '2026-11-22T09:00:00.000Z',
    });
    // Another user's document does not count towards the owner's cap.
    expect(await insertDocumentWithinCap(database(env.DB), doc(crypto.randomUUID(), otherId, otherCase.id), 2)).toBe(true);
    const first = crypto.randomUUID();
    expect(await insertDocumentWithinCap(database(env.DB), doc(first, ownerId, ownerCase.id), 2)).toBe(true);
    expect(await insertDocumentWithinCap(database(env.DB), doc(crypto.randomUUID(), ownerId, ownerCase.id), 2)).toBe(true);
    expect(await insertDocumentWithinCap(database(env.DB), doc(crypto.randomUUID(), ownerId, ownerCase.id), 2)).toBe(false);
    const count = await env.DB.prepare('SELECT count(*) AS n FROM documents WHERE user_id = ?1')
      .bind(ownerId)
      .first<{ n: number }>();
    expect(count?.n).toBe(2);
    const row = await env.DB.prepare('SELECT * FROM documents WHERE id = ?1').bind(first).first();
    expect(row).toEqual({
      id: first,
      user_id: ownerId,
      case_id: ownerCase.id,
      document_type: 'et1',
      title: 'ET1',
      language: 'pt',
      content: 'text',
      provider: 'llm',
      unverified_citations: '["s.999 ERA 1996"]',
      inputs_hash: `hash-${first}`,
      created_at: '2026-11-22T09:00:00.000Z',
      updated_at: '2026-11-22T09:00:00.000Z',
    });
  });
});

describe('documents: list, edit, delete', () => {
  it('lists newest first, edits and deletes the owner’s documents; another user gets 404 for each', async () => {
    const user = await signUp();
    const other = await signUp();
    await grantPlans(await userId(user), ['complete_bundle']);
    const created = await createCase(user);
    const first = (await generated(await generate(user, created.id, 'timeline'))).document;
    const second = (await generated(await generate(user, created.id, 'bundle_guide'))).document;
    const list = (await (await api('/documents', user)).json()) as { items: DocumentRecord[] };
    expect(list.items.map((item) => item.id)).toEqual([second.id, first.id]);
    expect(((await (await api('/documents', other)).json()) as { items: unknown[] }).items).toEqual([]);

    const edited = await api(`/documents/${first.id}`, user, {
      method: 'PATCH',
      body: { content: '# Timeline\n\nMy own words.' },
    });
    expect(edited.status).toBe(200);
    expect(((await edited.json()) as { document: DocumentRecord }).document.content).toBe('# Timeline\n\nMy own words.');
    expect((await api(`/documents/${first.id}`, other, { method: 'PATCH', body: { content: 'x' } })).status).toBe(404);
    const empty = await api(`/documents/${first.id}`, user, { method: 'PATCH', body: { content: '   ' } });
    expect(await empty.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED', message: 'The document cannot be empty' } });

    const exported = (await (await api('/account/export', user)).json()) as { documents: DocumentRecord[]; usage: unknown[] };
    expect(exported.documents.map((item) => [item.id, item.content])).toEqual([
      [first.id, '# Timeline\n\nMy own words.'],
      [second.id, second.content],
    ]);

    expect((await api(`/documents/${first.id}`, other, { method: 'DELETE' })).status).toBe(404);
    expect((await api(`/documents/${first.id}`, user, { method: 'DELETE' })).status).toBe(200);
    expect((await api(`/documents/${first.id}`, user, { method: 'DELETE' })).status).toBe(404);
    expect((await api('/documents', null)).status).toBe(401);
  });
});

describe('drafting from a direction of a tribunal order', () => {
  const direction = {
    due: '2027-01-15',
    time: '16:00',
    to: ['respondent', 'tribunal'],
    quote: 'The parties shall agree a list of issues and the Claimant shall send a draft to the Respondent by 15 January 2027.',
  };

  it('drafts a list of issues with the order’s due date and recipients, counted as any other document', async () => {
    const user = await signUp();
    const id = await userId(user);
    const created = await createCase(user);
    const credit = await grantCredit(id);
    const response = await billingRequest('/documents/generate', user, {
      body: { caseId: created.id, documentType: 'list_of_issues', direction },
      env: stripeEnv as unknown as Env,
    });
    const body = await generated(response);
    expect(body.allowance).toBe('credit');
    expect(body.document.documentType).toBe('list_of_issues');
    expect(body.document.title).toBe('List of Issues');
    const text = body.document.content;
    expect(text).toContain('## 1. Unfair dismissal');
    expect(text).toContain(
      '1.1. Was the complaint presented within the time limit in section 111(2)(a) of the Employment Rights Act 1996',
    );
    expect(text).toContain('- Due by 16:00 on 15 January 2027.');
    expect(text).toContain('- Send it to the Respondent (Harbour Logistics Ltd) and the Tribunal.');
    const spent = await env.DB.prepare('SELECT spent_at FROM document_credits WHERE id = ?')
      .bind(credit)
      .first<{ spent_at: string }>();
    expect(spent?.spent_at).toMatch(/^2026-11-22T/);
    // The Portuguese reading copy of the same document.
    const pt = await generated(
      await api('/documents/generate', user, {
        method: 'POST',
        body: { caseId: created.id, documentType: 'list_of_issues', language: 'pt', direction },
      }),
    );
    expect(pt.document.content).toContain('secção 111(2)(a) do Employment Rights Act 1996');
  });

  it('refuses a direction that is not one: a date that does not exist, an unknown recipient, an overlong quote', async () => {
    const user = await signUp();
    const created = await createCase(user);
    for (const bad of [
      { ...direction, due: '2027-02-30' },
      { ...direction, to: ['judge'] },
      { ...direction, quote: 'x'.repeat(1501) },
      { ...direction, time: '4pm' },
    ]) {
      const response = await api('/documents/generate', user, {
        method: 'POST',
        body: { caseId: created.id, documentType: 'list_of_issues', direction: bad },
      });
      expect(response.status, JSON.stringify(bad).slice(0, 80)).toBe(400);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('VALIDATION_FAILED');
    }
    const rows = await env.DB.prepare('SELECT COUNT(*) AS n FROM documents WHERE case_id = ?')
      .bind(created.id)
      .first<{ n: number }>();
    expect(rows?.n).toBe(0);
  });
});
