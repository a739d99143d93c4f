/** SHA-256 of a text as lowercase hex (Web Crypto): for values stored only as digests (rate-limit subjects, calendar tokens). */
export async function sha256Hex(text: string): Promise<string> {
  const bytes = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');
}
