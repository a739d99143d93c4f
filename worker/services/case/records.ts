/**
 * A case with its own records, read for a view of the whole case: the owner check first (another
 * user's case is undefined, which the route answers as a 404), then its events and evidence
 * together. Each statement filters on the user as well.
 */
import { eventsOfCase } from '../../db/case-events';
import type { Database } from '../../db/client';
import { readComplaintChoice } from '../../db/complaints';
import { evidenceOfCase } from '../../db/evidence';
import { findCase } from '../../db/ownership';
import { caseView, eventView, evidenceView } from '../../db/views';

type Owner = { userId: string; caseId: string };

async function caseWithRecords(db: Database, { userId, caseId }: Owner) {
  const record = await findCase(db, userId, caseId);
  if (!record) return undefined;
  const [events, evidence] = await Promise.all([eventsOfCase(db, userId, caseId), evidenceOfCase(db, userId, caseId)]);
  return { record, events, evidence };
}

/** The case, its events and its evidence as views, for the chronology; undefined when not the user's. */
export async function chronologySources(db: Database, owner: Owner) {
  const found = await caseWithRecords(db, owner);
  if (!found) return undefined;
  return { record: caseView(found.record), events: found.events.map(eventView), evidence: found.evidence.map(evidenceView) };
}

/** What the complaints are offered from, with the choice kept; undefined when the case is not the user's. */
export async function complaintSources(db: Database, owner: Owner) {
  const [found, saved] = await Promise.all([caseWithRecords(db, owner), readComplaintChoice(db, owner.userId, owner.caseId)]);
  if (!found) return undefined;
  return { record: caseView(found.record), events: found.events.map(eventView), evidence: found.evidence, saved };
}
