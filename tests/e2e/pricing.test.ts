/**
 * /pricing: every card and price in both languages, the
 * Free card's and the purchase buttons' way to sign-in, the signed-in state, and axe at a phone's
 * and a desktop's width. The last describe needs the billing routes (POST /api/billing/checkout);
 * the e2e server runs without STRIPE_SECRET_KEY, so the buttons must say payments are not available.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from './axe';
import { DESKTOP, eventually, newPage, PHONE, sharedBrowser } from './browser';
import { signInFromPage } from './session';

const browser = sharedBrowser();

/** Each language's rendering of the catalogue's prices (pt-PT writes the pound sign after, with a no-break space). */
const LANGUAGES = {
  en: {
    url: '/pricing',
    authUrl: '/auth?next=%2Fpricing',
    home: '/',
    documents: '/documents',
    cards: {
      free: { name: 'Free', amount: '£0', interval: 'forever', button: null },
      premium_base: { name: 'Premium Base', amount: '£20', interval: 'per month', button: 'Choose Premium Base' },
      complete_bundle: { name: 'Complete Bundle', amount: '£40', interval: 'per month', button: 'Choose Complete Bundle' },
      paralegal: { name: 'Paralegal Services', amount: '£150', interval: 'per month', button: 'Choose Paralegal Services' },
      research_addon: { name: 'Legal Research', amount: '£15', interval: 'per month', button: 'Choose Legal Research' },
      whatsapp_addon: { name: 'WhatsApp Support', amount: '£10', interval: 'per month', button: 'Choose WhatsApp Support' },
    },
    saves: 'saves £5 against £20 + £15 + £10',
    paralegalTerms: '6-month minimum contract, or ad-hoc project basis',
    freeAllowances: ['2 free ET1 claim form drafts', '2 free legal research runs'],
    whatsapp: 'Ask us your questions on WhatsApp, up to 10 queries a month.',
    addonsLead: 'Add-ons enhance a Premium Base subscription.',
    payg: {
      title: 'Pay As You Go',
      price: '£10 per document',
      link: 'Go to Essential Documents',
      types: ['List of Issues', 'Disability Impact Statement'],
    },
    helpUs: 'Help Us Grow',
    partner: 'Partner With Us',
    invest: 'Invest in Our Mission',
    partnerBody: 'Hello%2C%0D%0A%0D%0AI%20would%20like%20to%20talk%20about%20a%20partnership%20with%20Tribunal%20Toolkit.',
    donate: 'Donate',
    freeStart: 'Get Started Free',
    currentPlan: 'Your current plan',
  },
  pt: {
    url: '/pt/pricing',
    authUrl: '/pt/auth?next=%2Fpt%2Fpricing',
    home: '/pt',
    documents: '/pt/documents',
    cards: {
      free: { name: 'Gratuito', amount: '0\u00a0£', interval: 'para sempre', button: null },
      premium_base: { name: 'Premium Base', amount: '20\u00a0£', interval: 'por mês', button: 'Escolher Premium Base' },
      complete_bundle: { name: 'Plano Completo', amount: '40\u00a0£', interval: 'por mês', button: 'Escolher Plano Completo' },
      paralegal: {
        name: 'Serviços de Paralegal',
        amount: '150\u00a0£',
        interval: 'por mês',
        button: 'Escolher Serviços de Paralegal',
      },
      research_addon: {
        name: 'Pesquisa Jurídica',
        amount: '15\u00a0£',
        interval: 'por mês',
        button: 'Escolher Pesquisa Jurídica',
      },
      whatsapp_addon: {
        name: 'Apoio por WhatsApp',
        amount: '10\u00a0£',
        interval: 'por mês',
        button: 'Escolher Apoio por WhatsApp',
      },
    },
    saves: 'poupa 5\u00a0£ face a 20\u00a0£ + 15\u00a0£ + 10\u00a0£',
    paralegalTerms: 'Contrato mínimo de 6 meses, ou por projeto pontual',
    freeAllowances: ['2 rascunhos gratuitos do formulário ET1', '2 pesquisas jurídicas gratuitas'],
    whatsapp: 'Faça-nos as suas perguntas por WhatsApp, até 10 perguntas por mês.',
    addonsLead: 'Os extras complementam uma subscrição Premium Base.',
    payg: {
      title: 'Pagamento por documento',
      price: '10\u00a0£ por documento',
      link: 'Ir para Documentos essenciais',
      types: ['Lista de questões (list of issues)', 'Declaração sobre os efeitos da deficiência (impact statement)'],
    },
    helpUs: 'Ajude-nos a crescer',
    partner: 'Seja nosso parceiro',
    invest: 'Invista na nossa missão',
    partnerBody: 'Ol%C3%A1%2C%0D%0A%0D%0AGostaria%20de%20falar%20sobre%20uma%20parceria%20com%20o%20Tribunal%20Toolkit.',
    donate: 'Fazer um donativo',
    freeStart: 'Começar gratuitamente',
    currentPlan: 'O seu plano atual',
  },
} as const;

type Language = keyof typeof LANGUAGES;
const card = (page: Page, plan: string) => page.locator(`[data-plan-card="${plan}"]`);
const toast = (page: Page, text: string) => page.locator('[data-toast-region]').getByText(text, { exact: true });

/** Every request the page makes to the billing routes, to prove a signed-out click makes none. */
function billingRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/billing')) seen.push(request.url());
  });
  return seen;
}

async function expectAxeClean(page: Page, label: string): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations, `${label}: ${describeViolations(violations)}`).toEqual([]);
}

describe('pricing page', () => {
  it.each(['en', 'pt'] as const)('%s: every card with its price from the catalogue', async (language: Language) => {
    const expected = LANGUAGES[language];
    const { context, page } = await newPage(browser(), PHONE);
    const response = await page.goto(expected.url);
    expect(response?.status()).toBe(200);
    for (const [plan, want] of Object.entries(expected.cards)) {
      const planCard = card(page, plan);
      expect(await planCard.locator('h3').textContent(), plan).toBe(want.name);
      expect(await planCard.locator('.amount').textContent(), plan).toBe(want.amount);
      expect(await planCard.locator('.interval').textContent(), plan).toBe(want.interval);
      if (want.button) {
        const button = page.getByRole('button', { name: want.button, exact: true });
        expect(await button.count(), want.button).toBe(1);
        expect(await planCard.getByRole('button', { name: want.button, exact: true }).isVisible()).toBe(true);
      }
    }
    expect(await card(page, 'complete_bundle').locator('.terms').textContent()).toBe(expected.saves);
    expect(await card(page, 'paralegal').locator('.terms').textContent()).toBe(expected.paralegalTerms);
    const freeFeatures = await card(page, 'free').locator('.plan-features li').allTextContents();
    expect(freeFeatures).toEqual(expect.arrayContaining([...expected.freeAllowances]));
    expect(await card(page, 'whatsapp_addon').locator('p').allTextContents()).toContain(expected.whatsapp);
    expect(await page.locator('main').getByText(expected.addonsLead, { exact: true }).count()).toBe(1);

    const payg = page.locator('section.payg');
    expect(await payg.locator('h2').textContent()).toBe(expected.payg.title);
    expect(await payg.locator('.amount').textContent()).toBe(expected.payg.price);
    expect(await payg.getByRole('link', { name: expected.payg.link }).getAttribute('href')).toBe(expected.documents);
    // Every document type is listed, the new ones for a tribunal's order among them.
    const types = await payg.locator('[data-document-types] li').allTextContents();
    expect(types).toHaveLength(13);
    for (const type of expected.payg.types) expect(types).toContain(type);

    // Signed out, the Free card leads to sign-in, and offers the donation page.
    expect(await card(page, 'free').getByRole('link', { name: expected.freeStart }).getAttribute('href')).toBe(
      expected.authUrl.split('?')[0],
    );
    expect(await card(page, 'free').getByRole('link', { name: expected.donate }).getAttribute('href')).toBe(
      'https://donate.example.org/tribunal-toolkit',
    );
    expect(await page.locator('[data-current]:visible').count()).toBe(0);
    expect(await page.isVisible('[data-active-subscription]')).toBe(false);

    const helpUs = page.locator('section.help-us');
    expect(await helpUs.locator('h2').textContent()).toBe(expected.helpUs);
    expect(await helpUs.getByRole('link', { name: expected.partner }).getAttribute('href')).toMatch(
      new RegExp(`^mailto:partners@example\\.org\\?subject=Partnership%20Opportunity&body=${expected.partnerBody}`),
    );
    expect(await helpUs.getByRole('link', { name: expected.invest }).getAttribute('href')).toMatch(
      /^mailto:partners@example\.org\?subject=Investment%20Inquiry&body=\S+$/,
    );
    await context.close();
  });

  it.each(['en', 'pt'] as const)(
    '%s: a signed-out purchase goes to sign-in with the way back here',
    async (language: Language) => {
      const expected = LANGUAGES[language];
      const { context, page } = await newPage(browser(), PHONE);
      const requests = billingRequests(page);
      await page.goto(expected.url);
      await page.getByRole('button', { name: expected.cards.complete_bundle.button }).click();
      await page.waitForURL((url) => url.pathname === expected.authUrl.split('?')[0]);
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(expected.authUrl);
      expect(requests).toEqual([]);
      expect(context.pages()).toHaveLength(1);
      await context.close();
    },
  );

  it('signed in on the free plan: the Free card is marked, leads home, and no subscription card shows', async () => {
    const { context, page } = await newPage(browser(), DESKTOP);
    await signInFromPage(page);
    await page.goto('/pt/pricing');
    const free = card(page, 'free');
    await eventually(() => free.getByRole('link', { name: LANGUAGES.pt.freeStart }).getAttribute('href')).toBe('/pt');
    await eventually(() => free.locator('[data-current]').isVisible()).toBe(true);
    expect(await free.locator('[data-current]').textContent()).toBe(LANGUAGES.pt.currentPlan);
    expect(await page.locator('[data-current]:visible').count()).toBe(1);
    expect(await page.isVisible('[data-active-subscription]')).toBe(false);
    await expectAxeClean(page, '/pt/pricing signed in');
    await context.close();
  });

  it('shows a subscribed answer of GET /api/subscription: the subscription card, the marked plan, Manage Subscription', async () => {
    const { context, page } = await newPage(browser(), PHONE);
    await signInFromPage(page);
    // The answer the billing routes give a subscriber (their contract); a real subscription needs
    // Stripe, so the page's reading of it is checked here against that shape.
    await page.route('**/api/subscription', (route) =>
      route.fulfill({
        json: {
          subscribed: true,
          plan_type: 'complete_bundle',
          status: 'active',
          subscription_end: '2026-12-22T12:00:00.000Z',
          features: ['basic', 'documents', 'research', 'support'],
        },
      }),
    );
    for (const [url, words] of [
      [
        '/pricing',
        { plan: 'Complete Bundle', status: 'Active', end: 'Renews on', date: '22 December 2026', manage: 'Manage Subscription' },
      ],
      [
        '/pt/pricing',
        {
          plan: 'Plano Completo',
          status: 'Ativa',
          end: 'Renovação',
          date: '22 de dezembro de 2026',
          manage: 'Gerir subscrição',
        },
      ],
    ] as const) {
      await page.goto(url);
      const active = page.locator('[data-active-subscription]');
      await active.waitFor({ state: 'visible' });
      expect(await active.locator('[data-active-plan]').textContent()).toBe(words.plan);
      expect(await active.locator('[data-active-status]').textContent()).toBe(words.status);
      expect(await active.locator('[data-active-end-label]').textContent()).toBe(words.end);
      expect(await active.locator('[data-active-end]').textContent()).toBe(words.date);
      expect(await active.getByRole('button', { name: words.manage }).isVisible()).toBe(true);
      const bundle = card(page, 'complete_bundle');
      await eventually(() => bundle.locator('[data-current]').isVisible()).toBe(true);
      // Buying the plan one has is not offered; the other plans still are.
      expect(await bundle.locator('[data-plan-button]').isVisible()).toBe(false);
      expect(await card(page, 'premium_base').locator('[data-plan-button]').isVisible()).toBe(true);
      expect(await card(page, 'free').locator('[data-current]').isVisible()).toBe(false);
      await expectAxeClean(page, `${url} subscribed at 375 px`);
      await page.setViewportSize({ width: 320, height: 740 });
      await page.waitForFunction(() => window.innerWidth === 320);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${url} at 320 px`).toBeLessThanOrEqual(320);
      await page.setViewportSize(PHONE);
    }
    await context.close();
  });

  it.each([
    ['/pricing', PHONE],
    ['/pricing', DESKTOP],
    ['/pt/pricing', PHONE],
    ['/pt/pricing', DESKTOP],
  ] as const)('%s is axe clean at %o, with no sideways scroll', async (url, viewport) => {
    const { context, page } = await newPage(browser(), viewport);
    await page.goto(url);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await expectAxeClean(page, `${url} at ${viewport.width} px`);
    await context.close();
  });
});

describe("pricing against the billing routes' answers (their contract, stubbed in the browser)", () => {
  /** Answers the page's billing calls as the routes would, and counts them. */
  async function stubBilling(page: Page, path: string, status: number, body: object): Promise<string[]> {
    const sent: string[] = [];
    await page.route(`**${path}`, (route) => {
      sent.push(route.request().postData() ?? '');
      return route.fulfill({ status, json: body });
    });
    return sent;
  }

  it('opens Checkout in a new tab that has no handle on this page', async () => {
    const { context, page } = await newPage(browser(), PHONE);
    await signInFromPage(page);
    const checkoutUrl = 'https://checkout.stripe.test/c/pay/cs_test_a1';
    await context.route('https://checkout.stripe.test/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Checkout</title><p>Stand-in</p>' }),
    );
    const sent = await stubBilling(page, '/api/billing/checkout', 200, { url: checkoutUrl });
    await page.goto('/pricing');
    const popup = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Choose Paralegal Services' }).click();
    const tab = await popup;
    await tab.waitForURL(checkoutUrl);
    expect(sent.map((body) => JSON.parse(body))).toEqual([{ plan: 'paralegal' }]);
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    expect(new URL(page.url()).pathname).toBe('/pricing');
    await context.close();
  });

  it.each([
    [
      502,
      { error: { code: 'CHECKOUT_FAILED', message: 'Failed to start checkout process' } },
      'Checkout failed',
      'Failed to start checkout process',
    ],
    [400, { error: { code: 'INVALID_PLAN', message: 'Invalid plan selected' } }, 'Invalid plan selected', null],
  ] as const)('a checkout answered %i shows its toast', async (status, body, title, description) => {
    const { context, page } = await newPage(browser(), PHONE);
    await signInFromPage(page);
    await stubBilling(page, '/api/billing/checkout', status, body);
    await page.goto('/pricing');
    await page.getByRole('button', { name: 'Choose Legal Research' }).click();
    await toast(page, title).waitFor();
    const shown = page.locator('[data-toast-region] .toast');
    expect(await shown.count()).toBe(1);
    expect(await shown.locator('.toast-description').allTextContents()).toEqual(description ? [description] : []);
    expect(await card(page, 'research_addon').locator('[data-note]').textContent()).toBe('');
    await eventually(() => context.pages().length).toBe(1);
    await context.close();
  });

  it('a portal that fails shows Error / Failed to open customer portal; one not configured says so under Manage', async () => {
    const { context, page } = await newPage(browser(), PHONE);
    await signInFromPage(page);
    await page.route('**/api/subscription', (route) =>
      route.fulfill({
        json: {
          subscribed: true,
          plan_type: 'premium_base',
          status: 'past_due',
          subscription_end: '2026-12-01T00:00:00.000Z',
          features: [],
        },
      }),
    );
    await stubBilling(page, '/api/billing/portal', 502, {
      error: { code: 'PORTAL_FAILED', message: 'Failed to open customer portal' },
    });
    await page.goto('/pricing');
    const active = page.locator('[data-active-subscription]');
    await active.waitFor({ state: 'visible' });
    expect(await active.locator('[data-active-status]').textContent()).toBe('Payment overdue');
    expect(await active.locator('[data-active-end-label]').textContent()).toBe('Access until');
    expect(await active.locator('[data-active-end]').textContent()).toBe('1 December 2026');
    const manage = active.getByRole('button', { name: 'Manage Subscription' });
    await manage.click();
    await toast(page, 'Error').waitFor();
    expect(await toast(page, 'Failed to open customer portal').count()).toBe(1);

    await page.unroute('**/api/billing/portal');
    await stubBilling(page, '/api/billing/portal', 503, {
      error: { code: 'PAYMENTS_UNAVAILABLE', message: 'Payments are not available on this server' },
    });
    await manage.click();
    await eventually(() => active.locator('[data-note]').textContent()).toBe('Payments are not available on this server');
    expect(await toast(page, 'Payments are not available on this server').count()).toBe(1);
    await eventually(() => context.pages().length).toBe(1);
    await context.close();
  });

  it('a session that has ended meanwhile (401) goes to sign-in with the way back', async () => {
    const { context, page } = await newPage(browser(), PHONE);
    await signInFromPage(page);
    const sent = await stubBilling(page, '/api/billing/checkout', 401, {
      error: { code: 'UNAUTHENTICATED', message: 'Sign in first' },
    });
    const known = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/get-session');
    await page.goto('/pt/pricing');
    await known;
    // The session has ended on the server: the sign-in page, asking who is signed in, hears nobody
    // (were it still signed in there, it would send the reader straight back, as it should).
    await page.route('**/api/auth/get-session', (route) => route.fulfill({ status: 200, json: null }));
    await page.getByRole('button', { name: 'Escolher Premium Base' }).click();
    await page.waitForURL((url) => url.pathname === '/pt/auth');
    expect(new URL(page.url()).search).toBe('?next=%2Fpt%2Fpricing');
    // It was the checkout's 401 that sent the reader there, not a page that thought them signed out.
    expect(sent).toHaveLength(1);
    await eventually(() => context.pages().length).toBe(1);
    await context.close();
  });
});

// Goes through the real billing route (POST /api/billing/checkout), which answers 503 here.
describe('pricing with the billing API (needs POST /api/billing/checkout; the test server has no STRIPE_SECRET_KEY)', () => {
  it.each([
    ['/pricing', 'Choose Premium Base', 'Checkout failed', 'Payments are not available on this server'],
    ['/pt/pricing', 'Escolher Premium Base', 'Falha no pagamento', 'Os pagamentos não estão disponíveis neste servidor'],
  ])(
    '%s: a signed-in purchase says payments are not available, in a toast and under the button',
    async (url, button, title, message) => {
      const { context, page } = await newPage(browser(), PHONE);
      await signInFromPage(page);
      await page.goto(url);
      const answers: number[] = [];
      page.on('response', (response) => {
        if (new URL(response.url()).pathname === '/api/billing/checkout') answers.push(response.status());
      });
      await page.getByRole('button', { name: button }).click();
      await toast(page, title).waitFor();
      expect(await toast(page, message).count()).toBe(1);
      const note = card(page, 'premium_base').locator('[data-note]');
      await eventually(() => note.textContent()).toBe(message);
      expect(await note.isVisible()).toBe(true);
      expect(answers).toEqual([503]);
      // The tab opened for Checkout on the click is closed again, and the reader is still here.
      await eventually(() => context.pages().length).toBe(1);
      expect(new URL(page.url()).pathname).toBe(url);
      await expectAxeClean(page, `${url} with the not-configured note`);
      await context.close();
    },
  );
});
