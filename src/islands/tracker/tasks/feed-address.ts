/**
 * The calendar address, kept on the device that made it so the claimant can copy it again later.
 * The Worker stores only a hash of it (it cannot show it twice), so this is the one place it can
 * come back from. Kept with the feed's creation time: once a new address is made elsewhere (or the
 * feed stopped), the server's time differs and the kept one, which no longer works, is not shown.
 */
const KEY_PREFIX = 'tt-calendar-feed:';

interface Kept {
  url: string;
  createdAt: string;
}

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function keepFeedAddress(store: Store, caseId: string, kept: Kept): void {
  try {
    store.setItem(`${KEY_PREFIX}${caseId}`, JSON.stringify(kept));
  } catch {
    // Storage refused (private mode, full): the address is shown this time only.
  }
}

/** The address made on this device for the feed created at `createdAt`, or null. */
export function keptFeedAddress(store: Store, caseId: string, createdAt: string | null): string | null {
  if (createdAt === null) return null;
  try {
    const value: unknown = JSON.parse(store.getItem(`${KEY_PREFIX}${caseId}`) ?? 'null');
    if (!value || typeof value !== 'object') return null;
    const { url, createdAt: madeAt } = value as Partial<Kept>;
    return typeof url === 'string' && madeAt === createdAt && /^https?:\/\//.test(url) ? url : null;
  } catch {
    return null;
  }
}

export function forgetFeedAddress(store: Store, caseId: string): void {
  try {
    store.removeItem(`${KEY_PREFIX}${caseId}`);
  } catch {
    // Nothing kept.
  }
}
