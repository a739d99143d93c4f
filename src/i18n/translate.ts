import type { Locale } from './locales';
import { catalogues, type MessageKey } from './message-catalogues';

export type { MessageKey };

/** Whether a text is one of the catalogue's keys (en.json is the reference). */
export function isMessageKey(text: string): text is MessageKey {
  return Object.hasOwn(catalogues.en, text);
}

/**
 * The string for a key in a language, with {placeholders} filled in. A missing placeholder value is
 * left visible ("{count}") rather than silently dropped, so it is caught in review.
 */
export function translate(locale: Locale, key: MessageKey, values: Record<string, string | number> = {}): string {
  const template = catalogues[locale][key];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : String(value);
  });
}

/** A translator bound to one language: `const t = translator(locale); t('nav.home')`. */
export function translator(locale: Locale) {
  return (key: MessageKey, values?: Record<string, string | number>) => translate(locale, key, values);
}
export type Translator = ReturnType<typeof translator>;

/**
 * Plural-aware strings: keys "<base>.one" and "<base>.other" chosen by Intl.PluralRules, never by
 * string concatenation.
 */
export function translatePlural(locale: Locale, base: string, count: number): string {
  const rule = new Intl.PluralRules(locale === 'pt' ? 'pt-PT' : 'en-GB').select(count);
  const key = (rule === 'one' ? `${base}.one` : `${base}.other`) as MessageKey;
  return translate(locale, key, { count });
}
