// @ts-check

import { fileURLToPath } from 'node:url';
import { satteri } from '@astrojs/markdown-satteri';
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { codeSplitting } from './scripts/chunk-groups.mjs';
import { caseLinks } from './src/markdown/case-links.ts';

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
  integrations: [
    react(),
    mdx(),
    {
      // `client:after-screen` (src/islands/after-screen.ts): hydrated once the screen above it is React's, or in view.
      name: 'after-screen-directive',
      hooks: {
        'astro:config:setup': ({ addClientDirective }) =>
          addClientDirective({ name: 'after-screen', entrypoint: './src/islands/after-screen.ts' }),
      },
    },
  ],
  markdown: {
    // Every citation of a curated decision in the guide links to its page (MDX uses this processor too).
    processor: satteri({ hastPlugins: [caseLinks(fileURLToPath(new URL('.', import.meta.url)))] }),
  },
  devToolbar: { enabled: false },
  vite: {
    build: {
      // Never inline assets as data: URLs; keeps CSP simple and caching effective.
      assetsInlineLimit: 0,
    },
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: codeSplitting(fileURLToPath(new URL('./src', import.meta.url))),
              // Merged files can import each other both ways; each module then runs when first
              // needed, in its source order, not when its file happens to load.
              strictExecutionOrder: true,
            },
          },
        },
      },
    },
  },
});
