import { secureHeaders } from 'hono/secure-headers';

/**
 * Headers for API responses. Pages get the same policy from dist/_headers (written at build time by
 * scripts/write-headers.mjs, which also hashes the inline scripts Astro emits). An API response is
 * data, never a document, so its CSP forbids everything.
 */
export const apiSecurityHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'none'"],
    frameAncestors: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'none'"],
  },
  xFrameOptions: 'DENY',
  xContentTypeOptions: 'nosniff',
  referrerPolicy: 'strict-origin-when-cross-origin',
  permissionsPolicy: {
    camera: [],
    microphone: [],
    geolocation: [],
    payment: [],
    usb: [],
  },
  crossOriginResourcePolicy: 'same-origin',
  crossOriginOpenerPolicy: 'same-origin',
  // Set below only on https: browsers ignore HSTS on http, and localhost must stay usable.
  strictTransportSecurity: false,
  xXssProtection: false,
  // A handler may set a header of its own (the unsubscribe page lets its one form post to us).
  overwrite: false,
});
