/**
 * Every decision has its own address: the curated decisions' static pages (checked in dist/ for
 * all of them, in both languages), a synced decision's /case-law/d/<id> opened from a cold
 * browser, and the case-law cards' links to them. Width and axe checks of the pages are in
 * layout.test.ts (the two longest decision pages stand for the one template).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCuratedCases, slug } from '../../scripts/case-law-seed.mjs';
import { curatedSlug } from '../../src/domain/case-law-address';
import { htmlLang, locales, localizePath } from '../../src/i18n/locales';
import { axeViolations, describeViolations } from './axe';
import { newPage, sharedBrowser } from './browser';

const browser = sharedBrowser();
const dist = path.resolve(import.meta.dirname, '../../dist');
const decisions = readCuratedCases(path.resolve(import.meta.dirname, '../..')) as {
  caseName: string;
  year: number;
  caseUrl: string;
  decisionDate: string;
}[];

describe.each(locales)('curated decisions’ pages in %s', (locale) => {
  it(`has a page for each of the ${decisions.length} curated decisions, with its source and the notice`, () => {
    expect(decisions.length).toBeGreaterThanOrEqual(64);
    for (const decision of decisions) {
      const url = localizePath(`/case-law/${curatedSlug(slug(decision.caseName), decision.year)}`, locale);
      const html = fs.readFileSync(path.join(dist, `${url}.html`), 'utf8');
      expect(html, url).toContain(`<html lang="${htmlLang[locale]}"`);
      expect(html, url).toContain('class="banner banner-warning legal-notice"');
      expect(html, url).toContain('data-pagefind-body');
      expect(html, url).toContain(`href="${decision.caseUrl.replace(/&/g, '&amp;')}"`);
      expect(html, url).toContain(`datetime="${decision.decisionDate}"`);
      const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}';
      expect(JSON.parse(jsonLd), url).toMatchObject({
        '@type': 'Article',
        about: { name: decision.caseName, url: decision.caseUrl },
      });
    }
  });
});

describe('a decision’s address', () => {
  it('opens a decision at /case-law/d/<id> from a cold browser, in Portuguese, axe clean', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/pt/case-law/d/curated-western-excavating-ecc-ltd-v-sharp-1977');
    await page.locator('h1', { hasText: 'Western Excavating (ECC) Ltd v Sharp' }).waitFor();
    await page.locator('[data-field="summary"]', { hasText: 'despedimento indireto' }).waitFor();
    expect(await page.locator('[data-field="source"] a').getAttribute('href')).toBe(
      'https://www.bailii.org/ew/cases/EWCA/Civ/1977/2.html',
    );
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await context.close();
  });

  it('says so when no decision has the address', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/case-law/d/6f1c2d3e-0000-4c6d-8e9f-0a1b2c3d4e5f');
    await page.locator('[data-problem]', { hasText: 'No decision has this address' }).waitFor();
    await context.close();
  });

  it('links each case-law card to its decision’s page and copies the address', async () => {
    const { context, page } = await newPage(browser());
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/case-law?q=Burchell');
    const card = page.locator('.case-card', { hasText: 'British Home Stores Ltd v Burchell' });
    await card.getByRole('button', { name: /Copy link/ }).click();
    await card.getByRole('status').filter({ hasText: 'Link copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      /\/case-law\/british-home-stores-ltd-v-burchell-1978$/,
    );
    await card.getByRole('link', { name: /Open this decision.s page/ }).click();
    await page.waitForURL((url) => url.pathname === '/case-law/british-home-stores-ltd-v-burchell-1978');
    expect(await page.locator('h1').textContent()).toBe('British Home Stores Ltd v Burchell');
    // The decision's own page copies its address too.
    await page.evaluate(() => navigator.clipboard.writeText(''));
    await page.getByRole('button', { name: 'Copy link' }).click();
    await page.locator('[data-copy-link-status]', { hasText: 'Link copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      /\/case-law\/british-home-stores-ltd-v-burchell-1978$/,
    );
    await context.close();
  });
});
