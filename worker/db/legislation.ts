/** The key statutory sections, as last synced from legislation.gov.uk. */
import { asc, sql } from 'drizzle-orm';
import type { Database } from './client';
import { legislation } from './schema';

/** Every section, by Act, then by section number (numerically: 98 before 108), then as written. */
export function listLegislation(db: Database) {
  return db
    .select({
      uri: legislation.uri,
      actTitle: legislation.actTitle,
      section: legislation.section,
      heading: legislation.heading,
      text: legislation.text,
      versionDate: legislation.versionDate,
      attribution: legislation.attribution,
    })
    .from(legislation)
    .orderBy(asc(legislation.actTitle), sql`CAST(${legislation.section} AS INTEGER)`, asc(legislation.section));
}
