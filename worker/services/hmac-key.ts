/**
 * One HMAC-SHA256 key per purpose, derived with HKDF from a server secret (never the secret used
 * directly), cached for the isolate's life: download links (bundle-link-v1) and unsubscribe links
 * (unsubscribe-v1) sign with different keys from the same secret, so one can never pass for the other.
 */
const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();

export function hmacKey(secret: string, info: string): Promise<CryptoKey> {
  const id = `${info}\u0000${secret}`;
  let key = keys.get(id);
  if (!key) {
    key = crypto.subtle
      .importKey('raw', encoder.encode(secret), 'HKDF', false, ['deriveKey'])
      .then((base) =>
        crypto.subtle.deriveKey(
          { name: 'HKDF', hash: 'SHA-256', salt: encoder.encode('tribunal-toolkit'), info: encoder.encode(info) },
          base,
          { name: 'HMAC', hash: 'SHA-256', length: 256 },
          false,
          ['sign', 'verify'],
        ),
      );
    keys.set(id, key);
  }
  return key;
}
