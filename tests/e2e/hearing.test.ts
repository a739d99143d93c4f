/**
 * The hearing day screen at 375 px in both languages: the case, its hearing date, the details typed
 * from the notice of hearing, a question refused with the GOV.UK error summary (focused, linking to
 * its field) and then added, a checklist tick, all still there after a reload; axe clean in each
 * state, with no sideways scroll from 320 to 1440 px. The tracker (once a hearing date is set) and
 * stage 7 of the guide link to the screen.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from './axe';
import { newPage, PHONE, sharedBrowser } from './browser';
import { createCase } from './cases';
import { signInFromPage } from './session';
import { openTracker } from './tracker-screen';

const browser = sharedBrowser();

async function axeClean(page: Page): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

/** A case with a hearing date and the complaint of unfair dismissal chosen, made from the page. */
async function caseWithHearing(page: Page): Promise<string> {
  const id = await createCase(page, {
    claimantName: 'Beatriz Hearington',
    employerName: 'Acme Logistics Ltd',
    hearingDate: '2027-03-15',
  });
  await page.evaluate(
    (id) =>
      fetch(`/api/cases/${id}/complaints`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ complaints: ['unfairDismissal'] }),
      }),
    id,
  );
  return id;
}

const words = {
  en: {
    path: '/hearing',
    tracker: '/tracker',
    date: '15 March 2027',
    venue: 'Venue address',
    saveWhere: 'Save when and where',
    witness: 'Witness',
    question: 'Question',
    pages: 'Bundle pages (optional)',
    add: 'Add question',
    pageError: 'Write page references like [B: 45] or [B: 45–47]',
    tick: 'Photo identification, for the security check at the entrance',
    link: 'Open your hearing day kit',
    stage7: '/stage/7',
    stageLink: 'hearing day kit',
  },
  pt: {
    path: '/pt/hearing',
    tracker: '/pt/tracker',
    date: '15 de março de 2027',
    venue: 'Morada do local',
    saveWhere: 'Guardar quando e onde',
    witness: 'Testemunha',
    question: 'Pergunta',
    pages: 'Páginas do dossier (opcional)',
    add: 'Acrescentar pergunta',
    pageError: 'Escreva as referências de página assim: [B: 45] ou [B: 45–47]',
    tick: 'Um documento de identificação com fotografia, para o controlo de segurança à entrada',
    link: 'Abrir o kit do dia da audiência',
    stage7: '/pt/stage/7',
    stageLink: 'kit do dia da audiência',
  },
} as const;

describe('the hearing day screen', () => {
  it.each(['en', 'pt'] as const)('plans the day and keeps it (%s, 375 px)', async (language) => {
    const w = words[language];
    const { context, page } = await newPage(browser(), PHONE);
    await signInFromPage(page);
    const caseId = await caseWithHearing(page);

    await openTracker(page, w.tracker);
    const link = page.getByRole('link', { name: w.link });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(`${w.path}?case=${caseId}`);

    await page.goto(w.path);
    await page.getByText('Beatriz Hearington v Acme Logistics Ltd').waitFor();
    expect(await page.getByTestId('hearing-date').textContent()).toBe(w.date);
    await axeClean(page);

    await page.getByLabel(w.venue).fill('Victory House, 30–34 Kingsway, London WC2B 6EX');
    await page.getByRole('button', { name: w.saveWhere }).click();
    await expect
      .poll(() => page.evaluate(async (id) => (await (await fetch(`/api/cases/${id}/hearing`)).json()).venue, caseId))
      .toContain('Victory House');

    await page.getByLabel(w.witness, { exact: true }).fill('Ms Jones');
    await page.getByLabel(w.question, { exact: true }).fill('Who decided to dismiss me?');
    await page.getByLabel(w.pages).fill('page 45');
    await page.getByRole('button', { name: w.add }).click();
    const summary = page.locator('.error-summary');
    await summary.getByRole('link', { name: w.pageError }).waitFor();
    await expect.poll(() => summary.evaluate((box) => box === document.activeElement)).toBe(true);
    await axeClean(page);
    await page.getByLabel(w.pages).fill('[B: 45]');
    await page.getByRole('button', { name: w.add }).click();
    await page.getByText('Who decided to dismiss me?', { exact: true }).waitFor();

    await page.getByLabel(w.tick).check();
    await expect
      .poll(() => page.evaluate(async (id) => (await (await fetch(`/api/cases/${id}/hearing`)).json()).checklist.photoId, caseId))
      .toBe(true);

    await page.reload();
    await page.getByText('Who decided to dismiss me?', { exact: true }).waitFor();
    expect(await page.getByLabel(w.tick).isChecked()).toBe(true);
    expect(await page.getByLabel(w.venue).inputValue()).toContain('Victory House');
    await axeClean(page);
    // Phones first, and no sideways scroll from the narrowest phone to a wide desktop.
    for (const width of [320, 375, 768, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      await page.waitForFunction((w) => window.innerWidth === w, width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBeLessThanOrEqual(width);
    }
    await axeClean(page);

    // Stage 7 of the guide leads to the kit too.
    await page.goto(w.stage7);
    expect(await page.getByRole('link', { name: w.stageLink }).getAttribute('href')).toBe(w.path);
    await context.close();
  });
});

describe('after the hearing', () => {
  it('keeps the closing points, records the outcome and starts the judgment’s time limits', async () => {
    const { context, page } = await newPage(browser(), PHONE);
    await signInFromPage(page);
    const caseId = await caseWithHearing(page);
    await page.goto('/hearing');
    await page.getByText('Beatriz Hearington v Acme Logistics Ltd').waitFor();

    // A closing point on the fourth issue of unfair dismissal (the reasonableness of the dismissal).
    const point = page.getByLabel(/Did the Respondent act reasonably/);
    await point.fill('No appeal was offered [B: 60]; the policy requires one [B: 12]');
    await page.getByRole('button', { name: 'Save closing points' }).click();
    await expect
      .poll(() =>
        page.evaluate(async (id) => (await (await fetch(`/api/cases/${id}/hearing/closing-points`)).json()).items, caseId),
      )
      .toEqual([
        expect.objectContaining({
          issue: 'unfairDismissal.4',
          text: 'No appeal was offered [B: 60]; the policy requires one [B: 12]',
        }),
      ]);

    await page.getByLabel('The judge gave the decision at the hearing (oral judgment)').check();
    await page.getByLabel('Day the hearing ended').fill('2026-11-20');
    await page.getByRole('button', { name: 'Save the outcome' }).click();
    const judgmentDate = page.getByLabel('Date the written judgment was sent');
    await judgmentDate.waitFor();
    await judgmentDate.fill('2026-11-21');
    await page.getByRole('button', { name: 'Add the time limits to my tasks' }).click();
    await page.getByText('The time limits are in your tasks.').waitFor();
    const kinds = await page.evaluate(
      async (id) =>
        ((await (await fetch(`/api/cases/${id}/tasks`)).json()) as { items: { kind: string }[] }).items.map((task) => task.kind),
      caseId,
    );
    expect(kinds).toEqual(expect.arrayContaining(['judgmentSent', 'writtenReasons', 'reconsideration', 'eatAppeal']));
    // The 'Saved' toast sits over the bottom of a phone's screen for 8 s, over whichever button is
    // there (axe's target-size rule counts it): checked from the top of the page, as the bundle's test does.
    await page.evaluate(() => window.scrollTo(0, 0));
    await axeClean(page);
    await context.close();
  });
});
