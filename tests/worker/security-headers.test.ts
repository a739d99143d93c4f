import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

describe('API security headers', () => {
  it('sends a locked-down policy with every API response', async () => {
    const response = await SELF.fetch('https://example.com/api/health');
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=(), payment=(), usb=()');
  });

  it('sends HSTS over https only', async () => {
    const secure = await SELF.fetch('https://example.com/api/health');
    expect(secure.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
    const plain = await SELF.fetch('http://localhost/api/health');
    expect(plain.headers.get('strict-transport-security')).toBeNull();
  });

  it('sends the same headers on errors', async () => {
    const response = await SELF.fetch('https://example.com/api/nowhere');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});
