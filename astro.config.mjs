// @ts-check
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';

// Locales are configured once here and mirrored in src/i18n/locales.ts (a unit test keeps them equal).
export default defineConfig({
  site: process.env.SITE_URL ?? 'http://localhost:8787',
  output: 'static',
  // Separate output and cache folders let several builds run side by side (editors' previews, CI).
  outDir: process.env.ASTRO_OUT_DIR ?? './dist',
  cacheDir: process.env.ASTRO_CACHE_DIR ?? './node_modules/.astro',
  trailingSlash: 'never',
  build: {
    // stages.html rather than stages/index.html, so /stages is served without a redirect.
    format: 'file',
    // External stylesheets only: the Content-Security-Policy allows styles from 'self' without hashes.
    inlineStylesheets: 'never',
  },
  i18n: {
    defaultLocale: 'en',
    locales: ['en', 'pt'],
    routing: { prefixDefaultLocale: false },
  },
  integrations: [react(), mdx()],
  devToolbar: { enabled: false },
  vite: {
    build: {
      // Never inline assets as data: URLs; keeps CSP simple and caching effective.
      assetsInlineLimit: 0,
    },
  },
});
