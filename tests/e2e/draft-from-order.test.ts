/**
 * From an order to the document it asks for, at phone width (375 px), in both languages: an order
 * is pasted on the tracker, its list of issues direction is added to the tasks, "Draft this now"
 * opens /documents with the document, its due date and recipients filled in, and the list of issues
 * is drafted (English to file; a Portuguese reading copy on the Portuguese page) and downloaded.
 * axe finds nothing at each step, and nothing scrolls sideways.
 */
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from './axe';
import { eventually, newPage, PHONE, sharedBrowser, TEST_NOW } from './browser';
import { createCase } from './cases';
import { signInFromPage } from './session';
import { openTracker } from './tracker-screen';

const browser = sharedBrowser();

async function checked(page: Page, when: string) {
  const violations = await axeViolations(page);
  expect(violations, `${when}: ${describeViolations(violations)}`).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${when}: sideways scroll`).toBeLessThanOrEqual(0);
}

const ORDER = [
  'CASE MANAGEMENT ORDERS',
  '1. By 4pm on 12 February 2027 the parties shall agree a list of issues, and the Claimant shall send a draft of it to the Respondent and to the Tribunal.',
  '2. The Respondent shall by 12 March 2027 send the Claimant a counter-schedule of loss.',
  'Sent to the parties on: 8 January 2027',
].join('\n');

const words = {
  en: {
    prefix: '',
    open: 'Read an order',
    text: "The order's text",
    read: 'Find the dates',
    accept: 'Add to my tasks: List of issues, By 12 February 2027 at 16:00',
    draft: 'Draft this now: List of issues, By 12 February 2027 at 16:00',
    due: 'Due by 16:00 on 12 February 2027',
    generate: 'Generate List of Issues',
    generated: 'Document generated!',
    download: 'Download .txt',
    inText: [
      '1.1. Was the complaint presented within the time limit in section 111(2)(a) of the Employment Rights Act 1996',
      '- Due by 16:00 on 12 February 2027.',
      '- Send it to the Respondent (Acme Ltd) and the Tribunal.',
    ],
  },
  pt: {
    prefix: '/pt',
    open: 'Ler um despacho',
    text: 'O texto do despacho',
    read: 'Procurar as datas',
    accept: 'Acrescentar às minhas tarefas: Lista de questões (list of issues), Até 12 de fevereiro de 2027 às 16:00',
    draft: 'Preparar o rascunho agora: Lista de questões (list of issues), Até 12 de fevereiro de 2027 às 16:00',
    due: 'Prazo: até às 16:00 de 12 de fevereiro de 2027',
    generate: 'Gerar Lista de questões (list of issues)',
    generated: 'Documento gerado!',
    download: 'Descarregar .txt',
    inText: [
      '1.1. O pedido foi apresentado dentro do prazo da secção 111(2)(a) do Employment Rights Act 1996',
      '- Prazo: até às 16:00 de 12 de fevereiro de 2027.',
      '- Envie-o a: o demandado (Acme Ltd) e o tribunal.',
    ],
  },
} as const;

describe('from an order to the document it asks for', () => {
  for (const language of ['en', 'pt'] as const) {
    it(`${language}: reads the order, adds its date, drafts the list of issues from its direction and downloads it`, async () => {
      const w = words[language];
      const { context, page } = await newPage(browser(), PHONE, { clock: TEST_NOW });
      await signInFromPage(page);
      const caseId = await createCase(page, { claimType: 'unfair-dismissal', hearingDate: '2027-05-10' });
      await openTracker(page, `${w.prefix}/tracker`);
      const reader = page.locator('[data-order-reader]');
      await reader.getByRole('button', { name: w.open, exact: true }).click();
      const text = reader.getByLabel(w.text, { exact: true });
      await text.waitFor();
      await text.fill(ORDER);
      await reader.getByRole('button', { name: w.read, exact: true }).click();
      const offer = reader.locator('[data-offers] [data-offer][data-kind="listOfIssues"]');
      await offer.waitFor();
      // The respondent's counter-schedule is not the claimant's to draft.
      await eventually(() => reader.locator('[data-offers] [data-offer]').count()).toBe(2);
      expect(await reader.locator('[data-draft-now]').count()).toBe(1);
      await offer.getByRole('button', { name: w.accept, exact: true }).click();
      await offer.locator('[data-accepted]').waitFor();
      await checked(page, `${language} offers, one added`);

      await offer.getByRole('link', { name: w.draft, exact: true }).click();
      await page.waitForURL((url) => url.pathname === `${w.prefix}/documents` && url.searchParams.get('case') === caseId);
      const panel = page.locator('[data-from-order="list_of_issues"]');
      await panel.getByText(w.due, { exact: true }).waitFor();
      await checked(page, `${language} documents from the order`);
      if (language === 'pt') await page.getByLabel('Língua do documento').selectOption('pt');
      await panel.getByRole('button', { name: w.generate, exact: true }).click();
      await page.locator('[data-toast-region]').getByText(w.generated, { exact: true }).waitFor({ state: 'attached' });
      await page.locator('.document-viewer').waitFor();
      await checked(page, `${language} list of issues drafted`);

      const [file] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: w.download, exact: true }).click(),
      ]);
      const content = fs.readFileSync(await file.path(), 'utf8');
      for (const line of w.inText) expect(content).toContain(line);
      await context.close();
    });
  }
});
