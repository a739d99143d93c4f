/**
 * Stage 2 signed in with no case yet: the checklist offers to create the case instead of a dead end;
 * ticks made before signing in are kept and saved in it, and its text fields are wide enough to
 * type in, on a phone and a desktop, in both languages.
 */
import { describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from './axe';
import { DESKTOP, eventually, newPage, PHONE, sharedBrowser } from './browser';
import { narrowFields } from './input-widths';
import { signInFromPage } from './session';

const browser = sharedBrowser();

describe('stage 2 checklist without a case', () => {
  it('keeps ticks made before signing in, creates the case from two names and saves the checklist in it, with errors shown inline', async () => {
    const { context, page } = await newPage(browser(), PHONE);
    // Signed out: a tick, then "Sign in to save".
    await page.goto('/stage/2');
    await page.check('#checklist-timeline');
    await signInFromPage(page);

    // The case form's text fields, at both widths and in both languages.
    for (const path of ['/pt/stage/2', '/stage/2']) {
      await page.setViewportSize(PHONE);
      await page.goto(path);
      await page.locator('[data-checklist-nocase]').waitFor({ state: 'visible' });
      expect(await narrowFields(page, '[data-checklist-nocase]'), `${path} at 375 px`).toEqual([]);
      await page.setViewportSize(DESKTOP);
      await page.waitForFunction((w) => window.innerWidth === w, DESKTOP.width);
      expect(await narrowFields(page, '[data-checklist-nocase]'), `${path} at 1280 px`).toEqual([]);
    }
    await page.setViewportSize(PHONE);
    const form = page.locator('[data-checklist-nocase]');
    // The tick made before signing in is still there.
    await eventually(() => page.isChecked('#checklist-timeline')).toBe(true);
    await page.check('#checklist-evidence');

    await form.getByRole('button', { name: 'Create my case and save' }).click();
    const summary = form.locator('[data-create-summary]');
    await summary.waitFor({ state: 'visible' });
    await eventually(() => page.evaluate(() => document.activeElement?.hasAttribute('data-create-summary'))).toBe(true);
    expect(await summary.locator('a').allTextContents()).toEqual(['Claimant name is required', 'Employer name is required']);
    expect(await page.getAttribute('#checklist-claimant', 'aria-invalid')).toBe('true');
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);

    await page.fill('#checklist-claimant', 'Ana Silva');
    await page.fill('#checklist-employer', 'Acme Logistics Ltd');
    await form.getByRole('button', { name: 'Create my case and save' }).click();
    await page.locator('[data-toast-region]').getByText('Case created and checklist saved', { exact: true }).waitFor();
    await page.locator('[data-checklist-save]').waitFor({ state: 'visible' });
    await eventually(() => form.isVisible()).toBe(false);

    await page.reload();
    await page.locator('[data-checklist-save]').waitFor({ state: 'visible' });
    await eventually(() => page.isChecked('#checklist-evidence')).toBe(true);
    await eventually(() => page.isChecked('#checklist-timeline')).toBe(true);
    await eventually(() => page.isChecked('#checklist-grievance')).toBe(false);
    await context.close();
  });
});
