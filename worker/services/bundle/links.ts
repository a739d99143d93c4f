/**
 * Download links for bundle files, valid 60 seconds, so a link copied or left in a history
 * soon stops working. A token is `base64url(payload).base64url(HMAC-SHA256(payload))`, the payload
 * naming the file, the user it was made for and the expiry. The HMAC key is derived with HKDF from
 * BUNDLE_LINK_SECRET, or from BETTER_AUTH_SECRET when that is not set, with its own label, so a
 * link's key is never the session's key. WebCrypto only; the signature is checked with
 * crypto.subtle.verify, in constant time.
 */
import { z } from 'zod';
import { bundleLinkSecret, type LinkSecrets } from '../../secrets';
import { fromBase64Url, hmacKey, toBase64Url } from '../signing';

export const LINK_LIFETIME_SECONDS = 60;

export const linkMessages = {
  expired: 'This download link has expired. Go back and choose Download again.',
  invalid: 'This download link is not valid.',
  otherUser: 'This download link was made for another account.',
} as const;

const payloadSchema = z
  .object({
    /** The file's id. */
    f: z.uuid(),
    /** The user the link was made for. */
    u: z.string().min(1).max(200),
    /** Expiry, milliseconds since the epoch. */
    e: z.number().int().positive(),
  })
  .strict();

/** Longer than any token we make: anything longer is refused before it is decoded. */
const MAX_TOKEN_LENGTH = 512;
const encoder = new TextEncoder();

function linkKey(env: LinkSecrets): Promise<CryptoKey> {
  return hmacKey(bundleLinkSecret(env), 'bundle-link-v1');
}

/** A token for `fileId`, usable by `userId` until 60 seconds from `now`. */
export async function signLink(
  env: LinkSecrets,
  fileId: string,
  userId: string,
  now: number = Date.now(),
): Promise<{ token: string; expiresAt: Date }> {
  const expiresAt = now + LINK_LIFETIME_SECONDS * 1000;
  const payload = toBase64Url(encoder.encode(JSON.stringify({ f: fileId, u: userId, e: expiresAt })));
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', await linkKey(env), encoder.encode(payload)));
  return { token: `${payload}.${toBase64Url(signature)}`, expiresAt: new Date(expiresAt) };
}

export type LinkCheck = { ok: true; fileId: string; userId: string } | { ok: false; reason: 'invalid' | 'expired' };

/**
 * Whether a token is one of ours (signature first: nothing in an unsigned payload is believed) and
 * still valid at `now`. The caller checks the token's user against the session's.
 */
export async function verifyLink(env: LinkSecrets, token: string, now: number = Date.now()): Promise<LinkCheck> {
  const invalid = { ok: false, reason: 'invalid' } as const;
  if (token.length > MAX_TOKEN_LENGTH) return invalid;
  const [payload, signatureText, ...rest] = token.split('.');
  if (payload === undefined || signatureText === undefined || rest.length > 0) return invalid;
  const signature = fromBase64Url(signatureText);
  const payloadBytes = fromBase64Url(payload);
  if (!signature || !payloadBytes) return invalid;
  const genuine = await crypto.subtle.verify('HMAC', await linkKey(env), signature, encoder.encode(payload));
  if (!genuine) return invalid;
  let claims: z.infer<typeof payloadSchema>;
  try {
    claims = payloadSchema.parse(JSON.parse(new TextDecoder().decode(payloadBytes)));
  } catch {
    return invalid;
  }
  if (now >= claims.e) return { ok: false, reason: 'expired' };
  return { ok: true, fileId: claims.f, userId: claims.u };
}
