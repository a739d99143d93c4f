/**
 * The evidence screen in Chromium at phone width: sign-in required, the empty state, the
 * form's errors the GOV.UK way, add, edit, the list's order, the chronology with its CSV and Word
 * exports, delete through the confirmation dialog (focus in on Cancel, Escape, focus back), and
 * Portuguese; axe clean in each state. Each test starts from a fresh account, its case and items
 * made through the API.
 */
import fs from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from './axe';
import { eventually, newPage, PHONE, sharedBrowser, TEST_NOW } from './browser';
import { createCase } from './cases';
import { signInFromPage } from './session';

const browser = sharedBrowser();

const CASE = {
  claimantName: 'Maria da Conceição',
  employerName: 'Acme Ltd',
  dismissalDate: '2026-09-30',
  acasStartDate: '2026-10-10',
};

interface Item {
  title: string;
  category?: string;
  importance?: string;
  evidenceDate?: string;
  documentUrl?: string;
  tags?: string;
}

async function noViolations(page: Page, label: string): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations, `${label}\n${describeViolations(violations)}`).toEqual([]);
}

async function toast(page: Page, text: string): Promise<void> {
  await page.locator('[data-toast-region]').getByText(text, { exact: true }).waitFor();
}

/** A signed-in phone page with one case (and items, through the API), on the evidence screen. */
async function openWith(
  items: Item[],
  { prefix = '', withCase = true, files = [] as { name: string; text: string }[] } = {},
): Promise<Page> {
  const { page } = await newPage(browser(), PHONE, { clock: TEST_NOW });
  await signInFromPage(page);
  if (withCase) {
    const caseId = await createCase(page, CASE);
    const statuses = await page.evaluate(
      async ({ id, list, uploads }) => {
        const post = (path: string, body: object) =>
          fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
        const answers: number[] = [];
        if (uploads.length > 0) {
          const form = new FormData();
          for (const file of uploads) form.append('file', new File([file.text], file.name, { type: 'text/plain' }));
          answers.push((await fetch(`/api/cases/${id}/bundle`, { method: 'POST', body: form })).status);
        }
        // One after another: the list's order among undated items is the order they were added.
        for (const item of list) {
          answers.push((await post(`/api/cases/${id}/evidence`, { category: 'email', importance: 'medium', ...item })).status);
        }
        return answers;
      },
      { id: caseId, list: items, uploads: files },
    );
    expect(statuses).toEqual([...(files.length > 0 ? [201] : []), ...items.map(() => 201)]);
  }
  await page.goto(`${prefix}/evidence`);
  return page;
}

const titles = (page: Page) => page.locator('.evidence-list h3').allTextContents();
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return active?.getAttribute('aria-label') ?? active?.getAttribute('name') ?? active?.textContent?.trim() ?? '';
  });

/** The chronology's cells as the page shows them, without the phone layout's column names. */
const chronologyCells = (page: Page) =>
  page.locator('.chronology-table tbody tr').evaluateAll((rows) =>
    rows.map((row) =>
      Array.from(row.querySelectorAll('td')).map((cell) => {
        const copy = cell.cloneNode(true) as HTMLElement;
        for (const label of Array.from(copy.querySelectorAll('.cell-label'))) label.remove();
        return copy.textContent ?? '';
      }),
    ),
  );

async function download(page: Page, button: string): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  const where = await file.path();
  return { name: file.suggestedFilename(), bytes: fs.readFileSync(where) };
}

describe('the evidence screen', () => {
  it('sends a signed-out reader to sign in, with the way back', async () => {
    const { context, page } = await newPage(browser(), PHONE);
    await page.goto('/evidence');
    await page.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('next') === '/evidence');
    await context.close();
  });

  it('tells a claimant with no case to create one in the tracker', async () => {
    const page = await openWith([], { withCase: false });
    const link = page.getByRole('link', { name: 'Create your case in the tracker' });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe('/tracker');
    await page.context().close();
  });

  it('shows the empty state with what to add first, the case named in the selector, axe clean', async () => {
    const page = await openWith([]);
    await page.getByRole('heading', { name: 'No evidence items yet...' }).waitFor();
    expect(await page.getByLabel('Case', { exact: true }).locator('option:checked').textContent()).toBe(
      'Maria da Conceição v Acme Ltd',
    );
    expect(await page.locator('.evidence-empty p').textContent()).toMatch(/^Start with your contract, your dismissal letter/);
    await noViolations(page, 'empty state');
    await page.context().close();
  });

  it('opens the form on the title, refuses an empty title with the schema’s message in a focused summary', async () => {
    const page = await openWith([]);
    const toggle = page.getByRole('button', { name: 'Add Evidence Item' });
    await toggle.click();
    await eventually(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await eventually(() => focusedName(page)).toBe('title');
    expect([
      await page.locator('select[name="category"]').inputValue(),
      await page.locator('select[name="importance"]').inputValue(),
    ]).toEqual(['email', 'medium']);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const summary = page.locator('.error-summary');
    await eventually(() => page.evaluate(() => document.activeElement?.classList.contains('error-summary'))).toBe(true);
    expect(await summary.locator('a').allTextContents()).toEqual(['Title is required']);
    expect(await page.locator('.evidence-form .field-error').allTextContents()).toEqual(['Error: Title is required']);
    expect(await page.locator('input[name="title"]').getAttribute('aria-invalid')).toBe('true');
    await noViolations(page, 'form with errors');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await eventually(() => focusedName(page)).toBe('Add Evidence Item');
    await page.context().close();
  });

  it('adds an item: toast, listed with its badge, form closed and back to its defaults', async () => {
    const page = await openWith([]);
    const toggle = page.getByRole('button', { name: 'Add Evidence Item' });
    await toggle.click();
    await page.locator('input[name="title"]').fill('Dismissal letter');
    await page.locator('select[name="category"]').selectOption('contract');
    await page.locator('input[name="evidenceDate"]').fill('2026-09-30');
    await page.locator('select[name="importance"]').selectOption('critical');
    await page.locator('textarea[name="description"]').fill('Letter from HR ending my job');
    await page.locator('input[name="documentUrl"]').fill('https://example.org/letter.pdf');
    await page.locator('input[name="tags"]').fill('dismissal, , letter ');
    await page.locator('textarea[name="notes"]').fill('Signed by the manager');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await toast(page, 'Evidence added');
    await eventually(() => titles(page)).toEqual(['Dismissal letter']);
    const item = page.locator('.evidence-item');
    expect({
      badge: await item.locator('.importance-badge').textContent(),
      badgeStyle: await item.locator('.importance-badge').getAttribute('class'),
      meta: await item.locator('.evidence-meta').textContent(),
      tags: await item.locator('.evidence-tags li').allTextContents(),
      notes: await item.locator('.evidence-notes').textContent(),
      link: await item
        .getByRole('link', { name: 'View Document (opens in a new tab)' })
        .evaluate((a) => [a.getAttribute('href'), a.getAttribute('target'), a.getAttribute('rel')]),
    }).toEqual({
      badge: 'Importance: Critical',
      badgeStyle: 'importance-badge importance-destructive',
      meta: 'Contract · 30 September 2026',
      tags: ['dismissal', 'letter'],
      notes: 'Notes: Signed by the manager',
      link: ['https://example.org/letter.pdf', '_blank', 'noopener noreferrer'],
    });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await eventually(() => focusedName(page)).toBe('Add Evidence Item');
    await noViolations(page, 'one item, toast shown');
    await toggle.click();
    expect([
      await page.locator('input[name="title"]').inputValue(),
      await page.locator('select[name="category"]').inputValue(),
      await page.locator('select[name="importance"]').inputValue(),
    ]).toEqual(['', 'email', 'medium']);
    await page.context().close();
  });

  it('edits an item in place and says so', async () => {
    const page = await openWith([{ title: 'Dismissal letter', importance: 'critical', evidenceDate: '2026-09-30' }]);
    await page.getByRole('button', { name: 'Edit Dismissal letter' }).click();
    const title = page.locator('input[name="title"]');
    await eventually(() => focusedName(page)).toBe('title');
    expect(await title.inputValue()).toBe('Dismissal letter');
    await title.fill('Dismissal letter (signed copy)');
    await page.locator('select[name="importance"]').selectOption('high');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await toast(page, 'Evidence updated');
    await eventually(() => page.locator('.evidence-item .importance-badge').textContent()).toBe('Importance: High');
    expect(await titles(page)).toEqual(['Dismissal letter (signed copy)']);
    await eventually(() => focusedName(page)).toBe('Edit Dismissal letter (signed copy)');
    await page.context().close();
  });

  it('lists by evidence date, newest first, undated last; a location that is not a web address stays text', async () => {
    const page = await openWith([
      { title: 'Grievance e-mail', evidenceDate: '2026-07-15', documentUrl: 'Paper copy in the blue folder' },
      { title: 'Witness notes' },
      { title: 'Dismissal letter', evidenceDate: '2026-09-30' },
    ]);
    await eventually(() => titles(page)).toEqual(['Dismissal letter', 'Grievance e-mail', 'Witness notes']);
    const grievance = page.locator('.evidence-item').filter({ hasText: 'Grievance e-mail' });
    expect([await grievance.locator('.evidence-location').textContent(), await grievance.getByRole('link').count()]).toEqual([
      'Location: Paper copy in the blue folder',
      0,
    ]);
    await noViolations(page, 'list full');
    await page.context().close();
  });

  it('puts the case’s dates and the dated evidence in one chronology with E-references', async () => {
    const page = await openWith([
      { title: 'Dismissal letter', evidenceDate: '2026-09-30' },
      { title: 'Grievance e-mail', evidenceDate: '2026-07-15' },
      { title: 'Witness notes' },
    ]);
    await eventually(() => chronologyCells(page)).toEqual([
      ['15 July 2026', 'Grievance e-mail', 'E1'],
      ['30 September 2026', 'Dismissal, or the main event of the claim', ''],
      ['30 September 2026', 'Dismissal letter', 'E2'],
      ['10 October 2026', 'Acas early conciliation started (Day A)', ''],
    ]);
    expect(await page.locator('.chronology-table caption').textContent()).toBe('Chronology: Maria da Conceição v Acme Ltd');
    await page.context().close();
  });

  it('downloads the chronology as CSV: byte-order mark, headings, quoting and defused formulas', async () => {
    const page = await openWith([
      { title: 'Dismissal letter, by hand', evidenceDate: '2026-09-30' },
      { title: '=SUM(1)', evidenceDate: '2026-07-15' },
    ]);
    await page.locator('.chronology-table').waitFor();
    const file = await download(page, 'Download CSV');
    expect([file.name, file.bytes.toString('utf8')]).toEqual([
      'Maria_da_Conceição_v_Acme_Ltd_chronology.csv',
      '\uFEFFDate,Event,Evidence reference\r\n' +
        "2026-07-15,'=SUM(1),E1\r\n" +
        '2026-09-30,"Dismissal, or the main event of the claim",\r\n' +
        '2026-09-30,"Dismissal letter, by hand",E2\r\n' +
        '2026-10-10,Acas early conciliation started (Day A),\r\n',
    ]);
    await page.context().close();
  });

  it('downloads the chronology as a Word file in English from the Portuguese screen, and a Portuguese reading copy marked not for filing', async () => {
    const page = await openWith([{ title: 'Grievance e-mail', evidenceDate: '2026-07-15' }], { prefix: '/pt' });
    await page.locator('.chronology-table').waitFor();
    const wordTexts = (bytes: Buffer) => {
      const xml = strFromU8(unzipSync(new Uint8Array(bytes))['word/document.xml'] ?? new Uint8Array());
      return [...xml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]);
    };
    const file = await download(page, 'Descarregar Word (.docx)');
    expect([file.name, wordTexts(file.bytes)]).toEqual([
      'Maria_da_Conceição_v_Acme_Ltd_chronology.docx',
      [
        'Chronology',
        'Maria da Conceição v Acme Ltd',
        'Date',
        'Event',
        'Evidence reference',
        '15 July 2026',
        'Grievance e-mail',
        'E1',
        '30 September 2026',
        'Dismissal, or the main event of the claim',
        '10 October 2026',
        'Acas early conciliation started (Day A)',
        'Generated on 22 November 2026 with Tribunal Toolkit. Check every date against your documents before you send it.',
      ],
    ]);
    const copy = await download(page, 'Cópia de leitura em português (Word, não apresentar ao tribunal)');
    expect(copy.name).toBe('Maria_da_Conceição_v_Acme_Ltd_chronology_reading_copy_pt.docx');
    const texts = wordTexts(copy.bytes);
    expect(texts.slice(0, 3)).toEqual([
      'Cronologia',
      'Cópia de leitura: não apresentar ao tribunal. Envie a versão em inglês.',
      'Maria da Conceição v Acme Ltd',
    ]);
    expect(texts).toContain('15 de julho de 2026');
    expect(texts.at(-1)).toBe('Gerada em 22 de novembro de 2026 com o Tribunal Toolkit.');
    await page.context().close();
  });

  it('deletes through the dialog: focus on Cancel, Escape closes and returns focus, Delete removes the item', async () => {
    const page = await openWith([{ title: 'Grievance e-mail' }, { title: 'Dismissal letter' }]);
    const remove = page.getByRole('button', { name: 'Delete Grievance e-mail' });
    await remove.click();
    const dialog = page.getByRole('dialog', { name: 'Delete Evidence Item?' });
    await dialog.waitFor();
    expect(await dialog.locator('p').textContent()).toBe(
      '“Grievance e-mail” will be deleted from this case. This cannot be undone.',
    );
    await eventually(() => focusedName(page)).toBe('Cancel');
    await noViolations(page, 'dialog open');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await eventually(() => focusedName(page)).toBe('Delete Grievance e-mail');
    await remove.click();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await toast(page, 'Evidence deleted');
    await eventually(() => titles(page)).toEqual(['Dismissal letter']);
    await eventually(() => focusedName(page)).toBe('1 evidence item');
    await noViolations(page, 'after delete, toast shown');
    await page.context().close();
  });
});

describe('evidence kept in the case’s bundle', () => {
  it('links an item to a bundle file instead of a web address, and opens it through a link signed on the click', async () => {
    const page = await openWith([], { files: [{ name: 'witness-notes.txt', text: 'Joana saw the meeting.' }] });
    await page.getByRole('button', { name: 'Add Evidence Item' }).click();
    const picker = page.getByLabel('Or choose a file from this case’s bundle (optional)');
    await picker.waitFor();
    await page.locator('input[name="title"]').fill('Notes from Joana');
    await page.locator('input[name="documentUrl"]').fill('https://example.org/notes');
    await picker.selectOption({ label: 'witness-notes.txt' });
    // One source for the document: choosing the file cleared the address.
    expect(await page.locator('input[name="documentUrl"]').inputValue()).toBe('');
    await noViolations(page, 'form with the bundle picker');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await toast(page, 'Evidence added');
    const item = page.locator('.evidence-item');
    await eventually(() => item.locator('.evidence-location').textContent()).toBe('File: witness-notes.txt');
    const [linkRequest, file] = await Promise.all([
      page.waitForRequest((request) => /\/api\/bundles\/[0-9a-f-]{36}\/link$/.test(request.url()) && request.method() === 'POST'),
      page.waitForEvent('download'),
      item.getByRole('button', { name: 'View Document' }).click(),
    ]);
    expect([linkRequest.method(), file.suggestedFilename(), fs.readFileSync(await file.path(), 'utf8')]).toEqual([
      'POST',
      'witness-notes.txt',
      'Joana saw the meeting.',
    ]);
    await page.context().close();
  });
});

describe('the evidence screen in Portuguese', () => {
  it('adds an item with Portuguese labels, messages and toast', async () => {
    const page = await openWith([], { prefix: '/pt' });
    await page.getByRole('heading', { name: 'Ainda não há elementos de prova' }).waitFor();
    await page.getByRole('button', { name: 'Adicionar elemento de prova' }).click();
    await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
    await eventually(() => page.locator('.error-summary a').allTextContents()).toEqual(['O título é obrigatório']);
    await noViolations(page, '/pt form with errors');
    await page.getByLabel('Título').fill('Carta de despedimento');
    await page.getByLabel('Categoria').selectOption({ label: 'Depoimento escrito de testemunha' });
    await page.getByLabel('Data da prova (opcional)').fill('2026-09-30');
    await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
    await toast(page, 'Prova adicionada');
    await eventually(() => page.locator('.evidence-item .evidence-meta').textContent()).toBe(
      'Depoimento escrito de testemunha · 30 de setembro de 2026',
    );
    await page.context().close();
  });

  it('asks before deleting, in Portuguese', async () => {
    const page = await openWith([{ title: 'Carta de despedimento' }], { prefix: '/pt' });
    await page.getByRole('button', { name: 'Eliminar Carta de despedimento' }).click();
    const dialog = page.getByRole('dialog', { name: 'Eliminar elemento de prova?' });
    await dialog.waitFor();
    expect([await dialog.locator('p').textContent(), await dialog.getByRole('button').allTextContents()]).toEqual([
      '«Carta de despedimento» será eliminado deste processo. Não é possível desfazer.',
      ['Cancelar', 'Eliminar'],
    ]);
    await noViolations(page, '/pt dialog open');
    await dialog.getByRole('button', { name: 'Eliminar' }).click();
    await toast(page, 'Prova eliminada');
    await page.getByRole('heading', { name: 'Ainda não há elementos de prova' }).waitFor();
    await page.context().close();
  });
});

// Failures the Worker never gives on demand (a refusal the form's own check would have caught first,
// a server error) are answered here by intercepting the request; everything else is the real API.
describe('the evidence screen when the server refuses or fails', () => {
  const refuse = (status: number, code: string, message: string, issues?: { field: string; key: string }[]) => ({
    status,
    contentType: 'application/json',
    body: JSON.stringify({ error: { code, message, ...(issues ? { issues } : {}) } }),
  });

  it('shows a refusal from the server beside its field, in the error summary', async () => {
    const page = await openWith([]);
    await page.route('**/api/cases/*/evidence', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill(
            refuse(400, 'VALIDATION_FAILED', 'The date of the evidence cannot be in the future', [
              { field: 'evidenceDate', key: 'evidence.validation.dateInFuture' },
            ]),
          )
        : route.fallback(),
    );
    await page.getByRole('button', { name: 'Add Evidence Item' }).click();
    await page.locator('input[name="title"]').fill('Payslip');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await eventually(() => page.locator('.evidence-form .field-error').allTextContents()).toEqual([
      'Error: The date of the evidence cannot be in the future',
    ]);
    expect([
      await page.locator('.error-summary a').allTextContents(),
      await page.locator('input[name="evidenceDate"]').getAttribute('aria-invalid'),
    ]).toEqual([['The date of the evidence cannot be in the future'], 'true']);
    await page.context().close();
  });

  it('says when an item cannot be added, in a destructive toast, axe clean', async () => {
    const page = await openWith([]);
    await page.route('**/api/cases/*/evidence', (route) =>
      route.request().method() === 'POST' ? route.fulfill(refuse(500, 'INTERNAL', 'Internal error')) : route.fallback(),
    );
    await page.getByRole('button', { name: 'Add Evidence Item' }).click();
    await page.locator('input[name="title"]').fill('Payslip');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const shown = page.locator('[data-toast-assertive] .toast').filter({ hasText: 'Error adding evidence' });
    await shown.waitFor();
    expect(await shown.locator('.toast-description').textContent()).toBe(
      'Something went wrong. Check your connection and try again.',
    );
    await noViolations(page, 'error toast shown');
    await page.context().close();
  });

  it('gives the server’s reason when it is one the screen knows: the 500-item limit', async () => {
    const page = await openWith([]);
    await page.route('**/api/cases/*/evidence', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill(refuse(409, 'LIMIT_REACHED', 'A case can hold at most 500 evidence items'))
        : route.fallback(),
    );
    await page.getByRole('button', { name: 'Add Evidence Item' }).click();
    await page.locator('input[name="title"]').fill('Payslip');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const shown = page.locator('[data-toast-assertive] .toast').filter({ hasText: 'Error adding evidence' });
    await shown.waitFor();
    expect(await shown.locator('.toast-description').textContent()).toBe('A case can hold at most 500 evidence items');
    await page.context().close();
  });

  it('says when the evidence cannot be loaded', async () => {
    const { context, page } = await newPage(browser(), PHONE, { clock: TEST_NOW });
    await signInFromPage(page);
    await createCase(page, { claimantName: 'Ana', employerName: 'Acme', dismissalDate: null });
    await page.route('**/api/cases/*/evidence', (route) => route.fulfill(refuse(500, 'INTERNAL', 'Internal error')));
    await page.goto('/evidence');
    await toast(page, 'Error loading evidence');
    expect(await page.locator('.evidence .banner-warning').textContent()).toBe(
      'Your evidence could not be loaded. Check your connection and reload the page.',
    );
    await context.close();
  });

  it('says when an item cannot be deleted, and keeps it', async () => {
    const page = await openWith([{ title: 'Payslip' }]);
    await page.route('**/api/evidence/*', (route) =>
      route.request().method() === 'DELETE' ? route.fulfill(refuse(500, 'INTERNAL', 'Internal error')) : route.fallback(),
    );
    await page.getByRole('button', { name: 'Delete Payslip' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await toast(page, 'Error deleting evidence');
    expect(await titles(page)).toEqual(['Payslip']);
    await page.context().close();
  });
});
