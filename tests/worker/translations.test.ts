/**
 * POST /api/translations: a suggested English version of the claimant's Portuguese words, only
 * with a language model configured (against the loopback stand-in here), never one that adds a
 * fact, and a coded 503 without a model. Signed-in users only; the words are never logged.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { api, signUp } from './_factories';
import { llmEnv, llmStandIn } from './_llm-stand-in';
import { billingRequest } from './_stripe-stand-in';

const PASSAGE = 'Tiraram-me dos turnos depois de eu ter avisado a gerente sobre a falta de pessoal';
const withoutLlm = { ...env, LLM_PROVIDER: '', LLM_BASE_URL: '', LLM_MODEL: '', LLM_API_KEY: '' } as unknown as Env;

describe('suggested English versions', () => {
  it('without a language model, answers 503 TRANSLATION_UNAVAILABLE, so the screen lists the passages instead', async () => {
    const user = await signUp();
    const response = await billingRequest('/translations', user, { body: { passages: [PASSAGE] }, env: withoutLlm });
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ error: { code: 'TRANSLATION_UNAVAILABLE' } });
  });

  it('with one, suggests a faithful version, and none for an answer that adds a date or an amount', async () => {
    const llm = llmStandIn();
    try {
      const user = await signUp();
      llm.answer('chat-completion-translation.json');
      const response = await billingRequest('/translations', user, {
        body: { passages: [PASSAGE] },
        env: llmEnv() as unknown as Env,
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toContain('no-store');
      expect(await response.json()).toEqual({
        translations: [
          { source: PASSAGE, english: 'They took me off the shifts after I warned the manager about the lack of staff.' },
        ],
      });
      // The model was given the claimant's words and told to translate them, adding nothing.
      expect(JSON.stringify(llm.requests[0]?.body.messages)).toContain(PASSAGE);
      llm.answer('chat-completion-translation-added-facts.json');
      const added = await billingRequest('/translations', user, {
        body: { passages: [PASSAGE] },
        env: llmEnv() as unknown as Env,
      });
      expect(await added.json()).toEqual({ translations: [{ source: PASSAGE, english: null }] });
    } finally {
      llm.restore();
    }
  });

  it('refuses no session (401), too many or empty passages with keys (400)', async () => {
    const signedOut = await api('/translations', null, { method: 'POST', body: { passages: [PASSAGE] } });
    expect(signedOut.status).toBe(401);
    const user = await signUp();
    const tooMany = await api('/translations', user, { method: 'POST', body: { passages: Array(11).fill(PASSAGE) } });
    expect(tooMany.status).toBe(400);
    expect(await tooMany.json()).toMatchObject({
      error: { issues: [{ field: 'passages', key: 'translation.validation.passagesRequired' }] },
    });
    const empty = await api('/translations', user, { method: 'POST', body: { passages: ['  '] } });
    expect(empty.status).toBe(400);
  });
});
