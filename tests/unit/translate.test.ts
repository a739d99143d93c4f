import { describe, expect, it } from 'vitest';
import { translate, translatePlural, translator } from '../../src/i18n/translate';

describe('translate', () => {
  it('returns the string in the chosen language', () => {
    expect(translate('en', 'notFound.title')).toBe('Oops! Page not found');
    expect(translate('pt', 'notFound.title')).toBe('Ups! Página não encontrada');
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(translate('en', 'search.noResults', { query: 'ET3' })).toBe('No pages match “ET3”. Try another word.');
    expect(translate('en', 'search.noResults')).toBe('No pages match “{query}”. Try another word.');
  });

  it('binds a language', () => {
    expect(translator('pt')('nav.home')).toBe('Início');
  });
});

describe('translatePlural', () => {
  it('chooses the plural form with Intl.PluralRules', () => {
    expect(translatePlural('en', 'search.results', 1)).toBe('1 page found');
    expect(translatePlural('en', 'search.results', 0)).toBe('0 pages found');
    expect(translatePlural('en', 'search.results', 7)).toBe('7 pages found');
    expect(translatePlural('pt', 'search.results', 1)).toBe('1 página encontrada');
    expect(translatePlural('pt', 'search.results', 2)).toBe('2 páginas encontradas');
  });
});
