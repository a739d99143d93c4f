/**
 * The tracker loads its form checks (the shared schemas, and zod) only when a case is saved. A phone
 * that loses its connection for a moment, or a page left open across a release (the old file names
 * are gone), cannot fetch them: the save must still go through, checked by the Worker instead.
 */
import { describe, expect, it } from 'vitest';
import { DESKTOP, eventually, newPage, sharedBrowser, TEST_NOW } from './browser';
import { signInFromPage } from './session';

const browser = sharedBrowser();

describe('the tracker when its form checks cannot be fetched', () => {
  it('saves the case anyway, and shows the Worker’s refusal inline when a field is missing', async () => {
    const { context, page } = await newPage(browser(), DESKTOP, { clock: TEST_NOW });
    let refused = 0;
    await context.route('**/_astro/tracker-checks*.js', (route) => {
      refused += 1;
      return route.abort('internetdisconnected');
    });
    await signInFromPage(page);
    await page.goto('/tracker');
    await page.locator('form.case-form').waitFor();

    await page.getByLabel('Claimant name').fill('Ana Silva');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    // Refused by the Worker (400), shown the GOV.UK way on the field the message names.
    await eventually(() => page.locator('.error-summary a').allTextContents()).toEqual(['Employer name is required']);
    await eventually(() => page.getByLabel('Employer name').getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel('Employer name').fill('Acme Logistics Ltd');
    await page.getByLabel('Dismissal date (or the date of what happened)').fill('2026-11-02');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page
      .locator('[data-toast-region]')
      .getByText('Your case information has been saved successfully.', { exact: true })
      .waitFor();
    expect(refused).toBeGreaterThan(0);
    const saved = await page.evaluate(
      async () => ((await (await fetch('/api/cases')).json()) as { items: { employerName: string }[] }).items,
    );
    expect(saved.map((c) => c.employerName)).toEqual(['Acme Logistics Ltd']);
    await context.close();
  });

  it('shows every field the Worker refused, from its one answer, in Portuguese', async () => {
    const { context, page } = await newPage(browser(), DESKTOP, { clock: TEST_NOW });
    await context.route('**/_astro/tracker-checks*.js', (route) => route.abort('internetdisconnected'));
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/cases') posts.push(request.url());
    });
    await signInFromPage(page);
    await page.goto('/pt/tracker');
    await page.locator('form.case-form').waitFor();

    await page.getByRole('button', { name: 'Guardar alterações' }).click();
    await eventually(() => page.locator('.error-summary a').allTextContents()).toEqual([
      'O nome do demandante é obrigatório',
      'O nome do empregador é obrigatório',
    ]);
    expect(posts).toHaveLength(1);
    await context.close();
  });
});
