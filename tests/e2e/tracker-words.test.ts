/**
 * The tracker's page carries only what its first paint draws with: the screen's other messages and
 * the ET1 panel's answer words are fetched when they are drawn (src/islands/island-words.ts), so the
 * HTML a phone parses before it paints stays small. Without them (no signal, or a page older than
 * the site's files) the first paint stays and says nothing wrong, the next ask tries again, and the
 * ET1 panel says its answers could not be loaded.
 */
import { describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from './axe';
import { newPage, PHONE, sharedBrowser, TEST_NOW } from './browser';
import { createCase } from './cases';
import { signInFromPage } from './session';

const browser = sharedBrowser();

/** The page's HTML as served (static: the same for every reader). */
const TRACKER_HTML_BUDGET_BYTES = 48 * 1024;

describe("the tracker's words", () => {
  it.each(['/tracker', '/pt/tracker'])(
    '%s carries the first paint’s messages only, and fetches the screen’s when asked',
    async (path) => {
      const { context, page } = await newPage(browser(), PHONE, { clock: TEST_NOW });
      await signInFromPage(page);
      await createCase(page);
      const html = await (await page.request.get(path)).text();
      expect(html.length).toBeLessThanOrEqual(TRACKER_HTML_BUDGET_BYTES);
      const props = JSON.parse(
        /<script type="application\/json" id="tracker-props">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}',
      ) as {
        messages: Record<string, string>;
      };
      // The card's words are there; the case form's and the tasks' are not.
      expect(Object.keys(props.messages)).toContain('tracker.caseOption');
      expect(Object.keys(props.messages).filter((key) => key.startsWith('tracker.save') || key.startsWith('tasks.'))).toEqual([]);
      // The ET1 panel carries what it says before its answers come, not the answers' labels.
      const et1Island = /<astro-island[^>]*component-url="[^"]*Et1Panel[^"]*"[^>]*>/.exec(html)?.[0] ?? '';
      expect(et1Island).toContain('et1Form.loadError');
      expect(et1Island).not.toContain('et1Form.copyLabel');
      // The site's shared stylesheet is linked (cached from any other page), not parsed again from the page.
      expect(html).toMatch(/<link rel="stylesheet" href="\/_astro\/BaseLayout\.[^"]+\.css">/);

      const fetched: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/island-words/')) fetched.push(new URL(request.url()).pathname);
      });
      await page.goto(path);
      await page.locator('[data-deadline-card]').waitFor();
      expect(fetched.filter((address) => address.includes('/tracker.'))).toEqual([]);
      await page.evaluate(() => document.querySelector('[data-tracker-rest]')?.scrollIntoView({ block: 'end' }));
      await page.locator('form.case-form').waitFor();
      expect(fetched).toContain(`/island-words/tracker.${path.startsWith('/pt') ? 'pt' : 'en'}.json`);
      await context.close();
    },
  );

  it('keeps the first paint when the screen’s words cannot be had, and takes over on the next ask', async () => {
    const { context, page } = await newPage(browser(), PHONE, { clock: TEST_NOW });
    await signInFromPage(page);
    await createCase(page);
    await page.route('**/island-words/tracker.en.json', (route) => route.abort('internetdisconnected'));
    await page.goto('/tracker');
    await page.locator('[data-deadline-card]').waitFor();
    const refused = page.waitForEvent('requestfailed', (request) => request.url().includes('/island-words/tracker.en.json'));
    await page.evaluate(() => document.querySelector('[data-tracker-rest]')?.scrollIntoView({ block: 'end' }));
    await refused;
    // The card drawn without React is still there, and nothing else took its place.
    await page.locator('[data-tracker-first] [data-deadline-card]').waitFor();
    expect(await page.locator('[data-tracker-screen]').count()).toBe(0);
    // The signal back: the next ask (a key) brings React's screen.
    await page.unroute('**/island-words/tracker.en.json');
    await page.keyboard.press('Tab');
    await page.locator('form.case-form').waitFor();
    await context.close();
  });

  it.each([
    { path: '/tracker', said: 'Your ET1 answers could not be loaded. Check your connection and reload the page.', file: 'en' },
    {
      path: '/pt/tracker',
      said: 'Não foi possível carregar as respostas do formulário ET1. Verifique a ligação e recarregue a página.',
      file: 'pt',
    },
  ])('$path: the ET1 panel says when its answer words cannot be loaded', async ({ path, said, file }) => {
    const { context, page } = await newPage(browser(), PHONE, { clock: TEST_NOW });
    await signInFromPage(page);
    await createCase(page, { claimType: 'unfair-dismissal' });
    await page.route(`**/island-words/et1-answers.${file}.json`, (route) => route.abort('internetdisconnected'));
    await page.goto(`${path}#et1-answers`);
    expect(await page.locator('#et1-answers [role="alert"]').textContent()).toBe(said);
    expect(await page.locator('#et1-answers [data-answer]').count()).toBe(0);
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await context.close();
  });

  it('says the same when a cache answers with the words file of an older build, which lacks the panel’s own words', async () => {
    const { context, page } = await newPage(browser(), PHONE, { clock: TEST_NOW });
    await signInFromPage(page);
    await createCase(page, { claimType: 'unfair-dismissal' });
    const current = (await (await page.request.get('/island-words/et1-answers.en.json')).json()) as Record<string, unknown>;
    expect(Object.keys(current)).toContain('messages');
    const { messages: _dropped, ...older } = current;
    await page.route('**/island-words/et1-answers.en.json', (route) => route.fulfill({ json: older }));
    await page.goto('/tracker#et1-answers');
    await page.locator('#et1-answers [role="alert"]').waitFor();
    expect(await page.locator('#et1-answers [data-answer]').count()).toBe(0);
    await context.close();
  });
});
