/** One decision by its id, for its own address (/case-law/d/<id>) and the API behind it. */
import { eq } from 'drizzle-orm';
import type { CaseLawRow } from './case-law-search';
import { database } from './client';
import { caseLaw } from './schema';

export async function findDecision(db: D1Database, id: string): Promise<CaseLawRow | null> {
  const [row] = await database(db).select().from(caseLaw).where(eq(caseLaw.id, id)).limit(1);
  return row ?? null;
}
