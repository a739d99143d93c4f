/**
 * The two languages, configured once (astro.config.mjs mirrors `locales` and `defaultLocale`; a
 * unit test keeps them equal). English lives at "/", European Portuguese under "/pt", same slugs.
 */
export const locales = ['en', 'pt'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

/** The value of <html lang>: Pagefind builds one index per value, so search stays in one language. */
export const htmlLang = { en: 'en-GB', pt: 'pt-PT' } as const satisfies Record<Locale, string>;
export type DateLocale = (typeof htmlLang)[Locale];

/** Each language's name in itself, as the language menu shows it. */
export const languageNames: Record<Locale, string> = { en: 'English', pt: 'Português' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** Normalises a path: one leading slash, no trailing slash (except the root), no query or fragment. */
function normalise(path: string): string {
  const bare = (path.split(/[?#]/)[0] ?? '/').replace(/\/{2,}/g, '/');
  const withSlash = bare.startsWith('/') ? bare : `/${bare}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') || '/' : withSlash;
}

/** Splits a site path into its language and the language-neutral path: "/pt/stages" → pt, "/stages". */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const path = normalise(pathname);
  for (const locale of locales) {
    if (locale === defaultLocale) continue;
    if (path === `/${locale}`) return { locale, path: '/' };
    if (path.startsWith(`/${locale}/`)) return { locale, path: path.slice(locale.length + 1) };
  }
  return { locale: defaultLocale, path };
}

/**
 * The site path of a language-neutral path in a language: ("/stages", pt) → "/pt/stages". A
 * section's fragment is kept ("/tracker#et1-answers" → "/pt/tracker#et1-answers").
 */
export function localizePath(path: string, locale: Locale): string {
  const neutral = splitLocale(path).path;
  const hashAt = path.indexOf('#');
  const fragment = hashAt === -1 ? '' : path.slice(hashAt);
  if (locale === defaultLocale) return `${neutral}${fragment}`;
  return `${neutral === '/' ? `/${locale}` : `/${locale}${neutral}`}${fragment}`;
}

/** The same page in another language: ("/pt/stage/3", en) → "/stage/3". */
export function switchLocalePath(pathname: string, target: Locale): string {
  return localizePath(splitLocale(pathname).path, target);
}
