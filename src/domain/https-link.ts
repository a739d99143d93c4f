/**
 * A link to another site that a page may show: an absolute `https:` address, or none. A synced
 * decision's source address comes from a public feed; a `javascript:` or `data:` one would run
 * script when clicked (the pages' CSP stops it, but a link is not the place to rely on that), and
 * an `http:` one would leave the reader on an unencrypted page.
 */
export function httpsLink(raw: string | null | undefined): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' && url.hostname !== '' ? url.href : null;
  } catch {
    return null;
  }
}
