/**
 * The documents screen in Chromium at phone width: sign-in required, the empty states,
 * generate a particulars of claim from the case, edit and save, download it as .txt and .docx (the
 * Word file read back with mammoth), delete it through the confirmation, the free ET1 limit (asked
 * before the last free one; an unchanged case drafted again for nothing; nothing to buy without
 * payments), and
 * Portuguese; axe clean in each state. Each test starts from a fresh account and its case.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import mammoth from 'mammoth';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { axeViolations, describeViolations } from './axe';
import { eventually, newPage, PHONE, sharedBrowser, TEST_NOW } from './browser';
import { createCase } from './cases';
import { signInFromPage, uniqueEmail } from './session';

const browser = sharedBrowser();
const root = path.resolve(import.meta.dirname, '../..');

/** Runs SQL against the test server's D1 (values are ours: no quoting needed). */
function sql(statement: string): void {
  const result = spawnSync(
    path.join(root, 'node_modules', '.bin', 'wrangler'),
    ['d1', 'execute', 'DB', '--local', '--persist-to', inject('stateDir'), '--command', statement],
    { cwd: root, encoding: 'utf8', env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } },
  );
  expect(result.status, result.stderr).toBe(0);
}

const CASE = {
  claimantName: 'Ana Silva',
  employerName: 'Harbour Logistics Ltd',
  claimType: 'unfair-dismissal',
  dismissalDate: '2026-08-28',
  acasStartDate: '2026-09-20',
  acasEndDate: '2026-10-30',
  acasCertificateNumber: 'R123456/26/01',
  hearingDate: '2027-04-19',
};

async function noViolations(page: Page, label: string): Promise<void> {
  // The sticky header and toasts overlap buttons while scrolled: check from the top.
  await page.evaluate(() => window.scrollTo(0, 0));
  const violations = await axeViolations(page);
  expect(violations, `${label}\n${describeViolations(violations)}`).toEqual([]);
}

/**
 * A toast was put in the live region (and so announced). On a phone only the newest of a region
 * shows (ToastRegion.astro): "Document generated!" sits under the payments notice that follows it.
 */
async function toast(page: Page, text: string): Promise<void> {
  await page.locator('[data-toast-region]').getByText(text, { exact: true }).waitFor({ state: 'attached' });
}

async function open({
  prefix = '',
  withCase = true,
  email = uniqueEmail('documents'),
  before = (_email: string) => {},
} = {}): Promise<Page> {
  const { page } = await newPage(browser(), PHONE, { clock: TEST_NOW });
  await signInFromPage(page, email);
  before(email);
  if (withCase) await createCase(page, CASE);
  await page.goto(`${prefix}/documents`);
  return page;
}

async function download(page: Page, button: string): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  const where = await file.path();
  return { name: file.suggestedFilename(), bytes: fs.readFileSync(where) };
}

describe('the documents screen', () => {
  it('sends a signed-out reader to sign in', async () => {
    const { context, page } = await newPage(browser(), PHONE);
    await page.goto('/documents');
    await page.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('next') === '/documents');
    await context.close();
  });

  it('says to create a case first when there is none', async () => {
    const page = await open({ withCase: false });
    await page.getByText('No cases found. Create a case in the Tracker first.').waitFor();
    await noViolations(page, 'no cases');
    await page.context().close();
  });

  it('shows the hearing-date schedule, generates, edits, saves, downloads and deletes a document', async () => {
    const page = await open();
    await page.getByText('No documents yet. Generate your first document!').waitFor();
    // Hearing 19 April 2027: the bundle is agreed 8 to 6 weeks before.
    await page.getByText('Agree the bundle: 8–6 weeks before — between 22 February 2027 and 8 March 2027').waitFor();
    await page.getByText('2 free ET1 drafts left this month.', { exact: false }).waitFor();
    await noViolations(page, 'empty');

    // Particulars plead the complaints chosen first: the claim type's own is ticked; none is refused.
    await page.getByRole('button', { name: 'Generate Particulars of Claim' }).click();
    const complaints = page.locator('.complaints-form');
    const unfair = complaints.getByRole('checkbox', { name: 'Unfair dismissal' });
    expect(await unfair.isChecked()).toBe(true);
    // At phone width the form needs no sideways scrolling.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await unfair.uncheck();
    await complaints.getByRole('button', { name: 'Draft the particulars with these complaints' }).click();
    await page.locator('.error-summary').getByText('Choose at least one complaint').waitFor();
    expect(await page.evaluate(() => document.activeElement?.classList.contains('error-summary'))).toBe(true);
    await noViolations(page, 'complaints error');
    await unfair.check();
    await complaints.getByRole('checkbox', { name: 'There was no proper investigation' }).check();
    await complaints.getByRole('button', { name: 'Draft the particulars with these complaints' }).click();
    await toast(page, 'Document generated!');
    const viewer = page.locator('.document-viewer');
    await viewer.getByRole('heading', { name: 'Particulars of Claim', level: 2 }).waitFor();
    await viewer.getByText('The Claimant is Ana Silva.').waitFor();
    await viewer.getByText('the claim must be presented by 6 January 2027', { exact: false }).waitFor();
    await viewer.getByText('the Respondent did not carry out a reasonable investigation before deciding').waitFor();
    await noViolations(page, 'generated');

    await viewer.getByRole('button', { name: 'Edit' }).click();
    const editor = viewer.getByLabel('Document text');
    await editor.fill('');
    await viewer.getByRole('button', { name: 'Save' }).click();
    await page.locator('.error-summary').getByText('The document cannot be empty').waitFor();
    expect(await page.evaluate(() => document.activeElement?.classList.contains('error-summary'))).toBe(true);
    await noViolations(page, 'edit error');
    await editor.fill(
      '# Particulars of Claim\n\n1. The Claimant is Ana Silva, a warehouse supervisor.\n\n| Date | Event |\n|---|---|\n| 28 August 2026 | Dismissed |',
    );
    await viewer.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Saved!');
    await viewer.getByRole('button', { name: 'Edit' }).waitFor();
    await viewer.getByText('The Claimant is Ana Silva, a warehouse supervisor.').waitFor();

    const text = await download(page, 'Download .txt');
    expect(text.name).toBe('Particulars_of_Claim.txt');
    expect(text.bytes.toString('utf8')).toContain('1. The Claimant is Ana Silva, a warehouse supervisor.');
    const word = await download(page, 'Download Word (.docx)');
    expect(word.name).toBe('Particulars_of_Claim.docx');
    const { value } = await mammoth.convertToHtml({ buffer: word.bytes });
    expect(value).toContain('<h1>Particulars of Claim</h1>');
    expect(value).toContain('The Claimant is Ana Silva, a warehouse supervisor.');
    expect(value).toContain('<td><p>28 August 2026</p></td>');

    await viewer.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this document?' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Deleted.');
    await page.getByText('No documents yet. Generate your first document!').waitFor();
    expect(await page.locator('.document-viewer').count()).toBe(0);
    await page.context().close();
  });

  it('asks before the last free ET1, drafts an unchanged case again for nothing, and past the limit offers nothing to buy without payments', async () => {
    const page = await open();
    // A change to the case, so that the next ET1 is a new draft.
    const changeCase = (notes: string) =>
      page.evaluate(async (text) => {
        const { items } = (await (await fetch('/api/cases')).json()) as { items: { id: string }[] };
        const response = await fetch(`/api/cases/${items[0]?.id}`, {
          method: 'PATCH',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ notes: text }),
        });
        return response.status;
      }, notes);
    const et1 = page.getByRole('button', { name: 'Generate ET1 Claim Form' });
    const dialog = page.getByRole('dialog', { name: 'Use your last free ET1 draft?' });
    const confirm = dialog.getByRole('button', { name: 'Use it and draft the ET1' });
    await et1.click();
    await toast(page, 'Document generated!');
    await page.getByText('1 free ET1 draft left this month.', { exact: false }).waitFor();

    // The last free one: asked first; the case has not changed, so it costs nothing.
    await et1.click();
    await dialog.waitFor();
    await noViolations(page, 'last free ET1');
    await confirm.click();
    await eventually(() => page.locator('.my-documents li').count()).toBe(2);
    await page.getByText('1 free ET1 draft left this month.', { exact: false }).waitFor();

    expect(await changeCase('The manager confirmed the dismissal in writing')).toBe(200);
    await et1.click();
    await confirm.click();
    await page.getByText('0 free ET1 drafts left this month.', { exact: false }).waitFor();

    expect(await changeCase('And refused an appeal')).toBe(200);
    await et1.click();
    await toast(page, 'Free limit reached');
    await page
      .locator('[data-toast-region]')
      .getByText(
        'You have used your free ET1 drafts for this month. Drafting an unchanged case again is still free, and the count starts again next month.',
      )
      .waitFor();
    // Payments are off on this server: nothing to buy, and the banner says what is free.
    expect(await page.getByText('This document is paid.').count()).toBe(0);
    await page.getByText('Payment for single documents will be added soon; until then, other documents are free.').waitFor();
    expect(await page.locator('.documents-usage a').count()).toBe(0);
    await noViolations(page, 'limit');
    await page.context().close();
  });

  it('works in Portuguese, drafts in English by default, and labels a Portuguese reading copy', async () => {
    const page = await open({ prefix: '/pt' });
    await page.getByText('Ainda não há documentos. Gere o seu primeiro documento!').waitFor();
    const language = page.getByLabel('Língua do documento');
    expect(await language.inputValue()).toBe('en');
    await language.selectOption('pt');
    await page.getByRole('button', { name: 'Gerar Cronologia', exact: true }).click();
    await toast(page, 'Documento gerado!');
    await page.locator('.document-viewer').getByText('Audiência no tribunal').waitFor();
    await page.locator('.document-viewer').getByText('Esta é uma cópia de leitura em português', { exact: false }).waitFor();
    await noViolations(page, 'pt generated');
    await page.context().close();
  });

  it('on a Portuguese screen, lists the passages of an English draft that are not in English, and its Word footer speaks English', async () => {
    const page = await open({ prefix: '/pt' });
    // A dated event told in Portuguese: the chronology, filed in English, carries it.
    const status = await page.evaluate(async () => {
      const { items } = (await (await fetch('/api/cases')).json()) as { items: { id: string }[] };
      const response = await fetch(`/api/cases/${items[0]?.id}/events`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          kind: 'detriment',
          date: '2026-08-14',
          description: 'Tiraram-me dos turnos depois de eu ter avisado a gerente sobre a falta de pessoal',
        }),
      });
      return response.status;
    });
    expect(status).toBe(201);
    await page.reload();
    await page.getByText('Ainda não há documentos. Gere o seu primeiro documento!').waitFor();
    expect(await page.getByLabel('Língua do documento').inputValue()).toBe('en');
    await page.getByRole('button', { name: 'Gerar Cronologia', exact: true }).click();
    await toast(page, 'Documento gerado!');
    const warning = page.locator('[data-not-english]');
    await warning.getByText('Não está em inglês: o tribunal lê em inglês').waitFor();
    await warning.getByText('Tiraram-me dos turnos', { exact: false }).waitFor();
    // No language model on this server: asking for English versions says plainly what to do instead.
    await warning.getByRole('button', { name: 'Sugerir versões em inglês' }).click();
    await warning.locator('[data-translation-unavailable]').waitFor();
    await noViolations(page, 'not in English');
    const word = await download(page, 'Descarregar Word (.docx)');
    const footers = Object.entries(unzipSync(new Uint8Array(word.bytes)))
      .filter(([name]) => /^word\/footer\d*\.xml$/.test(name))
      .map(([, bytes]) => strFromU8(bytes))
      .join('');
    expect(footers).toContain('Page ');
    expect(footers).not.toContain('Página');
    await page.context().close();
  });

  it('asks a paralegal to review a document and shows their reply beside it', async () => {
    const grant = (email: string) =>
      sql(
        `INSERT INTO subscriptions (id, user_id, customer_id, status, current_period_end, cancel_at_period_end, last_event_created, updated_at) SELECT 'local_' || id, id, NULL, 'active', NULL, 0, 0, '2026-11-22T12:00:00.000Z' FROM user WHERE email = '${email}'; INSERT INTO subscription_items (subscription_id, price_id, plan_type) SELECT 'local_' || id, 'local', 'paralegal' FROM user WHERE email = '${email}'`,
      );
    const page = await open({ before: grant });
    await page.getByRole('button', { name: 'Generate Witness Statement' }).click();
    await toast(page, 'Document generated!');
    const viewer = page.locator('.document-viewer');
    await viewer.getByRole('button', { name: 'Request review' }).click();
    await toast(page, 'Review requested');

    const requestId = await page.evaluate(async () => {
      const { items } = (await (await fetch('/api/documents')).json()) as { items: { id: string }[] };
      const reviews = (await (await fetch(`/api/documents/${items[0]?.id}/reviews`)).json()) as { items: { id: string }[] };
      return reviews.items[0]?.id ?? '';
    });
    // A paralegal replies to it through the queue's API.
    const reviewer = await newPage(browser(), PHONE, { clock: TEST_NOW });
    const reviewerEmail = uniqueEmail('paralegal');
    await signInFromPage(reviewer.page, reviewerEmail);
    sql(`UPDATE user SET role = 'paralegal' WHERE email = '${reviewerEmail}'`);
    const replied = await reviewer.page.evaluate(async (id) => {
      const response = await fetch(`/api/admin/reviews/${id}/replies`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ body: 'Paragraph 4 needs the date of the meeting.' }),
      });
      return response.status;
    }, requestId);
    expect(replied).toBe(201);
    await reviewer.context.close();

    await page.reload();
    await page.locator('.my-documents button').first().click();
    await page.locator('.document-viewer').getByText('Paragraph 4 needs the date of the meeting.').waitFor();
    await noViolations(page, 'review reply');
    await page.context().close();
  });
});
