import { describe, expect, it } from 'vitest';
import { newPage, sharedBrowser } from './browser';

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
    expect(await page.textContent('h1')).toBe('O Que Acontece a Seguir');
    await page.click('[data-lang-menu] summary');
    expect(await page.textContent('[data-lang-option="pt"]')).toContain('✓');
    await context.close();
  });

  it('remembers the choice: an English address opens in Portuguese until English is chosen again', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/glossary');
    await page.click('[data-lang-menu] summary');
    await page.click('[data-lang-option="pt"]');
    await page.waitForURL('**/pt/glossary');

    await page.goto('/tactical-guide');
    await page.waitForURL('**/pt/tactical-guide');
    expect(await page.textContent('h1')).toBe('Guia Tático');

    await page.click('[data-lang-menu] summary');
    await page.click('[data-lang-option="en"]');
    await page.waitForURL((url) => url.pathname === '/tactical-guide');
    await page.goto('/pt');
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.getAttribute('html', 'lang')).toBe('en-GB');
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
