import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from './axe';
import { DESKTOP, eventually, newPage, PHONE, sharedBrowser, TEST_NOW } from './browser';
import { uniqueEmail } from './session';
import { trackerScreen } from './tracker-screen';

const browser = sharedBrowser();
const PASSWORD = 'a good long password';

async function toastText(page: Page, text: string): Promise<void> {
  try {
    await page.locator('[data-toast-region]').getByText(text, { exact: true }).waitFor({ timeout: 15_000 });
  } catch {
    throw new Error(`No toast "${text}"; the toasts read: "${await page.locator('[data-toast-region]').textContent()}"`);
  }
}

async function noViolations(page: Page, label: string): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations, `${label}\n${describeViolations(violations)}`).toEqual([]);
}

async function signUpAndIn(page: Page, email: string, prefix = ''): Promise<void> {
  await page.goto(`${prefix}/auth`);
  await page.getByRole('tab', { name: prefix ? 'Registar' : 'Sign Up' }).click();
  await page.locator('main input[type="email"]').fill(email);
  await page.locator('main input[type="password"]').fill(PASSWORD);
  await page.locator('main form button[type="submit"]').click();
  await toastText(page, prefix ? 'Consulte o seu e-mail' : 'Check your e-mail');
  await page.locator('main input[type="password"]').fill(PASSWORD);
  await page.locator('main form button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname === (prefix || '/'));
}

// The tracker works out deadlines from the browser's clock: every page here shows 22 November 2026
// (TEST_TODAY), so each date below has one known answer, whatever day the suite runs.
describe('accounts and the case tracker (English)', () => {
  it('signs up, signs in, saves a case, sees the deadline, saves the checklist and signs out', async () => {
    const { context, page } = await newPage(browser(), DESKTOP, { clock: TEST_NOW });
    const email = uniqueEmail('journey');

    await page.goto('/tracker');
    await page.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('next') === '/tracker');
    // Sent from the tracker: the page says what an account keeps and that it is free.
    await page.locator('[data-auth-why]').getByText('An account is free, and so are the tracker and the guide.').waitFor();
    await noViolations(page, '/auth sign-in tab');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await noViolations(page, '/auth sign-up tab');
    await page.getByRole('tab', { name: 'Sign In' }).click();
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await noViolations(page, '/auth password reset request');
    await page.locator('main input[type="email"]').fill(email);
    await page.locator('main form button[type="submit"]').click();
    await toastText(page, 'If an account uses that address, a reset link is on its way.');
    // Where an e-mail confirmation link lands: the address is confirmed, and nobody is signed in.
    await page.goto('/auth?verified=1');
    await page.getByRole('status').getByText('Your e-mail address is confirmed. Sign in to continue.').waitFor();
    await noViolations(page, '/auth after an e-mail confirmation link');

    await signUpAndIn(page, email);
    await toastText(page, 'Welcome back!');
    await page.locator('[data-account-toggle]').waitFor({ state: 'visible' });
    await eventually(() => page.isVisible('[data-sign-in]')).toBe(false);

    await page.goto('/auth');
    await page.waitForURL((url) => url.pathname === '/');

    // The tracker: validation first, then a real save.
    await page.goto('/tracker');
    await page.locator('form.case-form').waitFor();
    await noViolations(page, '/tracker empty');
    // Errors the GOV.UK way: a summary that takes focus and links to each field, and the message inline.
    await page.getByRole('button', { name: 'Save Changes' }).click();
    const summary = page.locator('.error-summary');
    await summary.waitFor();
    // Focus moves in an effect, after the summary renders.
    await eventually(() => page.evaluate(() => document.activeElement?.classList.contains('error-summary'))).toBe(true);
    await eventually(() => summary.locator('h2').textContent()).toBe('There is a problem');
    await eventually(() => summary.locator('a').allTextContents()).toEqual([
      'Claimant name is required',
      'Employer name is required',
    ]);
    await eventually(() => page.getByLabel('Claimant name').getAttribute('aria-invalid')).toBe('true');
    await eventually(() => page.locator('.case-form .field-error').first().textContent()).toBe(
      'Error: Claimant name is required',
    );
    await noViolations(page, '/tracker with errors');
    await summary.getByRole('link', { name: 'Claimant name is required' }).click();
    await eventually(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('claimantName');

    // Dismissed 20 days before today (2 November 2026), no conciliation yet: the one date that
    // matters is the last day to contact Acas, 3 months less a day later (1 February 2027).
    await page.getByLabel('Claimant name').fill('Ana Silva');
    await page.getByLabel('Employer name').fill('Acme Logistics Ltd');
    await page.getByLabel('Dismissal date (or the date of what happened)').fill('2026-11-02');
    await page.getByLabel('Acas certificate number').fill('R123456/26/01');
    const card = page.locator('[data-deadline-card]');
    await eventually(() => card.getAttribute('data-state')).toBe('contactAcas');
    await eventually(() => card.locator('h2').textContent()).toBe('Contact Acas by 01/02/2027');
    await eventually(() => card.locator('[data-acas-start-by]').textContent()).toBe('01/02/2027');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await toastText(page, 'Your case information has been saved successfully.');
    // The first save takes the reader up to the card, not left by the form far below it.
    await eventually(() =>
      page.evaluate(() => document.activeElement?.closest('[data-deadline-card]') !== null && document.activeElement?.tagName),
    ).toBe('H2');
    await noViolations(page, '/tracker with a deadline');

    await page.reload();
    await trackerScreen(page);
    await page.locator('form.case-form').waitFor();
    await eventually(() => page.getByLabel('Employer name').inputValue()).toBe('Acme Logistics Ltd');
    await eventually(() => page.getByLabel('Acas certificate number').inputValue()).toBe('R123456/26/01');
    await eventually(() => page.getByLabel('Dismissal date (or the date of what happened)').inputValue()).toBe('2026-11-02');
    await eventually(() => page.locator('.timeline-step').first().getAttribute('data-state')).toBe('complete');
    await eventually(() => page.locator('.timeline-step').nth(2).textContent()).toContain('Not yet filed');
    await eventually(() => card.locator('h2').textContent()).toBe('Contact Acas by 01/02/2027');

    // An old dismissal date with no Acas date and no ET1: the card warns.
    await page.getByLabel('Dismissal date (or the date of what happened)').fill('2025-01-10');
    await eventually(() => card.getAttribute('data-state')).toBe('passed');
    await eventually(() => card.locator('h2').textContent()).toBe('Deadline May Have Passed');
    await noViolations(page, '/tracker deadline passed');

    // Day A in time but no certificate yet: the primary limit (13 November 2026, for a dismissal on
    // 14 August) has gone by, yet nothing has passed — Day A (8 November) was within it, and the ET1
    // date is not known until the certificate comes (ERA s.207B(4)).
    await page.getByLabel('Dismissal date (or the date of what happened)').fill('2026-08-14');
    await page.getByLabel('Acas conciliation start date (Day A)').fill('2026-11-08');
    await eventually(() => card.getAttribute('data-state')).toBe('inConciliation');
    await eventually(() => card.locator('h2').textContent()).toBe('Your ET1 date is not known yet');
    expect(await card.textContent()).not.toContain('Deadline May Have Passed');
    await noViolations(page, '/tracker in conciliation');

    // Other dates: a date before the table's first row is refused inline, a real one gets its limit.
    await page.getByLabel('What happened', { exact: true }).selectOption('deduction');
    await page.getByLabel('Date', { exact: true }).fill('2009-05-01');
    await page.getByRole('button', { name: 'Add this date' }).click();
    const dateError = page.locator('.case-events .field-error');
    await dateError.waitFor();
    await eventually(() => dateError.textContent()).toBe(
      'Error: Enter a date from 1 October 2010 onwards: this tool cannot work out time limits for earlier events',
    );
    await eventually(() => page.locator('.case-events .error-summary a').textContent()).toBe(
      'Enter a date from 1 October 2010 onwards: this tool cannot work out time limits for earlier events',
    );
    await eventually(() => page.getByLabel('Date', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    await noViolations(page, '/tracker event error');
    // A deduction (24 August 2026) before Day A: conciliation, started within its limit, extends it too.
    await page.getByLabel('Date', { exact: true }).fill('2026-08-24');
    await page.getByLabel('In a few words (optional)').fill('Last short payslip');
    await page.getByRole('button', { name: 'Add this date' }).click();
    await toastText(page, 'Date added');
    const item = page.locator('[data-event]');
    await item.waitFor();
    await eventually(() => item.textContent()).toContain(
      'The payday of a deduction from wages (for a series, the payday of the last deduction)',
    );
    // Its own limit, with its dates (never a heading without one): the safe date fixed by Day A (8 November),
    // later of 23 November 2026 and one month after Day A.
    await eventually(() => item.locator('[data-event-limit]').textContent()).toBe(
      'Certificate awaited: to be safe, file by 8 December 2026; the last day is no later than 28 February 2027.',
    );
    await eventually(() => item.textContent()).toContain('Last short payslip');
    // The case's Day A (in time for this later deduction too) puts it in conciliation.
    await eventually(() => item.getAttribute('data-state')).toBe('inConciliation');
    await noViolations(page, '/tracker with an event');
    await item.getByRole('button', { name: /^Delete/ }).click();
    await item.getByRole('button', { name: 'Yes, delete it' }).click();
    await toastText(page, 'Date deleted');
    await page.locator('[data-events-empty]').waitFor();

    // Stage 2: save the checklist, and find it again.
    await page.goto('/stage/2');
    const save = page.getByRole('button', { name: 'Save Progress' });
    await save.waitFor();
    await page.check('#checklist-timeline');
    await page.check('#checklist-witnesses');
    await save.click();
    await toastText(page, 'Your checklist has been saved.');
    await page.reload();
    await save.waitFor();
    await eventually(() => page.isChecked('#checklist-timeline')).toBe(true);
    await eventually(() => page.isChecked('#checklist-witnesses')).toBe(true);
    await eventually(() => page.isChecked('#checklist-evidence')).toBe(false);

    // Sign out from the My Account menu.
    await page.click('[data-account-toggle]');
    await noViolations(page, 'account menu open');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/auth');
    await toastText(page, 'Signed out successfully');
    // Signing in from the page that asked for it goes back there.
    await page.goto('/tracker');
    await page.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('next') === '/tracker');
    await page.locator('main input[type="email"]').fill(email);
    await page.locator('main input[type="password"]').fill(PASSWORD);
    await page.locator('main form button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname === '/tracker');
    await trackerScreen(page);
    await page.locator('form.case-form').waitFor();
    await context.close();
  });

  it('keeps several cases and opens the newest', async () => {
    const { context, page } = await newPage(browser(), DESKTOP);
    await signUpAndIn(page, uniqueEmail('cases'));
    await page.goto('/tracker');
    await page.locator('form.case-form').waitFor();
    for (const [i, employer] of ['First Employer Ltd', 'Second Employer Ltd'].entries()) {
      if (i > 0) {
        // A new, empty form; the first case is kept.
        await page.getByRole('button', { name: 'New case' }).click();
        await eventually(() => page.getByLabel('Employer name').inputValue()).toBe('');
      } else {
        // With no case yet the form is already a new one, so 'New case' is disabled.
        await eventually(() => page.getByRole('button', { name: 'New case' }).isDisabled()).toBe(true);
      }
      await page.getByLabel('Claimant name').fill('Ana Silva');
      await page.getByLabel('Employer name').fill(employer);
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await toastText(page, 'Your case information has been saved successfully.');
      await page.locator('[data-toast-region] .toast-close').first().click();
    }
    await page.reload();
    await trackerScreen(page);
    await page.locator('form.case-form').waitFor();
    await eventually(() => page.getByLabel('Case', { exact: true }).locator('option').allTextContents()).toEqual([
      'Ana Silva v Second Employer Ltd',
      'Ana Silva v First Employer Ltd',
    ]);
    await eventually(() => page.getByLabel('Employer name').inputValue()).toBe('Second Employer Ltd');
    await context.close();
  });
});

describe('accounts in Portuguese, keyboard only', () => {
  async function tabTo(page: Page, matches: () => boolean | Promise<boolean>): Promise<void> {
    for (let i = 0; i < 80; i++) {
      await page.keyboard.press('Tab');
      if (await matches()) return;
    }
    throw new Error('focus never reached the element');
  }
  const focusedIs = (page: Page, selector: string) => () =>
    page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector);

  it('signs up, signs in and saves a case without the mouse', async () => {
    const { context, page } = await newPage(browser(), PHONE, { clock: TEST_NOW });
    const email = uniqueEmail('teclado');
    await page.goto('/pt/auth');
    await page.locator('[role="tab"]').first().waitFor();
    await tabTo(page, focusedIs(page, '[role="tab"][aria-selected="true"]'));
    await page.keyboard.press('ArrowRight');
    await eventually(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Registar');
    await tabTo(page, focusedIs(page, 'main input[type="email"]'));
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await toastText(page, 'Consulte o seu e-mail');
    await noViolations(page, '/pt/auth after sign-up');
    await page.locator('main input[type="password"]').focus();
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/pt');
    await toastText(page, 'Boas-vindas! Sessão iniciada.');

    await page.goto('/pt/tracker');
    await page.locator('form.case-form').waitFor();
    await tabTo(page, focusedIs(page, 'form.case-form button[type="submit"]'));
    await page.keyboard.press('Enter');
    // The error summary takes focus; Enter on its first link moves focus to the field.
    await page.locator('.error-summary').waitFor();
    await eventually(() => page.evaluate(() => document.activeElement?.classList.contains('error-summary'))).toBe(true);
    await eventually(() => page.locator('.error-summary h2').textContent()).toBe('Há um problema');
    await page.keyboard.press('Tab');
    await eventually(() => page.evaluate(() => document.activeElement?.textContent)).toBe('O nome do demandante é obrigatório');
    await page.keyboard.press('Enter');
    await eventually(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('claimantName');
    await noViolations(page, '/pt/tracker with errors');
    await page.locator('input[name="claimantName"]').focus();
    await page.keyboard.type('Maria Santos');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Limpezas Lda');
    await tabTo(page, focusedIs(page, 'form.case-form button[type="submit"]'));
    await page.keyboard.press('Enter');
    await toastText(page, 'Os dados do seu processo foram guardados com sucesso.');
    // On a phone the page then brings the Save button above the toast (two frames later): the
    // screen is checked as the claimant sees it once that has happened.
    await eventually(() =>
      page.evaluate(() => {
        const save = document.querySelector('form.case-form button[type="submit"]');
        const space = Number.parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--toast-space')) || 0;
        return save !== null && save.getBoundingClientRect().bottom <= window.innerHeight - space + 1;
      }),
    ).toBe(true);
    // axe measures targets where they stand in the viewport: wherever that scroll left the page, a
    // field above the Save button can sit half under the sticky header, which is a scroll position,
    // not a fault of the layout. The saved screen (its toast still showing) is checked from the top,
    // as the other journeys check theirs.
    // The toast region brings the control last used above a new toast two frames after it appears,
    // which on a busy machine can come after a first scroll to the top: scrolled again until it stays.
    await eventually(() =>
      page.evaluate(() => {
        window.scrollTo(0, 0);
        return window.scrollY;
      }),
    ).toBe(0);
    await noViolations(page, '/pt/tracker saved');

    // Reload: the case is there; a dismissal date brings the deadline card, in Portuguese.
    await page.reload();
    await trackerScreen(page);
    await page.locator('form.case-form').waitFor();
    await eventually(() => page.locator('input[name="employerName"]').inputValue()).toBe('Limpezas Lda');
    // 11 November 2026: day and month are equal, so it reads the same in any field order the browser uses.
    await page.locator('input[name="dismissalDate"]').focus();
    await page.keyboard.type('11112026');
    await eventually(() => page.locator('input[name="dismissalDate"]').inputValue()).toBe('2026-11-11');
    // Eleven days before today, with no conciliation yet: the last day to contact Acas.
    await eventually(() => page.locator('[data-deadline-card]').getAttribute('data-state')).toBe('contactAcas');
    await eventually(() => page.locator('[data-deadline-card] h2').textContent()).toBe('Contacte a Acas até 10/02/2027');
    await tabTo(page, focusedIs(page, 'form.case-form button[type="submit"]'));
    await page.keyboard.press('Enter');
    await toastText(page, 'Processo guardado');

    // Stage 2 with the keyboard: Space ticks, Enter saves.
    await page.goto('/pt/stage/2');
    await page.locator('[data-checklist-save]').waitFor({ state: 'visible' });
    await page.locator('#checklist-evidence').focus();
    await page.keyboard.press('Space');
    await tabTo(page, focusedIs(page, '[data-checklist-save]'));
    await page.keyboard.press('Enter');
    await toastText(page, 'A sua lista de verificação foi guardada.');

    // Sign out from the account menu, keyboard only.
    await page.locator('[data-menu-toggle]').focus();
    await page.keyboard.press('Enter');
    await tabTo(page, focusedIs(page, '[data-account-toggle]'));
    await page.keyboard.press('Enter');
    await tabTo(page, focusedIs(page, '[data-sign-out]'));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/pt/auth');
    await toastText(page, 'Sessão terminada com sucesso');
    await context.close();
  });
});
