/**
 * Where a case's data is kept on this device (the hearing day kit, src/islands/hearing/offline), and
 * the one function that removes all of it: called on signing out, on deleting the account and by the
 * kit's "Remove from this device". Deliberately not on the session store's signed-out state: with no
 * signal the session check fails as if signed out, and that must not take the kit away on the day.
 * Kept free of libraries: the header's script imports it on every page.
 */

/** The IndexedDB database of the hearing day kit (the case, its hearing record, drafts, bundle PDF, queued edits). */
export const KIT_DATABASE = 'tt-hearing-kit';
/** Set when the claimant removed the kit: this device keeps none until they ask again. */
export const KIT_DECLINED_KEY = 'tt-hearing-kit-declined';

/**
 * Deletes the kit's database (and the choice not to keep one). Every open connection is asked to close (the kit closes its own on
 * `versionchange`), so the deletion completes even with the hearing screen open in another tab.
 * Resolves whether or not there was anything to delete; never rejects (a browser without
 * IndexedDB keeps nothing).
 */
export function wipeDeviceData(): Promise<void> {
  try {
    localStorage.removeItem(KIT_DECLINED_KEY);
  } catch {
    // Storage blocked: there is no choice to forget.
  }
  return new Promise((resolve) => {
    try {
      const request = indexedDB.deleteDatabase(KIT_DATABASE);
      request.onsuccess = () => resolve();
      request.onerror = () => resolve();
    } catch {
      resolve();
    }
  });
}
