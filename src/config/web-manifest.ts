/**
 * The web app manifest in each language (/manifest.webmanifest, /pt/manifest.webmanifest), so the
 * site installs on a phone's home screen under the reader's language. Installed, a page works as in
 * the browser ('standalone' only hides the address bar); it starts at the home page of its language.
 */
import { htmlLang, type Locale, localizePath } from '../i18n/locales';
import { translator } from '../i18n/translate';

/** The brand colour (the header, public/favicon.svg, <meta name="theme-color">). */
export const THEME_COLOUR = '#0b5563';

export const manifestPath = (locale: Locale) => (locale === 'en' ? '/manifest.webmanifest' : `/${locale}/manifest.webmanifest`);

export function webManifest(locale: Locale) {
  const t = translator(locale);
  const icon = (file: string, size: number, purpose: 'any' | 'maskable') => ({
    src: `/icons/${file}`,
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose,
  });
  return {
    id: localizePath('/', locale),
    name: t('manifest.name'),
    short_name: t('manifest.shortName'),
    description: t('manifest.description'),
    lang: htmlLang[locale],
    dir: 'ltr',
    start_url: localizePath('/', locale),
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOUR,
    background_color: '#ffffff',
    icons: [
      icon('icon-192.png', 192, 'any'),
      icon('icon-512.png', 512, 'any'),
      icon('icon-maskable-192.png', 192, 'maskable'),
      icon('icon-maskable-512.png', 512, 'maskable'),
    ],
  };
}

export function manifestResponse(locale: Locale): Response {
  return new Response(JSON.stringify(webManifest(locale), null, 2), {
    headers: { 'Content-Type': 'application/manifest+json; charset=utf-8' },
  });
}
