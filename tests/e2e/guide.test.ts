import { describe, expect, it } from 'vitest';
import { DESKTOP, newPage, PHONE, sharedBrowser } from './browser';

const browser = sharedBrowser();

const STAGE_TITLES = [
  'Understanding Your Problem',
  'Before You Claim',
  'Acas Early Conciliation',
  'Submitting Your ET1 Claim',
  'What Happens Next',
  'The Hearing',
  'After the Hearing',
  'Appeals',
];

describe('stages overview', () => {
  it('shows progress at stage 1 of 8, eight active cards, the tactical block and help', async () => {
    const { context, page } = await newPage(browser(), DESKTOP);
    await page.goto('/stages');
    expect(await page.textContent('h1')).toBe('Your Step-by-Step Guide');
    expect(await page.textContent('.progress-text')).toContain('Stage 1 of 8');
    expect(await page.textContent('.progress-text')).toContain('13%');
    expect(await page.getAttribute('progress', 'value')).toBe('13');
    const cards = page.locator('.stage-card');
    expect(await cards.count()).toBe(8);
    for (const [i, title] of STAGE_TITLES.entries()) {
      const card = cards.nth(i);
      expect(await card.getAttribute('data-status')).toBe('active');
      // The heading also says "Stage n of 8" to screen readers, in a visually hidden span.
      expect(await card.locator('h2').textContent()).toBe(`Stage ${i + 1} of 8: ${title}`);
      expect(await card.locator('a.button').textContent()).toBe('Start');
      expect(await card.locator('a.button').getAttribute('href')).toBe(`/stage/${i + 1}`);
    }
    expect(await page.getAttribute('a:text-is("Read the Tactical Guide")', 'href')).toBe('/tactical-guide');
    expect(await page.textContent('.help')).toContain('0300 123 1100');
    await context.close();
  });
});

describe('stage navigation', () => {
  it('chains 1 to 8 with previous and next, and stage 8 goes home', async () => {
    const { context, page } = await newPage(browser(), DESKTOP);
    await page.goto('/stage/1');
    expect(await page.locator('.pager a[rel="prev"]').count()).toBe(0);
    expect(await page.getAttribute('.pager a[rel="next"]', 'href')).toBe('/stage/2');
    await page.goto('/stage/5');
    expect(await page.getAttribute('.pager a[rel="prev"]', 'href')).toBe('/stage/4');
    expect(await page.getAttribute('.pager a[rel="next"]', 'href')).toBe('/stage/6');
    await page.goto('/pt/stage/8');
    expect(await page.getAttribute('.pager a[rel="prev"]', 'href')).toBe('/pt/stage/7');
    expect(await page.getAttribute('.pager a:text-is("Voltar ao início")', 'href')).toBe('/pt');
    await context.close();
  });
});

describe('stage 1: what happened at work?', () => {
  it('lets the reader choose one problem and see its result, then check another', async () => {
    const { context, page } = await newPage(browser(), PHONE);
    await page.goto('/stage/1');
    const submit = page.locator('button:text-is("See If I Can Make a Claim")');
    expect(await page.textContent('legend')).toBe('What happened at work?');
    expect(
      await page.locator('input[name="claim-type"]').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value)),
    ).toEqual([
      'unfair-dismissal',
      'discrimination',
      'unpaid-wages',
      'redundancy',
      'constructive-dismissal',
      'breach-contract',
      'whistleblowing-dismissal',
    ]);
    expect(await submit.isDisabled()).toBe(true);
    expect(await page.isVisible('[data-claim="discrimination"]')).toBe(false);

    await page.check('#option-discrimination');
    expect(await submit.isDisabled()).toBe(false);
    await submit.click();
    const result = page.locator('[data-claim="discrimination"]');
    await result.waitFor({ state: 'visible' });
    expect(await page.locator('[data-claim]:visible').count()).toBe(1);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('claim-discrimination-title');
    expect(await result.locator('.time-limit').textContent()).toContain('3 months');
    // The worked example: 3 months from 8 May 2026 ends on 7 August (any date used to pass here).
    expect(await result.locator('.time-limit').textContent()).toContain(
      'if that day was 8 May 2026, the last day is 7 August 2026',
    );
    expect(await result.locator('ol > li').count()).toBeGreaterThanOrEqual(2);

    await result.locator('button:text-is("Check Another Problem")').click();
    expect(await page.isVisible('legend')).toBe(true);
    expect(await page.isChecked('#option-discrimination')).toBe(true);
    await page.check('#option-unfair-dismissal');
    await submit.click();
    const unfair = page.locator('[data-claim="unfair-dismissal"]');
    await unfair.waitFor({ state: 'visible' });
    expect(await unfair.textContent()).toContain('Service needed: 2 years');
    await unfair.locator('a:text-is("Continue to Stage 2")').click();
    await page.waitForURL('**/stage/2');
    expect(await page.textContent('h1')).toBe('Before You Claim');
    await context.close();
  });

  it('shows all seven explanations without JavaScript', async () => {
    const { context, page } = await newPage(browser(), PHONE, { javaScriptEnabled: false });
    await page.goto('/pt/stage/1');
    expect(await page.locator('[data-claim]:visible').count()).toBe(7);
    expect(await page.isVisible('[data-chooser-form]')).toBe(false);
    await context.close();
  });
});

describe('stage 2 checklist', () => {
  it('toggles its four items and asks a signed-out reader to sign in to save', async () => {
    const { context, page } = await newPage(browser(), PHONE);
    await page.goto('/stage/2');
    const items = page.locator('[data-checklist-item]');
    expect(await items.evaluateAll((inputs) => inputs.map((i) => i.getAttribute('data-checklist-item')))).toEqual([
      'timeline',
      'evidence',
      'grievance',
      'witnesses',
    ]);
    await page.click('label[for="checklist-evidence"]');
    expect(await page.isChecked('#checklist-evidence')).toBe(true);
    await page.keyboard.press('Space');
    expect(await page.isChecked('#checklist-evidence')).toBe(false);
    expect(await page.getAttribute('[data-checklist-signin] a', 'href')).toBe('/auth?next=%2Fstage%2F2');
    await context.close();
  });
});

describe('glossary filter', () => {
  it('filters by term or definition, ignoring case, and says when nothing matches', async () => {
    const { context, page } = await newPage(browser(), DESKTOP);
    await page.goto('/glossary');
    const all = await page.locator('[data-glossary-entry]').count();
    expect(all).toBeGreaterThanOrEqual(50);
    await page.fill('[data-glossary-input]', 'VENTO');
    const shown = page.locator('[data-glossary-entry]:visible');
    expect(await shown.count()).toBeGreaterThanOrEqual(1);
    expect(await shown.count()).toBeLessThan(all);
    for (const text of await shown.allTextContents()) expect(text.toLowerCase()).toContain('vento');
    await page.fill('[data-glossary-input]', 'qqzzxx');
    expect(await page.textContent('[data-glossary-status]')).toBe(
      'No terms found matching "qqzzxx". Try a different search term.',
    );
    expect(await shown.count()).toBe(0);
    await page.fill('[data-glossary-input]', '');
    expect(await page.locator('[data-glossary-entry]:visible').count()).toBe(all);
    await context.close();
  });

  it('works in Portuguese, accents or not', async () => {
    const { context, page } = await newPage(browser(), DESKTOP);
    await page.goto('/pt/glossary');
    await page.fill('[data-glossary-input]', 'conciliacao');
    expect(await page.locator('[data-glossary-entry]:visible').count()).toBeGreaterThanOrEqual(1);
    await page.fill('[data-glossary-input]', 'qqzzxx');
    expect(await page.textContent('[data-glossary-status]')).toBe(
      'Nenhum termo encontrado para «qqzzxx». Experimente outra palavra.',
    );
    await context.close();
  });
});

describe('tactical guide', () => {
  it('has nine sections that open independently, without JavaScript too', async () => {
    const { context, page } = await newPage(browser(), DESKTOP, { javaScriptEnabled: false });
    await page.goto('/tactical-guide');
    const sections = page.locator('details.expandable');
    expect(await sections.count()).toBe(9);
    expect(await sections.last().locator('summary').textContent()).toBe('Preparation Timeline');
    await sections.nth(1).locator('summary').click();
    await sections.nth(2).locator('summary').click();
    expect(await sections.nth(1).getAttribute('open')).toBe('');
    expect(await sections.nth(2).getAttribute('open')).toBe('');
    await context.close();
  });
});
