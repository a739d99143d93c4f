import { describe, expect, it } from 'vitest';
import { newPage, sharedBrowser } from './browser';

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
    expect(await page.getAttribute('a:text-is("Voltar ao Início")', 'href')).toBe('/pt');
    await context.close();
  });

  it('answers an unknown API path with JSON, not the page', async () => {
    const { context, page } = await newPage(browser());
    const response = await page.goto('/api/nothing-here');
    expect(response?.status()).toBe(404);
    expect(await response?.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No API endpoint at GET /api/nothing-here' } });
    await context.close();
  });
});
