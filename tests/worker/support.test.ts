/**
 * WhatsApp support: the panel's state, the gate on the 'support' feature, the case's
 * short reference in the wa.me link, the monthly allowance under parallel requests.
 */
import { describe, expect, it } from 'vitest';
import { api } from './_factories';
import { createCase } from './_files';
import { requestWith, userWithPlan } from './_paid-users';

const NUMBER = '447700900123';
const configured = { WHATSAPP_SUPPORT_NUMBER: NUMBER };
const ask = (
  user: Parameters<typeof api>[1],
  caseId: string,
  language?: 'en' | 'pt',
  vars: Record<string, string> = configured,
) => requestWith(vars, '/support/queries', user, { method: 'POST', body: language ? { caseId, language } : { caseId } });
const reference = (caseId: string) => `TT-${caseId.replaceAll('-', '').slice(0, 8).toUpperCase()}`;

describe('GET /api/support', () => {
  it('says whether support is configured and held, with the month’s count', async () => {
    const user = await userWithPlan('whatsapp_addon');
    const state = await requestWith(configured, '/support', user);
    expect(state.status).toBe(200);
    expect(await state.json()).toEqual({
      available: true,
      hasFeature: true,
      usage: { feature: 'support_query', used: 0, limit: 10, remaining: 10, resetDate: '2026-12-01' },
    });
    const free = await userWithPlan('free');
    const bare = await api('/support', free);
    expect(await bare.json()).toMatchObject({ available: false, hasFeature: false });
  });

  it('is for signed-in users only', async () => {
    const response = await api('/support', null);
    expect(response.status).toBe(401);
  });
});

describe('POST /api/support/queries', () => {
  it('refuses a user without the support feature', async () => {
    const user = await userWithPlan('premium_base');
    const { id } = await createCase(user);
    const response = await ask(user, id);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: {
        code: 'FEATURE_REQUIRED',
        message: 'WhatsApp support needs the Complete Bundle, WhatsApp Support add-on or Paralegal Services plan.',
      },
    });
  });

  it('answers 503 when no WhatsApp number is configured, without counting', async () => {
    const user = await userWithPlan('complete_bundle');
    const { id } = await createCase(user);
    const response = await ask(user, id, 'en', {});
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      error: { code: 'SUPPORT_UNAVAILABLE', message: 'Support by WhatsApp is not available on this server' },
    });
    const state = await requestWith(configured, '/support', user);
    expect(((await state.json()) as { usage: { used: number } }).usage.used).toBe(0);
  });

  it('is a 404 for another user’s case, and counts nothing', async () => {
    const owner = await userWithPlan('free');
    const { id } = await createCase(owner);
    const other = await userWithPlan('paralegal');
    const response = await ask(other, id);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No case with that id' } });
    const state = await requestWith(configured, '/support', other);
    expect(((await state.json()) as { usage: { used: number } }).usage.used).toBe(0);
  });

  it('links to wa.me with the case’s short reference, in the reader’s language', async () => {
    const user = await userWithPlan('whatsapp_addon');
    const { id } = await createCase(user);
    const en = await ask(user, id);
    expect(en.status).toBe(200);
    const body = (await en.json()) as { url: string; usage: unknown };
    expect(body.url).toBe(
      `https://wa.me/${NUMBER}?text=${encodeURIComponent(`Hello, I have a question about my claim (reference ${reference(id)}).`)}`,
    );
    expect(body.url).toContain(encodeURIComponent(reference(id)));
    expect(reference(id)).toMatch(/^TT-[0-9A-F]{8}$/);
    expect(body.usage).toEqual({ feature: 'support_query', used: 1, limit: 10, remaining: 9, resetDate: '2026-12-01' });
    const pt = (await (await ask(user, id, 'pt')).json()) as { url: string };
    expect(new URL(pt.url).searchParams.get('text')).toBe(
      `Olá, tenho uma pergunta sobre o meu processo (referência ${reference(id)}).`,
    );
  });

  it('gives exactly 10 links a month to 12 parallel requests', async () => {
    const user = await userWithPlan('complete_bundle');
    const { id } = await createCase(user);
    const answers = await Promise.all(Array.from({ length: 12 }, () => ask(user, id)));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([...Array(10).fill(200), 403, 403]);
    const bodies = (await Promise.all(answers.map((r) => r.json()))) as (
      | { url: string }
      | { error: { code: string; message: string } }
    )[];
    expect(bodies.filter((b) => 'url' in b && b.url.startsWith(`https://wa.me/${NUMBER}?text=`))).toHaveLength(10);
    const refused = bodies.filter((b) => 'error' in b);
    expect(refused).toEqual(
      Array(2).fill({
        error: {
          code: 'USAGE_LIMIT_REACHED',
          message: 'You have used your 10 support queries this month. They start again on 1 December 2026.',
        },
      }),
    );
    const state = await requestWith(configured, '/support', user);
    expect(((await state.json()) as { usage: unknown }).usage).toEqual({
      feature: 'support_query',
      used: 10,
      limit: 10,
      remaining: 0,
      resetDate: '2026-12-01',
    });
  });

  it('validates the case id', async () => {
    const user = await userWithPlan('whatsapp_addon');
    const response = await ask(user, 'not-a-uuid');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED', message: 'Please select a case first' } });
  });
});
