/**
 * Words an island needs only once it is drawn, fetched then rather than carried in the page: a
 * prop is serialised into the page's HTML, which the browser parses before it can paint anything,
 * and on the tracker the screen's messages and the ET1 panel's answer words were most of it (about
 * 60 KB of 97 KB). They are written at build time as static JSON files
 * (src/pages/island-words/[file].json.ts), one per island and language, so they cost a request
 * from the cache, not the page's parse.
 */

/** Where an island's words for a language are (the build writes the file). */
export function islandWordsPath(island: IslandWords, locale: 'en' | 'pt'): string {
  return `/island-words/${island}.${locale}.json`;
}

/** The islands whose words are fetched. */
export type IslandWords = 'tracker' | 'et1-answers';

/** Fetches an island's words; rejects when they cannot be had (no signal, an old page after a deploy). */
export async function fetchIslandWords<T>(path: string): Promise<T> {
  const response = await fetch(path, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`island words: ${response.status}`);
  return (await response.json()) as T;
}
