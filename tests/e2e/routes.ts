import { isContentRoute, siteRoutes } from '../../src/config/routes';
import { type Locale, locales, localizePath } from '../../src/i18n/locales';

/** Every page of the site in every language: the spec's route table twice. */
export const allPages: { locale: Locale; path: string; url: string; content: boolean }[] = siteRoutes.flatMap((route) =>
  locales.map((locale) => ({ locale, path: route.path, url: localizePath(route.path, locale), content: isContentRoute(route) })),
);
