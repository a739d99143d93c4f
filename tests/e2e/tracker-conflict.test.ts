/**
 * Two tabs, one case: a save from a tab that has not seen another tab's change to the
 * same field is refused and says so, and a change to another field in between is kept. Then, on a
 * phone, the "Case saved" toast leaves the Save button in view.
 */
import { describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from './axe';
import { DESKTOP, newPage, PHONE, sharedBrowser } from './browser';
import { createCase } from './cases';
import { signInFromPage } from './session';
import { openTracker, trackerScreen } from './tracker-screen';

const browser = sharedBrowser();

describe('saving a case changed in another tab', () => {
  it('refuses the stale save with the conflict message and keeps the newer notes', async () => {
    const { context, page: first } = await newPage(browser(), DESKTOP);
    await signInFromPage(first);
    const created = { id: await createCase(first) };
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
    const second = await context.newPage();
    for (const page of [first, second]) {
      await openTracker(page);
      await page.locator('textarea[name="notes"]').first().waitFor();
    }
    const notes = (page: typeof first) => page.locator('textarea[name="notes"]').first();

    await notes(first).fill('Written on the phone');
    await first.getByRole('button', { name: 'Save Changes' }).click();
    await first.locator('[data-toast-region]').getByText('Case saved', { exact: true }).waitFor();

    await notes(second).fill('Written on the laptop');
    await second.getByRole('button', { name: 'Save Changes' }).click();
    await second
      .locator('[data-toast-region]')
      .getByText('This case was changed elsewhere — reload to see the latest', { exact: true })
      .waitFor();
    const violations = await axeViolations(second);
    expect(violations, describeViolations(violations)).toEqual([]);

    await second.reload();
    await trackerScreen(second);
    await notes(second).waitFor();
    await expect.poll(() => notes(second).inputValue()).toBe('Written on the phone');

    // On a phone, "Case saved" does not cover what was saved: pressed at the very bottom of the
    // screen, the Save button ends up above the toast.
    await second.setViewportSize(PHONE);
    await notes(second).fill('Written on the laptop, after reloading');
    const save = second.getByRole('button', { name: 'Save Changes' });
    await save.evaluate((button) => button.scrollIntoView({ block: 'end' }));
    await save.click();
    const toast = second.locator('[data-toast-region] .toast', { hasText: 'Case saved' });
    await toast.waitFor();
    await expect
      .poll(async () => {
        const [button, shown] = await Promise.all([save.boundingBox(), toast.boundingBox()]);
        return button !== null && shown !== null && button.y + button.height <= shown.y;
      })
      .toBe(true);
    await context.close();
  });
});
