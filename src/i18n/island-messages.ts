/**
 * Islands get only the strings they use, as a prop serialised into the page, so a screen does
 * not ship the whole catalogue. `format` fills {placeholders} like translate() does.
 */
import type { Locale } from './locales';
import { type MessageKey, translate } from './translate';

export type Messages<K extends MessageKey> = Record<K, string>;

export function pickMessages<K extends MessageKey>(locale: Locale, keys: readonly K[]): Messages<K> {
  return Object.fromEntries(keys.map((key) => [key, translate(locale, key)])) as Messages<K>;
}

export function format(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (values[name] === undefined ? whole : String(values[name])));
}

/**
 * A count in words, through Intl.PluralRules of the page's language (pluralLocale: 'en-GB' or
 * 'pt-PT'): the island picks both "<base>.one" and "<base>.other", and this chooses, so '1 days'
 * or '1 casos' cannot happen. {count} and any other values are filled in.
 */
export function plural(
  messages: Record<string, string>,
  base: string,
  count: number,
  pluralLocale: string,
  values: Record<string, string | number> = {},
): string {
  const rule = new Intl.PluralRules(pluralLocale).select(count);
  const template = messages[rule === 'one' ? `${base}.one` : `${base}.other`] ?? messages[`${base}.other`] ?? '';
  return format(template, { count, ...values });
}
