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
 * `INSERT INTO table (all columns) SELECT values WHERE every condition`, not yet run: the caller
 * adds its RETURNING, or an `onConflictDoUpdate({ target, set, setWhere })` for a conditional
 * upsert (the WHERE is always there, which also keeps SQLite from reading ON CONFLICT as a join).
 */
export function insertSelectWhere<T extends SQLiteTable>(
  db: Database,
  table: T,
  values: { [K in keyof T['$inferInsert']]: T['$inferInsert'][K] | SQL },
  conditions: readonly SQL[],
) {
  return db.insert(table).select(sql`SELECT ${selectList(table, values)} WHERE ${sql.join([...conditions], sql` AND `)}`);
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
  const [row] = await insertSelectWhere(db, table, values, conditions).returning();
  return row as T['$inferSelect'] | undefined;
}

/** The case is the user's: the condition of every write under a case. */
export function caseOwnedBy(caseId: string, userId: string): SQL {
  return sql`EXISTS (SELECT 1 FROM ${cases} WHERE ${cases.id} = ${caseId} AND ${cases.userId} = ${userId})`;
}

/** An upsert's SET of these columns to the values the INSERT offered (`excluded.column`). */
export function fromExcluded<T extends SQLiteTable>(
  table: T,
  keys: readonly (keyof T['$inferInsert'] & string)[],
): Record<string, SQL> {
  const columns = getTableColumns(table) as Record<string, SQLiteColumn>;
  return Object.fromEntries(
    keys.map((key) => {
      const column = columns[key];
      if (!column) throw new Error(`no column ${key}`);
      return [key, sql.raw(`excluded.${column.name}`)];
    }),
  );
}

/** The row in place still belongs to the user the INSERT offered it for: a row never moves to another user. */
export function sameOwner(table: SQLiteTable & { userId: SQLiteColumn }): SQL {
  return sql`${table.userId} = excluded.user_id`;
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
  const owned = caseOwnedBy(values.caseId, values.userId);
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

/**
 * A row's new updated_at on an upsert: the INSERT's instant, or 1 ms after the stored one when the
 * clock has not moved past it, so every write is strictly later than the copy it was based on.
 */
export function laterStamp(updatedAt: SQLiteColumn): SQL {
  return sql`CASE WHEN excluded.updated_at > ${updatedAt} THEN excluded.updated_at
    ELSE strftime('%Y-%m-%dT%H:%M:%fZ', ${updatedAt}, '+0.001 seconds') END`;
}
