/**
 * The walk a Portuguese-speaking claimant takes to their filings, at 375 px in Portuguese and at
 * 1280 px in English: their story told in Portuguese in the tracker's events, then each document
 * the tribunal or the respondent reads drafted in English. Every Portuguese passage of theirs that
 * reaches a draft must be listed as not in English beside it (the tribunal reads English), and axe
 * finds nothing on any screen of the walk. Which passages reached a draft is read from the draft
 * itself through the API, so a passage that is filed and not flagged fails the test.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from './axe';
import { DESKTOP, newPage, PHONE, sharedBrowser, TEST_NOW } from './browser';
import { createCase } from './cases';
import { signInFromPage, uniqueEmail } from './session';

const browser = sharedBrowser();
const root = path.resolve(import.meta.dirname, '../..');
const messages = {
  en: JSON.parse(fs.readFileSync(path.join(root, 'src/i18n/en.json'), 'utf8')) as Record<string, string>,
  pt: JSON.parse(fs.readFileSync(path.join(root, 'src/i18n/pt.json'), 'utf8')) as Record<string, string>,
};

const CASE = {
  claimantName: 'Ana Silva',
  employerName: 'Harbour Care Homes Ltd',
  claimType: 'unfair-dismissal',
  dismissalDate: '2026-08-28',
  acasStartDate: '2026-09-20',
  acasEndDate: '2026-10-30',
  acasCertificateNumber: 'R123456/26/01',
};

/** What the claimant typed, as a care worker tells it in her own language. */
const STORY = [
  {
    kind: 'safetyConcern',
    date: '2026-07-02',
    description: 'Avisei a gerente por escrito que faltava pessoal no turno da noite e que os residentes ficavam sozinhos',
  },
  {
    kind: 'detriment',
    date: '2026-08-20',
    description: 'Fui chamada a uma reunião sem aviso e disseram-me que eu não era de confiança',
  },
  { kind: 'dismissal', date: '2026-08-28', description: 'Despediram-me por telefone sem me darem qualquer motivo por escrito' },
] as const;

/** The documents a claimant files or sends, drafted in English whatever the screen's language. */
const FILED = ['et1', 'particulars_of_claim', 'witness_statement', 'timeline', 'chronology_cast_list'] as const;

async function noViolations(page: Page, label: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  const violations = await axeViolations(page);
  expect(violations, `${label}\n${describeViolations(violations)}`).toEqual([]);
}

/** The newest draft's text, as stored: what would be filed. */
async function newestDraft(page: Page): Promise<{ documentType: string; content: string }> {
  return page.evaluate(async () => {
    const { items } = (await (await fetch('/api/documents')).json()) as { items: { documentType: string; content: string }[] };
    return items[0] ?? { documentType: '', content: '' };
  });
}

describe('filings in English from a story told in Portuguese', () => {
  for (const walk of [
    { locale: 'pt', prefix: '/pt', viewport: PHONE },
    { locale: 'en', prefix: '', viewport: DESKTOP },
  ] as const) {
    it(`${walk.locale} at ${walk.viewport.width} px: every Portuguese passage in a filing is flagged, axe clean throughout`, async () => {
      const t = messages[walk.locale];
      const { context, page } = await newPage(browser(), walk.viewport, { clock: TEST_NOW });
      await signInFromPage(page, uniqueEmail(`walk-${walk.locale}`));
      const made = await page.evaluate(
        async ({ caseId, story }) => {
          const post = (url: string, body: object) =>
            fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
          const statuses: number[] = [];
          for (const event of story) statuses.push((await post(`/api/cases/${caseId}/events`, event)).status);
          return statuses;
        },
        { caseId: await createCase(page, CASE), story: STORY },
      );
      expect(made).toEqual([201, 201, 201]);

      await page.goto(`${walk.prefix}/documents`);
      await page.getByText(t['documents.empty'] ?? '').waitFor();
      expect(await page.getByLabel(t['documents.language'] ?? '').inputValue()).toBe('en');
      await noViolations(page, `${walk.locale} documents, empty`);

      let flaggedInAll = 0;
      for (const type of FILED) {
        const name = (t['documents.generateLabel'] ?? '').replace('{type}', t[`documents.type.${type}`] ?? '');
        await page.getByRole('button', { name, exact: true }).click();
        if (type === 'particulars_of_claim') {
          // The particulars plead the complaints chosen first: the claim type's own, with a reason.
          const complaints = page.locator('.complaints-form');
          await complaints.getByRole('checkbox', { name: t['complaints.why.noInvestigation'] ?? '' }).check();
          await noViolations(page, `${walk.locale} complaints`);
          await complaints.getByRole('button', { name: t['complaints.submit'] ?? '' }).click();
        }
        // The new draft is the newest one stored, and the viewer shows it.
        await expect.poll(async () => (await newestDraft(page)).documentType, { timeout: 30_000 }).toBe(type);
        const { content } = await newestDraft(page);
        const reached = STORY.map((event) => event.description).filter((words) => content.includes(words.slice(0, 30)));
        const viewer = page.locator('.document-viewer');
        if (reached.length === 0) {
          await expect.poll(() => viewer.locator('[data-not-english]').count()).toBe(0);
          continue;
        }
        const warning = viewer.locator('[data-not-english]');
        await warning.waitFor();
        for (const words of reached) await warning.getByText(words.slice(0, 30), { exact: false }).first().waitFor();
        flaggedInAll += reached.length;
        await noViolations(page, `${walk.locale} ${type} with its passages flagged`);
      }
      // The story reaches the filings (the chronology carries every dated event), so the test checks something.
      expect(flaggedInAll).toBeGreaterThanOrEqual(STORY.length);
      await context.close();
    });
  }
});
