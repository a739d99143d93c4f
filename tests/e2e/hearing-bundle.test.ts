/**
 * The hearing bundle, from the /bundle screen: a PDF, an image and a text file uploaded,
 * ordered, sectioned, dated and described by the claimant (kept across a reload), built into one PDF
 * in the browser, then read back here with pdf-lib: its page count, the index entries and their
 * links, 'Page N of M' on every page, the page labels and the outline. From the Portuguese screen the
 * bundle is still in English; the Portuguese reading copy is marked as not for filing. A witness
 * statement drafted after a build cites the bundle's pages, and its references follow a rebuild in
 * another order once the claimant updates them on /documents.
 */
import fs from 'node:fs';
import path from 'node:path';
import { grayscale, PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import type { Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { links, readOutline, shownText } from '../unit/_bundle-pdf';
import { axeViolations, describeViolations } from './axe';
import { eventually, holdRequests, newPage, PHONE, sharedBrowser } from './browser';
import { createCase } from './cases';
import { signInFromPage } from './session';

const browser = sharedBrowser();

async function twoPagePdf(): Promise<string> {
  const pdf = await PDFDocument.create();
  for (const text of ['Claim form, page one', 'Claim form, page two'])
    pdf.addPage([595.28, 841.89]).drawText(text, { x: 72, y: 760 });
  return Buffer.from(await pdf.save()).toString('base64');
}

interface Upload {
  name: string;
  type: string;
  base64: string;
}

/** A PDF of one page per text given (a page given no text has only a grey box: a scan, to pdf.js). */
async function textPdf(pages: readonly string[]): Promise<string> {
  const pdf = await PDFDocument.create();
  for (const text of pages) {
    const page = pdf.addPage([595.28, 841.89]);
    if (text) page.drawText(text, { x: 72, y: 760, size: 11 });
    else page.drawRectangle({ x: 72, y: 300, width: 400, height: 400, color: grayscale(0.8) });
  }
  return Buffer.from(await pdf.save()).toString('base64');
}

/** Signs in, creates the case and uploads the three files through the API, as the screen would. */
async function caseWithFiles(page: Page): Promise<void> {
  await caseWith(page, [
    { name: 'ET1 claim form.pdf', type: 'application/pdf', base64: await twoPagePdf() },
    {
      name: 'Rota photo.png',
      type: 'image/png',
      base64: fs.readFileSync(path.resolve('tests/fixtures/bundle/tiny.png')).toString('base64'),
    },
    {
      name: 'Timeline notes.txt',
      type: 'text/plain',
      base64: Buffer.from('Meeting with HR on 3 March 2026.\nJoão was there.\n').toString('base64'),
    },
  ]);
}

/** Signs in, creates the case and uploads the files through the API. */
async function caseWith(page: Page, files: readonly Upload[]): Promise<void> {
  await signInFromPage(page);
  const id = await createCase(page);
  const statuses = await page.evaluate(
    async ({ id, uploads }) => {
      const answers: number[] = [];
      for (const upload of uploads) {
        const bytes = Uint8Array.from(atob(upload.base64), (char) => char.charCodeAt(0));
        const form = new FormData();
        form.append('file', new File([bytes], upload.name, { type: upload.type }));
        answers.push((await fetch(`/api/cases/${id}/bundle`, { method: 'POST', body: form })).status);
      }
      return answers;
    },
    { id, uploads: files },
  );
  expect(statuses).toEqual(files.map(() => 201));
}

async function expectAxeClean(page: Page): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

describe('building the hearing bundle', () => {
  it('builds one numbered, indexed, bookmarked PDF in the order and sections chosen', async () => {
    const { context, page } = await newPage(browser(), PHONE);
    await caseWithFiles(page);
    await page.goto('/bundle');
    const builder = page.locator('section.hearing-bundle');
    await builder.getByRole('heading', { name: 'Build hearing bundle' }).waitFor();
    // The bundle starts in upload order, oldest first.
    const names = () => builder.locator('.bundle-item-name').allTextContents();
    await eventually(names).toEqual(['ET1 claim form.pdf', 'Rota photo.png', 'Timeline notes.txt']);

    // The photo is put in the pleadings section, which moves it first; then back among the evidence,
    // where the notes go above it by keyboard.
    const item = (name: string) => builder.locator('li', { has: page.locator('.bundle-item-name', { hasText: name }) });
    await item('Rota photo.png').getByLabel('Section').selectOption('pleadings');
    await eventually(names).toEqual(['Rota photo.png', 'ET1 claim form.pdf', 'Timeline notes.txt']);
    await item('ET1 claim form.pdf').getByLabel('Section').selectOption('pleadings');
    await item('Rota photo.png').getByLabel('Section').selectOption('evidence');
    await item('Timeline notes.txt').getByLabel('Section').selectOption('evidence');
    await eventually(names).toEqual(['ET1 claim form.pdf', 'Rota photo.png', 'Timeline notes.txt']);
    await builder.getByRole('button', { name: 'Move up: Timeline notes.txt' }).click();
    await eventually(names).toEqual(['ET1 claim form.pdf', 'Timeline notes.txt', 'Rota photo.png']);
    await builder.getByText('Timeline notes.txt: position 2 of 3', { exact: true }).waitFor();
    // Each section under its heading: the first evidence file cannot move up past the pleadings, and the heading says why.
    expect(await builder.locator('.bundle-order-heading').allTextContents()).toEqual(['Pleadings', 'Evidence']);
    expect(await builder.getByRole('button', { name: 'Move up: Timeline notes.txt' }).isDisabled()).toBe(true);
    // The claim form's own date and a description for the index; the others stay undated.
    await item('ET1 claim form.pdf').getByLabel('Description in the index').fill('Claim form (ET1)');
    await item('ET1 claim form.pdf').getByLabel('Date of the document').fill('2026-10-15');
    await builder.getByText('Your arrangement is saved.', { exact: true }).waitFor();
    await expectAxeClean(page);

    // A reload finds the arrangement as it was left: order, sections, date and description.
    await page.reload();
    await eventually(names).toEqual(['ET1 claim form.pdf', 'Timeline notes.txt', 'Rota photo.png']);
    expect(await item('Rota photo.png').getByLabel('Section').inputValue()).toBe('evidence');
    expect(await item('ET1 claim form.pdf').getByLabel('Section').inputValue()).toBe('pleadings');
    expect(await item('ET1 claim form.pdf').getByLabel('Description in the index').inputValue()).toBe('Claim form (ET1)');
    expect(await item('ET1 claim form.pdf').getByLabel('Date of the document').inputValue()).toBe('2026-10-15');

    // Hold the files at the network so the progress bar can be seen; released once checked.
    const release = await holdRequests(page, '**/api/files/*');
    const downloading = page.waitForEvent('download');
    await builder.getByRole('button', { name: 'Build hearing bundle' }).click();
    await builder.getByRole('progressbar').waitFor();
    await expectAxeClean(page);
    release();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('Ana_Silva_v_Acme_Ltd_hearing_bundle.pdf');
    const ready = page.locator('.toast', { hasText: 'Your hearing bundle is ready' });
    await ready.waitFor();
    await builder.getByRole('heading', { name: 'Your bundle' }).waitFor();
    // The summary as the claimant reads it once the success toast has left by itself (8 s): on a
    // phone the toast sits over the bottom of the screen, over whichever buttons happen to be there.
    await ready.waitFor({ state: 'detached', timeout: 20_000 });
    // Focus is on the summary's heading. axe's target-size rule counts a button half scrolled
    // under the sticky header as too small, so the check runs from the top of the page, where
    // nothing sits under the header.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Your bundle');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectAxeClean(page);
    // Once built, the bundle screen leads to the case's hearing day kit.
    const keep = builder.getByRole('link', { name: 'Keep this bundle for the hearing day' });
    expect(await keep.getAttribute('href')).toMatch(/^\/hearing\?case=[0-9a-f-]{36}$/);

    const pdf = await PDFDocument.load(fs.readFileSync(await download.path()));
    // Index (1 page), the claim form (2), the notes (1), the photo (1).
    expect(pdf.getPageCount()).toBe(5);
    for (let page = 0; page < 5; page++) {
      expect(shownText(pdf, page).map((shown) => shown.text)).toContain(`Page ${page + 1} of 5`);
    }
    const index = shownText(pdf, 0).map((shown) => shown.text);
    for (const entry of [
      'Index',
      'Pleadings',
      'Evidence',
      // The description and the document's own date, not the file name and the upload date.
      'Claim form (ET1)',
      '15/10/2026',
      'Undated',
      'Rota photo.png',
      'Timeline notes.txt',
      'pp. 2–3',
      'p. 4',
      'p. 5',
    ]) {
      expect(index).toContain(entry);
    }
    expect(index).not.toContain('ET1 claim form.pdf');
    // Each index entry links to the first page of its document.
    expect(links(pdf, 0).map((link) => link.page)).toEqual([1, 3, 4]);
    expect(
      readOutline(pdf).map((node) => [node.title, node.page, node.children.map((child) => [child.title, child.page])]),
    ).toEqual([
      ['Index', 0, []],
      ['Pleadings', 1, [['1. Claim form (ET1)', 1]]],
      [
        'Evidence',
        3,
        [
          ['2. Timeline notes.txt', 3],
          ['3. Rota photo.png', 4],
        ],
      ],
    ]);
    const labels = pdf.catalog.lookup(PDFName.of('PageLabels'), PDFDict);
    // One range from the first page: decimal numbers starting at 1, as printed on the pages.
    expect(labels.get(PDFName.of('Nums'))?.toString().replace(/\s+/g, ' ')).toBe('[ 0 << /S /D /St 1 >> ]');

    // The hearing day kit lists the bundle's documents at the pages the index gives, once it is stored.
    const kit = (await keep.getAttribute('href')) ?? '';
    await expect
      .poll(
        async () => {
          await page.goto(kit);
          await page.locator('.hearing h2').first().waitFor();
          return page.locator('.hearing-bundle-pages li').allTextContents();
        },
        { timeout: 20_000 },
      )
      .toEqual(['Claim form (ET1) [B: 2–3]', 'Timeline notes.txt [B: 4]', 'Rota photo.png [B: 5]']);
    await context.close();
  });

  it('builds it in English from the Portuguese screen, with a Portuguese reading copy marked not for filing', async () => {
    const { context, page } = await newPage(browser(), PHONE);
    await caseWithFiles(page);
    await page.goto('/pt/bundle');
    const builder = page.locator('section.hearing-bundle');
    await builder.getByRole('heading', { name: 'Criar o dossier da audiência' }).waitFor();
    // The screen says which file is which.
    await builder.getByText('O dossier é feito em inglês, a língua do tribunal', { exact: false }).waitFor();

    const filing = page.waitForEvent('download');
    await builder.getByRole('button', { name: 'Criar o dossier da audiência (em inglês, para o tribunal)' }).click();
    const filed = await PDFDocument.load(fs.readFileSync(await (await filing).path()));
    expect(filed.getPageCount()).toBe(5);
    const index = shownText(filed, 0).map((shown) => shown.text);
    expect(index).toEqual(expect.arrayContaining(['Hearing bundle', 'Index', 'Undated', 'Page 1 of 5']));
    expect(index).not.toContain('Índice');
    expect(shownText(filed, 4).map((shown) => shown.text)).toContain('Page 5 of 5');

    const reading = page.waitForEvent('download');
    await builder.getByRole('button', { name: 'Cópia de leitura em português (não apresentar ao tribunal)' }).click();
    const download = await reading;
    expect(download.suggestedFilename()).toBe('Ana_Silva_v_Acme_Ltd_hearing_bundle_reading_copy_pt.pdf');
    const copy = await PDFDocument.load(fs.readFileSync(await download.path()));
    const copyIndex = shownText(copy, 0).map((shown) => shown.text);
    expect(copyIndex).toEqual(
      expect.arrayContaining(['Dossier da audiência (cópia de leitura, não apresentar ao tribunal)', 'Índice', 'Sem data']),
    );
    expect(shownText(copy, 4).map((shown) => shown.text)).toContain(
      'Página 5 de 5 – cópia de leitura, não apresentar ao tribunal',
    );

    // The checklist in Portuguese: the numbering checked on the bundle just built, the documents
    // read on request; axe clean, and nothing runs off the side from a phone to a wide screen.
    const checks = builder.locator('section.bundle-checks');
    await checks.getByText('Verificado no dossier criado: as páginas 1 a 5', { exact: false }).waitFor();
    await checks.getByRole('button', { name: 'Verificar os meus documentos' }).click();
    await checks.getByRole('button', { name: 'Verificar de novo' }).waitFor();
    await checks.getByRole('heading', { name: 'Documentos sem data' }).waitFor();
    await expectAxeClean(page);
    for (const width of [320, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      await page.waitForFunction((w) => window.innerWidth === w, width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBeLessThanOrEqual(width);
    }
    await context.close();
  });

  it('checks the bundle before the build: the page limit, a scanned file, a without-prejudice letter, undated files', async () => {
    const { context, page } = await newPage(browser(), PHONE);
    await caseWith(page, [
      {
        name: 'Claim form.pdf',
        type: 'application/pdf',
        base64: await textPdf(['Claim form: the claimant was unfairly dismissed', 'Details of the claim and the remedy sought']),
      },
      {
        name: 'Offer letter.pdf',
        type: 'application/pdf',
        base64: await textPdf(['WITHOUT PREJUDICE: our client offers you 2,000 pounds']),
      },
      { name: 'Scanned payslip.pdf', type: 'application/pdf', base64: await textPdf(['']) },
    ]);
    await page.goto('/bundle');
    const builder = page.locator('section.hearing-bundle');
    const checks = builder.locator('section.bundle-checks');
    await checks.getByRole('heading', { name: 'Check before you build' }).waitFor();
    const item = (name: string) => builder.locator('li', { has: page.locator('.bundle-item-name', { hasText: name }) });
    await item('Claim form.pdf').getByLabel('Date of the document').fill('2026-10-15');
    await checks.getByLabel('Page limit in the tribunal’s order (if any)').fill('3');
    await checks.getByRole('button', { name: 'Check my documents' }).click();

    // 2 + 1 + 1 pages of documents against a limit of 3: over, said in words beside the meter.
    await checks.getByRole('meter', { name: 'Pages of documents against the limit' }).waitFor();
    await checks.getByText('4 of 3 pages, plus the index. Over the limit.', { exact: false }).waitFor();
    await checks.getByText('Scanned payslip.pdf: scanned: the tribunal cannot search it.', { exact: true }).waitFor();
    await checks.getByText('Offer letter.pdf mentions “without prejudice”.', { exact: false }).waitFor();
    expect(await checks.locator('.bundle-check-list li').allTextContents()).toEqual([
      'Scanned payslip.pdf: scanned: the tribunal cannot search it.',
      expect.stringContaining('Offer letter.pdf mentions “without prejudice”.'),
      expect.stringContaining('Offer letter.pdf has no date.'),
      expect.stringContaining('Scanned payslip.pdf has no date.'),
    ]);
    await expectAxeClean(page);
    // At 320 px nothing runs off the side.
    await page.setViewportSize({ width: 320, height: 740 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await context.close();
  });

  it('builds a bundle split into volumes, the index in the first, page numbers running on', async () => {
    const { context, page } = await newPage(browser(), PHONE);
    await caseWith(page, [
      { name: 'Claim form.pdf', type: 'application/pdf', base64: await textPdf(['Claim 1', 'Claim 2', 'Claim 3', 'Claim 4']) },
      {
        name: 'Emails.pdf',
        type: 'application/pdf',
        base64: await textPdf(Array.from({ length: 8 }, (_, i) => `Email ${i + 1}`)),
      },
    ]);
    await page.goto('/bundle');
    const builder = page.locator('section.hearing-bundle');
    await builder.getByRole('heading', { name: 'Build hearing bundle' }).waitFor();
    await builder.getByLabel('Volumes of at most a number of pages').check();
    // Built with no size given: refused through the error summary, which takes focus.
    await builder.getByRole('button', { name: 'Build hearing bundle' }).click();
    await builder
      .locator('.error-summary')
      .getByRole('link', { name: 'Enter the pages per volume as a whole number of 10 or more' })
      .waitFor();
    await eventually(() => page.evaluate(() => document.activeElement?.classList.contains('error-summary'))).toBe(true);
    await expectAxeClean(page);
    await builder.getByLabel('Pages per volume').fill('10');
    const downloads: Download[] = [];
    page.on('download', (download) => downloads.push(download));
    await builder.getByRole('button', { name: 'Build hearing bundle' }).click();
    await eventually(() => downloads.map((download) => download.suggestedFilename())).toEqual([
      'Ana_Silva_v_Acme_Ltd_hearing_bundle_volume_1_of_2.pdf',
      'Ana_Silva_v_Acme_Ltd_hearing_bundle_volume_2_of_2.pdf',
    ]);
    const [first, second] = await Promise.all(
      downloads.map(async (download) => PDFDocument.load(fs.readFileSync(await download.path()))),
    );
    // The index (1) and the claim form (4) make 5; the e-mails (8) would make 13 > 10.
    expect([first?.getPageCount(), second?.getPageCount()]).toEqual([5, 8]);
    const index = shownText(first!, 0).map((shown) => shown.text);
    expect(index).toEqual(expect.arrayContaining(['Volume 1', 'Volume 2', 'pp. 2–5', 'pp. 6–13', 'Page 1 of 13']));
    expect(shownText(second!, 0).map((shown) => shown.text)).toContain('Page 6 of 13');
    await builder
      .getByText('Checked in the bundle built: pages 1 to 13 are numbered without a break', { exact: false })
      .waitFor();
    await builder.getByRole('link', { name: 'Volume 2: pages 6–13', exact: false }).waitFor();
    await context.close();
  });
});

/** The case's id and its files' ids by name, read through the API as the screens do. */
async function caseAndFiles(page: Page): Promise<{ caseId: string; files: Record<string, string> }> {
  return page.evaluate(async () => {
    const { items } = (await (await fetch('/api/cases')).json()) as { items: { id: string }[] };
    const caseId = items[0]?.id ?? '';
    const { files } = (await (await fetch(`/api/cases/${caseId}/bundle`)).json()) as {
      files: { id: string; fileName: string }[];
    };
    return { caseId, files: Object.fromEntries(files.map((file) => [file.fileName, file.id])) };
  });
}

/** Builds the bundle to file from /bundle and waits until its index is stored for the drafts. */
async function buildAndStore(page: Page, caseId: string, before: string | null): Promise<string> {
  const builder = page.locator('section.hearing-bundle');
  const downloading = page.waitForEvent('download');
  await builder.getByRole('button', { name: 'Build hearing bundle' }).click();
  await downloading;
  const stored = () =>
    page.evaluate(async (id) => {
      const { index } = (await (await fetch(`/api/cases/${id}/bundle/build-index`)).json()) as { index: { id: string } | null };
      return index?.id ?? null;
    }, caseId);
  await eventually(stored).not.toBe(before);
  return (await stored()) ?? '';
}

describe('page references that stay right', () => {
  it('a witness statement’s page references follow the bundle when it is rebuilt in another order', async () => {
    const { context, page } = await newPage(browser(), PHONE);
    await caseWithFiles(page);
    const { caseId, files } = await caseAndFiles(page);
    const statuses = await page.evaluate(
      async ({ id, claimForm, notes }) => {
        const post = (body: unknown) =>
          fetch(`/api/cases/${id}/evidence`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          }).then((response) => response.status);
        return [
          await post({
            title: 'My claim form',
            category: 'other',
            importance: 'high',
            evidenceDate: '2026-10-15',
            bundleFileId: claimForm,
          }),
          await post({
            title: 'Notes of the HR meeting',
            category: 'other',
            importance: 'high',
            evidenceDate: '2026-03-03',
            bundleFileId: notes,
          }),
        ];
      },
      { id: caseId, claimForm: files['ET1 claim form.pdf'], notes: files['Timeline notes.txt'] },
    );
    expect(statuses).toEqual([201, 201]);

    // Built in upload order: index p. 1, the claim form pp. 2–3, the photo p. 4, the notes p. 5.
    await page.goto('/bundle');
    await page.locator('section.hearing-bundle').getByRole('heading', { name: 'Build hearing bundle' }).waitFor();
    const firstBuild = await buildAndStore(page, caseId, null);

    await page.goto('/documents');
    await page.getByRole('button', { name: 'Generate Witness Statement' }).click();
    const viewer = page.locator('.document-viewer');
    await viewer
      .getByText('My claim form. A copy is in the bundle as ET1 claim form.pdf (E2) [B: 2–3].', { exact: false })
      .waitFor();
    await viewer
      .getByText('Notes of the HR meeting. A copy is in the bundle as Timeline notes.txt (E1) [B: 5].', { exact: false })
      .waitFor();

    // The notes go first and the bundle is built again: the notes on p. 2, the claim form pp. 3–4.
    await page.goto('/bundle');
    const builder = page.locator('section.hearing-bundle');
    await builder.getByRole('button', { name: 'Move up: Timeline notes.txt' }).click();
    await builder.getByText('Timeline notes.txt: position 2 of 3', { exact: true }).waitFor();
    await builder.getByRole('button', { name: 'Move up: Timeline notes.txt' }).click();
    await builder.getByText('Timeline notes.txt: position 1 of 3', { exact: true }).waitFor();
    await builder.getByText('Your arrangement is saved.', { exact: true }).waitFor();
    await buildAndStore(page, caseId, firstBuild);

    await page.goto('/documents');
    await page.getByRole('button', { name: 'Witness Statement', exact: true }).click();
    const stale = viewer.locator('.page-refs-stale');
    await stale.getByText('some page references in it, like [B: 12], now point to the wrong pages', { exact: false }).waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectAxeClean(page);
    await stale.getByRole('button', { name: 'Update the page references (free)' }).click();
    await viewer
      .getByText('My claim form. A copy is in the bundle as ET1 claim form.pdf (E2) [B: 3–4].', { exact: false })
      .waitFor();
    await viewer
      .getByText('Notes of the HR meeting. A copy is in the bundle as Timeline notes.txt (E1) [B: 2].', { exact: false })
      .waitFor();
    await viewer.getByText('Page references like [B: 12] are to the hearing bundle built on', { exact: false }).waitFor();
    expect(await stale.count()).toBe(0);
    await context.close();
  });
});
