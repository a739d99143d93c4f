import type { Page } from 'playwright-core';

/**
 * The tracker as a reader who goes on past the deadline card: its picker and card are drawn first
 * without React (src/browser/tracker-first.ts), and React's screen (tasks, form, events, support)
 * loads when the reader asks for it. Here the reader scrolls to where the rest goes; with no case to
 * show, React draws the screen at once. Resolves once React's screen is in the page.
 */
export async function trackerScreen(page: Page): Promise<void> {
  await page.locator('[data-tracker-screen], [data-tracker-rest]').first().waitFor({ state: 'attached' });
  await page.evaluate(() => document.querySelector('[data-tracker-rest]')?.scrollIntoView({ block: 'end' }));
  await page.locator('[data-tracker-screen]').waitFor({ state: 'attached' });
}

/** Opens the tracker (or /pt/tracker, a ?case= link) and goes on to React's screen. */
export async function openTracker(page: Page, url = '/tracker'): Promise<void> {
  await page.goto(url);
  await trackerScreen(page);
}
