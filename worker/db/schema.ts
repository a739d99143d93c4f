import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * Paths readers asked for that do not exist, reported by the 404 page. Editors read it to mend
 * broken links. Holds no personal data: no query string, no user, no IP address.
 */
export const missingPaths = sqliteTable('missing_paths', {
  /** The requested path, starting with "/", at most 300 characters, without query or fragment. */
  path: text('path').primaryKey(),
  /** How many times the path was reported. */
  hits: integer('hits').notNull().default(1),
  /** ISO 8601 instant of the first report. */
  firstSeen: text('first_seen').notNull(),
  /** ISO 8601 instant of the latest report. */
  lastSeen: text('last_seen').notNull(),
});
