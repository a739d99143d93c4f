/**
 * Every page at every width a claimant reads it on, in both languages: no sideways
 * scroll at 320, 375, 768, 1024 and 1440 px, every text field wide enough to type in, the header on
 * one row where the full navigation shows,
 * and axe clean at 320, 1024 and 1440 px. The style sheets' breakpoints are 400, 480, 600, 640 and
 * 1280 px, so 375 lays out by the same rules as 320, and 768 by the same as 1024: those two widths
 * are checked for overflow (a longer line can still break them) but not run through axe again. One
 * page load serves every width.
 *
 * The same load measures the size budget of guidance pages: at most 15 KB of JavaScript
 * (gzip, every script the page loaded by the time every width was checked, so lazily imported
 * chunks count when, and only when, the page really loads them) and 30 KB of HTML (gzip).
 */
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { htmlLang } from '../../src/i18n/locales';
import { axeViolations, describeViolations } from './axe';
import { eventually, newPage, sharedBrowser, TEST_NOW } from './browser';
import { createCase } from './cases';
import { narrowFields } from './input-widths';
import { allPages, longestDecisionPages } from './routes';
import { signInFromPage } from './session';
import { trackerScreen } from './tracker-screen';

const browser = sharedBrowser();
/** Names as long as a real claimant's and employer's can be, for the narrowest screens. */
const LONG_NAMES = {
  claimantName: 'Maria da Conceição Santos Pereira',
  employerName: 'Acme Logistics and Warehousing Services Limited',
  dismissalDate: '2026-10-02',
} as const;
const WIDTHS = [320, 375, 768, 1024, 1440] as const;
const AXE_WIDTHS: readonly number[] = [320, 1024, 1440];
const SIGNED_IN_SCREENS: readonly string[] = [
  '/tracker',
  '/bundle',
  '/hearing',
  '/evidence',
  '/documents',
  '/research',
  '/admin/reviews',
];
const JS_BUDGET_BYTES = 15 * 1024;
const HTML_BUDGET_BYTES = 30 * 1024;
const measured: { url: string; js: number; html: number }[] = [];

/** What sticks out past the right edge, so a failure names the element to fix. */
async function overflow(page: Page): Promise<{ scrollWidth: number; innerWidth: number; culprits: string[] }> {
  return page.evaluate(() => {
    const innerWidth = window.innerWidth;
    const culprits: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const box = element.getBoundingClientRect();
      if (box.right > innerWidth + 1 && box.width > 0) {
        const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${
          typeof element.className === 'string' && element.className ? `.${element.className.trim().split(/\s+/).join('.')}` : ''
        }`;
        culprits.push(`${name} (right edge ${Math.round(box.right)} px)`);
        if (culprits.length >= 5) break;
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth, culprits };
  });
}

/**
 * Steps the loaded page through every width: no sideways scroll, the header on one row, and axe
 * clean at the axe widths. Failures name the width.
 */
async function fitsEveryWidth(page: Page, url: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    // The new width has been laid out once the page reports it.
    await page.waitForFunction((w) => window.innerWidth === w, width);
    const measured = await overflow(page);
    expect(measured.scrollWidth, `${url} at ${width} px: ${measured.culprits.join(', ')}`).toBeLessThanOrEqual(
      measured.innerWidth,
    );
    // Every text field wide enough to type in (a checkbox size once caught a form's text inputs).
    expect(await narrowFields(page), `${url} fields at ${width} px`).toEqual([]);
    const header = await page.locator('header.site-header').boundingBox();
    // One row of header: the navigation collapses to the menu button before it would wrap.
    expect(header?.height ?? 0, `${url} header height at ${width} px`).toBeLessThan(120);
    if (AXE_WIDTHS.includes(width)) {
      // From the top, as a reader arriving sees it: wherever an earlier step left the scroll (the
      // tracker's React screen loads on a scroll), a field can sit half under the sticky header,
      // which axe counts as an obscured target; that is a scroll position, not the layout.
      await eventually(() =>
        page.evaluate(() => {
          window.scrollTo(0, 0);
          return window.scrollY;
        }),
      ).toBe(0);
      const violations = await axeViolations(page);
      expect(violations, `${url} at ${width} px: ${describeViolations(violations)}`).toEqual([]);
    }
  }
}

// One load per page, then the viewport steps through the widths (as a phone turned or a window
// resized would): the layout is pure CSS and media-query listeners, so each width is measured as
// it would be on a fresh load, at a fifth of the page loads.
describe('every page at every width', () => {
  it.each([...allPages, ...longestDecisionPages].map((p) => [p.url, p] as const))(
    '%s fits the screen',
    async (url, { path, locale, content }) => {
      const { context, page } = await newPage(browser(), { width: WIDTHS[0], height: 800 });
      // Any script error or Content-Security-Policy refusal fails the page.
      const problems: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy|Refused to/i.test(message.text())) problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      // Guidance pages only (the size budget's): a signed-in screen navigates on to /auth, and a body
      // read after its page has gone rejects. A failed read is kept as its error, so it fails this test
      // by name instead of escaping as an unhandled rejection.
      const scripts: Promise<number | Error>[] = [];
      if (content) {
        page.on('response', (response) => {
          if (response.request().resourceType() !== 'script') return;
          scripts.push(
            response.body().then(
              (body) => gzipSync(body).length,
              (error: Error) => error,
            ),
          );
        });
      }
      const document = await page.goto(url, { waitUntil: 'load' });
      expect(await page.getAttribute('html', 'lang')).toBe(htmlLang[locale]);
      // The signed-in screens send a signed-out reader to /auth: check the page they land on.
      if (SIGNED_IN_SCREENS.includes(path)) await page.waitForURL((address) => address.pathname.endsWith('/auth'));
      // Case law: measure with its results on the page (long badges and citations live there).
      if (path === '/case-law') await page.locator('.case-card').first().waitFor();
      await fitsEveryWidth(page, url);
      expect(problems, url).toEqual([]);
      if (content) {
        const html = gzipSync((await document?.body()) ?? '').length;
        const sizes = await Promise.all(scripts);
        expect(sizes.filter((size) => size instanceof Error).map(String), `${url} scripts read`).toEqual([]);
        const js = sizes.reduce<number>((sum, size) => sum + (typeof size === 'number' ? size : 0), 0);
        measured.push({ url, js, html });
        expect(js, `${url} JavaScript (gzip)`).toBeLessThanOrEqual(JS_BUDGET_BYTES);
        expect(html, `${url} HTML (gzip)`).toBeLessThanOrEqual(HTML_BUDGET_BYTES);
      }
      await context.close();
    },
  );

  afterAll(() => {
    const heaviestJs = [...measured].sort((a, b) => b.js - a.js)[0];
    const heaviestHtml = [...measured].sort((a, b) => b.html - a.html)[0];
    if (heaviestJs && heaviestHtml) {
      console.log(
        `Heaviest guidance page: JS ${heaviestJs.url} ${(heaviestJs.js / 1024).toFixed(1)} KB gzip; HTML ${heaviestHtml.url} ${(heaviestHtml.html / 1024).toFixed(1)} KB gzip`,
      );
    }
  });
});

describe('the signed-in tracker with a case', () => {
  it.each(['/tracker', '/pt/tracker'])('%s fits the screen at every width, with long names in the case picker', async (url) => {
    const { context, page } = await newPage(browser(), { width: WIDTHS[0], height: 800 }, { clock: TEST_NOW });
    await signInFromPage(page);
    await createCase(page, LONG_NAMES);
    await page.goto(url);
    await page.locator('.deadline-card').waitFor();
    // The first paint (picker and card, drawn without React), then React's whole screen.
    await fitsEveryWidth(page, url);
    await page.setViewportSize({ width: WIDTHS[0], height: 800 });
    await trackerScreen(page);
    await page.locator('form.case-form').waitFor();
    await fitsEveryWidth(page, `${url} (the whole screen)`);
    await context.close();
  });
});

describe('the signed-in bundle with files', () => {
  it.each(['/bundle', '/pt/bundle'])('%s fits the screen at every width, with long file names', async (url) => {
    const { context, page } = await newPage(browser(), { width: WIDTHS[0], height: 800 });
    await signInFromPage(page);
    const id = await createCase(page, LONG_NAMES);
    const status = await page.evaluate(async (id) => {
      const form = new FormData();
      const name = 'Witness_statement_of_Maria_da_Conceicao_Santos_Pereira_final_signed_version_3.txt';
      form.append('file', new File(['I worked at the warehouse from 2019.'], name, { type: 'text/plain' }));
      return (await fetch(`/api/cases/${id}/bundle`, { method: 'POST', body: form })).status;
    }, id);
    expect(status).toBe(201);
    await page.goto(url);
    await page.locator('.bundle-file').first().waitFor();
    await fitsEveryWidth(page, url);
    await context.close();
  });
});

describe('the signed-in evidence screen with items and a chronology', () => {
  it.each(['/evidence', '/pt/evidence'])('%s fits the screen at every width, with long names and titles', async (url) => {
    const { context, page } = await newPage(browser(), { width: WIDTHS[0], height: 800 }, { clock: TEST_NOW });
    await signInFromPage(page);
    const id = await createCase(page, { ...LONG_NAMES, acasStartDate: '2026-10-10', acasEndDate: '2026-10-24' });
    const statuses = await page.evaluate(async (id) => {
      const post = (path: string, body: object) =>
        fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      const items = [
        {
          title: 'Letter of dismissal with the reasons given by the operations director',
          category: 'witness_statement',
          importance: 'critical',
          evidenceDate: '2026-10-02',
          description: 'Handed to me in the meeting',
          documentUrl: 'https://example.org/a/very/long/path/to/the/scanned/dismissal-letter-with-reasons.pdf',
          tags: 'dismissal, reasons, operations-director-signature',
          notes: 'Signed by the operations director',
        },
        { title: 'Rota', category: 'policy', importance: 'low', documentUrl: 'Paper copy in the blue folder' },
      ];
      const answers: number[] = [];
      for (const item of items) answers.push((await post(`/api/cases/${id}/evidence`, item)).status);
      return answers;
    }, id);
    expect(statuses).toEqual([201, 201]);
    await page.goto(url);
    await page.locator('.chronology-table').waitFor();
    await fitsEveryWidth(page, url);
    await context.close();
  });
});

describe('the signed-in research screen with an analysis', () => {
  it.each(['/research', '/pt/research'])('%s fits the screen at every width, with the analysis and its table', async (url) => {
    const { context, page } = await newPage(browser(), { width: WIDTHS[0], height: 800 });
    await signInFromPage(page);
    const caseId = await createCase(page, { ...LONG_NAMES, claimType: 'discrimination' });
    const status = await page.evaluate(
      async (body) =>
        (
          await fetch('/api/research', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          })
        ).status,
      { caseId, language: url.startsWith('/pt') ? 'pt' : 'en' },
    );
    expect(status).toBe(201);
    await page.goto(url);
    await page.locator('[data-research-output] table').waitFor();
    await fitsEveryWidth(page, url);
    await context.close();
  });
});

describe('the signed-in documents screen with a document open', () => {
  it.each(['/documents', '/pt/documents'])('%s fits the screen at every width, tables and long names included', async (url) => {
    const { context, page } = await newPage(browser(), { width: WIDTHS[0], height: 800 }, { clock: TEST_NOW });
    await signInFromPage(page);
    const id = await createCase(page, { ...LONG_NAMES, hearingDate: '2027-05-10' });
    const statuses = await page.evaluate(async (id) => {
      const post = (path: string, body: object) =>
        fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      const evidence = await post(`/api/cases/${id}/evidence`, {
        title: 'Email from the operations director about the restructuring of the warehousing division',
        category: 'email',
        importance: 'high',
        evidenceDate: '2026-09-15',
      });
      const generated = await post('/api/documents/generate', { caseId: id, documentType: 'timeline' });
      return [evidence.status, generated.status];
    }, id);
    expect(statuses).toEqual([201, 201]);
    await page.goto(url);
    await page.locator('.my-documents button').first().click();
    await page.locator('.document-viewer table').waitFor();
    await fitsEveryWidth(page, url);
    await context.close();
  });
});
