/** One decision by its id, for its own address (/case-law/d/<id>) and the API behind it. */
import { eq } from 'drizzle-orm';
import type { Database } from './client';
import type { CaseLawRow } from './raw/case-law-search';
import { caseLaw } from './schema';

export async function findDecision(db: Database, id: string): Promise<CaseLawRow | null> {
  const [row] = await db.select().from(caseLaw).where(eq(caseLaw.id, id)).limit(1);
  return row ?? null;
}
