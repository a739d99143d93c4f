/**
 * Request and answer shapes of the reminder settings and saved case-law searches,
 * shared by the account islands, the /case-law island and the Worker.
 */
import { z } from 'zod';
import { caseLawQuerySchema } from '../case-law';
import { plainName } from '../text';

export const reminderLanguages = ['en', 'pt'] as const;
export type ReminderLanguage = (typeof reminderLanguages)[number];

/** PUT /api/account/reminders. */
export const reminderSettingsSchema = z
  .object({
    enabled: z.boolean({ error: 'reminders.validation.enabled' }),
    language: z.enum(reminderLanguages, { error: 'reminders.validation.language' }),
    /** The weekly case-law digest; left as it is when absent. */
    digest: z.boolean({ error: 'reminders.validation.digest' }).optional(),
  })
  .strict();
export type ReminderSettingsInput = z.infer<typeof reminderSettingsSchema>;

import { MAX_SAVED_SEARCHES, MAX_SEARCH_NAME_LENGTH } from './limits';

export { MAX_SAVED_SEARCHES, MAX_SEARCH_NAME_LENGTH } from './limits';

/** The name's refusals are message keys (its length in their words is MAX_SEARCH_NAME_LENGTH); the rest the Worker's English. */
export const savedSearchMessages = {
  nameRequired: 'savedSearches.nameRequired',
  nameTooLong: 'savedSearches.nameTooLong',
  limitReached: `You can save up to ${MAX_SAVED_SEARCHES} searches. Delete one to save another.`,
  notFound: 'Saved search not found',
} as const;

const name = z
  .string({ error: savedSearchMessages.nameRequired })
  .overwrite(plainName)
  .trim()
  .min(1, savedSearchMessages.nameRequired)
  .max(MAX_SEARCH_NAME_LENGTH, savedSearchMessages.nameTooLong);

/** The words and filters of a /case-law search, as saved (the search's own fields, no paging). */
export const savedQuerySchema = caseLawQuerySchema.pick({ q: true, claimType: true, outcome: true, year: true }).strict();
export type SavedQuery = z.infer<typeof savedQuerySchema>;

/** POST /api/saved-searches. */
export const savedSearchCreateSchema = z.object({ name, query: savedQuerySchema }).strict();
/** PATCH /api/saved-searches/:id: a new name. */
export const savedSearchRenameSchema = z.object({ name }).strict();

/** A saved search as the API sends it. */
export interface SavedSearchView {
  id: string;
  name: string;
  query: SavedQuery;
  createdAt: string;
}

/** The /case-law address that runs a saved search (under /pt for Portuguese readers). */
export function savedSearchPath(query: SavedQuery, language: ReminderLanguage): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== '' && value !== 'all') params.set(key, value);
  const base = language === 'pt' ? '/pt/case-law' : '/case-law';
  return params.size > 0 ? `${base}?${params}` : base;
}
