import { describe, expect, it } from 'vitest';
import astroConfig from '../../astro.config.mjs';
import { defaultLocale, isLocale, locales, localizePath, splitLocale, switchLocalePath } from '../../src/i18n/locales';

describe('locale configuration', () => {
  it('matches astro.config.mjs', () => {
    expect(astroConfig.i18n?.locales).toEqual([...locales]);
    expect(astroConfig.i18n?.defaultLocale).toBe(defaultLocale);
  });

  it('recognises only its locales', () => {
    expect(isLocale('pt')).toBe(true);
    expect(isLocale('fr')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});

describe('splitLocale', () => {
  it.each([
    ['/', 'en', '/'],
    ['/stages', 'en', '/stages'],
    ['/stage/3/', 'en', '/stage/3'],
    ['/pt', 'pt', '/'],
    ['/pt/', 'pt', '/'],
    ['/pt/stages', 'pt', '/stages'],
    ['/pt/case-law/admin', 'pt', '/case-law/admin'],
    ['/pt/stages?checkout=success#top', 'pt', '/stages'],
    ['/ptx/stages', 'en', '/ptx/stages'],
    ['/portugal', 'en', '/portugal'],
  ])('%s → %s %s', (input, locale, path) => {
    expect(splitLocale(input)).toEqual({ locale, path });
  });
});

describe('localizePath', () => {
  it.each([
    ['/', 'en', '/'],
    ['/', 'pt', '/pt'],
    ['/stages', 'pt', '/pt/stages'],
    ['/pt/stages', 'pt', '/pt/stages'],
    ['/pt/stages', 'en', '/stages'],
    ['stages', 'en', '/stages'],
    ['/tracker#et1-answers', 'en', '/tracker#et1-answers'],
    ['/tracker#et1-answers', 'pt', '/pt/tracker#et1-answers'],
  ] as const)('%s in %s → %s', (path, locale, expected) => {
    expect(localizePath(path, locale)).toBe(expected);
  });
});

describe('switchLocalePath', () => {
  it('keeps the page when switching language', () => {
    expect(switchLocalePath('/stage/5', 'pt')).toBe('/pt/stage/5');
    expect(switchLocalePath('/pt/stage/5', 'en')).toBe('/stage/5');
    expect(switchLocalePath('/pt', 'en')).toBe('/');
    expect(switchLocalePath('/', 'pt')).toBe('/pt');
  });
});
