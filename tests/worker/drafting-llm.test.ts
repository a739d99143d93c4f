import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Draft, DraftFacts } from '../../src/domain/drafting/facts';
import { database } from '../../worker/db/client';
import { refineDraft } from '../../worker/services/drafting/llm';
import { llmEnv, llmFixture, llmStandIn } from './_llm-stand-in';

const MARK = ' [citation not verified]';

// A template draft written by hand (the templates live elsewhere): the facts of one case, with the
// sections the particulars of claim cite.
const TEMPLATE = [
  '# Particulars of Claim',
  '',
  '## The parties',
  '',
  '1. The claimant, Ana Silva, was employed by Acme Logistics Ltd from 1 May 2019 until she was dismissed on 12 March 2026.',
  '',
  '## The claim',
  '',
  '2. The claimant was unfairly dismissed contrary to s.98 ERA 1996.',
  '',
  '3. The claim is presented within the time limit in ERA 1996 s.111(2)(a), extended by early conciliation under ERA 1996 s.207B(4).',
  '',
  "4. The claimant's gross weekly pay was £700.00.",
  '',
  '## Remedy',
  '',
  '5. The claimant seeks a basic award (ERA 1996 s.119) and a compensatory award (ERA 1996 s.123).',
].join('\n');

const draft: Draft = { documentType: 'particulars_of_claim', title: 'Particulars of Claim', content: TEMPLATE, missing: [] };

const facts: DraftFacts = {
  today: '2026-11-22',
  language: 'en',
  case: {
    id: 'case-llm-test',
    claimantName: 'Ana Silva',
    employerName: 'Acme Logistics Ltd',
    claimType: 'unfair-dismissal',
    dismissalDate: '2026-03-12',
    acasStartDate: null,
    acasEndDate: null,
    acasCertificateNumber: null,
    et1FiledDate: null,
    hearingDate: null,
    notes: null,
    stage2Checklist: { timeline: false, evidence: false, grievance: false, witnesses: false },
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
  },
  events: [],
  evidence: [],
  chronology: [],
  bundleFiles: [],
  payDetails: null,
  complaints: null,
  authorities: [],
};

const input = { draft, facts, kind: 'document' as const };

/** The test environment with no LLM, whatever a developer's .dev.vars says. */
const withoutLlm = { ...env, LLM_PROVIDER: '', LLM_BASE_URL: '', LLM_MODEL: '', LLM_API_KEY: '' };

/** The recorded answer's text, as the model wrote it. */
const answerText = (fixture: string) =>
  (JSON.parse(llmFixture(fixture)) as { choices: { message: { content: string } }[] }).choices[0]?.message.content.trim();

let standIn: ReturnType<typeof llmStandIn>;
let logged: string[];

beforeEach(async () => {
  await env.DB.prepare('DELETE FROM legislation').run();
  standIn = llmStandIn();
  logged = [];
  for (const method of ['log', 'warn', 'error'] as const)
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      logged.push(args.map(String).join(' '));
    });
});

afterEach(() => {
  standIn.restore();
  vi.restoreAllMocks();
});

describe('refineDraft without an LLM', () => {
  it('returns the template draft with no notice, and never calls out', async () => {
    expect(await refineDraft(database(env.DB), withoutLlm, input)).toEqual({
      content: TEMPLATE,
      provider: 'template',
      notice: null,
      unverifiedCitations: [],
    });
    expect(standIn.requests).toEqual([]);
  });

  it('still checks the citations of the template draft', async () => {
    const withUnknown = { ...input, draft: { ...draft, content: `${TEMPLATE}\n\n6. See also [2098] EWCA Civ 1.` } };
    expect(await refineDraft(database(env.DB), withoutLlm, withUnknown)).toEqual({
      content: `${TEMPLATE}\n\n6. See also [2098] EWCA Civ 1${MARK}.`,
      provider: 'template',
      notice: null,
      unverifiedCitations: ['[2098] EWCA Civ 1'],
    });
  });

  it('treats a half-set configuration as not configured', async () => {
    const result = await refineDraft(
      database(env.DB),
      { ...withoutLlm, LLM_PROVIDER: 'openai-compatible', LLM_MODEL: 'llama3.1:8b' },
      input,
    );
    expect(result).toEqual({ content: TEMPLATE, provider: 'template', notice: null, unverifiedCitations: [] });
    expect(standIn.requests).toEqual([]);
  });
});

describe('refineDraft with an OpenAI-compatible LLM (loopback stand-in)', () => {
  it('sends the template draft to /v1/chat/completions with the model and the API key', async () => {
    standIn.answer('chat-completion-unknown-section.json');
    await refineDraft(database(env.DB), llmEnv({ LLM_API_KEY: 'sk-local-test' }), input);
    expect(standIn.requests).toHaveLength(1);
    const [request] = standIn.requests;
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.authorization).toBe('Bearer sk-local-test');
    expect(request?.body.model).toBe('llama3.1:8b');
    expect(request?.body.messages?.map((m) => m.role)).toEqual(['system', 'user']);
    expect(request?.body.messages?.[1]?.content).toBe(TEMPLATE);
    expect(request?.body.messages?.[0]?.content).toContain('Use only the facts in the draft.');
  });

  it('keeps a rewrite that adds no fact, and marks the statute section it invented', async () => {
    standIn.answer('chat-completion-unknown-section.json');
    const rewritten = answerText('chat-completion-unknown-section.json') ?? '';
    expect(await refineDraft(database(env.DB), llmEnv(), input)).toEqual({
      content: rewritten.replace('s.999 ERA 1996', `s.999 ERA 1996${MARK}`),
      provider: 'llm',
      notice: null,
      unverifiedCitations: ['s.999 ERA 1996'],
    });
  });

  it('discards a rewrite that invents a case: the guard fires before the citation check, so the claimant gets the template draft and llm_added_facts', async () => {
    standIn.answer('chat-completion-invented-case.json');
    const result = await refineDraft(database(env.DB), llmEnv(), input);
    expect(result).toEqual({ content: TEMPLATE, provider: 'template', notice: 'llm_added_facts', unverifiedCitations: [] });
    expect(result.content).not.toContain('[2099] UKSC 99');
  });

  it('discards a rewrite that adds a date or an amount', async () => {
    standIn.answer('chat-completion-added-facts.json');
    expect(await refineDraft(database(env.DB), llmEnv(), input)).toEqual({
      content: TEMPLATE,
      provider: 'template',
      notice: 'llm_added_facts',
      unverifiedCitations: [],
    });
  });

  it('returns the template draft with llm_failed when the LLM answers 500 (no retry)', async () => {
    standIn.answer('error-500.json', 500);
    expect(await refineDraft(database(env.DB), llmEnv(), input)).toEqual({
      content: TEMPLATE,
      provider: 'template',
      notice: 'llm_failed',
      unverifiedCitations: [],
    });
    expect(standIn.requests).toHaveLength(1);
  });

  it('returns the template draft with llm_timeout when the LLM never answers', async () => {
    standIn.hold();
    const result = refineDraft(database(env.DB), llmEnv({ LLM_TIMEOUT_MS: '50' }), input);
    await standIn.requestArrived();
    expect(await result).toEqual({ content: TEMPLATE, provider: 'template', notice: 'llm_timeout', unverifiedCitations: [] });
  });

  it('logs provider, model, outcome and duration, never the draft or the claimant', async () => {
    standIn.answer('chat-completion-invented-case.json');
    await refineDraft(database(env.DB), llmEnv(), input);
    standIn.answer('error-500.json', 500);
    await refineDraft(database(env.DB), llmEnv(), input);
    const lines = logged.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.filter((l) => l.message === 'LLM refinement').map((l) => [l.provider, l.model, l.outcome])).toEqual([
      ['openai-compatible', 'llama3.1:8b', 'added_facts:dates=0,amounts=0,cases=1'],
      ['openai-compatible', 'llama3.1:8b', 'failed'],
    ]);
    expect(lines.every((l) => typeof l.durationMs === 'number' || l.message !== 'LLM refinement')).toBe(true);
    for (const line of logged) {
      expect(line).not.toContain('Ana Silva');
      expect(line).not.toContain('Acme');
      expect(line).not.toContain('UKSC');
    }
  });
});

describe('refineDraft with Workers AI', () => {
  it("sends the draft through the AI binding and checks the answer's citations", async () => {
    const rewritten = answerText('chat-completion-unknown-section.json') ?? '';
    const calls: { model: string; inputs: unknown }[] = [];
    // The binding's documented text-generation output: { response, usage }.
    const binding = {
      run: async (model: string, inputs: unknown) => {
        calls.push({ model, inputs });
        return { response: rewritten, usage: { prompt_tokens: 412, completion_tokens: 163, total_tokens: 575 } };
      },
    } as unknown as Ai;
    const result = await refineDraft(
      database(env.DB),
      { ...withoutLlm, LLM_PROVIDER: 'workers-ai', LLM_MODEL: '@cf/meta/llama-3.1-8b-instruct', AI: binding },
      input,
    );
    expect(result).toEqual({
      content: rewritten.replace('s.999 ERA 1996', `s.999 ERA 1996${MARK}`),
      provider: 'llm',
      notice: null,
      unverifiedCitations: ['s.999 ERA 1996'],
    });
    expect(calls.map((c) => c.model)).toEqual(['@cf/meta/llama-3.1-8b-instruct']);
    expect(standIn.requests).toEqual([]);
  });

  it('is not configured without the AI binding', async () => {
    const result = await refineDraft(
      database(env.DB),
      { ...withoutLlm, LLM_PROVIDER: 'workers-ai', LLM_MODEL: '@cf/meta/llama-3.1-8b-instruct' },
      input,
    );
    expect(result).toEqual({ content: TEMPLATE, provider: 'template', notice: null, unverifiedCitations: [] });
  });
});
