/**
 * Who is signed in, for every island and the header. The session itself is an HttpOnly cookie
 * the browser never reads; this store asks the server. A hint in localStorage ("someone signed in
 * on this browser") spares guidance pages that request for readers who never signed in.
 */
import { atom } from 'nanostores';
import type { Auth } from '../../.types/worker/auth';
import { apiRequest } from './api';
import { refreshSubscription } from './subscription';

/** better-auth's session as the Worker's configuration types it (admin plugin's role included). */
type AuthSession = Auth['$Infer']['Session'];
export type SessionUser = Pick<AuthSession['user'], 'id' | 'email' | 'role'>;

export type SessionState = { status: 'loading' } | { status: 'signedOut' } | { status: 'signedIn'; user: SessionUser };

export const $session = atom<SessionState>({ status: 'loading' });

const HINT_KEY = 'tt-signed-in';

function setHint(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(HINT_KEY, '1');
    else localStorage.removeItem(HINT_KEY);
  } catch {
    // Storage blocked: the hint is only an optimisation.
  }
}

export function mayBeSignedIn(): boolean {
  try {
    return localStorage.getItem(HINT_KEY) === '1';
  } catch {
    return true;
  }
}

/** Sets the state after any auth change; the subscription check follows, deferred to the next task so the caller's own updates finish first. */
export function setSession(state: SessionState): void {
  $session.set(state);
  setHint(state.status === 'signedIn');
  setTimeout(() => void refreshSubscription(state.status === 'signedIn'), 0);
}

let inFlight: Promise<SessionState> | null = null;

/** Asks the server who is signed in; calls made while one is on its way share its answer. */
export function loadSession(): Promise<SessionState> {
  inFlight ??= askServer().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/**
 * The session as this page already knows it (the header asks as the page starts), asking the server
 * only if nobody has yet: an island on its way in need not send the same request a second time.
 */
export function knownSession(): Promise<SessionState> {
  const state = $session.get();
  return state.status === 'loading' ? loadSession() : Promise.resolve(state);
}

async function askServer(): Promise<SessionState> {
  try {
    const data = await apiRequest<AuthSession | null>('/api/auth/get-session');
    const state: SessionState = data?.user ? { status: 'signedIn', user: data.user } : { status: 'signedOut' };
    setSession(state);
    return state;
  } catch {
    // No answer (no signal): shown as signed out, but the hint stays, so the header asks again
    // when the signal returns (account-menu.ts) rather than forgetting this browser signed in.
    const state: SessionState = { status: 'signedOut' };
    $session.set(state);
    return state;
  }
}
