/**
 * The saved-search check (its name and its query), loaded by the save form only when a search is saved: it brings zod,
 * which the /case-law screen otherwise does without on its way in.
 */
// First: zod's jitless setting before the schema is used (see ../zod-config).
import '../zod-config';

export { savedSearchCreateSchema } from '../../domain/reminders/schema';
