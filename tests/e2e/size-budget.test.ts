/**
 * Size budgets for guidance pages (issue 2): at most 15 KB of JavaScript (gzip, everything the
 * page loads) and 30 KB of HTML (gzip). Measured in the browser, so lazily imported chunks count
 * when, and only when, the page really loads them. Search's Pagefind files load on first use.
 */
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { newPage, sharedBrowser } from './browser';
import { allPages } from './routes';

const JS_BUDGET_BYTES = 15 * 1024;
const HTML_BUDGET_BYTES = 30 * 1024;

const browser = sharedBrowser();

const measured: { url: string; js: number; html: number }[] = [];

describe('size budget of guidance pages', () => {
  it.each(allPages.filter((p) => p.content).map((p) => p.url))('%s', async (url) => {
    const { context, page } = await newPage(browser());
    const scripts: Promise<number>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.body().then((body) => gzipSync(body).length));
    });
    const document = await page.goto(url, { waitUntil: 'networkidle' });
    const html = gzipSync((await document?.body()) ?? '').length;
    const js = (await Promise.all(scripts)).reduce((sum, n) => sum + n, 0);
    measured.push({ url, js, html });
    expect(js, `${url} JavaScript (gzip)`).toBeLessThanOrEqual(JS_BUDGET_BYTES);
    expect(html, `${url} HTML (gzip)`).toBeLessThanOrEqual(HTML_BUDGET_BYTES);
    await context.close();
  });

  afterAll(() => {
    const heaviestJs = [...measured].sort((a, b) => b.js - a.js)[0];
    const heaviestHtml = [...measured].sort((a, b) => b.html - a.html)[0];
    if (heaviestJs && heaviestHtml) {
      console.log(
        `Heaviest guidance page: JS ${heaviestJs.url} ${(heaviestJs.js / 1024).toFixed(1)} KB gzip; HTML ${heaviestHtml.url} ${(heaviestHtml.html / 1024).toFixed(1)} KB gzip`,
      );
    }
  });
});
