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
