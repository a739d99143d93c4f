/**
 * BAILII has no API and its terms forbid automated downloading, storing or republishing its
 * judgments, so this source never fetches: it says why and where the same decisions come from.
 */
import type { SyncResult } from './types';

export const BAILII_REFUSAL =
  'BAILII offers no API and its terms forbid automated downloading, so Tribunal Toolkit links to BAILII but never copies from it. The same EAT decisions come from Find Case Law (National Archives) and GOV.UK.';

export function syncBailii(): SyncResult {
  return { success: false, message: BAILII_REFUSAL, count: 0 };
}
