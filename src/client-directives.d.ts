// The project's own client directive (astro.config.mjs), typed for .astro files.
export {};

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrated once the app screen above it is React's, or in view (src/islands/after-screen.ts). */
    'client:after-screen'?: boolean;
  }
}
