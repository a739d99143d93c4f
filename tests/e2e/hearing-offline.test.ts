/**
 * The hearing day with no signal, at 375 px in both languages, service worker allowed: signed in,
 * a bundle built and kept for the day, /hearing opened; then offline, a reload opens the case, its
 * hearing date, the documents (the bundle's index) and the bundle PDF from the device, with the
 * instant the kit was last updated; stage 7 of the guide opens; a checklist tick made offline is
 * saved once the signal returns (read back through the API); one ticked elsewhere meanwhile keeps
 * the newer copy, and the screen says so; a question planned offline is checked, then sent; "Remove
 * from this device" empties the store. After signing out, with no signal, no page, cache or
 * IndexedDB store holds the case's name. axe clean in each state. Chromium finds /hearing installable.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS } from '../../scripts/chromium-args.mjs';
import { axeViolations, describeViolations } from './axe';
import { baseURL, chromiumPath, eventually, newPage, PHONE, sharedBrowser, TEST_NOW } from './browser';
import { signInFromPage } from './session';

const browser = sharedBrowser();
const CLAIMANT = 'Beatriz Offlinewood';

async function axeClean(page: Page): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

async function onePagePdf(): Promise<string> {
  const pdf = await PDFDocument.create();
  pdf.addPage([595.28, 841.89]).drawText('Claim form, page one', { x: 72, y: 760 });
  return Buffer.from(await pdf.save()).toString('base64');
}

/** A case with a hearing date, unfair dismissal chosen and one PDF uploaded, made from the page. */
async function caseWithHearingAndFile(page: Page): Promise<string> {
  const pdf = await onePagePdf();
  return page.evaluate(
    async ({ claimantName, base64 }) => {
      const send = (path: string, method: string, body: object) =>
        fetch(path, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      const made = await send('/api/cases', 'POST', {
        claimantName,
        employerName: 'Acme Logistics Ltd',
        dismissalDate: '2026-09-30',
        hearingDate: '2027-03-15',
      });
      const { id } = (await made.json()) as { id: string };
      await send(`/api/cases/${id}/complaints`, 'PUT', { complaints: ['unfairDismissal'] });
      const form = new FormData();
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      form.append('file', new File([bytes], 'ET1 claim form.pdf', { type: 'application/pdf' }));
      await fetch(`/api/cases/${id}/bundle`, { method: 'POST', body: form });
      return id;
    },
    { claimantName: CLAIMANT, base64: pdf },
  );
}

/** Everything this origin keeps in the Cache API and IndexedDB, as text, read from the page. */
function storedOnDevice(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const texts: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        texts.push(request.url, (await (await cache.match(request))?.text()) ?? '');
      }
    }
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const all = await new Promise<unknown[]>((resolve, reject) => {
          const request = db.transaction(store).objectStore(store).getAll();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        texts.push(name, store, JSON.stringify(all));
      }
      db.close();
    }
    return texts.join('\n');
  });
}

/** The first bytes of the bundle PDF the kit keeps in IndexedDB, read from the page. */
function keptPdfStart(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('tt-hearing-kit');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const [bundle] = await new Promise<{ files: { pdf: Blob }[] }[]>((resolve, reject) => {
      const request = db.transaction('bundles').objectStore('bundles').getAll();
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    db.close();
    return (await bundle?.files[0]?.pdf.slice(0, 5).text()) ?? '';
  });
}

/**
 * The service worker has precached the site and is active, so the next load of any page in its
 * scope goes through it. Whether it also controls the page already open is a race the test does
 * not need: `clients.claim()` skips a page still loading when the worker activates (as /hearing is
 * when the bundle screen's link opens it on a slow machine), and nothing here talks to the worker.
 */
async function workerActive(page: Page): Promise<void> {
  await eventually(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state ?? 'none')).toBe(
    'activated',
  );
}

async function goOffline(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(true);
  await eventually(() => page.evaluate(() => navigator.onLine)).toBe(false);
}

const words = {
  en: {
    path: '/hearing',
    bundle: '/bundle',
    stage7: '/stage/7',
    auth: '/auth',
    build: 'Build hearing bundle',
    keep: 'Keep this bundle for the hearing day',
    date: '15 March 2027',
    kept: /^Your hearing day is kept on this device \(\d+(\.\d)? kB\), so it opens without signal\. Last updated: 22 November 2026 at 12:00\.$/,
    offline: 'No signal: this is your hearing day as last updated on 22 November 2026 at 12:00.',
    pdf: /^Open the hearing bundle kept on this device: Beatriz_Offlinewood_v_Acme_Logistics_Ltd_hearing_bundle\.pdf \(PDF, \d+(\.\d)? kB\)$/,
    stageHeading: /hearing/i,
    tick: 'Photo identification, for the security check at the entrance',
    waiting: '1 change made without signal is waiting to be sent.',
    sent: '1 change made without signal has been saved.',
  },
  pt: {
    path: '/pt/hearing',
    bundle: '/pt/bundle',
    stage7: '/pt/stage/7',
    auth: '/pt/auth',
    build: 'Criar o dossier da audiência (em inglês, para o tribunal)',
    keep: 'Guardar este dossier para o dia da audiência',
    date: '15 de março de 2027',
    kept: /^O seu dia da audiência está guardado neste dispositivo \(\d+(,\d)? kB\), para abrir mesmo sem rede\. Última atualização: 22 de novembro de 2026 às 12:00\.$/,
    offline: 'Sem rede: este é o seu dia da audiência tal como estava na última atualização, em 22 de novembro de 2026 às 12:00.',
    pdf: /^Abrir o dossier da audiência guardado neste dispositivo: Beatriz_Offlinewood_v_Acme_Logistics_Ltd_hearing_bundle\.pdf \(PDF, \d+(,\d)? kB\)$/,
    stageHeading: /audiência/i,
    tick: 'Um documento de identificação com fotografia, para o controlo de segurança à entrada',
    waiting: '1 alteração feita sem rede aguarda envio.',
    sent: '1 alteração feita sem rede foi guardada.',
  },
} as const;

/** A signed-in phone (375 px, workers allowed) whose case's kit is kept and whose service worker is active. */
async function kitKeptInEnglish(): Promise<{ context: BrowserContext; page: Page; caseId: string }> {
  const { context, page } = await newPage(browser(), PHONE, { serviceWorkers: 'allow', clock: TEST_NOW });
  await signInFromPage(page);
  const caseId = await caseWithHearingAndFile(page);
  await page.goto(`/hearing?case=${caseId}`);
  await eventually(() => page.getByTestId('hearing-device-kept').textContent()).toMatch(words.en.kept);
  await workerActive(page);
  return { context, page, caseId };
}

describe('the hearing day without signal', () => {
  it.each(['en', 'pt'] as const)(
    'opens from the device, sends what waited, and leaves nothing after sign-out (%s, 375 px)',
    async (language) => {
      const w = words[language];
      // A fixed clock: the instant the kit was last updated is shown as it is.
      const { context, page } = await newPage(browser(), PHONE, { serviceWorkers: 'allow', clock: TEST_NOW });
      await signInFromPage(page);
      const caseId = await caseWithHearingAndFile(page);

      // The bundle built on this phone and kept for the day.
      await page.goto(w.bundle);
      await page.getByRole('button', { name: w.build }).click();
      await page.getByRole('link', { name: w.keep }).click();
      await page.waitForURL((address) => address.pathname === w.path);
      await page.getByText(`${CLAIMANT} v Acme Logistics Ltd`).waitFor();
      await eventually(() => page.getByTestId('hearing-device-kept').textContent()).toMatch(w.kept);
      await page.getByText(w.pdf).waitFor();
      await workerActive(page);
      // The page's manifest, in its language, read by Chromium without errors.
      const manifest = await (await context.newCDPSession(page)).send('Page.getAppManifest');
      expect(manifest.url).toMatch(language === 'en' ? /\/manifest\.webmanifest$/ : /\/pt\/manifest\.webmanifest$/);
      expect(manifest.errors).toEqual([]);
      await axeClean(page);

      // No signal: the screen as last seen, from the device.
      await goOffline(context, page);
      await page.reload();
      await page.getByText(`${CLAIMANT} v Acme Logistics Ltd`).waitFor();
      expect(await page.getByTestId('hearing-date').textContent()).toBe(w.date);
      expect(await page.locator('.hearing-device .banner').textContent()).toContain(w.offline);
      expect(await page.locator('.hearing-bundle-pages').textContent()).toContain('ET1 claim form.pdf');
      await axeClean(page);
      // The PDF is on the device, and its link opens it there.
      expect(await keptPdfStart(page)).toBe('%PDF-');
      await page.getByText(w.pdf).click();
      await page.waitForURL((address) => address.protocol === 'blob:');
      await page.goBack();

      // The guide's stage 7 opens with no signal too.
      await page.goto(w.stage7);
      await page.getByRole('heading', { level: 1, name: w.stageHeading }).waitFor();

      // A tick with no signal waits on the device, then is saved when the signal returns.
      await page.goto(w.path);
      await page.getByText(`${CLAIMANT} v Acme Logistics Ltd`).waitFor();
      await page.getByLabel(w.tick).check();
      await page.getByText(w.waiting).waitFor();
      expect(await page.getByLabel(w.tick).isChecked()).toBe(true);
      await axeClean(page);
      await context.setOffline(false);
      await page.getByText(w.sent).waitFor();
      const saved = await page.evaluate(
        async (id) =>
          ((await (await fetch(`/api/cases/${id}/hearing`)).json()) as { checklist: { photoId: boolean } }).checklist.photoId,
        caseId,
      );
      expect(saved).toBe(true);
      await axeClean(page);

      // Signing out removes the kit: with no signal afterwards, nothing on the device names the case.
      await page.locator('[data-menu-toggle]').click();
      await page.locator('[data-account-toggle]').click();
      await page.locator('[data-sign-out]').click();
      await page.waitForURL((address) => address.pathname === w.auth);
      await goOffline(context, page);
      await page.goto(w.path);
      await page.waitForURL((address) => address.pathname === w.auth);
      await page.locator('main').waitFor();
      expect(await page.locator('body').textContent()).not.toContain(CLAIMANT);
      const stored = await storedOnDevice(page);
      expect(stored).toContain('/stage/7');
      expect(stored).not.toContain(CLAIMANT);
      expect(stored).not.toContain(caseId);
      await axeClean(page);
      await context.close();
    },
  );

  it('keeps the newer copy of an item ticked elsewhere meanwhile, sends a question, and removes the kit on request (375 px)', async () => {
    const { context, page, caseId } = await kitKeptInEnglish();

    await goOffline(context, page);
    await page.reload();
    await page.getByText(`${CLAIMANT} v Acme Logistics Ltd`).waitFor();
    await page.getByLabel(words.en.tick).check();
    await page.getByText(words.en.waiting).waitFor();
    // A question planned with no signal: checked here as the API would, then kept to be sent.
    await page.getByLabel('Witness', { exact: true }).fill('Ms Jones');
    await page.getByLabel('Question', { exact: true }).fill('Who decided to dismiss me?');
    await page.getByLabel('Bundle pages (optional)').fill('page 45');
    await page.getByRole('button', { name: 'Add question' }).click();
    await page
      .locator('.error-summary')
      .getByRole('link', { name: 'Write page references like [B: 45] or [B: 45–47]' })
      .waitFor();
    await page.getByLabel('Bundle pages (optional)').fill('[B: 45]');
    await page.getByRole('button', { name: 'Add question' }).click();
    await page.getByText('2 changes made without signal are waiting to be sent.').waitFor();
    await page.getByText('Who decided to dismiss me?', { exact: true }).waitFor();
    // From the top of the page, as the hearing screen's own test does: axe's target-size rule counts a
    // field half under the sticky header as too small.
    await page.evaluate(() => window.scrollTo(0, 0));
    await axeClean(page);
    // Meanwhile, on another device, the same item is saved unticked.
    const elsewhere = await context.request.patch(`/api/cases/${caseId}/hearing`, {
      data: { checklist: { photoId: false } },
      headers: { origin: baseURL() },
    });
    expect(elsewhere.status()).toBe(200);

    await context.setOffline(false);
    const report = page.getByTestId('hearing-device-report');
    await report
      .getByText('Not saved, because it was changed elsewhere after this device’s copy was last updated.', { exact: false })
      .waitFor();
    expect(await report.getByRole('listitem').allTextContents()).toEqual([words.en.tick]);
    await eventually(() => page.getByLabel(words.en.tick).isChecked()).toBe(false);
    const onServer = await page.evaluate(
      async (id) =>
        ((await (await fetch(`/api/cases/${id}/hearing`)).json()) as { checklist: { photoId: boolean } }).checklist.photoId,
      caseId,
    );
    expect(onServer).toBe(false);
    // The question had no rival: it is saved.
    expect(await report.getByText('1 change made without signal has been saved.').count()).toBe(1);
    const questions = await page.evaluate(
      async (id) =>
        ((await (await fetch(`/api/cases/${id}/hearing/questions`)).json()) as { items: { text: string; pageRefs: string }[] })
          .items,
      caseId,
    );
    expect(questions).toEqual([expect.objectContaining({ text: 'Who decided to dismiss me?', pageRefs: '[B: 45]' })]);
    await axeClean(page);

    // "Remove from this device": the database goes, and no kit is kept again until asked.
    await page.getByRole('button', { name: 'Remove from this device' }).click();
    await page.getByText('Your hearing day is not kept on this device: it opens only with signal.').waitFor();
    expect(await storedOnDevice(page)).not.toContain(CLAIMANT);
    await axeClean(page);
    await page.reload();
    await page.getByRole('button', { name: 'Keep on this device' }).click();
    await eventually(() => page.getByTestId('hearing-device-kept').textContent()).toMatch(words.en.kept);
    expect(await storedOnDevice(page)).toContain(CLAIMANT);
    await context.close();
  });

  it('opens from the device when the API does not answer at all (bars but no data), 375 px', async () => {
    const { context, page } = await kitKeptInEnglish();

    // Every API request waits and never answers, as on a phone with signal bars and no data: unlike
    // flight mode, nothing fails, so only the screen's own time limit opens the kit.
    await context.route('**/api/**', () => undefined);
    await page.reload();
    await page.getByText(`${CLAIMANT} v Acme Logistics Ltd`).waitFor();
    expect(await page.locator('.hearing-device .banner').textContent()).toContain(words.en.offline);
    expect(await page.getByTestId('hearing-date').textContent()).toBe(words.en.date);
    await axeClean(page);
    await context.close();
  });

  it('is installable from /hearing, as Chromium itself decides', async () => {
    // Lighthouse 13 has no installability audit any more (it asked Chromium this same question).
    // Playwright's usual contexts are off the record, which Chromium never installs from: this one
    // has a profile of its own.
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-install-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: chromiumPath(),
      args: [...CHROMIUM_ARGS, '--disable-dev-shm-usage'],
      baseURL: baseURL(),
      viewport: PHONE,
      serviceWorkers: 'allow',
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await signInFromPage(page);
      await page.goto('/hearing');
      await workerActive(page);
      const devtools = await context.newCDPSession(page);
      expect((await devtools.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    }
  });
});
