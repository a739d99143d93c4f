/**
 * Download links for bundle files, valid 60 seconds, so a link copied or left in a history
 * soon stops working. A token is `base64url(payload).base64url(HMAC-SHA256(payload))`, the payload
 * naming the file, the user it was made for and the expiry. The HMAC key is derived with HKDF from
 * BUNDLE_LINK_SECRET, or from BETTER_AUTH_SECRET when that is not set, with its own label, so a
 * link's key is never the session's key. WebCrypto only; the signature is checked with
 * crypto.subtle.verify, in constant time.
 */
import { z } from 'zod';
import { ApiError, ErrorCode } from '../../errors';
import { MIN_SECRET_LENGTH } from '../../middleware/require-secret';
import { hmacKey } from '../hmac-key';

export const LINK_LIFETIME_SECONDS = 60;

export const linkMessages = {
  expired: 'This download link has expired. Go back and choose Download again.',
  invalid: 'This download link is not valid.',
  otherUser: 'This download link was made for another account.',
} as const;

export interface LinkSecrets {
  BETTER_AUTH_SECRET: string;
  /** Optional: a secret of its own for download links (at least 32 characters). */
  BUNDLE_LINK_SECRET?: string | undefined;
}

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
const BASE64URL = /^[A-Za-z0-9_-]+$/;
const encoder = new TextEncoder();

export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64Url(text: string): Uint8Array | null {
  if (!BASE64URL.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

function linkSecret(env: LinkSecrets): string {
  const own = env.BUNDLE_LINK_SECRET;
  if (own === undefined || own === '') return env.BETTER_AUTH_SECRET;
  if (own.length < MIN_SECRET_LENGTH) {
    throw new ApiError(
      503,
      ErrorCode.CONFIGURATION_MISSING,
      'The service is not configured: BUNDLE_LINK_SECRET is shorter than 32 characters.',
    );
  }
  return own;
}

function linkKey(env: LinkSecrets): Promise<CryptoKey> {
  return hmacKey(linkSecret(env), 'bundle-link-v1');
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
