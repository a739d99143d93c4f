/**
 * Unsubscribe links (RFC 8058 one-click): `base64url(payload).base64url(HMAC-SHA256)`,
 * the payload naming the user and the purpose ('reminders' or 'digest', so one link stops one kind
 * of e-mail). The approach of ../bundle/links.ts (helpers in ../signing.ts): the key is derived with HKDF from
 * BETTER_AUTH_SECRET with its own label (never the session's key), WebCrypto only, checked with
 * crypto.subtle.verify in constant time. No expiry: an unsubscribe link in an old e-mail must
 * still work; rotating BETTER_AUTH_SECRET invalidates them all.
 */
import { z } from 'zod';
import { fromBase64Url, hmacKey, toBase64Url } from '../signing';

export const unsubscribePurposes = ['reminders', 'digest'] as const;
export type UnsubscribePurpose = (typeof unsubscribePurposes)[number];

const payloadSchema = z.object({ u: z.string().min(1).max(200), p: z.enum(unsubscribePurposes) }).strict();

const MAX_TOKEN_LENGTH = 512;
const encoder = new TextEncoder();
function unsubscribeKey(secret: string): Promise<CryptoKey> {
  return hmacKey(secret, 'unsubscribe-v1');
}

export async function signUnsubscribe(secret: string, userId: string, purpose: UnsubscribePurpose): Promise<string> {
  const payload = toBase64Url(encoder.encode(JSON.stringify({ u: userId, p: purpose })));
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', await unsubscribeKey(secret), encoder.encode(payload)));
  return `${payload}.${toBase64Url(signature)}`;
}

/** The user and purpose of a genuine token, or null (altered, truncated, not ours). */
export async function verifyUnsubscribe(
  secret: string,
  token: string,
): Promise<{ userId: string; purpose: UnsubscribePurpose } | null> {
  if (token.length > MAX_TOKEN_LENGTH) return null;
  const [payload, signatureText, ...rest] = token.split('.');
  if (payload === undefined || signatureText === undefined || rest.length > 0) return null;
  const signature = fromBase64Url(signatureText);
  const payloadBytes = fromBase64Url(payload);
  if (!signature || !payloadBytes) return null;
  const genuine = await crypto.subtle.verify('HMAC', await unsubscribeKey(secret), signature, encoder.encode(payload));
  if (!genuine) return null;
  try {
    const claims = payloadSchema.parse(JSON.parse(new TextDecoder().decode(payloadBytes)));
    return { userId: claims.u, purpose: claims.p };
  } catch {
    return null;
  }
}
