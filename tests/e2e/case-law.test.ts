import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { readCuratedCases } from '../../scripts/case-law-seed.mjs';
import { axeViolations, describeViolations } from './axe';
import { DESKTOP, eventually, newPage, PHONE, sharedBrowser } from './browser';
import { signInFromPage } from './session';

const browser = sharedBrowser();

/** The curated cases global-setup.ts seeds: what the screen must show is counted from them. */
const seeded = readCuratedCases(path.resolve(import.meta.dirname, '../..')) as {
  caseName: string;
  outcome: string;
  claimTypes: string[];
}[];
const seededWith = (claimType: string) => seeded.filter((c) => c.claimTypes.includes(claimType));

/** The seeded cases that speak of the band of reasonable responses (the full-text search's answer). */
const BAND_OF_REASONABLE_RESPONSES = [
  'British Home Stores Ltd v Burchell',
  'Buckland v Bournemouth University Higher Education Corporation',
  'Iceland Frozen Foods Ltd v Jones',
  'Post Office v Foley; HSBC Bank plc (formerly Midland Bank plc) v Madden',
  "Sainsbury's Supermarkets Ltd v Hitt",
];

async function count(page: Page): Promise<string> {
  const status = page.locator('[data-case-law-count]');
  await status.filter({ hasText: /Showing|A mostrar/ }).waitFor();
  return (await status.textContent()) ?? '';
}

/** Does something that changes the search, and waits until its answer is on the screen. */
async function searchFor(page: Page, apiQuery: string, action: () => Promise<unknown>): Promise<void> {
  await Promise.all([page.waitForResponse((r) => r.url().includes('/api/case-law?') && r.url().includes(apiQuery)), action()]);
  await page.locator('.case-cards[aria-busy="false"]').waitFor();
}

async function settled(page: Page, expected: RegExp): Promise<string> {
  await page.locator('[data-case-law-count]').filter({ hasText: expected }).waitFor();
  await page.locator('.case-cards[aria-busy="false"]').waitFor();
  return (await page.locator('[data-case-law-count]').textContent()) ?? '';
}

describe('case law database', () => {
  it('searches, filters, counts, clears and says when nothing matches, keeping the search in the address', async () => {
    const { context, page } = await newPage(browser(), DESKTOP);
    await page.goto('/case-law');
    const total = seeded.length;
    expect(total).toBeGreaterThanOrEqual(60);
    expect(await count(page)).toBe(`Showing 1–20 of ${total} cases`);
    await eventually(() => page.locator('.case-card').count()).toBe(20);

    await page.getByLabel('Search cases').fill('band of reasonable responses');
    await searchFor(page, 'q=band', () => page.locator('main').getByRole('button', { name: 'Search', exact: true }).click());
    expect(page.url()).toContain('q=band');
    expect(await settled(page, /^Showing 1–5 of 5 cases$/)).toBe('Showing 1–5 of 5 cases');
    await eventually(async () => (await page.locator('.case-name').allTextContents()).sort()).toEqual(
      BAND_OF_REASONABLE_RESPONSES,
    );

    // Only the four Respondent Success cards remain. Counted first: a loop over no badges would pass.
    await searchFor(page, 'outcome=Respondent', () => page.getByLabel('Outcome').selectOption('Respondent Success'));
    expect(page.url()).toContain('outcome=Respondent');
    const respondentWins = BAND_OF_REASONABLE_RESPONSES.filter(
      (name) => seeded.find((c) => c.caseName === name)?.outcome === 'Respondent Success',
    );
    expect(respondentWins).toHaveLength(4);
    expect(await settled(page, /^Showing 1–4 of 4 cases$/)).toBe('Showing 1–4 of 4 cases');
    await eventually(async () => (await page.locator('.case-name').allTextContents()).sort()).toEqual(respondentWins);
    const badges = await page.locator('.case-card .badge').allTextContents();
    expect(badges).toHaveLength(respondentWins.length);
    for (const badge of badges) expect(badge).toBe('Respondent Success');

    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await settled(page, new RegExp(`Showing 1–20 of ${total} cases`));
    expect(new URL(page.url()).search).toBe('');

    const whistleblowing = seededWith('whistleblowing').length;
    expect(whistleblowing).toBeGreaterThan(1);
    expect(whistleblowing).toBeLessThan(20);
    await searchFor(page, 'claimType=whistleblowing', () => page.getByLabel('Claim Type').selectOption('whistleblowing'));
    await eventually(() => page.locator('[data-case-law-count]').textContent()).toBe(
      `Showing 1–${whistleblowing} of ${whistleblowing} cases`,
    );
    await eventually(() => page.locator('.case-card').count()).toBe(whistleblowing);
    await eventually(() => page.getByLabel('Year').locator('option').nth(1).textContent()).toMatch(/^\d{4}$/);

    await page.getByLabel('Search cases').fill('zzqqxx');
    await page.locator('main').getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText('No cases found matching your search criteria.').waitFor();
    await eventually(() => page.locator('.case-card').count()).toBe(0);
    await context.close();
  });

  it('pages on a phone: the counter gives the range, and focus and scroll go to the first new result', async () => {
    const { context, page } = await newPage(browser(), PHONE);
    await page.goto('/case-law');
    const total = seeded.length;
    expect(await count(page)).toBe(`Showing 1–20 of ${total} cases`);
    const firstName = await page.locator('.case-name').first().textContent();
    // Collapsed cards: the details wait behind 'Read more'.
    expect(await page.locator('.case-card details[open]').count()).toBe(0);
    await page.getByRole('button', { name: 'Next page' }).click();
    await settled(page, new RegExp(`^Showing 21–${Math.min(40, total)} of ${total} cases$`));
    // document.activeElement, not :focus — a background page in a shared browser never matches :focus.
    await page.waitForFunction(() => document.activeElement?.classList.contains('case-name'));
    const focusedName = await page.evaluate(() => document.activeElement?.textContent);
    expect(focusedName).not.toBe(firstName);
    expect(focusedName).toBe(await page.locator('.case-name').first().textContent());
    // Visible, and not hidden under the sticky header, once the scroll to it has happened.
    await eventually(async () => {
      const header = await page.locator('header.site-header').boundingBox();
      const heading = await page.locator('.case-name').first().boundingBox();
      return header && heading ? { top: heading.y >= header.y + header.height, onScreen: heading.y < PHONE.height } : null;
    }).toEqual({ top: true, onScreen: true });
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    await context.close();
  });

  it('opens a shared search, in Portuguese, with Portuguese texts and no axe violations', async () => {
    const { context, page } = await newPage(browser(), PHONE);
    await page.goto('/pt/case-law?claimType=discrimination&q=burden');
    // The four seeded discrimination cases on the burden of proof, counted with the Portuguese plural.
    expect(await count(page)).toBe('A mostrar 1–4 de 4 casos');
    await eventually(async () => (await page.locator('.case-name').allTextContents()).sort()).toEqual([
      'Hewage v Grampian Health Board',
      'Madarassy v Nomura International plc',
      'Pnaiser v NHS England',
      'Royal Mail Group Ltd v Efobi',
    ]);
    await eventually(() => page.getByLabel('Tipo de ação').inputValue()).toBe('discrimination');
    await eventually(() => page.getByLabel('Pesquisar casos').inputValue()).toBe('burden');
    // The details open with 'Ler mais'.
    const first = page.locator('.case-card').first();
    await first.getByText('Ler mais').click();
    await eventually(() => first.locator('details').getAttribute('open')).toBe('');
    await eventually(() => first.textContent()).toMatch(/Princípio jurídico/);
    // The court in Portuguese (the English name only in brackets), the outcome badge in the termbase's words.
    await eventually(() => first.locator('.case-meta').textContent()).toMatch(
      /Supremo Tribunal|Câmara dos Lordes|Tribunal de Recurso|Tribunal Superior|Tribunal do Trabalho|Tribunal de Justiça/,
    );
    await eventually(() => first.locator('.case-meta').textContent()).toMatch(
      /Favorável ao demandante|Favorável ao demandado|Parcialmente favorável|Acordo|Resultado não registado/,
    );
    // No legislation synced on this server: the public page says nothing of the operators' sync.
    expect(await page.getByText('sincronizada', { exact: false }).count()).toBe(0);
    expect(await page.locator('.legislation').count()).toBe(0);
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.getByLabel('Pesquisar casos').fill('zzqqxx');
    await page.locator('main').getByRole('button', { name: 'Pesquisar', exact: true }).click();
    await page.getByText('Não foram encontrados casos que correspondam aos critérios de pesquisa.').waitFor();
    const emptyViolations = await axeViolations(page);
    expect(emptyViolations, describeViolations(emptyViolations)).toEqual([]);
    await context.close();
  });

  it('tells a signed-out visitor of the sync page to sign in as an admin', async () => {
    const { context, page } = await newPage(browser(), DESKTOP);
    await page.goto('/case-law/admin');
    await page.getByText('Sign in with an admin account to manage the case-law database.').waitFor();
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await context.close();
  });

  it('tells a signed-in account without the admin role that it cannot sync, every sync button disabled', async () => {
    const { context, page } = await newPage(browser(), DESKTOP);
    await signInFromPage(page);
    await page.goto('/case-law/admin');
    await page.getByText('You need admin rights to manage the case-law database.').waitFor();
    const buttons = page.locator('main').getByRole('button');
    expect(await buttons.count()).toBeGreaterThan(0);
    expect(await buttons.evaluateAll((all) => all.filter((b) => !(b as HTMLButtonElement).disabled).length)).toBe(0);
    await page.goto('/pt/case-law/admin');
    await page.getByText('Precisa de direitos de administração para gerir a base de dados de jurisprudência.').waitFor();
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await context.close();
  });
});

/**
 * A new account made admin (npm run role:grant -- <e-mail> admin does this locally; here it runs against the test
 * server's own database, with any other statements the test needs), signed in.
 */
async function signInAsAdmin(page: Page, moreSql = ''): Promise<void> {
  const email = `admin-${crypto.randomUUID()}@example.org`;
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.locator('main input[type="email"]').fill(email);
  await page.locator('main input[type="password"]').fill('a good long password');
  await page.locator('main form button[type="submit"]').click();
  await page.locator('[data-toast-region]').getByText('Check your e-mail').waitFor();
  const root = path.resolve(import.meta.dirname, '../..');
  const grant = spawnSync(
    path.join(root, 'node_modules', '.bin', 'wrangler'),
    [
      'd1',
      'execute',
      'DB',
      '--local',
      '--persist-to',
      inject('stateDir'),
      '--command',
      `UPDATE user SET role = 'admin' WHERE email = '${email}';${moreSql}`,
    ],
    { cwd: root, encoding: 'utf8', env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } },
  );
  expect(grant.status, grant.stderr).toBe(0);
  await page.locator('main input[type="password"]').fill('a good long password');
  await page.locator('main form button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname === '/');
}

describe('case law sync page for an admin', () => {
  it('runs a source and shows the result banner, the toast and the run', async () => {
    const { context, page } = await newPage(browser(), DESKTOP);
    await signInAsAdmin(page);

    await page.goto('/case-law');
    await page.getByRole('link', { name: 'Manage Database' }).click();
    await page.waitForURL('**/case-law/admin');
    const bailii = page.locator('main').getByRole('button', { name: 'BAILII', exact: true });
    await bailii.waitFor();
    const result = page.locator('[data-sync-result]');
    await bailii.click();
    await result.getByText('Sync failed').waitFor();
    expect(await result.textContent()).toContain('BAILII offers no API and its terms forbid automated downloading');
    await page.locator('[data-toast-region]').getByText('Sync Failed').waitFor();
    await page.locator('table').getByRole('cell', { name: 'BAILII', exact: true }).first().waitFor();
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await context.close();
  });

  it('shows a law-watch notice until the admin marks it reviewed', async () => {
    const { context, page } = await newPage(browser(), PHONE);
    // A notice as the daily law watch raises it (tests/worker/law-watch.test.ts raises them from payloads).
    const id = crypto.randomUUID();
    const before = JSON.stringify({ kind: 'provision', status: 'prospective', inForceFrom: null, commencement: [], pending: [] });
    const after = JSON.stringify({
      kind: 'provision',
      status: 'prospective',
      inForceFrom: null,
      commencement: [],
      pending: [{ instrument: 'uksi/2026/954', provisions: 's. 152', dates: ['2026-10-01'] }],
    });
    await signInAsAdmin(
      page,
      `INSERT INTO law_watch_notices (id, target, source_url, figure_rows, reading_before, reading_after, created_at) VALUES ('${id}', 'ukpga/2025/36/section/152', 'https://www.legislation.gov.uk/ukpga/2025/36/section/152', '[{"figure":"claimTimeLimit","from":"2026-10-01"}]', '${before}', '${after}', '2026-11-22T03:20:00.000Z')`,
    );
    await page.goto('/case-law/admin');
    const notice = page.locator(`[data-law-watch-notice="ukpga/2025/36/section/152"]`);
    await notice
      .getByText('Commencement recorded but not yet applied to the text: uksi/2026/954 (s. 152), from 1 October 2026.')
      .waitFor();
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await notice.getByRole('button', { name: 'Mark reviewed' }).click();
    await page.locator('[data-law-watch]').getByText('No notices waiting for review.').waitFor();
    await context.close();
  });
});
