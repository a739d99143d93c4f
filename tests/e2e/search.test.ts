import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, sharedBrowser } from './browser';

const browser = sharedBrowser();

async function search(page: Page, query: string): Promise<{ status: string; links: string[] }> {
  await page.fill('[data-search-input]', query);
  await page.press('[data-search-input]', 'Enter');
  const status = page.locator('[data-search-status]');
  await status
    .filter({ hasNotText: /Searching|A pesquisar/ })
    .filter({ hasText: /./ })
    .waitFor();
  const links = await page.locator('[data-search-list] a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  return { status: (await status.textContent()) ?? '', links };
}

describe('site search', () => {
  it('finds an English page from the English site, and never a Portuguese one', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/stages');
    const found = await search(page, 'conciliation');
    expect(found.status).toMatch(/^\d+ pages found$/);
    expect(found.links).toContain('/stage/3');
    for (const link of found.links) expect(link.startsWith('/pt')).toBe(false);
    // "trabalhador" (worker) appears only in the Portuguese pages, which the English index does not hold
    // ("demandante" no longer serves: the English stemmer makes it "demand", which decisions use).
    const portuguese = await search(page, 'trabalhador');
    expect(portuguese.status).toBe('No pages match “trabalhador”. Try another word.');
    expect(portuguese.links).toEqual([]);
    await context.close();
  });

  it('finds a Portuguese page from the Portuguese site', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/pt/stages');
    const found = await search(page, 'conciliação');
    expect(found.status).toMatch(/^\d+ páginas encontradas$/);
    expect(found.links).toContain('/pt/stage/3');
    for (const link of found.links) expect(link.startsWith('/pt')).toBe(true);
    await page.click('[data-search-list] a[href="/pt/stage/3"]');
    await page.waitForURL((url) => url.pathname === '/pt/stage/3');
    expect(await page.getAttribute('html', 'lang')).toBe('pt-PT');
    await context.close();
  });

  it('finds a curated decision’s own page', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/stages');
    const found = await search(page, 'Burchell');
    expect(found.links).toContain('/case-law/british-home-stores-ltd-v-burchell-1978');
    await context.close();
  });
});
