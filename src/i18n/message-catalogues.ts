/**
 * The two message catalogues, whole. The site reads them from here at build time; the deployed
 * Worker reads the same text gzip-compressed (wrangler.toml `[alias]` sends this import to
 * worker/generated/message-catalogues.js, written by scripts/worker-catalogues.mjs before every
 * bundle): 81 KB instead of 287 KB of the code every isolate parses, each language inflated the
 * first time a message in it is asked for.
 */
import en from './en.json';
import type { Locale } from './locales';
import pt from './pt.json';

/** Every UI string key. en.json is the reference; a unit test checks pt.json has exactly the same keys. */
export type MessageKey = keyof typeof en;

export const catalogues: Record<Locale, Record<MessageKey, string>> = { en, pt };
