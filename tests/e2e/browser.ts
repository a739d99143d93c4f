/** Debian's Chromium driven by playwright-core: never a downloaded browser (none can be fetched here). */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
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

/** One browser per test file: launched before its tests, closed after. Call at the top of the file. */
export function sharedBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('The browser is not running: call sharedBrowser() at the top level of the test file.');
    return browser;
  };
}

export const DESKTOP = { width: 1280, height: 900 } as const;
export const PHONE = { width: 375, height: 740 } as const;

export function baseURL(): string {
  return inject('baseURL');
}

export async function newPage(
  browser: Browser,
  viewport: { width: number; height: number } = DESKTOP,
  options: { javaScriptEnabled?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport,
    baseURL: baseURL(),
    locale: 'en-GB',
    reducedMotion: 'reduce',
    ...options,
  });
  const page = await context.newPage();
  return { context, page };
}
