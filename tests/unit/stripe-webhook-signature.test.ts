/**
 * The webhook's Stripe-Signature check (worker/services/billing/webhook-signature.ts), against
 * signatures made here by Node's own HMAC (node:crypto), independently of the WebCrypto code under
 * test, the way Stripe documents them: HMAC-SHA256 of `${t}.${body}` with the endpoint secret, hex.
 * The Worker tests sign with Stripe's library's test helper too (tests/worker/_stripe-events.ts).
 */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseSignatureHeader, signatureValid } from '../../worker/services/billing/webhook-signature';

const SECRET = 'whsec_unit_test_secret';
const T = 1_795_348_800; // 2026-11-22T12:00:00Z
const NOW_MS = T * 1000;
const BODY = '{"id":"evt_1","object":"event","type":"invoice.paid","created":1795348800,"data":{"object":{"id":"in_1"}}}';

const hmac = (payload: string, secret = SECRET) => createHmac('sha256', secret).update(payload, 'utf8').digest('hex');
const header = (t: number, ...v1: string[]) => [`t=${t}`, ...v1.map((sig) => `v1=${sig}`)].join(',');

describe('Stripe-Signature', () => {
  it('accepts a signature of t.body with the endpoint secret', async () => {
    expect(await signatureValid(BODY, header(T, hmac(`${T}.${BODY}`)), SECRET, NOW_MS)).toBe(true);
  });

  it('refuses one made with another secret', async () => {
    expect(await signatureValid(BODY, header(T, hmac(`${T}.${BODY}`, 'whsec_someone_else')), SECRET, NOW_MS)).toBe(false);
  });

  it('refuses a body altered after signing, even by one character', async () => {
    const signed = header(T, hmac(`${T}.${BODY}`));
    expect(await signatureValid(BODY.replace('in_1', 'in_2'), signed, SECRET, NOW_MS)).toBe(false);
    expect(await signatureValid(`${BODY} `, signed, SECRET, NOW_MS)).toBe(false);
  });

  it('refuses a timestamp altered after signing (t is part of what is signed)', async () => {
    expect(await signatureValid(BODY, header(T + 1, hmac(`${T}.${BODY}`)), SECRET, NOW_MS)).toBe(false);
  });

  it('accepts up to five minutes either way of the clock, and refuses beyond', async () => {
    for (const t of [T - 300, T + 300]) {
      expect(await signatureValid(BODY, header(t, hmac(`${t}.${BODY}`)), SECRET, NOW_MS)).toBe(true);
    }
    for (const t of [T - 301, T + 301, T - 3600]) {
      expect(await signatureValid(BODY, header(t, hmac(`${t}.${BODY}`)), SECRET, NOW_MS)).toBe(false);
    }
  });

  it('with several v1 (a secret being rolled), accepts when any one is valid, wherever it stands', async () => {
    const valid = hmac(`${T}.${BODY}`);
    const other = hmac(`${T}.${BODY}`, 'whsec_old_secret');
    expect(await signatureValid(BODY, header(T, other, valid), SECRET, NOW_MS)).toBe(true);
    expect(await signatureValid(BODY, header(T, valid, other), SECRET, NOW_MS)).toBe(true);
    expect(await signatureValid(BODY, header(T, other, other), SECRET, NOW_MS)).toBe(false);
  });

  it('refuses a header without v1 (a v0 test signature does not count), without t, or with two t', async () => {
    const valid = hmac(`${T}.${BODY}`);
    expect(await signatureValid(BODY, `t=${T}`, SECRET, NOW_MS)).toBe(false);
    expect(await signatureValid(BODY, `t=${T},v0=${valid}`, SECRET, NOW_MS)).toBe(false);
    expect(await signatureValid(BODY, `v1=${valid}`, SECRET, NOW_MS)).toBe(false);
    expect(await signatureValid(BODY, `t=${T},t=${T + 1},v1=${valid}`, SECRET, NOW_MS)).toBe(false);
    expect(await signatureValid(BODY, '', SECRET, NOW_MS)).toBe(false);
    expect(await signatureValid(BODY, 'garbage', SECRET, NOW_MS)).toBe(false);
  });

  it('refuses a truncated or non-hex signature, and an empty secret', async () => {
    const valid = hmac(`${T}.${BODY}`);
    expect(await signatureValid(BODY, header(T, valid.slice(0, 32)), SECRET, NOW_MS)).toBe(false);
    expect(await signatureValid(BODY, header(T, `${valid.slice(0, 62)}zz`), SECRET, NOW_MS)).toBe(false);
    const unsigned = hmac(`${T}.${BODY}`, '');
    expect(await signatureValid(BODY, header(T, unsigned), '', NOW_MS)).toBe(false);
  });

  it('signs the t as sent: a zero-padded t is its own payload', async () => {
    const t = `0${T}`;
    expect(await signatureValid(BODY, `t=${t},v1=${hmac(`${t}.${BODY}`)}`, SECRET, NOW_MS)).toBe(true);
    expect(await signatureValid(BODY, `t=${t},v1=${hmac(`${T}.${BODY}`)}`, SECRET, NOW_MS)).toBe(false);
  });

  it('reads Stripe’s header layout: t, then v1 and v0 in any order', () => {
    const parsed = parseSignatureHeader(`t=${T},v1=${'ab'.repeat(32)},v0=${'cd'.repeat(32)},v1=${'ef'.repeat(32)}`);
    expect(parsed?.timestamp).toBe(T);
    expect(parsed?.signatures).toHaveLength(2);
  });
});
