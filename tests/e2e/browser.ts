/** Debian's Chromium driven by playwright-core: never a downloaded browser (none can be fetched here). */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page, type Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { CHROMIUM_ARGS } from '../../scripts/chromium-args.mjs';

export function chromiumPath(): string {
  const candidate = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(candidate)) {
    throw new Error(
      `Chromium not found at ${candidate}: install it with "apt-get install -y chromium" or set CHROMIUM_PATH to a Chromium binary.`,
    );
  }
  return candidate;
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [...CHROMIUM_ARGS, '--disable-dev-shm-usage'],
    env: { ...process.env, XDG_CONFIG_HOME: fs.mkdtempSync(path.join(os.tmpdir(), 'tt-chromium-')) },
  });
}

/** A Content-Security-Policy violation a page reported (its DOM `securitypolicyviolation` event). */
export interface CspViolation {
  pageUrl: string;
  violatedDirective: string;
  blockedURI: string;
  sourceFile: string;
  lineNumber: number;
  sample: string;
}

/**
 * Every violation reported by a page from `newPage` since the last check, in this test file (each
 * file has its own module instance). `sharedBrowser()` fails the test in which one occurs.
 */
export const cspViolations: CspViolation[] = [];

export function describeCspViolations(violations: readonly CspViolation[]): string {
  return violations
    .map(
      (v) =>
        `${v.violatedDirective} blocked ${v.blockedURI || '(no URI)'} on ${v.pageUrl}` +
        `${v.sourceFile ? ` from ${v.sourceFile}:${v.lineNumber}` : ''}${v.sample ? ` ("${v.sample}")` : ''}`,
    )
    .join('\n');
}

/**
 * One browser per test file: launched before its tests, closed after. Call at the top of the file.
 * A test in which any page reports a Content-Security-Policy violation fails, naming it.
 */
export function sharedBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(() => {
    const seen = cspViolations.splice(0);
    if (seen.length > 0) {
      throw new Error(`Content-Security-Policy violation${seen.length > 1 ? 's' : ''}:\n${describeCspViolations(seen)}`);
    }
  });
  return () => {
    if (!browser) throw new Error('The browser is not running: call sharedBrowser() at the top level of the test file.');
    return browser;
  };
}

/**
 * Expects something read from the page once it settles: the read is repeated (every 50 ms, for up to
 * 10 s) until the matcher passes, and a failure shows the last value read. For reads right after
 * anything the page answers asynchronously (a React render, a fetch, an effect that moves focus,
 * scrolling): a single read there can see the page before it updated. Never a fixed wait.
 */
export function eventually<T>(read: () => Promise<T> | T, message?: string) {
  return expect.poll(read, { timeout: 10_000, interval: 50, ...(message === undefined ? {} : { message }) });
}

/**
 * Holds the requests to `url` (a Playwright glob) that `which` picks (all by default) at the
 * network until the returned function is called, so a test can see the screen while they are on
 * their way; they then go on to the server unchanged.
 */
export async function holdRequests(page: Page, url: string, which: (request: Request) => boolean = () => true) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    if (which(route.request())) await held;
    await route.continue();
  });
  return release;
}

/** The day the browser tests' clocks show (the built site's CONTENT_DATE): noon in London. */
export const TEST_TODAY = '2026-11-22';
export const TEST_NOW = new Date(`${TEST_TODAY}T12:00:00Z`);

export const DESKTOP = { width: 1280, height: 900 } as const;
export const PHONE = { width: 375, height: 740 } as const;

export function baseURL(): string {
  return inject('baseURL');
}

/**
 * A fresh browser context and page. Service workers are blocked unless a test asks for them
 * (`serviceWorkers: 'allow'`): a worker that precaches the site and answers pages from its cache
 * would make every other journey depend on what an earlier page load kept.
 */
export async function newPage(
  browser: Browser,
  viewport: { width: number; height: number } = DESKTOP,
  { clock, ...options }: { javaScriptEnabled?: boolean; clock?: Date; serviceWorkers?: 'allow' | 'block' } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport,
    baseURL: baseURL(),
    locale: 'en-GB',
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
    ...options,
  });
  await watchCsp(context);
  const page = await context.newPage();
  // A page whose answers depend on today (the tracker's deadlines) gets a fixed clock: Date shows
  // this moment throughout, while timers run as usual.
  if (clock) await page.clock.setFixedTime(clock);
  return { context, page };
}

/** Reports every `securitypolicyviolation` event of the context's pages into `cspViolations`. */
async function watchCsp(context: BrowserContext): Promise<void> {
  await context.exposeBinding('__ttReportCspViolation', (_source, violation: CspViolation) => {
    cspViolations.push(violation);
  });
  await context.addInitScript(() => {
    const report = (window as unknown as { __ttReportCspViolation: (v: object) => void }).__ttReportCspViolation;
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        void report({
          pageUrl: location.href,
          violatedDirective: event.violatedDirective,
          blockedURI: event.blockedURI,
          sourceFile: event.sourceFile,
          lineNumber: event.lineNumber,
          sample: event.sample,
        });
      },
      true,
    );
  });
}
