/**
 * Saving a /case-law search and finding it in Your account, with the reminder settings
 * beside it; the GOV.UK error pattern on an empty name; axe clean on both screens; a Portuguese
 * reader's reminders take the page's language the first time the account is shown, and the weekly
 * digest turns off on its own.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from './axe';
import { DESKTOP, eventually, newPage, PHONE, sharedBrowser } from './browser';
import { signInFromPage } from './session';

/** Scrolls to the top as a reader does, with the wheel (which releases #account's hold), then waits until there. */
async function topOfPage(page: Page): Promise<void> {
  await page.mouse.move(10, 300);
  await page.mouse.wheel(0, -100_000);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForFunction(() => window.scrollY === 0);
}
const browser = sharedBrowser();

describe('saved case-law searches', () => {
  it('saves the current search with a name and lists it, renamed, in Your account', async () => {
    const { context, page } = await newPage(browser(), DESKTOP);
    await signInFromPage(page);
    await page.goto('/case-law?q=dismissal&claimType=unfair-dismissal');
    const form = page.locator('form.save-search');
    await form.waitFor();

    // An empty name: the error summary takes focus and the field says why.
    await form.getByRole('button', { name: 'Save this search' }).click();
    const summary = form.locator('.error-summary');
    await eventually(async () => expect(await summary.evaluate((box) => box === document.activeElement)).toBe(true));
    expect(await summary.textContent()).toBe('There is a problemEnter a name for the search');
    expect(await form.getByLabel('Name this search').getAttribute('aria-invalid')).toBe('true');
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);

    await form.getByLabel('Name this search').fill('Unfair dismissal cases');
    await form.getByRole('button', { name: 'Save this search' }).click();
    await form.getByRole('status').filter({ hasText: 'Saved “Unfair dismissal cases”.' }).waitFor();
    await form.getByRole('link', { name: 'See your saved searches' }).click();

    await page.waitForURL(/\/tracker#account$/);
    // Your account is on screen once the case above it has rendered, not pushed down out of view.
    const inView = () =>
      page.evaluate(() => {
        const box = document.getElementById('account-title')?.getBoundingClientRect();
        return box !== undefined && box.top >= 0 && box.bottom <= window.innerHeight;
      });
    await page.locator('.case-form').waitFor();
    await eventually(inView).toBe(true);
    const list = page.locator('.saved-searches');
    const link = list.getByRole('link', { name: 'Unfair dismissal cases' });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe('/case-law?q=dismissal&claimType=unfair-dismissal');
    await page.locator('form.reminder-settings').waitFor();
    expect(await page.getByLabel('Send me reminders by e-mail').isChecked()).toBe(true);
    expect(await page.getByLabel('English', { exact: true }).isChecked()).toBe(true);
    // axe's target-size rule counts a link half scrolled under the sticky header (here, just above
    // Your account) as too small, so the check runs from the top of the page. The reader scrolls up
    // with the wheel first: that ends the page's hold on #account (src/browser/hash-target.ts), which
    // would otherwise bring it back up when something above it grows.
    await topOfPage(page);
    const accountViolations = await axeViolations(page);
    expect(accountViolations, describeViolations(accountViolations)).toEqual([]);

    await list.getByRole('button', { name: 'Rename Unfair dismissal cases' }).click();
    await list.getByLabel('New name for this search').fill('Dismissals');
    await list.getByRole('button', { name: 'Save name' }).click();
    await list.getByRole('link', { name: 'Dismissals' }).waitFor();
    await list.getByRole('button', { name: 'Delete Dismissals' }).click();
    await list.getByText('No saved searches yet. Save one from the case law page.').waitFor();

    // On a phone, where Your account starts far below the case form: forward Tab from the form's
    // last control reaches it instead of skipping a section not hydrated yet.
    await page.setViewportSize(PHONE);
    await page.goto('/tracker');
    await page.locator('.case-form').waitFor();
    // The ET1 answers come between the case and Your account: Tab goes on from their last control.
    await page.locator('.et1-panel a[href]').first().waitFor();
    // …once they have the case (their copy buttons come with it), not while they still say "Loading".
    await page.locator('.et1-panel p[role="status"]').waitFor({ state: 'detached' });
    await page.evaluate(() => {
      const controls = [
        ...document.querySelectorAll<HTMLElement>(
          '.screen-area a[href], .screen-area button, .screen-area input, .screen-area select, .screen-area textarea, .et1-panel a[href], .et1-panel button',
        ),
      ];
      controls
        .filter((control) => control.offsetParent !== null && !control.hasAttribute('disabled'))
        .at(-1)
        ?.focus();
    });
    await page.keyboard.press('Tab');
    await eventually(() => page.evaluate(() => document.activeElement?.closest('#account') !== null)).toBe(true);
    await context.close();
  });

  it('sets a Portuguese reader’s reminder language from the page the first time', async () => {
    const { context, page } = await newPage(browser(), DESKTOP);
    await signInFromPage(page);
    await page.goto('/pt/tracker#account');
    await page.locator('form.reminder-settings').waitFor();
    expect(await page.getByLabel('Português', { exact: true }).isChecked()).toBe(true);
    const stored = await page.evaluate(async () => (await fetch('/api/account/reminders')).json());
    expect(stored).toMatchObject({ enabled: true, language: 'pt', digest: true, chosen: true });
    // From the top of the page, as above: not with a link half under the sticky header.
    await topOfPage(page);
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);

    // The weekly digest has its own switch; reminders stay on.
    const digest = page.getByLabel(
      'Enviar-me todas as semanas um e-mail com as novas decisões que correspondem às minhas pesquisas de jurisprudência guardadas',
    );
    expect(await digest.isChecked()).toBe(true);
    await digest.uncheck();
    await page.getByRole('button', { name: 'Guardar definições dos lembretes' }).click();
    await page.getByText('Definições dos lembretes guardadas').waitFor();
    const saved = await page.evaluate(async () => (await fetch('/api/account/reminders')).json());
    expect(saved).toMatchObject({ enabled: true, language: 'pt', digest: false });
    await context.close();
  });
});
