import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { authFor } from '../../worker/auth';

// The session lookup on every API request used to build better-auth from scratch (about 2.5 ms of
// CPU a request, docs/benchmarks.md "Worker cost"); it is now built once per bindings and origin.
describe('authFor', () => {
  it('answers the same instance for the same bindings and origin, whatever the path', () => {
    const first = authFor(env, 'https://tribunal.example/api/cases');
    expect(authFor(env, 'https://tribunal.example/api/health?x=1')).toBe(first);
  });

  it('builds another for another origin or other bindings (a secret changed, a test’s own env)', () => {
    const first = authFor(env, 'https://tribunal.example/api/cases');
    expect(authFor(env, 'https://preview.tribunal.example/api/cases')).not.toBe(first);
    const otherEnv = { ...env, BETTER_AUTH_SECRET: `${env.BETTER_AUTH_SECRET}-rotated` };
    const other = authFor(otherEnv, 'https://tribunal.example/api/cases');
    expect(other).not.toBe(first);
    expect(authFor(otherEnv, 'https://tribunal.example/api/cases')).toBe(other);
  });

  it('keeps at most 8 origins for one set of bindings, so invented Host headers cannot grow it', () => {
    const ownEnv = { ...env };
    const kept = Array.from({ length: 8 }, (_, i) => authFor(ownEnv, `https://host-${i}.example/api`));
    expect(authFor(ownEnv, 'https://host-0.example/api')).toBe(kept[0]);
    expect(authFor(ownEnv, 'https://host-7.example/api')).toBe(kept[7]);
    const ninth = authFor(ownEnv, 'https://host-8.example/api');
    expect(authFor(ownEnv, 'https://host-8.example/api')).not.toBe(ninth);
  });
});
