/**
 * Saved searches' limits, without zod, so the /case-law screen's save form can use them without
 * loading zod on the way in (./schema builds its checks from them and re-exports them).
 */

/** At most this many saved searches per account (counted inside the INSERT). */
export const MAX_SAVED_SEARCHES = 20;
export const MAX_SEARCH_NAME_LENGTH = 100;
