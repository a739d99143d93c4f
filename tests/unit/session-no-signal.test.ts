/**
 * The session store with no signal (src/stores/session.ts): a session check that gets no answer
 * shows the reader as signed out but keeps the hint that this browser signed in, so the header asks
 * again when the signal returns; an answer saying nobody is signed in clears it.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $session, loadSession, mayBeSignedIn } from '../../src/stores/session';

const stored = new Map<string, string>();
const storage = {
  getItem: (key: string) => stored.get(key) ?? null,
  setItem: (key: string, value: string) => void stored.set(key, value),
  removeItem: (key: string) => void stored.delete(key),
};

beforeEach(() => {
  vi.stubGlobal('localStorage', storage);
  stored.clear();
  stored.set('tt-signed-in', '1');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the session check', () => {
  it('keeps the signed-in hint when no answer comes (no signal)', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    expect((await loadSession()).status).toBe('signedOut');
    expect($session.get().status).toBe('signedOut');
    expect(mayBeSignedIn()).toBe(true);
  });

  it('clears it when the server answers that nobody is signed in', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(new Response('null', { status: 200, headers: { 'content-type': 'application/json' } })),
    );
    expect((await loadSession()).status).toBe('signedOut');
    expect(mayBeSignedIn()).toBe(false);
  });
});
