/** The hearing day: its details, checklist and outcome, the questions for the respondent's witnesses and the closing points. */
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { user } from './auth-schema';
import { cases } from './cases-schema';

/** One row a case: what the claimant typed from the tribunal's notice of hearing, the day's checklist and the outcome. */
export const hearingDays = sqliteTable(
  'hearing_days',
  {
    /** The case; deleting it deletes the row. */
    caseId: text('case_id')
      .primaryKey()
      .references(() => cases.id, { onDelete: 'cascade' }),
    /** The owner: every query filters on it. */
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The venue's address as the notice of hearing gives it (at most MAX_VENUE characters). */
    venue: text('venue'),
    /** A video hearing's joining details: link, meeting number, passcode (at most MAX_VIDEO_DETAILS). */
    videoDetails: text('video_details'),
    /** The hearing's start time, HH:MM, Europe/London. */
    startTime: text('start_time'),
    /** When the notice says to arrive, HH:MM, Europe/London. */
    arrivalTime: text('arrival_time'),
    /** JSON object: checklist item id (src/domain/hearing/schema.ts) to true when ticked. */
    checklist: text('checklist').notNull().default('{}'),
    /** How the hearing ended (hearingOutcomes), null until recorded. */
    outcome: text('outcome'),
    /** The day the hearing ended, ISO date. */
    outcomeDate: text('outcome_date'),
    /** JSON object: field name (checklist items as checklist_<id>) to when it was last written, for the per-field conflict rule. */
    fieldTimes: text('field_times').notNull().default('{}'),
    /** When the row was first written, ISO instant. */
    createdAt: text('created_at').notNull(),
    /** When any field last changed, ISO instant; strictly increasing. */
    updatedAt: text('updated_at').notNull(),
  },
  (table) => [index('hearing_days_user').on(table.userId)],
);

/** A question planned for one of the respondent's witnesses. */
export const hearingQuestions = sqliteTable(
  'hearing_questions',
  {
    /** Random UUID. */
    id: text('id').primaryKey(),
    /** The owner: every query filters on it. */
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The case; deleting it deletes its questions. */
    caseId: text('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    /** The witness's name as the claimant writes it (at most MAX_WITNESS_NAME). */
    witness: text('witness').notNull(),
    /** The issue of the list of issues it goes to: "<complaint>.<n>" (isIssueKey). */
    issue: text('issue').notNull(),
    /** The question itself (at most MAX_QUESTION). */
    text: text('text').notNull(),
    /** Bundle page references, "[B: 45], [B: 47–49]"; empty for none. */
    pageRefs: text('page_refs').notNull().default(''),
    /** Order within the case, ascending; new questions go last. */
    position: integer('position').notNull(),
    /** JSON object: field name to when it was last written, for the per-field conflict rule. */
    fieldTimes: text('field_times').notNull().default('{}'),
    /** When it was added, ISO instant. */
    createdAt: text('created_at').notNull(),
    /** When any field last changed, ISO instant; strictly increasing. */
    updatedAt: text('updated_at').notNull(),
  },
  (table) => [index('hearing_questions_case').on(table.caseId, table.position), index('hearing_questions_user').on(table.userId)],
);

/** The point to make at the end on one issue: one row a case and issue. */
export const hearingClosingPoints = sqliteTable(
  'hearing_closing_points',
  {
    /** The case; deleting it deletes its points. */
    caseId: text('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    /** The owner: every query filters on it. */
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The issue of the list of issues: "<complaint>.<n>" (isIssueKey). */
    issue: text('issue').notNull(),
    /** The point with its evidence and page references (at most MAX_CLOSING_POINT). */
    text: text('text').notNull(),
    /** When it was last written, ISO instant: the conflict rule's one field. */
    updatedAt: text('updated_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.caseId, table.issue] }), index('hearing_closing_points_user').on(table.userId)],
);
