/**
 * /bundle: a claimant keeps a case's documents here. Upload with a progress bar per
 * file, the browser's own refusals, the Worker's signature check, download through the signed link,
 * delete behind the confirmation; in both languages, axe clean in every state.
 */
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from './axe';
import { eventually, holdRequests, newPage, PHONE, sharedBrowser } from './browser';
import { createCase } from './cases';
import { signInFromPage } from './session';

const browser = sharedBrowser();

/** A one-page PDF small enough to write by hand: the header is what the Worker's signature check reads. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const NOTES = Buffer.from('Meeting with HR on 3 March 2026.\nJoão was there.\n');

async function withCase(page: Page, claimantName = 'Ana Silva', employerName = 'Acme Ltd'): Promise<void> {
  await signInFromPage(page);
  await createCase(page, { claimantName, employerName });
}

async function expectAxeClean(page: Page): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

const toast = (page: Page, text: string) => page.locator('[data-toast-region]').getByText(text, { exact: true });

describe('the document bundle', () => {
  it('uploads with a progress bar, lists, downloads and deletes a file', async () => {
    const { context, page } = await newPage(browser(), PHONE);
    await withCase(page);
    await page.goto('/bundle');
    await page.getByText('No documents uploaded yet. Start building your bundle above.', { exact: true }).waitFor();
    expect(await page.getByRole('heading', { name: '0 documents in this bundle' }).count()).toBe(1);
    await expectAxeClean(page);

    // Hold the upload at the network so the sending state can be seen; released once checked.
    const release = await holdRequests(page, '**/api/cases/*/bundle', (request) => request.method() === 'POST');
    await page.getByLabel('Choose files to upload').setInputFiles([
      { name: 'Dismissal letter.pdf', mimeType: 'application/pdf', buffer: PDF },
      { name: 'notes.txt', mimeType: 'text/plain', buffer: NOTES },
    ]);
    await page.getByRole('progressbar', { name: 'Uploading Dismissal letter.pdf' }).waitFor();
    await page.getByRole('status').getByText('Uploading…').waitFor();
    expect(await page.getByLabel('Choose files to upload').isDisabled()).toBe(true);
    await expectAxeClean(page);
    release();

    await toast(page, 'Document uploaded').waitFor();
    await page.getByRole('heading', { name: '2 documents in this bundle' }).waitFor();
    await eventually(() => page.getByLabel('Choose files to upload').isDisabled()).toBe(false);
    expect(await page.locator('.bundle-file-name').allTextContents()).toEqual(['notes.txt', 'Dismissal letter.pdf']);
    // The Worker stamps the upload with its own clock (not the page's): the day's shape, not a fixed day.
    expect(await page.locator('.bundle-file-meta').first().textContent()).toMatch(/^50 B · uploaded \d{1,2} [A-Z][a-z]+ \d{4}$/);
    await expectAxeClean(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download notes.txt' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('notes.txt');
    expect(fs.readFileSync(await download.path())).toEqual(NOTES);

    const deleteButton = page.getByRole('button', { name: 'Delete notes.txt' });
    await deleteButton.click();
    const dialog = page.getByRole('dialog', { name: 'Delete notes.txt?' });
    await dialog.waitFor();
    await expectAxeClean(page);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Document deleted').waitFor();
    await page.getByRole('heading', { name: '1 document in this bundle' }).waitFor();
    expect(await page.locator('.bundle-file-name').allTextContents()).toEqual(['Dismissal letter.pdf']);
    await context.close();
  });

  it('refuses a file over 10MB before sending it, and a PDF that is not one after', async () => {
    const { context, page } = await newPage(browser(), PHONE);
    await withCase(page);
    await page.goto('/bundle');
    await page.getByText('No documents uploaded yet. Start building your bundle above.', { exact: true }).waitFor();
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/bundle')) posts.push(request.url());
    });

    await page
      .getByLabel('Choose files to upload')
      .setInputFiles([{ name: 'scan.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 0x25) }]);
    await toast(page, 'File too large').waitFor();
    await toast(page, 'Maximum file size is 10MB').waitFor();
    await page.getByText('scan.pdf was not added: the maximum file size is 10MB.', { exact: true }).waitFor();
    expect(posts).toEqual([]);

    await page
      .getByLabel('Choose files to upload')
      .setInputFiles([{ name: 'contract.pdf', mimeType: 'application/pdf', buffer: Buffer.from('just some text, not a PDF') }]);
    await toast(page, 'Upload failed').waitFor();
    const refusal =
      'contract.pdf was not added: its content is not the type its name says. Save it again in that format, or as a PDF.';
    await page.locator('.upload-problem').getByText(refusal, { exact: true }).waitFor();
    expect(posts).toHaveLength(1);
    expect(await page.getByRole('heading', { name: '0 documents in this bundle' }).count()).toBe(1);
    await expectAxeClean(page);
    await context.close();
  });

  it('works in Portuguese', async () => {
    const { context, page } = await newPage(browser(), PHONE);
    await withCase(page, 'João Sousa', 'Lojas Lda');
    await page.goto('/pt/bundle');
    await page
      .getByText('Ainda não carregou nenhum documento. Comece a construir o seu dossier acima.', { exact: true })
      .waitFor();
    expect(await page.getByRole('combobox', { name: 'Processo' }).inputValue()).not.toBe('');
    expect(await page.locator('option').first().textContent()).toBe('João Sousa contra Lojas Lda');
    await page
      .getByLabel('Escolher ficheiros para carregar')
      .setInputFiles([{ name: 'notas.txt', mimeType: 'text/plain', buffer: NOTES }]);
    await toast(page, 'Documento carregado').waitFor();
    await page.getByRole('heading', { name: '1 documento neste dossier' }).waitFor();
    expect(await page.locator('.bundle-file-meta').first().textContent()).toMatch(
      /^50 B · carregado a \d{1,2} de [a-zç]+ de \d{4}$/,
    );
    await page.getByRole('button', { name: 'Eliminar notas.txt' }).click();
    await page.getByRole('dialog', { name: 'Eliminar notas.txt?' }).waitFor();
    await expectAxeClean(page);
    await context.close();
  });
});
