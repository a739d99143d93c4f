/**
 * A loopback stand-in for an OpenAI-compatible LLM server (Ollama, llama.cpp, vLLM, a hosted API).
 * workerd tests cannot listen on a port, so the Worker's AI SDK client is pointed at
 * http://llm.test:11434/v1 (LLM_BASE_URL) and the test isolate's fetch answers requests to that
 * host with recorded chat-completions payloads (tests/fixtures/llm). It can also fail with a 500,
 * or hold the request without ever answering, as a hung server does; like a real fetch, a held
 * request ends only when its signal aborts.
 */
import { env } from 'cloudflare:test';
import { vi } from 'vitest';
import type { LlmEnv } from '../../worker/services/drafting/llm-config';

export const LLM_ORIGIN = 'http://llm.test:11434';

/** The Worker's environment with the LLM configured against the stand-in. */
export function llmEnv(overrides: LlmEnv = {}): Env & LlmEnv {
  return {
    ...env,
    LLM_PROVIDER: 'openai-compatible',
    LLM_BASE_URL: `${LLM_ORIGIN}/v1`,
    LLM_MODEL: 'llama3.1:8b',
    ...overrides,
  };
}

export function llmFixture(name: string): string {
  const text = env.TEST_LLM_FIXTURES[name];
  if (text === undefined) throw new Error(`missing fixture ${name}: is it in tests/fixtures/llm?`);
  return text;
}

export interface LlmRequest {
  path: string;
  authorization: string | null;
  body: { model?: string; messages?: { role: string; content: string }[] };
}

type Behaviour = { kind: 'answer'; fixture: string; status: number } | { kind: 'hold' };

export function llmStandIn() {
  const requests: LlmRequest[] = [];
  let behaviour: Behaviour = { kind: 'answer', fixture: 'chat-completion-unknown-section.json', status: 200 };
  let arrived: () => void = () => {};
  let arrival = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  const original = globalThis.fetch;

  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    if (url.origin !== LLM_ORIGIN) return original(input, init);
    requests.push({
      path: url.pathname,
      authorization: request.headers.get('authorization'),
      body: JSON.parse(await request.clone().text()) as LlmRequest['body'],
    });
    arrived();
    if (behaviour.kind === 'hold') {
      const signal = init?.signal ?? request.signal;
      // Never answers: only the client's abort ends the wait, as with a real hung server.
      return new Promise<Response>((_, reject) => {
        signal?.addEventListener('abort', () => reject(signal.reason ?? new DOMException('aborted', 'AbortError')));
      });
    }
    return new Response(llmFixture(behaviour.fixture), {
      status: behaviour.status,
      headers: { 'content-type': 'application/json' },
    });
  });

  return {
    requests,
    /** Answers every request with this recorded payload. */
    answer(fixture: string, status = 200) {
      behaviour = { kind: 'answer', fixture, status };
    },
    /** Takes every request and never answers it. */
    hold() {
      behaviour = { kind: 'hold' };
    },
    /** Resolves once a request has reached the stand-in (then resets for the next). */
    async requestArrived() {
      await arrival;
      arrival = new Promise<void>((resolve) => {
        arrived = resolve;
      });
    },
    restore() {
      spy.mockRestore();
    },
  };
}
