/** Stage 2 signed in with no case yet: the checklist offers to create the case instead of a dead end. */
import { describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from './axe';
import { eventually, newPage, PHONE, sharedBrowser } from './browser';
import { signInFromPage } from './session';

const browser = sharedBrowser();

describe('stage 2 checklist without a case', () => {
  it('creates the case from two names and saves the checklist in it, with errors shown inline', async () => {
    const { context, page } = await newPage(browser(), PHONE);
    await signInFromPage(page);
    await page.goto('/stage/2');
    const form = page.locator('[data-checklist-nocase]');
    await form.waitFor({ state: 'visible' });
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
    await eventually(() => page.isChecked('#checklist-timeline')).toBe(false);
    await context.close();
  });
});
