/**
 * Checks on the built guide pages themselves (dist/): every guide in both languages has the
 * not-legal-advice notice, its last-reviewed date and its sources, in the right language.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteRoutes } from '../../src/config/routes';
import { htmlLang, locales, localizePath } from '../../src/i18n/locales';

const dist = path.resolve(import.meta.dirname, '../../dist');
const guides = siteRoutes.filter((route) => route.kind === 'guide');

function built(url: string): string {
  return fs.readFileSync(path.join(dist, url === '/' ? 'index.html' : `${url}.html`), 'utf8');
}

describe.each(locales)('guide pages in %s', (locale) => {
  it.each(guides.map((route) => localizePath(route.path, locale)))('%s is a real guide page', (url) => {
    const html = built(url);
    expect(html).toContain(`<html lang="${htmlLang[locale]}"`);
    expect(html).toContain('class="banner banner-warning legal-notice"');
    expect(html).toMatch(locale === 'en' ? /Last reviewed: \d{1,2} \w+ \d{4}/ : /Última revisão: \d{1,2} de \w+ de \d{4}/);
    expect(html).toMatch(/<ul class="sources"[^>]*>\s*<li[^>]*>\s*<a href="https:\/\//);
    expect(html).toContain('data-pagefind-body');
    // A guide never falls back to the "being built" page.
    expect(html).not.toContain(locale === 'en' ? 'We are still building this part' : 'Ainda estamos a construir');
  });
});

describe('glossary', () => {
  it.each(locales)('has at least 50 terms as <dt> in %s', (locale) => {
    const html = built(localizePath('/glossary', locale));
    expect((html.match(/<dt[ >]/g) ?? []).length).toBeGreaterThanOrEqual(50);
    expect((html.match(/<dd[ >]/g) ?? []).length).toBe((html.match(/<dt[ >]/g) ?? []).length);
  });
});

describe('resources', () => {
  it.each(locales)('links at least 10 templates that exist, in %s', (locale) => {
    const html = built(localizePath('/resources', locale));
    const files = [...html.matchAll(/href="\/templates\/([a-z0-9-]+\.txt)"/g)].map((m) => m[1] ?? '');
    expect(new Set(files).size).toBeGreaterThanOrEqual(10);
    for (const file of files) expect(fs.existsSync(path.join(dist, 'templates', file)), file).toBe(true);
  });

  it('includes the copy-to-the-other-side line in the tribunal application template', () => {
    const template = fs.readFileSync(path.join(dist, 'templates', 'application-to-the-tribunal.txt'), 'utf8');
    expect(template).toMatch(/copy of this application/i);
  });
});

describe('figures come from the table', () => {
  it('shows the figures in force on the content date (22 November 2026)', () => {
    expect(built('/stage/3')).toMatch(/data-figure="claimTimeLimit"[^>]*>3 months</);
    expect(built('/pt/stage/3')).toMatch(/data-figure="claimTimeLimit"[^>]*>3 meses</);
    expect(built('/stage/3')).toMatch(/data-figure="earlyConciliationPeriod"[^>]*>12 weeks</);
    expect(built('/guides/unfair-dismissal')).toMatch(/data-figure="weeklyPayCap"[^>]*>£751</);
    // The EAT's cut-off on the last day (EAT Rules r.37(1A)) comes from the table too.
    expect(built('/stage/8')).toMatch(/data-figure="eatAppealCutOffTime"[^>]*>4pm</);
    expect(built('/pt/stage/8')).toMatch(/data-figure="eatAppealCutOffTime"[^>]*>16:00</);
  });

  it('never leaves the superseded weekly pay cap (£571) on a page', () => {
    for (const route of guides) {
      for (const locale of locales) {
        expect(built(localizePath(route.path, locale)), route.path).not.toMatch(/£\s?571|571\s?£/);
      }
    }
  });
});
