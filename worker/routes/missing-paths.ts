import { count, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { missingPathReportSchema } from '../../src/domain/missing-path-report';
import type { AppEnv } from '../app-env';
import { database } from '../db/client';
import { missingPaths } from '../db/schema';
import { log } from '../log';
import { validate } from '../validation';

/**
 * The table is written by anonymous visitors, so it is bounded: once it holds this many distinct
 * paths, new ones are only logged, while known ones keep counting.
 */
export const MAX_TRACKED_PATHS = 5000;

export const missingPathRoutes = new Hono<AppEnv>().post('/', validate('json', missingPathReportSchema), async (c) => {
  const { path } = c.req.valid('json');
  const now = new Date().toISOString();
  log('warn', 'page not found', { requestId: c.get('requestId'), missingPath: path });

  const db = database(c.env.DB);
  const [row] = await db.select({ n: count() }).from(missingPaths);
  const tracked = row?.n ?? 0;
  if (tracked < MAX_TRACKED_PATHS) {
    await db
      .insert(missingPaths)
      .values({ path, hits: 1, firstSeen: now, lastSeen: now })
      .onConflictDoUpdate({ target: missingPaths.path, set: { hits: sql`${missingPaths.hits} + 1`, lastSeen: now } });
  } else {
    await db
      .update(missingPaths)
      .set({ hits: sql`${missingPaths.hits} + 1`, lastSeen: now })
      .where(sql`${missingPaths.path} = ${path}`);
  }
  return c.body(null, 204);
});
