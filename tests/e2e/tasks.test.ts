/**
 * Dated tasks on the tracker, in both languages at phone width: the computed date is
 * listed, an empty order form shows the GOV.UK error summary, an order's task is added and listed
 * as upcoming with its time, then marked done; axe finds nothing at each step. Then the tracker's
 * ET1 panel, reached from the home page's free ET1 claim form.
 */
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from './axe';
import { eventually, holdRequests, newPage, PHONE, sharedBrowser, TEST_NOW } from './browser';
import { createCase } from './cases';
import { signInFromPage } from './session';
import { openTracker, trackerScreen } from './tracker-screen';

/** The tracker's first paint (the page shell and the picker and card, without React): gzip bytes. */
const FIRST_PAINT_JS_BUDGET_BYTES = 32 * 1024;

const browser = sharedBrowser();

async function noViolations(page: Page, when: string) {
  const violations = await axeViolations(page);
  expect(violations, `${when}: ${describeViolations(violations)}`).toEqual([]);
}

const toast = (page: Page, text: string) =>
  page.locator('[data-toast-region]').getByText(text, { exact: true }).first().waitFor();

const languages = [
  {
    path: '/tracker',
    heading: 'Upcoming',
    acas: 'Last day to start Acas early conciliation',
    required: ['Enter what the order asks you to do', 'Enter the date it is due, like 2027-03-12'],
    summary: 'There is a problem',
    title: 'What you must do',
    date: 'Date to do it by',
    time: 'Time (optional)',
    add: 'Add task',
    added: 'Task added',
    order: 'Exchange witness statements',
    when: 'By 12 March 2027 at 16:00',
    markDone: 'Mark as done: Exchange witness statements',
    updated: 'Task updated',
    finished: '1 done or dismissed',
    count: (n: number) => (n === 1 ? '1 task to do' : `${n} tasks to do`),
  },
  {
    path: '/pt/tracker',
    heading: 'Próximas tarefas',
    acas: 'Último dia para iniciar a conciliação prévia na Acas',
    required: ['Indique o que o despacho lhe pede para fazer', 'Indique a data até à qual tem de o fazer, como 2027-03-12'],
    summary: 'Há um problema',
    title: 'O que tem de fazer',
    date: 'Data-limite',
    time: 'Hora (opcional)',
    add: 'Acrescentar tarefa',
    added: 'Tarefa acrescentada',
    order: 'Trocar os depoimentos escritos de testemunhas',
    when: 'Até 12 de março de 2027 às 16:00',
    markDone: 'Marcar como feita: Trocar os depoimentos escritos de testemunhas',
    updated: 'Tarefa atualizada',
    finished: '1 feita ou dispensada',
    count: (n: number) => (n === 1 ? '1 tarefa por fazer' : `${n} tarefas por fazer`),
  },
];

describe.each(languages)('tasks on the tracker ($path)', (words) => {
  it('adds an order’s task, lists it as upcoming and marks it done', async () => {
    const { context, page } = await newPage(browser(), PHONE, { clock: TEST_NOW });
    await signInFromPage(page);
    await createCase(page);
    await openTracker(page, words.path);
    const panel = page.locator('[data-tasks]');
    await panel.getByRole('heading', { name: words.heading, level: 2 }).waitFor();
    const upcoming = panel.locator('[data-upcoming]');
    await upcoming.getByText(words.acas, { exact: true }).waitFor();
    await eventually(() => panel.locator('[data-task-count]').textContent()).toBe(words.count(1));
    await noViolations(page, `${words.path} with the computed task`);

    // Nothing typed: both required fields in the error summary, which takes focus.
    await panel.getByRole('button', { name: words.add, exact: true }).click();
    const summary = panel.locator('.error-summary');
    await summary.waitFor();
    await eventually(() => summary.locator('h2').textContent()).toBe(words.summary);
    expect(await summary.locator('li').allTextContents()).toEqual(words.required);
    await eventually(() => page.evaluate(() => document.activeElement?.classList.contains('error-summary'))).toBe(true);
    await noViolations(page, `${words.path} with errors`);

    await panel.getByLabel(words.title, { exact: true }).fill(words.order);
    await panel.getByLabel(words.date, { exact: true }).fill('2027-03-12');
    await panel.getByLabel(words.time, { exact: true }).fill('16:00');
    await panel.getByRole('button', { name: words.add, exact: true }).click();
    await toast(page, words.added);
    const item = upcoming.locator('[data-task]', { hasText: words.order });
    await item.waitFor();
    expect(await item.locator('time').textContent()).toBe(words.when);
    await eventually(() => panel.locator('[data-task-count]').textContent()).toBe(words.count(2));
    expect(await panel.locator('.error-summary').count()).toBe(0);
    // Upcoming is in date order: the Acas date (29 December 2026) before the order.
    expect(await upcoming.locator('[data-task] .task-title').allTextContents()).toEqual([words.acas, words.order]);
    await noViolations(page, `${words.path} with the order's task`);

    await panel.getByRole('button', { name: words.markDone, exact: true }).click();
    await toast(page, words.updated);
    await eventually(() => upcoming.locator('[data-task]', { hasText: words.order }).count()).toBe(0);
    await eventually(() => panel.locator('[data-task-count]').textContent()).toBe(words.count(1));
    const finished = panel.locator('.task-finished');
    await eventually(() => finished.locator('summary').textContent()).toBe(words.finished);
    await finished.locator('summary').click();
    await finished.locator('[data-task][data-status="done"]', { hasText: words.order }).waitFor();
    await noViolations(page, `${words.path} after marking done`);

    // Still done after a reload (the Worker kept it).
    await page.reload();
    await trackerScreen(page);
    await panel.locator('[data-upcoming]').getByText(words.acas, { exact: true }).waitFor();
    expect(await panel.locator('[data-upcoming] [data-task]', { hasText: words.order }).count()).toBe(0);
    await context.close();
  });
});

describe('a time limit marked done', () => {
  it('asks the day it was met, refusing an empty or future date beside the field, the summary taking focus each time', async () => {
    const { context, page } = await newPage(browser(), PHONE, { clock: TEST_NOW });
    await signInFromPage(page);
    await createCase(page);
    await openTracker(page, '/tracker');
    const panel = page.locator('[data-tasks]');
    const acas = 'Last day to start Acas early conciliation';
    await panel.locator('[data-upcoming]').getByText(acas, { exact: true }).waitFor();
    await panel.getByRole('button', { name: `Mark as done: ${acas}`, exact: true }).click();
    const form = panel.locator('.task-done-form');
    const save = form.getByRole('button', { name: 'Save the date and mark as done', exact: true });
    const date = form.getByLabel('Date Acas received your early conciliation notification (Day A)', { exact: true });
    const summaryFocused = () => page.evaluate(() => document.activeElement?.classList.contains('error-summary'));

    await save.click();
    await eventually(() => form.locator('.error-summary li').allTextContents()).toEqual([
      'Enter the date you did it, like 2027-03-12',
    ]);
    await eventually(summaryFocused).toBe(true);
    expect(await date.getAttribute('aria-invalid')).toBe('true');
    expect(await form.locator('.field-error').textContent()).toBe('Error: Enter the date you did it, like 2027-03-12');
    // The summary's link leads to the field.
    expect(await form.locator('.error-summary a').getAttribute('href')).toBe(`#${await date.getAttribute('id')}`);
    await noViolations(page, '/tracker with the done date refused');

    await date.focus();
    await date.fill('2099-01-01');
    await save.click();
    await eventually(() => form.locator('.error-summary li').allTextContents()).toEqual([
      'The date you did it cannot be in the future',
    ]);
    await eventually(summaryFocused).toBe(true);
    await context.close();
  });
});

/**
 * Discrimination, dismissed 2 October 2026 (Acas by 1 January 2027), with an act of discrimination on
 * 26 September 2026 (Acas by 25 December 2026), six days earlier: answers the case's and the act's ids.
 */
async function caseWithAnActBeforeDismissal(page: Page): Promise<{ caseId: string; eventId: string }> {
  const id = await createCase(page, { claimType: 'discrimination', dismissalDate: '2026-10-02' });
  return page.evaluate(async (id) => {
    const json = { 'content-type': 'application/json' };
    const event = await fetch(`/api/cases/${id}/events`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ kind: 'discrimination', date: '2026-09-26' }),
    });
    return { caseId: id, eventId: ((await event.json()) as { id: string }).id };
  }, id);
}

/** Another case, created after: the newest, so the case before it is opened by a ?case= link. */
async function newerCase(page: Page): Promise<void> {
  await createCase(page, { employerName: 'Newer Employer Ltd', dismissalDate: '2026-11-02' });
}

describe('the earliest limit of a case', () => {
  it('leads the deadline card with an act before the dismissal, naming it', async () => {
    const { context, page } = await newPage(browser(), PHONE, { clock: TEST_NOW });
    await signInFromPage(page);
    const { eventId } = await caseWithAnActBeforeDismissal(page);
    await page.goto('/tracker');
    const card = page.locator('[data-deadline-card]');
    await card.locator(`[data-deadline-from="${eventId}"]`).waitFor();
    expect(await card.locator('h2').textContent()).toBe('Contact Acas by 25/12/2026');
    await noViolations(page, 'the card led by the act');
    await context.close();
  });

  it('names no date before the case list and its dated events have come, and the right date after, kept by React', async () => {
    const { context, page } = await newPage(browser(), PHONE, { clock: TEST_NOW });
    await signInFromPage(page);
    await caseWithAnActBeforeDismissal(page);
    // The case list (which carries the newest case's dated events) is held until the screen has been seen without it.
    const release = await holdRequests(page, '**/api/cases');
    await page.goto('/tracker');
    await page.getByRole('status').filter({ hasText: 'Loading your case…' }).waitFor();
    expect(await page.locator('[data-deadline-card]').count()).toBe(0);
    expect(await page.locator('[data-tracker-first]').textContent()).not.toMatch(/\d{2}\/\d{2}\/\d{4}|202[67]/);
    release();
    const card = page.locator('[data-deadline-card]');
    await card.waitFor();
    // The first date it names is the act's, not the dismissal's (1 January 2027).
    expect(await card.locator('h2').textContent()).toBe('Contact Acas by 25/12/2026');
    // React takes the screen over with the same card.
    await trackerScreen(page);
    await page.locator('[data-tasks]').waitFor();
    expect(await page.locator('[data-deadline-card]').count()).toBe(1);
    expect(await card.locator('h2').textContent()).toBe('Contact Acas by 25/12/2026');
    await context.close();
  });

  it('names no date for a linked case before its dated events have come, so the date it shows never moves', async () => {
    const { context, page } = await newPage(browser(), PHONE, { clock: TEST_NOW });
    await signInFromPage(page);
    const { caseId } = await caseWithAnActBeforeDismissal(page);
    await newerCase(page);
    // The events' answer is held until the screen has been seen without it.
    const release = await holdRequests(page, '**/api/cases/*/events');
    await page.goto(`/tracker?case=${caseId}`);
    await page.getByRole('status').filter({ hasText: 'Working out your dates…' }).waitFor();
    expect(await page.locator('[data-deadline-card]').count()).toBe(0);
    release();
    const card = page.locator('[data-deadline-card]');
    await card.waitFor();
    // The first date it names is the act's, not the dismissal's (1 January 2027).
    expect(await card.locator('h2').textContent()).toBe('Contact Acas by 25/12/2026');
    await context.close();
  });

  it('says an earlier limit may apply when the dated events cannot be loaded', async () => {
    const { context, page } = await newPage(browser(), PHONE, { clock: TEST_NOW });
    await signInFromPage(page);
    const { caseId } = await caseWithAnActBeforeDismissal(page);
    await newerCase(page);
    await page.route('**/api/cases/*/events', (route) => route.abort('internetdisconnected'));
    await page.goto(`/tracker?case=${caseId}`);
    await page.getByText('a time limit earlier than the one shown may apply').waitFor();
    // Only the dismissal's limit is known: it is shown, with the warning above it.
    expect(await page.locator('[data-deadline-card] h2').textContent()).toBe('Contact Acas by 01/01/2027');
    await noViolations(page, 'the card with its dated events unknown');
    await context.close();
  });
});

describe("the tracker's first paint", () => {
  it('draws the card with at most 32 KB of script (gzip), the page shell included, and no React until the reader asks', async () => {
    const { context, page } = await newPage(browser(), PHONE, { clock: TEST_NOW });
    await signInFromPage(page);
    await caseWithAnActBeforeDismissal(page);
    const scripts: { url: string; size: Promise<number> }[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push({ url: response.url(), size: response.body().then((body) => gzipSync(body).length) });
    });
    await page.goto('/tracker');
    await page.locator('[data-deadline-card]').waitFor();
    await page.waitForLoadState('networkidle');
    const sizes = await Promise.all(scripts.map(async ({ url, size }) => ({ url: new URL(url).pathname, size: await size })));
    const total = sizes.reduce((sum, { size }) => sum + size, 0);
    expect(sizes.filter(({ url }) => /\/react\.|TrackerScreen|mount\./.test(url))).toEqual([]);
    expect(total, sizes.map(({ url, size }) => `${url} ${size}`).join('\n')).toBeLessThanOrEqual(FIRST_PAINT_JS_BUDGET_BYTES);
    // Asked for (a scroll to the rest), React's screen loads.
    await trackerScreen(page);
    await page.locator('form.case-form').waitFor();
    await context.close();
  });

  it('draws the deadline card in a frame of its own, before the tasks and the case form', async () => {
    const { context, page } = await newPage(browser(), PHONE, { clock: TEST_NOW });
    await signInFromPage(page);
    await createCase(page);
    // Counts the frames the page draws, and notes the frame in which each part first appears.
    await page.addInitScript(() => {
      const first: Record<string, number> = {};
      let frame = 0;
      const tick = () => {
        frame++;
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
      const parts = { card: '[data-deadline-card]', form: 'form.case-form' };
      new MutationObserver(() => {
        for (const [name, selector] of Object.entries(parts)) {
          if (!(name in first) && document.querySelector(selector)) first[name] = frame;
        }
      }).observe(document, { childList: true, subtree: true });
      (window as unknown as { firstFrames: Record<string, number> }).firstFrames = first;
    });
    await openTracker(page);
    await page.locator('[data-tasks]').waitFor();
    const first = await page.evaluate(() => (window as unknown as { firstFrames: Record<string, number> }).firstFrames);
    expect(first.form).toBeGreaterThan(first.card ?? Number.POSITIVE_INFINITY);
    await context.close();
  });
});

const et1Languages = [
  {
    home: '/',
    link: 'Prepare your ET1 answers in the case tracker',
    copy: "Copy the answer: Respondent's name (your employer)",
    copied: "Answer copied: Respondent's name (your employer)",
    reading: false,
  },
  {
    home: '/pt',
    link: 'Preparar as respostas do formulário ET1 em O Meu Processo',
    copy: 'Copiar a resposta: Nome do demandado (o seu empregador)',
    copied: 'Resposta copiada: Nome do demandado (o seu empregador)',
    reading: true,
  },
];

describe.each(et1Languages)('the ET1 answers from $home', (words) => {
  it('opens from the home page on a phone and copies an answer in English, announced, with no sideways scroll', async () => {
    const { context, page } = await newPage(browser(), PHONE, { clock: TEST_NOW });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInFromPage(page);
    await createCase(page, { claimType: 'unfair-dismissal' });
    await page.goto(words.home);
    await page.getByRole('link', { name: words.link, exact: true }).click();
    await page.waitForURL((url) => url.hash === '#et1-answers');
    const answer = page.locator('#et1-answers [data-answer="respondentName"]');
    await answer.locator('.et1-answer-text[lang="en"]', { hasText: 'Acme Ltd' }).waitFor();
    // A Portuguese page shows a reading copy of the answers that are words, never in place of the English.
    const claimType = page.locator('#et1-answers [data-answer="claimTypes"]');
    // Section 8.1 as the online form names it, from the complaints (here the claim type's suggestion, said so above them).
    expect(await claimType.locator('.et1-answer-text[lang="en"]').textContent()).toBe(
      'Unfair dismissal (including constructive dismissal)',
    );
    await page.locator('#et1-answers [data-complaints-not-chosen]').waitFor();
    expect(await claimType.locator('.et1-answer-text[lang="pt-PT"]').count()).toBe(words.reading ? 1 : 0);
    await answer.getByRole('button', { name: words.copy, exact: true }).click();
    await answer.getByRole('status').filter({ hasText: words.copied }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('Acme Ltd');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // axe checks the whole page at the scroll position it finds: from the top, no control sits half
    // under the sticky header (as one scrolled past by the copy can, for a moment, and for no reader).
    await page.evaluate(() => window.scrollTo(0, 0));
    await noViolations(page, `the ET1 answers from ${words.home}`);
    await context.close();
  });
});
