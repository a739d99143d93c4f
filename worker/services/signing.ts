/**
 * What the Worker's signed links share: base64url (RFC 4648 §5, unpadded) for the token's two parts,
 * and one HMAC-SHA256 key per purpose, derived with HKDF from a server secret (never the secret used
 * directly), cached for the isolate's life. Download links (bundle-link-v1) and unsubscribe links
 * (unsubscribe-v1) sign with different keys from the same secret, so one can never pass for the other.
 */
const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();
const BASE64URL = /^[A-Za-z0-9_-]+$/;

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
