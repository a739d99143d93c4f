import { describe, expect, it } from 'vitest';
import { DESKTOP, eventually, newPage, PHONE, sharedBrowser } from './browser';
import { signInFromPage } from './session';

const browser = sharedBrowser();

const NAV = [
  'Home',
  'Stages',
  'My Case Tracker',
  'Resources',
  'Documents',
  'Document Bundle',
  'Case Research',
  'Evidence',
  'Case Law',
  'Glossary',
];

describe('header', () => {
  it('shows the full navigation and brand at 1280 px, with no menu button', async () => {
    const { context, page } = await newPage(browser(), DESKTOP);
    await page.goto('/stages');
    expect(await page.locator('.site-nav a').allTextContents()).toEqual(NAV);
    expect(await page.isVisible('.site-nav')).toBe(true);
    expect(await page.isVisible('[data-menu-toggle]')).toBe(false);
    expect(await page.isVisible('.brand-full')).toBe(true);
    expect(await page.isVisible('.brand-short')).toBe(false);
    expect(await page.getAttribute('.site-nav a:text-is("Stages")', 'aria-current')).toBe('page');
    expect(await page.getAttribute('a.sign-in', 'href')).toBe('/auth');
    // Sticky: still at the top once the page has scrolled. The wheel does not wait for the scroll,
    // and before it the header is at 0 whether sticky or not, so wait for the page to move first.
    await page.mouse.wheel(0, 2000);
    await page.waitForFunction(() => window.scrollY >= 1000);
    await eventually(async () => (await page.locator('.site-header').boundingBox())?.y).toBe(0);
    await context.close();
  });

  it('collapses into a menu button at 375 px that works with the keyboard', async () => {
    const { context, page } = await newPage(browser(), PHONE);
    await page.goto('/');
    const toggle = page.locator('[data-menu-toggle]');
    expect(await page.isVisible('.brand-short')).toBe(true);
    expect(await page.isVisible('.brand-full')).toBe(false);
    expect(await toggle.isVisible()).toBe(true);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.isVisible('.site-nav')).toBe(false);

    // Keyboard only: Tab to the button, Enter opens, Escape closes and returns focus.
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator('.site-nav a').allTextContents()).toEqual(NAV);
    expect(await page.isVisible('.site-nav a:text-is("Glossary")')).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Home');
    await page.keyboard.press('Escape');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.isVisible('.site-nav')).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-menu-toggle'))).toBe(true);

    // A click opens it too, and a link inside takes the reader there.
    await toggle.click();
    await page.click('.site-nav a:text-is("Glossary")');
    await page.waitForURL('**/glossary');
    expect(await page.textContent('h1')).toBe('Legal Terms Explained');
    await context.close();
  });

  it('fits a 320 px screen without sideways scrolling', async () => {
    const { context, page } = await newPage(browser(), { width: 320, height: 640 });
    for (const url of ['/', '/pt', '/pt/case-law/admin']) {
      await page.goto(url);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, url).toBe(0);
    }
    await context.close();
  });

  it('keeps every link reachable without JavaScript', async () => {
    const { context, page } = await newPage(browser(), PHONE, { javaScriptEnabled: false });
    await page.goto('/');
    expect(await page.isVisible('.site-nav a:text-is("Glossary")')).toBe(true);
    expect(await page.isVisible('[data-menu-toggle]')).toBe(false);
    await context.close();
  });
});

describe('header on a phone, signed in, and the small things', () => {
  it('opens the account menu on screen at 375 px, so Sign Out can be reached', async () => {
    const { context, page } = await newPage(browser(), PHONE);
    await page.goto('/');
    await signInFromPage(page);
    await page.reload();
    await page.click('[data-menu-toggle]');
    await page.locator('[data-account-toggle]').click();
    const signOut = page.getByRole('button', { name: 'Sign Out' });
    await signOut.waitFor({ state: 'visible' });
    const box = await signOut.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await context.close();
  });

  it('marks Stages as the current section while reading a stage', async () => {
    const { context, page } = await newPage(browser(), DESKTOP);
    await page.goto('/stage/3');
    expect(await page.getAttribute('.site-nav a:text-is("Stages")', 'aria-current')).toBe('true');
    expect(await page.locator('.site-nav a[aria-current]').count()).toBe(1);
    await context.close();
  });

  it('gives the Acas helpline as a tap-to-call link wherever it is named', async () => {
    const { context, page } = await newPage(browser(), PHONE);
    for (const url of ['/stages', '/pt/glossary']) {
      await page.goto(url);
      const links = page.locator('a[href="tel:+443001231100"]');
      expect(await links.count(), url).toBeGreaterThan(0);
      expect(await links.first().textContent()).toBe('0300 123 1100');
    }
    await context.close();
  });
});
