/**
 * The Stripe-Signature check of a webhook, exactly as Stripe documents verifying it by hand
 * ("Verify webhook signatures manually", https://docs.stripe.com/webhooks#verify-manually):
 *
 * 1. the header is `t=<Unix seconds>,v1=<hex>[,v1=<hex>…]` (other schemes such as `v0` are test
 *    signatures and are ignored); a header without one `t` or without any `v1` is refused;
 * 2. the signed payload is `${t}.${raw body}`, exactly the bytes received;
 * 3. its HMAC-SHA256 with the endpoint's secret (`whsec_…`, used as it is) must equal one of the
 *    `v1` values (Stripe sends several while a secret is being rolled);
 * 4. `t` must be within five minutes of this Worker's clock, either way, so a captured delivery
 *    cannot be replayed later (Stripe's libraries use the same 300 s tolerance).
 *
 * This is Stripe's protocol over the platform's own HMAC (WebCrypto's crypto.subtle), not
 * cryptography of our own: each candidate is checked by crypto.subtle.verify with the imported
 * key, which compares in constant time, rather than by comparing hex strings here.
 */

/** How far `t` may be from now, in seconds, either way. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

const encoder = new TextEncoder();

interface SignatureHeader {
  /** `t` as sent: the signed payload begins with these very characters. */
  t: string;
  timestamp: number;
  signatures: Uint8Array<ArrayBuffer>[];
}

/** The hex of a v1 signature as bytes, or null when it is not hex of even length. */
function hexBytes(hex: string): Uint8Array<ArrayBuffer> | null {
  if (hex.length === 0 || hex.length % 2 !== 0 || !/^[0-9a-fA-F]+$/.test(hex)) return null;
  const bytes = new Uint8Array(hex.length / 2);
  for (let index = 0; index < bytes.length; index += 1) bytes[index] = Number.parseInt(hex.slice(index * 2, index * 2 + 2), 16);
  return bytes;
}

/** The timestamp and every v1 signature of the header, or null when it is malformed. */
export function parseSignatureHeader(header: string): SignatureHeader | null {
  const timestamps: string[] = [];
  const signatures: Uint8Array<ArrayBuffer>[] = [];
  for (const item of header.split(',')) {
    const separator = item.indexOf('=');
    if (separator < 0) continue;
    const key = item.slice(0, separator).trim();
    const value = item.slice(separator + 1).trim();
    if (key === 't') timestamps.push(value);
    if (key === 'v1') {
      const bytes = hexBytes(value);
      if (bytes) signatures.push(bytes);
    }
  }
  const [t] = timestamps;
  if (timestamps.length !== 1 || t === undefined || !/^\d{1,12}$/.test(t) || signatures.length === 0) return null;
  return { t, timestamp: Number(t), signatures };
}

/**
 * Whether `rawBody` was signed by Stripe with `secret` within the tolerance of `nowMs` (the real
 * clock: a signature's time is an instant, not a day).
 */
export async function signatureValid(
  rawBody: string,
  header: string,
  secret: string,
  nowMs: number = Date.now(),
): Promise<boolean> {
  const parsed = parseSignatureHeader(header);
  if (!parsed || secret.length === 0) return false;
  if (Math.abs(Math.floor(nowMs / 1000) - parsed.timestamp) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
  const signed = encoder.encode(`${parsed.t}.${rawBody}`);
  // Every candidate is checked (no early exit), so the time taken does not say which one matched.
  const results = await Promise.all(parsed.signatures.map((candidate) => crypto.subtle.verify('HMAC', key, candidate, signed)));
  return results.includes(true);
}
