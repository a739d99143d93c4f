/**
 * Paralegal reviews and WhatsApp support in the browser: a paralegal works the queue at
 * /admin/reviews (reply with the error summary on an empty reply, mark as done, the Done list), a
 * plain account is told the page is for paralegals, the page heading in both languages, and the
 * tracker's support panel for a user with the support feature. Plans and roles are written into
 * the test server's own D1, as `npm run plan:grant` and `npm run role:grant` do locally.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { axeViolations, describeViolations } from './axe';
import { DESKTOP, eventually, newPage, sharedBrowser } from './browser';
import { createCase } from './cases';
import { signInFromPage, uniqueEmail } from './session';
import { openTracker } from './tracker-screen';

const browser = sharedBrowser();
const root = path.resolve(import.meta.dirname, '../..');
/** The number global-setup.ts gives the test server. */
const SUPPORT_NUMBER = '447700900123';

/** Runs SQL against the test server's D1 (the addresses and ids in it are ours: no quoting needed). */
function sql(statement: string): void {
  const result = spawnSync(
    path.join(root, 'node_modules', '.bin', 'wrangler'),
    ['d1', 'execute', 'DB', '--local', '--persist-to', inject('stateDir'), '--command', statement],
    { cwd: root, encoding: 'utf8', env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } },
  );
  expect(result.status, result.stderr).toBe(0);
}

const account = (email: string) => `(SELECT id FROM user WHERE email = '${email}')`;

function grantPlan(email: string, plan: string): void {
  sql(
    `INSERT INTO subscriptions (id, user_id, customer_id, status, current_period_end, cancel_at_period_end, last_event_created, updated_at) SELECT 'local_' || id, id, NULL, 'active', NULL, 0, 0, '2026-11-22T12:00:00.000Z' FROM user WHERE email = '${email}'; INSERT INTO subscription_items (subscription_id, price_id, plan_type) SELECT 'local_' || id, 'local', '${plan}' FROM user WHERE email = '${email}'`,
  );
}

/** A case made through the API from the signed-in page; its id. */
const caseOf = (page: Page, claimantName: string) => createCase(page, { claimantName, employerName: 'Acme Logistics Ltd' });

async function expectNoAxeViolations(page: Page): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

describe('the paralegal review queue', () => {
  it('shows a request with its document, takes a reply, marks it done and lists it under Done', async () => {
    // The claimant: a Paralegal Services plan, a case, a document and a review request.
    const claimant = await newPage(browser(), DESKTOP);
    const claimantEmail = await signInFromPage(claimant.page, uniqueEmail('claimant'));
    grantPlan(claimantEmail, 'paralegal');
    const claimantName = `Ana ${crypto.randomUUID().slice(0, 8)}`;
    const caseId = await caseOf(claimant.page, claimantName);
    const documentId = crypto.randomUUID();
    sql(
      `INSERT INTO documents (id, user_id, case_id, document_type, title, language, content, created_at, updated_at) VALUES ('${documentId}', ${account(claimantEmail)}, '${caseId}', 'witness_statement', 'Witness statement', 'en', '# Witness statement\n\n1. I worked at the depot from 2019.', '2026-11-22T12:00:00.000Z', '2026-11-22T12:00:00.000Z')`,
    );
    const status = await claimant.page.evaluate(async (id) => {
      const response = await fetch(`/api/documents/${id}/reviews`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ message: 'Is paragraph 1 enough?' }),
      });
      return response.status;
    }, documentId);
    expect(status).toBe(201);
    await claimant.context.close();

    // The paralegal.
    const { context, page } = await newPage(browser(), DESKTOP);
    const email = await signInFromPage(page, uniqueEmail('paralegal'));
    sql(`UPDATE user SET role = 'paralegal' WHERE email = '${email}'`);
    await page.goto('/admin/reviews');
    await page.getByRole('heading', { level: 1, name: 'Review requests' }).waitFor();
    const item = page.locator('article').filter({ hasText: claimantName });
    await item.getByRole('heading', { name: 'Document: Witness statement' }).waitFor();
    expect(await item.textContent()).toContain(`${claimantName} v Acme Logistics Ltd`);
    expect(await item.locator('.review-note').textContent()).toBe('Is paragraph 1 enough?');
    expect(await item.locator('pre').textContent()).toBe('# Witness statement\n\n1. I worked at the depot from 2019.');
    await expectNoAxeViolations(page);

    // An empty reply: the GOV.UK error summary, focused, and the field's own message.
    await item.getByRole('button', { name: 'Send reply' }).click();
    const summary = item.locator('.error-summary');
    await summary.getByRole('link', { name: 'Write a reply first' }).waitFor();
    await eventually(() => page.evaluate(() => document.activeElement?.classList.contains('error-summary'))).toBe(true);
    expect(await item.locator('.field-error').textContent()).toBe('Error: Write a reply first');
    await expectNoAxeViolations(page);

    await item.getByLabel('Your reply').fill('Add the date you started.');
    await item.getByRole('button', { name: 'Send reply' }).click();
    await page.locator('[data-toast-region]').getByText('Reply sent').waitFor();
    await item.locator('.review-reply-body').filter({ hasText: 'Add the date you started.' }).waitFor();
    await eventually(() => item.locator('.error-summary').count()).toBe(0);

    await item.getByRole('button', { name: 'Mark as done' }).click();
    await page.locator('[data-toast-region]').getByText('Marked as done').waitFor();
    await eventually(() => item.count()).toBe(0);

    await page.getByRole('button', { name: 'Done', exact: true }).click();
    await eventually(() => page.getByRole('button', { name: 'Done', exact: true }).getAttribute('aria-pressed')).toBe('true');
    const done = page.locator('article').filter({ hasText: claimantName });
    await done.getByRole('button', { name: 'Open again' }).waitFor();
    expect(await done.locator('.review-reply-body').allTextContents()).toEqual(['Add the date you started.']);
    await expectNoAxeViolations(page);
    await context.close();
  });

  it('tells an account without the paralegal role that the page is for paralegals', async () => {
    const { context, page } = await newPage(browser(), DESKTOP);
    await signInFromPage(page, uniqueEmail('plain'));
    await page.goto('/admin/reviews');
    await page.getByText('This page is for paralegals. Your account does not have the paralegal role.').waitFor();
    await expectNoAxeViolations(page);
    await page.goto('/pt/admin/reviews');
    await page.getByRole('heading', { level: 1, name: 'Pedidos de revisão' }).waitFor();
    await page.getByText('Esta página é para paralegais. A sua conta não tem a função de paralegal.').waitFor();
    await expectNoAxeViolations(page);
    await context.close();
  });

  it('sends a signed-out visitor to /auth', async () => {
    const { context, page } = await newPage(browser(), DESKTOP);
    await page.goto('/admin/reviews');
    await page.waitForURL((url) => url.pathname === '/auth');
    await context.close();
  });
});

describe('the support panel on the tracker', () => {
  it('opens a wa.me chat with the case’s short reference and counts the query', async () => {
    const { context, page } = await newPage(browser(), DESKTOP);
    // WhatsApp itself is not reached from the tests: its page is answered here.
    await context.route('https://wa.me/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/plain', body: 'WhatsApp' }),
    );
    const email = await signInFromPage(page, uniqueEmail('support'));
    grantPlan(email, 'whatsapp_addon');
    const caseId = await caseOf(page, 'Ana Support');
    const reference = `TT-${caseId.replaceAll('-', '').slice(0, 8).toUpperCase()}`;
    await openTracker(page);
    const panel = page.locator('section.support-panel');
    await panel.getByRole('heading', { name: 'WhatsApp support' }).waitFor();
    await panel.getByText(`The chat starts with your case reference, ${reference}`).waitFor();
    expect(await panel.locator('[data-support-remaining]').textContent()).toBe('10 of 10 queries left this month');
    await expectNoAxeViolations(page);

    const popup = page.waitForEvent('popup');
    await panel.getByRole('button', { name: /Ask a question on WhatsApp/ }).click();
    const chat = await popup;
    await eventually(() => chat.url()).toMatch(/^https:\/\/wa\.me\//);
    const link = panel.locator('a[data-support-link]');
    await link.waitFor();
    const href = (await link.getAttribute('href')) ?? '';
    expect(href.startsWith(`https://wa.me/${SUPPORT_NUMBER}?text=`)).toBe(true);
    expect(href).toContain(encodeURIComponent(reference));
    expect(chat.url()).toBe(href);
    await eventually(() => panel.locator('[data-support-remaining]').textContent()).toBe('9 of 10 queries left this month');
    await expectNoAxeViolations(page);
    await context.close();
  });

  it('points a user without the support feature to the add-on on /pt/pricing', async () => {
    const { context, page } = await newPage(browser(), DESKTOP);
    await signInFromPage(page, uniqueEmail('nosupport'));
    await caseOf(page, 'Ana Livre');
    await openTracker(page, '/pt/tracker');
    const panel = page.locator('section.support-panel');
    await panel.getByText('O apoio por WhatsApp está incluído no extra Apoio por WhatsApp.').waitFor();
    expect(await panel.getByRole('link', { name: 'Ver planos' }).getAttribute('href')).toBe('/pt/pricing');
    await context.close();
  });
});
