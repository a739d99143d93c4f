/**
 * The tracker's order reader, one journey at phone width: an order is pasted (an empty one first,
 * which the error summary refuses), its directions are offered with the order's words, two are
 * added and one dismissed; the added ones are in the task list with their date and time and in
 * the case's calendar feed (.ics, fetched), and read in Portuguese on the Portuguese page; axe finds
 * nothing with the offers listed and after.
 * A second journey: an order that moves the final hearing offers it as the case's hearing date, not
 * as a task, and the dates counted from the hearing follow the new day.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from './axe';
import { eventually, newPage, PHONE, sharedBrowser, TEST_NOW } from './browser';
import { createCase } from './cases';
import { signInFromPage } from './session';
import { openTracker } from './tracker-screen';

const browser = sharedBrowser();

async function noViolations(page: Page, when: string) {
  const violations = await axeViolations(page);
  expect(violations, `${when}: ${describeViolations(violations)}`).toEqual([]);
}

const ORDER = [
  'CASE MANAGEMENT ORDERS',
  '1. The claimant must by 4pm on 8 December 2026 send the respondent a schedule of loss.',
  '2. The respondent must send the claimant the hearing bundle no later than 28 days before the final hearing.',
  '3. The respondent may send an amended response within 14 days of receiving the further information.',
  'Sent to the parties on: 12 November 2026',
].join('\n');

describe('the order reader on the tracker', () => {
  it('offers an order’s dates, adds two as tasks in the list and the calendar feed, and dismisses one', async () => {
    const { context, page } = await newPage(browser(), PHONE, { clock: TEST_NOW });
    await signInFromPage(page);
    const caseId = await createCase(page, { hearingDate: '2027-05-10' });
    await openTracker(page);
    const reader = page.locator('[data-order-reader]');
    await reader.getByRole('button', { name: 'Read an order', exact: true }).click();
    const text = reader.getByLabel("The order's text", { exact: true });
    await text.waitFor();
    await eventually(() => text.evaluate((element) => element === document.activeElement)).toBe(true);

    // Nothing pasted: the error summary takes focus.
    await reader.getByRole('button', { name: 'Find the dates', exact: true }).click();
    const summary = reader.locator('.error-summary');
    await eventually(() => summary.locator('li').allTextContents()).toEqual(["Paste the order's text, or take it from a PDF"]);
    await eventually(() => page.evaluate(() => document.activeElement?.classList.contains('error-summary'))).toBe(true);

    await text.fill(ORDER);
    await reader.getByRole('button', { name: 'Find the dates', exact: true }).click();
    const offers = reader.locator('[data-offers]');
    await eventually(() => offers.locator('h4').textContent()).toBe('3 directions with a date found');
    // The sending date, left empty, is read from the order and shown.
    expect(await reader.getByLabel('Date the order was sent to the parties (optional)', { exact: true }).inputValue()).toBe(
      '2026-11-12',
    );
    const offer = offers.locator('[data-offer]');
    expect(await offer.locator('.task-when').allTextContents()).toEqual([
      'By 8 December 2026 at 16:00',
      'By 12 April 2027',
      'No date yet: it waits for “receiving the further information”. When that happens, edit this and enter the date.',
    ]);
    expect(await offer.nth(1).locator('blockquote').textContent()).toContain('no later than 28 days before the final hearing');
    await noViolations(page, 'the offers listed');

    await offer.nth(0).getByRole('button', { name: 'Add to my tasks: Schedule of loss, By 8 December 2026 at 16:00' }).click();
    await offer.nth(0).locator('[data-accepted]').waitFor();
    await offer.nth(1).getByRole('button', { name: 'Add to my tasks: Hearing bundle, By 12 April 2027' }).click();
    await offer.nth(1).locator('[data-accepted]').waitFor();
    await offer.nth(2).getByRole('button', { name: 'Dismiss: Other direction' }).click();
    await eventually(() => offer.count()).toBe(2);

    const upcoming = page.locator('[data-tasks] [data-upcoming]');
    const added = upcoming.locator('[data-task]', { hasText: 'Schedule of loss, by you' });
    await added.waitFor();
    expect(await added.locator('time').textContent()).toBe('By 8 December 2026 at 16:00');
    await upcoming.locator('[data-task]', { hasText: 'Hearing bundle, by the respondent' }).waitFor();
    await noViolations(page, 'after adding and dismissing');

    const feed = await page.evaluate(async (id) => {
      const made = await fetch(`/api/cases/${id}/calendar-feed`, { method: 'POST' });
      const { url } = (await made.json()) as { url: string };
      return (await (await fetch(url)).text()).replace(/\r\n /g, '');
    }, caseId);
    expect(feed).toContain('SUMMARY:Schedule of loss\\, by you');
    expect(feed).toContain('DTSTART;TZID=Europe/London:20261208T160000');
    expect(feed).toContain('SUMMARY:Hearing bundle\\, by the respondent');
    expect(feed).toContain('DTSTART;VALUE=DATE:20270412');

    // Added on the English page, the tasks read in Portuguese on the Portuguese one (they keep what the order says).
    await openTracker(page, '/pt/tracker');
    const ptTask = page.locator('[data-tasks] [data-upcoming] [data-task]', {
      hasText: 'Mapa de prejuízos (schedule of loss), a seu cargo',
    });
    await ptTask.waitFor();
    expect(await ptTask.locator('.task-notes').textContent()).toBe(
      'Do despacho, parágrafo 1: «The claimant must by 4pm on 8 December 2026 send the respondent a schedule of loss.»',
    );
    await context.close();
  });

  it('refuses an offered direction edited without its date beside the field, the summary taking focus, then adds it', async () => {
    const { context, page } = await newPage(browser(), PHONE, { clock: TEST_NOW });
    await signInFromPage(page);
    await createCase(page, { hearingDate: '2027-05-10' });
    await openTracker(page);
    const reader = page.locator('[data-order-reader]');
    await reader.getByRole('button', { name: 'Read an order', exact: true }).click();
    await reader.getByLabel("The order's text", { exact: true }).fill(ORDER);
    await reader.getByRole('button', { name: 'Find the dates', exact: true }).click();
    // The direction that waits for something has no date until the claimant gives one.
    const waiting = reader.locator('[data-offers] [data-offer]').nth(2);
    await waiting.getByRole('button', { name: 'Edit: Other direction', exact: true }).click();
    const form = waiting.locator('.order-edit');
    const add = form.getByRole('button', { name: 'Add to my tasks', exact: true });
    const date = form.getByLabel('Date to do it by', { exact: true });
    await add.click();
    await eventually(() => form.locator('.error-summary li').allTextContents()).toEqual([
      'Enter the date it is due, like 2027-03-12',
    ]);
    await eventually(() => page.evaluate(() => document.activeElement?.classList.contains('error-summary'))).toBe(true);
    expect(await date.getAttribute('aria-invalid')).toBe('true');
    expect(await form.locator('.error-summary a').getAttribute('href')).toBe(`#${await date.getAttribute('id')}`);
    await noViolations(page, 'an offer edited without its date');

    await date.fill('2027-01-15');
    await add.click();
    await waiting.locator('[data-accepted]').waitFor();
    await context.close();
  });

  it('offers a moved final hearing as the case’s hearing date, not a task, and counts from its new day', async () => {
    const { context, page } = await newPage(browser(), PHONE, { clock: TEST_NOW });
    await signInFromPage(page);
    const caseId = await createCase(page, { hearingDate: '2027-05-10' });
    await openTracker(page);
    const reader = page.locator('[data-order-reader]');
    await reader.getByRole('button', { name: 'Read an order', exact: true }).click();
    const text = reader.getByLabel("The order's text", { exact: true });
    const orderText = [
      'ORDER',
      '1. The final hearing, previously listed for 10 May 2027, is postponed and will now take place on 14 June 2027 at Bristol, starting at 10am, for 3 days.',
      '2. The parties must exchange witness statements no later than 21 days before the final hearing.',
      'Sent to the parties on: 18 November 2026',
    ].join('\n');
    await text.fill(orderText);
    await reader.getByRole('button', { name: 'Find the dates', exact: true }).click();
    const offer = reader.locator('[data-offers] [data-offer]');
    await eventually(() => offer.locator('.task-when').allTextContents()).toEqual(['On 14 June 2027 at 10:00', 'By 24 May 2027']);
    const hearing = offer.nth(0);
    expect(await hearing.getByRole('button', { name: /^Add to my tasks/ }).count()).toBe(0);
    expect(await hearing.locator('[data-hearing-state]').textContent()).toBe(
      'The order moves the hearing to this day. Your case still has 10 May 2027: change it, so that the dates counted from the hearing follow.',
    );
    await noViolations(page, 'a moved hearing offered');

    await hearing
      .getByRole('button', { name: "Change my case's hearing date to this day: Final hearing, On 14 June 2027 at 10:00" })
      .click();
    await eventually(() => hearing.locator('[data-hearing-state]').textContent()).toBe("This is your case's hearing date.");
    const stored = await page.evaluate(
      async (id) => ((await (await fetch(`/api/cases/${id}`)).json()) as { hearingDate: string }).hearingDate,
      caseId,
    );
    expect(stored).toBe('2027-06-14');
    expect(await offer.nth(1).locator('.task-when').textContent()).toBe('By 24 May 2027');
    await noViolations(page, 'after the hearing date was set');

    // In Portuguese, the same order reads the hearing as the case's, now set.
    await openTracker(page, '/pt/tracker');
    const leitor = page.locator('[data-order-reader]');
    await leitor.getByRole('button', { name: 'Ler um despacho', exact: true }).click();
    await leitor.getByLabel('O texto do despacho', { exact: true }).fill(orderText);
    await leitor.getByRole('button', { name: 'Procurar as datas', exact: true }).click();
    const proposta = leitor.locator('[data-offers] [data-offer]').nth(0);
    await eventually(() => proposta.locator('[data-hearing-state]').textContent()).toBe(
      'Esta é a data da audiência do seu processo.',
    );
    expect(await proposta.locator('.task-when').textContent()).toBe('Em 14 de junho de 2027, às 10:00');
    await noViolations(page, 'a set hearing, in Portuguese');
    await context.close();
  });
});
