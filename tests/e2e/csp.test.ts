/**
 * The suite's Content-Security-Policy watch (tests/e2e/browser.ts) really sees violations: every
 * page from newPage reports the DOM `securitypolicyviolation` event, and sharedBrowser() fails the
 * test in which one occurs. Here a page breaks the policy on purpose; the test checks the report
 * arrived, then clears it so this file passes.
 */
import { describe, expect, it } from 'vitest';
import { cspViolations, newPage, sharedBrowser } from './browser';

const browser = sharedBrowser();

describe('Content-Security-Policy watch', () => {
  it('collects an inline script the policy refuses, with its directive and page', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/');
    // A page that loaded cleanly has reported nothing.
    expect(cspViolations).toEqual([]);
    // An inline script with no matching hash: script-src refuses it, so it never runs.
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'document.documentElement.dataset.inlineRan = "yes";';
      document.body.append(script);
    });
    await expect.poll(() => cspViolations.length, { timeout: 10_000 }).toBe(1);
    expect(cspViolations[0]).toMatchObject({
      violatedDirective: 'script-src-elem',
      blockedURI: 'inline',
      pageUrl: page.url(),
    });
    expect(await page.evaluate(() => document.documentElement.dataset.inlineRan)).toBeUndefined();
    // Seen and checked: cleared, so the afterEach of sharedBrowser() lets this test pass.
    cspViolations.length = 0;
    await context.close();
  });

  it("collects a string run as code (what eval and zod's JIT probe do), which the policy refuses too", async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/');
    // A timer given a string compiles it like eval: without 'unsafe-eval', script-src refuses it.
    // (DevTools' own evaluate is exempt, so `new Function` called directly from here would run.)
    await page.evaluate(() => {
      (setTimeout as unknown as (code: string, ms: number) => void)('document.title = "evaluated"', 0);
    });
    await expect
      .poll(() => cspViolations.map((v) => `${v.violatedDirective} ${v.blockedURI}`), { timeout: 10_000 })
      .toEqual(['script-src eval']);
    expect(await page.title()).not.toBe('evaluated');
    cspViolations.length = 0;
    await context.close();
  });
});
