/**
 * The tracker's checks before it sends a case, an event or a task: the shared schemas (the Worker
 * validates with the same ones), loaded on the first save rather than with the page, so the screen
 * comes in without zod.
 */
// First: zod's jitless setting before any schema is used (see ../zod-config).
import '../zod-config';

export { caseEventInputSchema } from '../../domain/case-events';
export { caseInputSchema } from '../../domain/case-schema';
export { decisionSchema, ownTaskSchema } from '../../domain/tasks/schema';
