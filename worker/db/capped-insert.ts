/**
 * A row written only while its limits hold, all checked inside the INSERT itself: D1 runs each
 * statement alone, so two requests at once can never both pass a cap (one count, one write).
 * When nothing was written, one more read says why, for the route to answer 404, 400 or 409.
 */
import { getTableColumns, is, SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Database } from './client';
import { cases } from './schema';

/** Why a capped insert wrote nothing, in the order they are looked for. */
export type Refusal = 'caseNotFound' | 'conditionFailed' | 'capReached';

export type CappedInsert<Row> = { row: Row; refused?: undefined } | { row?: undefined; refused: Refusal };

/** A table of rows under a case, each carrying the case's owner. */
type CaseChildTable = SQLiteTable & { caseId: SQLiteColumn; userId: SQLiteColumn };

/**
 * The row's values as a SELECT list in the table's column order, which is the order drizzle names
 * the columns in `INSERT … SELECT`; a value not given takes the column's default, as `.values()` would.
 */
function selectList(table: SQLiteTable, values: Record<string, unknown>): SQL {
  const chunks = Object.entries(getTableColumns(table))
    // A generated column is left out, as drizzle's own insert leaves it out (none is today).
    .filter(([, column]) => column.generated === undefined || column.generated.type === 'byDefault')
    .map(([key, column]) => {
      const value = values[key] !== undefined ? values[key] : (column.default ?? column.defaultFn?.());
      if (value === undefined || value === null) return sql`null`;
      return is(value, SQL) ? value : sql.param(value, column);
    });
  return sql.join(chunks, sql`, `);
}

/**
 * `INSERT INTO table (all columns) SELECT values WHERE every condition … RETURNING *` (drizzle maps
 * the row back): a row written only when the conditions hold, checked in the same statement.
 */
export async function insertWhere<T extends SQLiteTable>(
  db: Database,
  table: T,
  values: T['$inferInsert'],
  conditions: readonly SQL[],
): Promise<T['$inferSelect'] | undefined> {
  const [row] = await db
    .insert(table)
    .select(sql`SELECT ${selectList(table, values)} WHERE ${sql.join([...conditions], sql` AND `)}`)
    .returning();
  return row as T['$inferSelect'] | undefined;
}

/**
 * Writes a row under a case only when the case is the row's user's, the case holds fewer than
 * `cap` such rows, and `also` (a further condition, e.g. a named bundle file of the same case)
 * holds. Refused: the case is not the user's (a 404, like a missing one), then `also` failed,
 * then the cap (`capFirst`: the cap before `also`, when a full case is the likelier answer).
 */
export async function insertUnderOwnedCase<T extends CaseChildTable>(
  db: Database,
  table: T,
  values: T['$inferInsert'] & { caseId: string; userId: string },
  limits: { cap: number; also?: SQL | undefined; capFirst?: boolean },
): Promise<CappedInsert<T['$inferSelect']>> {
  const owned = sql`EXISTS (SELECT 1 FROM ${cases} WHERE ${cases.id} = ${values.caseId} AND ${cases.userId} = ${values.userId})`;
  const room = sql`(SELECT count(*) FROM ${table} WHERE ${table.caseId} = ${values.caseId}) < ${limits.cap}`;
  const row = await insertWhere(db, table, values, limits.also ? [owned, limits.also, room] : [owned, room]);
  if (row) return { row };
  const why = await db.get<{ owned: number; met: number; roomLeft: number }>(
    sql`SELECT ${owned} AS owned, ${limits.also ?? sql`1`} AS met, ${room} AS roomLeft`,
  );
  if (!why?.owned) return { refused: 'caseNotFound' };
  if (limits.capFirst && !why.roomLeft) return { refused: 'capReached' };
  return { refused: why.met ? 'capReached' : 'conditionFailed' };
}

/** Writes a row of the user's only while they hold fewer than `cap` rows of the table (undefined: at the cap). */
export async function insertWithinUserCap<T extends SQLiteTable & { userId: SQLiteColumn }>(
  db: Database,
  table: T,
  values: T['$inferInsert'] & { userId: string },
  cap: number,
): Promise<T['$inferSelect'] | undefined> {
  return insertWhere(db, table, values, [sql`(SELECT count(*) FROM ${table} WHERE ${table.userId} = ${values.userId}) < ${cap}`]);
}
