import { describe, expect, it } from 'vitest';
import { eventually, newPage, PHONE, sharedBrowser } from './browser';
import { signInFromPage } from './session';

const browser = sharedBrowser();

describe('home page', () => {
  it('shows every section in English', async () => {
    const { context, page } = await newPage(browser());
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe('en-GB');
    expect(await page.textContent('h1')).toBe('Bring your Employment Tribunal claim with confidence');
    expect(await page.getAttribute('a:text-is("Start Free Guide") >> nth=0', 'href')).toBe('/stages');
    expect(await page.getAttribute('a:text-is("View All Services")', 'href')).toBe('/pricing');
    expect(await page.textContent('.legal-notice h2')).toBe('This is not legal advice');
    expect(await page.locator('h2:text-is("8-Stage Process Guide")').count()).toBe(1);
    expect(await page.locator('h2:text-is("Smart Case Tracking")').count()).toBe(1);
    expect(await page.locator('h2:text-is("What You\'ll Learn") + ol > li').count()).toBe(8);
    for (const feature of [
      'Free ET1 Claim Form',
      'Legal Glossary',
      'Interactive Checklists',
      'Resource Library',
      'Community Support',
    ]) {
      expect(await page.locator(`.features h3:text-is("${feature}")`).count(), feature).toBe(1);
    }
    // The free ET1 claim form is the tracker's ET1 panel.
    expect(await page.getAttribute('a:text-is("Prepare your ET1 answers in the case tracker")', 'href')).toBe(
      '/tracker#et1-answers',
    );
    // The three tiers, Premium marked MOST POPULAR, prices from the plan table.
    const tiers = page.locator('.tiers > li');
    expect(await tiers.locator('h3').allTextContents()).toEqual(['Free Self-Service', 'Premium Tools', 'Paralegal Services']);
    expect(await tiers.nth(1).locator('.badge').textContent()).toBe('MOST POPULAR');
    expect(await tiers.locator('.badge').count()).toBe(1);
    expect(await tiers.locator('.amount').allTextContents()).toEqual(['£0', '£20', '£150']);
    expect(await page.textContent('.site-footer .not-legal-advice')).toBe(
      'General guidance on Employment Tribunal procedure in England and Wales. It is not legal advice.',
    );
    await context.close();
  });

  it('opens the donation page in a new tab and drafts partnership and investment mails', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/');
    const donate = page.locator('a:has-text("Donate Any Amount")');
    expect(await donate.getAttribute('href')).toBe('https://donate.example.org/tribunal-toolkit');
    expect(await donate.getAttribute('target')).toBe('_blank');
    expect(await donate.getAttribute('rel')).toContain('noopener');
    expect(await page.getAttribute('a:text-is("Partner With Us")', 'href')).toBe(
      'mailto:partners@example.org?subject=Partnership%20Opportunity',
    );
    expect(await page.getAttribute('a:text-is("Invest in Our Mission")', 'href')).toBe(
      'mailto:partners@example.org?subject=Investment%20Inquiry',
    );
    await context.close();
  });

  it('shows the green banner after a successful checkout, and only then', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/');
    expect(await page.isVisible('[data-checkout-banner]')).toBe(false);
    await page.goto('/?checkout=success');
    const banner = page.locator('[data-checkout-banner]');
    await banner.waitFor({ state: 'visible' });
    expect(await banner.textContent()).toBe('Subscription successful! Your premium features are now active.');
    expect(await banner.getAttribute('class')).toContain('banner-success');
    await context.close();
  });

  it.each([
    ['/?checkout=success', 'Subscription successful! Your premium features are now active.'],
    ['/pt?checkout=success', 'Subscrição concluída! As suas funcionalidades premium já estão ativas.'],
  ])('%s, signed in: the banner, then the plan checked again (a re-check after 1 second)', async (url, text) => {
    const { context, page } = await newPage(browser(), PHONE);
    await signInFromPage(page);
    const checks: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/subscription') checks.push(response.status());
    });
    await page.goto(url);
    const banner = page.locator('[data-checkout-banner]');
    await banner.waitFor({ state: 'visible' });
    expect(await banner.textContent()).toBe(text);
    // One check when the page learns who is signed in, and the re-check the banner asks for.
    await eventually(() => checks).toEqual([200, 200]);
    await context.close();
  });

  it('shows every section in Portuguese', async () => {
    const { context, page } = await newPage(browser());
    const response = await page.goto('/pt');
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe('pt-PT');
    expect(await page.textContent('h1')).toBe('Apresente a sua ação no Tribunal do Trabalho com confiança');
    expect(await page.getAttribute('a:text-is("Começar o Guia Gratuito") >> nth=0', 'href')).toBe('/pt/stages');
    expect(await page.getAttribute('a:text-is("Ver Todos os Serviços")', 'href')).toBe('/pt/pricing');
    expect(await page.textContent('.legal-notice h2')).toBe('Isto não é aconselhamento jurídico');
    expect(await page.locator('h2:text-is("O que vai aprender") + ol > li').count()).toBe(8);
    expect(await page.locator('.tiers .badge').textContent()).toBe('MAIS POPULAR');
    await page.goto('/pt?checkout=success');
    await page.locator('[data-checkout-banner]').waitFor({ state: 'visible' });
    expect(await page.textContent('[data-checkout-banner]')).toBe(
      'Subscrição concluída! As suas funcionalidades premium já estão ativas.',
    );
    await context.close();
  });
});

describe('how you can help', () => {
  it.each([
    ['/help-us', 'Donate', 'Partner With Us', 'Tell us what is wrong'],
    ['/pt/help-us', 'Fazer um donativo', 'Seja nosso parceiro', 'Diga-nos o que está errado'],
  ])('%s offers the configured donation page and mail drafts', async (url, donate, partner, report) => {
    const { context, page } = await newPage(browser(), PHONE);
    await page.goto(url);
    expect(await page.locator('[data-help-actions="donate"] a').textContent()).toContain(donate);
    expect(await page.getAttribute('[data-help-actions="donate"] a', 'href')).toBe('https://donate.example.org/tribunal-toolkit');
    expect(await page.locator('[data-help-actions="partner"] a').first().textContent()).toBe(partner);
    expect(await page.getAttribute('[data-help-actions="contact"] a', 'href')).toBe(
      'mailto:partners@example.org?subject=Correction%20to%20the%20guide',
    );
    expect(await page.locator('[data-help-actions="contact"] a').textContent()).toBe(report);
    await context.close();
  });
});

describe('free help', () => {
  it.each([
    [
      '/',
      'Find free help',
      '/free-help',
      [
        'Acas helpline',
        'Citizens Advice',
        'Law centres',
        'LawWorks clinics',
        'ELIPS: advice at some tribunals',
        'Free Representation Unit (FRU)',
        'Advocate',
        'Advicenow',
        'Your trade union',
      ],
    ],
    [
      '/pt',
      'Encontrar ajuda gratuita',
      '/pt/free-help',
      [
        'Linha de apoio da Acas',
        'Citizens Advice',
        'Law centres (centros jurídicos)',
        'Consultas da LawWorks',
        'ELIPS: aconselhamento em alguns tribunais',
        'Free Representation Unit (FRU)',
        'Advocate',
        'Advicenow',
        'O seu sindicato',
      ],
    ],
  ] as const)('the home page’s community support card leads to the free help page (%s)', async (home, link, path, headings) => {
    const { context, page } = await newPage(browser(), PHONE);
    await page.goto(home);
    await page.getByRole('link', { name: link }).click();
    await page.waitForURL((url) => url.pathname === path);
    const found = await page.locator('main h2').allTextContents();
    for (const heading of headings) expect(found).toContain(heading);
    await context.close();
  });
});
