/**
 * The research screen in Chromium at phone width: sign-in required, the allowance
 * banner, generating an analysis from the claimant's own case (shown through MarkupView, kept in
 * the case's past research), delete behind the confirmation, the free limit reached (on the screen
 * and when the server refuses), no case, and Portuguese; axe clean with an analysis on the page.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from './axe';
import { eventually, newPage, PHONE, sharedBrowser } from './browser';
import { createCase } from './cases';
import { signInFromPage } from './session';

const browser = sharedBrowser();

const CASE = {
  claimantName: 'Maria da Conceição',
  employerName: 'Acme Ltd',
  claimType: 'unfair-dismissal',
  dismissalDate: '2026-09-30',
  notes: 'Dismissed after one meeting, no appeal offered.',
};

async function noViolations(page: Page, label: string): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations, `${label}\n${describeViolations(violations)}`).toEqual([]);
}

async function toast(page: Page, title: string, description: string): Promise<void> {
  const region = page.locator('[data-toast-region]');
  await region.getByText(title, { exact: true }).waitFor();
  await region.getByText(description, { exact: true }).waitFor();
}

/** A signed-in phone page with one case made through the API (or none), on the research screen. */
async function open({ prefix = '', withCase = true } = {}): Promise<Page> {
  const { page } = await newPage(browser(), PHONE);
  await signInFromPage(page);
  if (withCase) await createCase(page, CASE);
  await page.goto(`${prefix}/research`);
  return page;
}

/** The banner as the page should word it, from the allowance the API reports (its reset date is the server's). */
async function expectedBanner(page: Page, remaining: number, locale: 'en' | 'pt'): Promise<string> {
  const { usage } = await page.evaluate(
    async () => (await fetch('/api/research/usage')).json() as Promise<{ usage: { resetDate: string } }>,
  );
  const [y, m, d] = usage.resetDate.split('-').map(Number) as [number, number, number];
  const date = new Intl.DateTimeFormat(locale === 'pt' ? 'pt-PT' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, d)));
  if (locale === 'en') return `${remaining} of 2 free research runs left this month, resets on ${date}`;
  return `${remaining === 1 ? 'Resta' : 'Restam'} ${remaining} de 2 pesquisas gratuitas este mês; o contador recomeça a ${date}`;
}

const banner = (page: Page) => page.locator('[data-usage]');
const pastItems = (page: Page) => page.locator('.research-past li');

describe('the research screen', () => {
  it('sends a signed-out reader to sign in, with the way back', async () => {
    const { context, page } = await newPage(browser(), PHONE);
    await page.goto('/research');
    await page.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('next') === '/research');
    await context.close();
  });

  it('generates research from the case, keeps it, deletes it, and stops at the free limit', async () => {
    const page = await open();
    await banner(page).waitFor();
    expect(await banner(page).textContent()).toBe(await expectedBanner(page, 2, 'en'));
    expect(await page.getByLabel('Case', { exact: true }).locator('option:checked').textContent()).toBe(
      'Maria da Conceição v Acme Ltd',
    );
    expect(await page.getByText('No research for this case yet. Generate your first analysis.').count()).toBe(1);
    for (const [name, href] of [
      ['Employment Appeal Tribunal decisions (BAILII) (opens in a new tab)', 'https://www.bailii.org/uk/cases/UKEAT/'],
      [
        'Employment Rights Act 1996 (legislation.gov.uk) (opens in a new tab)',
        'https://www.legislation.gov.uk/ukpga/1996/18/contents',
      ],
      ['Equality Act 2010 (legislation.gov.uk) (opens in a new tab)', 'https://www.legislation.gov.uk/ukpga/2010/15/contents'],
    ] as const) {
      expect(await page.getByRole('link', { name, exact: true }).getAttribute('href')).toBe(href);
    }

    await page.getByRole('button', { name: 'Generate Research' }).click();
    await toast(page, 'Analysis complete', 'Case law research generated successfully');
    const output = page.locator('[data-research-output]');
    await output.getByRole('heading', { level: 3, name: 'Legal research: Maria da Conceição v Acme Ltd' }).waitFor();
    for (const heading of [
      'The legal tests',
      'Eligibility',
      'Time limit',
      'Relevant authorities',
      'Evidence gaps',
      'Next steps',
    ]) {
      await output.getByRole('heading', { level: 4, name: heading }).waitFor();
    }
    expect(await output.locator('table th[scope="col"]').allTextContents()).toEqual([
      'What the claim usually needs',
      'In this case',
    ]);
    // The tests are the chosen complaints' questions from the complaint registry (here the claim type's suggestion).
    expect(await output.locator('ol li').first().textContent()).toMatch(
      /^Unfair dismissal \(Employment Rights Act 1996, sections 94 and 98\)\. The tribunal decides:/,
    );
    // The new analysis takes focus, so it is read next.
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-research-output'))).toBe(true);
    await eventually(async () => expect(await banner(page).textContent()).toBe(await expectedBanner(page, 1, 'en')));
    expect(await pastItems(page).count()).toBe(1);
    await noViolations(page, 'with an analysis');

    await page.getByRole('button', { name: 'Generate Research' }).click();
    await eventually(async () => expect(await pastItems(page).count()).toBe(2));
    await eventually(async () =>
      expect(await banner(page).textContent()).toBe(`${await expectedBanner(page, 0, 'en')} See the plans`),
    );
    expect(await banner(page).getByRole('link', { name: 'See the plans' }).getAttribute('href')).toBe('/pricing');

    await page.getByRole('button', { name: 'Generate Research' }).click();
    await toast(page, 'Free limit reached', 'Upgrade to Premium for unlimited case research');
    expect(await pastItems(page).count()).toBe(2);

    const first = pastItems(page).first();
    await first.getByRole('button', { name: /^Delete the research of / }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Delete this research?' }).waitFor();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.locator('[data-toast-region]').getByText('Research deleted', { exact: true }).waitFor();
    await eventually(async () => expect(await pastItems(page).count()).toBe(1));
    await output.getByRole('heading', { level: 3, name: 'Legal research: Maria da Conceição v Acme Ltd' }).waitFor();

    // Each authority links to its own page (the curated ones in this test's database are static pages).
    const link = output.locator('a[href^="/case-law/"]').first();
    const href = (await link.getAttribute('href')) ?? '';
    const name = new URL(href, 'https://x').searchParams.get('q') ?? '';
    expect(name).not.toBe('');
    // The link reads as the decision's name, not as a raw path.
    expect(await link.textContent()).toBe(name);
    // Under the title: what the "AI" in the screen's name means today.
    expect(await page.locator('.screen-subtitle').textContent()).toBe('Drafted from your case; an AI rewrite when available.');
    await link.click();
    await page.waitForURL((url) => url.pathname === new URL(href, 'https://x').pathname);
    expect(await page.locator('h1').textContent()).toBe(name);
    await page.context().close();
  });

  it('shows the limit the server enforces when the banner is out of date', async () => {
    const page = await open();
    await banner(page).waitFor();
    // Two runs elsewhere (another tab) after the page loaded: the page still says two are left.
    const statuses = await page.evaluate(async () => {
      const { items } = (await (await fetch('/api/cases')).json()) as { items: { id: string }[] };
      const run = () =>
        fetch('/api/research', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ caseId: items[0]?.id }),
        }).then((response) => response.status);
      return [await run(), await run()];
    });
    expect(statuses).toEqual([201, 201]);
    await page.getByRole('button', { name: 'Generate Research' }).click();
    await toast(page, 'Free limit reached', 'Upgrade to Premium for unlimited case research');
    await eventually(async () =>
      expect(await banner(page).textContent()).toBe(`${await expectedBanner(page, 0, 'en')} See the plans`),
    );
    await page.context().close();
  });

  it('with no case, says to create one and refuses to generate', async () => {
    const page = await open({ withCase: false });
    const link = page.getByRole('link', { name: 'Go to the Tracker' });
    await link.waitFor();
    expect(await page.locator('.research p', { has: link }).textContent()).toBe(
      'No cases found. Create a case in the Tracker first. Go to the Tracker',
    );
    expect(await link.getAttribute('href')).toBe('/tracker');
    await page.getByRole('button', { name: 'Generate Research' }).click();
    await toast(page, 'No case selected', 'Please select a case first');
    await page.context().close();
  });

  it('works in European Portuguese, axe clean with the analysis', async () => {
    const page = await open({ prefix: '/pt' });
    await banner(page).waitFor();
    expect(await banner(page).textContent()).toBe(await expectedBanner(page, 2, 'pt'));
    await page.getByRole('button', { name: 'Gerar pesquisa' }).click();
    await toast(page, 'Análise concluída', 'Pesquisa de jurisprudência gerada com êxito');
    const output = page.locator('[data-research-output]');
    await output.getByRole('heading', { level: 3, name: 'Pesquisa jurídica: Maria da Conceição contra Acme Ltd' }).waitFor();
    await output.getByRole('heading', { level: 4, name: 'Os critérios legais' }).waitFor();
    await eventually(async () => expect(await banner(page).textContent()).toBe(await expectedBanner(page, 1, 'pt')));
    expect(await pastItems(page).first().getByRole('button').first().textContent()).toMatch(
      /^Pesquisa de \d{1,2} de \p{L}+ de \d{4}, \d{2}:\d{2}$/u,
    );
    await noViolations(page, 'Portuguese with an analysis');
    await page.context().close();
  });
});
