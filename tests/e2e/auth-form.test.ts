/**
 * The account form shows its problems the GOV.UK way: a summary that takes focus and
 * links to each field, the same message beside the field, aria-invalid and aria-describedby; a
 * failed sign-in is shown there too, in our own words in each language.
 */
import { describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from './axe';
import { baseURL, eventually, newPage, PHONE, sharedBrowser } from './browser';
import { signInFromPage } from './session';

const browser = sharedBrowser();

describe('the account form’s errors', () => {
  it.each([
    [
      '/auth',
      'There is a problem',
      'Enter your e-mail address',
      'Enter your password',
      'The e-mail address or the password is not right. Check both and try again.',
    ],
    [
      '/pt/auth',
      'Há um problema',
      'Indique o seu endereço de e-mail',
      'Indique a sua palavra-passe',
      'O e-mail ou a palavra-passe não estão corretos. Verifique-os e tente novamente.',
    ],
  ])('%s: an empty form, then a wrong password', async (url, title, emailMessage, passwordMessage, wrong) => {
    const { context, page } = await newPage(browser(), PHONE);
    await page.goto(url);
    await page.locator('main form button[type="submit"]').click();
    const summary = page.locator('.error-summary');
    await summary.waitFor();
    await eventually(() => page.evaluate(() => document.activeElement?.classList.contains('error-summary'))).toBe(true);
    expect(await summary.locator('h2').textContent()).toBe(title);
    expect(await summary.locator('a').allTextContents()).toEqual([emailMessage, passwordMessage]);
    const emailInput = page.locator('main input[type="email"]');
    expect(await emailInput.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await emailInput.getAttribute('aria-describedby')) ?? '';
    expect(await page.locator(`[id="${describedBy.split(' ')[0]}"]`).textContent()).toContain(emailMessage);
    let violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    // The summary's link moves focus to its field.
    await summary.locator('a').first().click();
    await eventually(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).toBe('email');

    await emailInput.fill(`nobody-${crypto.randomUUID()}@example.org`);
    await page.locator('main input[type="password"]').fill('not the password');
    await page.locator('main form button[type="submit"]').click();
    await eventually(() => summary.locator('a').allTextContents()).toEqual([wrong]);
    expect(await page.locator('main input[type="email"]').getAttribute('aria-invalid')).toBeNull();
    violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await context.close();
  });

  it('says a refused password once, beside the field and in the summary, and leaves no red toast beside the green one', async () => {
    const { context, page } = await newPage(browser(), PHONE);
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.locator('main input[type="email"]').fill(`weak-${crypto.randomUUID()}@example.org`);
    await page.locator('main input[type="password"]').fill('password1234');
    await page.locator('main form button[type="submit"]').click();
    const summary = page.locator('.error-summary');
    await summary.waitFor();
    expect((await summary.locator('a').allTextContents())[0]).toContain('too easy to guess');
    // Not a second time in a toast over the field.
    expect(await page.locator('[data-toast-region]').getByText('too easy to guess', { exact: false }).count()).toBe(0);
    await page.locator('main input[type="password"]').fill(`A sound passphrase ${crypto.randomUUID()}`);
    await page.locator('main form button[type="submit"]').click();
    await page.locator('[data-toast-region] .toast-success').first().waitFor();
    expect(await page.locator('[data-toast-region] .toast-destructive').count()).toBe(0);
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await context.close();
  });

  it('sends a signed-in reader home, not to another site, from a ?next= that resolves to //host', async () => {
    const { context, page } = await newPage(browser());
    // Were the page to leave, it would land here rather than on the network.
    await page.route('http://evil.example/**', (route) => route.fulfill({ body: 'phished', contentType: 'text/plain' }));
    await signInFromPage(page);
    await page.goto('/auth?next=/.//evil.example/phish');
    await page.waitForURL((url) => url.hostname === 'evil.example' || (url.pathname === '/' && url.search === ''));
    expect(new URL(page.url()).origin).toBe(new URL(baseURL()).origin);
    await context.close();
  });

  it.each(['/.//evil.example/phish', '/..//evil.example/phish', '/a/..//evil.example/phish', '/%2e%2e//evil.example/phish'])(
    'keeps a reader on the site when an e-mail link’s callbackURL resolves to //host: %s',
    async (callbackURL) => {
      const { context, page } = await newPage(browser());
      // Playwright's routes do not see a redirect's target, so a page that leaves is not caught
      // here: with the old Worker, Chromium followed `Location: //evil.example…` and failed to
      // resolve the host, and the navigation threw.
      // A made-up token is enough to reach better-auth's error redirect.
      const answer = await page.goto(`/api/auth/verify-email?token=x&callbackURL=${encodeURIComponent(callbackURL)}`);
      await page.waitForLoadState('load');
      expect(new URL(page.url()).origin).toBe(new URL(baseURL()).origin);
      expect(answer?.status()).toBe(400);
      // The same address sign-up would put in a genuine confirmation e-mail: refused there first.
      await page.goto('/');
      const signUpStatus = await page.evaluate(async (callback) => {
        const response = await fetch('/api/auth/sign-up/email', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            email: `r-${crypto.randomUUID()}@example.org`,
            password: 'a good long password',
            name: 'x',
            callbackURL: callback,
          }),
        });
        return response.status;
      }, callbackURL);
      expect(signUpStatus).toBe(400);
      await context.close();
    },
  );
});
