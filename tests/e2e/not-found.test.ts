import { describe, expect, it } from 'vitest';
import { baseURL, newPage, sharedBrowser } from './browser';

const browser = sharedBrowser();

describe('404 page', () => {
  it('answers an unknown path with status 404, the message, a link home, and logs the path', async () => {
    const { context, page } = await newPage(browser());
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    const report = page.waitForResponse((r) => r.url().endsWith('/api/missing-paths'));
    const response = await page.goto('/no-such-page?name=secret');
    expect(response?.status()).toBe(404);
    expect(await page.textContent('h1')).toBe('Oops! Page not found');
    expect(await page.getAttribute('a:text-is("Return to Home")', 'href')).toBe('/');
    const reported = await report;
    expect(reported.status()).toBe(204);
    expect(reported.request().postDataJSON()).toEqual({ path: '/no-such-page' });
    expect(consoleErrors).toContain('404 Error: User attempted to access non-existent route: /no-such-page');
    await context.close();
  });

  it('answers in Portuguese under /pt', async () => {
    const { context, page } = await newPage(browser());
    const response = await page.goto('/pt/pagina-inexistente');
    expect(response?.status()).toBe(404);
    expect(await page.getAttribute('html', 'lang')).toBe('pt-PT');
    expect(await page.textContent('h1')).toBe('Ups! Página não encontrada');
    expect(await page.getAttribute('a:text-is("Voltar ao início")', 'href')).toBe('/pt');
    await context.close();
  });

  it('never caches a missing chunk: a 404 under /_astro/ is no-store, a real chunk stays immutable', async () => {
    const missing = await fetch(`${baseURL()}/_astro/Missing.0000aaaa.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-store');
    // The page's own security headers, as on any page.
    expect(missing.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const home = await (await fetch(`${baseURL()}/`)).text();
    const chunk = home.match(/\/_astro\/[^"'\s]+\.js/)?.[0];
    expect(chunk).toBeDefined();
    const found = await fetch(`${baseURL()}${chunk}`);
    expect(found.status).toBe(200);
    expect(found.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers an unknown API path with JSON, not the page', async () => {
    const { context, page } = await newPage(browser());
    const response = await page.goto('/api/nothing-here');
    expect(response?.status()).toBe(404);
    expect(await response?.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No API endpoint at GET /api/nothing-here' } });
    await context.close();
  });
});
