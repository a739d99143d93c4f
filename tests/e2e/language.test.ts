import { describe, expect, it } from 'vitest';
import { eventually, newPage, sharedBrowser } from './browser';

const browser = sharedBrowser();

describe('language menu', () => {
  it('lists both languages with the current one ticked, and switches to the same page', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/stage/5');
    await page.click('[data-lang-menu] summary');
    const options = page.locator('[data-lang-option]');
    expect(await options.count()).toBe(2);
    expect(await page.textContent('[data-lang-option="en"]')).toContain('✓');
    expect(await page.getAttribute('[data-lang-option="en"]', 'aria-current')).toBe('true');
    expect(await page.textContent('[data-lang-option="pt"]')).not.toContain('✓');

    await page.click('[data-lang-option="pt"]');
    await page.waitForURL('**/pt/stage/5');
    expect(await page.getAttribute('html', 'lang')).toBe('pt-PT');
    expect(await page.textContent('h1')).toBe('O que acontece a seguir');
    await page.click('[data-lang-menu] summary');
    expect(await page.textContent('[data-lang-option="pt"]')).toContain('✓');
    await context.close();
  });

  it('remembers the choice without rewriting links: an English address from outside stays English and offers the twin', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/glossary');
    await page.click('[data-lang-menu] summary');
    await page.click('[data-lang-option="pt"]');
    await page.waitForURL('**/pt/glossary');

    // Arriving from outside (no referrer) on an English page: it stays English, with a one-line offer.
    await page.goto('/tactical-guide');
    expect(await page.getAttribute('html', 'lang')).toBe('en-GB');
    const offer = page.locator('.language-offer');
    expect(await offer.textContent()).toBe('Esta página também está em português. Ler em português');
    expect(await offer.getAttribute('lang')).toBe('pt-PT');
    await offer.getByRole('link', { name: 'Ler em português' }).click();
    await page.waitForURL('**/pt/tactical-guide');
    expect(await page.textContent('h1')).toBe('Guia tático');
    // Within the site, an English link is followed as it is, and nothing is offered on the way.
    await page.click('[data-lang-menu] summary');
    await page.click('[data-lang-option="en"]');
    await page.waitForURL((url) => url.pathname === '/tactical-guide');
    expect(await page.locator('.language-offer').count()).toBe(0);
    await context.close();
  });

  it('keeps the case-law search and filters when switching language', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/case-law?q=dismissal&outcome=Claimant+Success');
    await page.locator('.case-card').first().waitFor();
    await page.click('[data-lang-menu] summary');
    await page.click('[data-lang-option="pt"]');
    await page.waitForURL((url) => url.pathname === '/pt/case-law');
    const url = new URL(page.url());
    expect(url.searchParams.get('q')).toBe('dismissal');
    expect(url.searchParams.get('outcome')).toBe('Claimant Success');
    // The island fills the search box from the address once it has hydrated.
    await eventually(() => page.locator('main input[type="search"]').inputValue()).toBe('dismissal');
    await eventually(() => page.getByLabel('Resultado', { exact: true }).inputValue()).toBe('Claimant Success');
    await context.close();
  });

  it('closes with Escape and returns focus to its button', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/');
    await page.focus('[data-lang-menu] summary');
    await page.keyboard.press('Enter');
    expect(await page.getAttribute('[data-lang-menu]', 'open')).toBe('');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    expect(await page.getAttribute('[data-lang-menu]', 'open')).toBeNull();
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('SUMMARY');
    await context.close();
  });
});
