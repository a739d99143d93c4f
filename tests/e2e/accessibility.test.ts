import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from './axe';
import { DESKTOP, newPage, PHONE, sharedBrowser } from './browser';

const browser = sharedBrowser();

/** Loads a page and fails on any Content-Security-Policy violation or script error. */
async function load(page: Page, url: string): Promise<void> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(url, { waitUntil: 'load' });
  expect(problems, url).toEqual([]);
}

// Every page at 320, 375, 1024 and 1440 px, in both languages, is checked by axe in layout.test.ts.

describe('axe on interactive states', () => {
  it.each(['/', '/pt'])('%s with the phone menu and the language menu open', async (url) => {
    const { context, page } = await newPage(browser(), PHONE);
    await load(page, url);
    await page.click('[data-menu-toggle]');
    await page.click('[data-lang-menu] summary');
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await context.close();
  });

  it.each([
    ['/', 'tribunal'],
    ['/pt', 'tribunal'],
    ['/', 'zzzz'],
  ])('%s with search results for "%s" open', async (url, query) => {
    const { context, page } = await newPage(browser(), DESKTOP);
    await load(page, url);
    await page.fill('[data-search-input]', query);
    await page.press('[data-search-input]', 'Enter');
    await page
      .locator('[data-search-status]')
      .filter({ hasNotText: /Searching|A pesquisar/ })
      .filter({ hasText: /./ })
      .waitFor();
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await context.close();
  });

  it.each(['/?checkout=success', '/pt?checkout=success'])('%s with the checkout banner', async (url) => {
    const { context, page } = await newPage(browser(), PHONE);
    await load(page, url);
    await page.locator('[data-checkout-banner]').waitFor({ state: 'visible' });
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await context.close();
  });

  it.each(['/missing', '/pt/missing'])('%s (404)', async (url) => {
    const { context, page } = await newPage(browser(), PHONE);
    await page.goto(url);
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await context.close();
  });
});
