/**
 * The bundle's page limit for a case, kept on this device: typed on the bundle screen, or set when
 * the claimant accepts a bundle direction whose order gives one (the tracker's order reader). It
 * is a number from the order, nothing personal; storage refused (private browsing) keeps it for
 * the page only.
 */
const key = (caseId: string) => `bundle-page-limit:${caseId}`;

export function storedPageLimit(caseId: string): string {
  try {
    return localStorage.getItem(key(caseId)) ?? '';
  } catch {
    return '';
  }
}

export function storePageLimit(caseId: string, value: string): void {
  try {
    if (value.trim() === '') localStorage.removeItem(key(caseId));
    else localStorage.setItem(key(caseId), value.trim());
  } catch {
    // No storage: the limit lasts until the page is left.
  }
}
