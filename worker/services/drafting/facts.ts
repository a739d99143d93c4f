/**
 * Gathers a case's facts for the templates (src/domain/drafting/facts.ts): the case, its events,
 * evidence, chronology, bundle files and the bundle's index as last built, pay details and the authorities our table holds for it, all
 * read with the owner in every WHERE. A case that is not the user's is a 404 (ownedCase).
 */
import { and, asc, eq } from 'drizzle-orm';
import { buildChronology } from '../../../src/domain/chronology';
import { type ComplaintChoice, caseLawTypesOf, choiceOrDefault, storedChoice } from '../../../src/domain/complaints';
import type { DocumentLanguage } from '../../../src/domain/documents';
import type { DirectionFact } from '../../../src/domain/drafting/direction';
import type { DraftFacts } from '../../../src/domain/drafting/facts';
import { readBundleIndex } from '../../db/bundles';
import type { Database } from '../../db/client';
import { ownedCase } from '../../db/ownership';
import { caseComplaints, caseEvents, casePayDetails, documentBundles, evidenceItems } from '../../db/schema';
import { caseView, eventView, evidenceView, payDetailsView } from '../../db/views';
import { relevantAuthorities } from './authorities';

export async function gatherFacts(
  db: Database,
  d1: D1Database,
  input: {
    userId: string;
    caseId: string;
    language: DocumentLanguage;
    today: string;
    complaints?: ComplaintChoice | null | undefined;
    direction?: DirectionFact | null | undefined;
  },
): Promise<DraftFacts> {
  const { userId, caseId } = input;
  const row = await ownedCase(db, userId, caseId);
  const [eventRows, evidenceRows, bundleRows, payRows, complaintRows, bundleIndex] = await Promise.all([
    db
      .select()
      .from(caseEvents)
      .where(and(eq(caseEvents.caseId, caseId), eq(caseEvents.userId, userId)))
      .orderBy(asc(caseEvents.date)),
    db
      .select()
      .from(evidenceItems)
      .where(and(eq(evidenceItems.caseId, caseId), eq(evidenceItems.userId, userId))),
    db
      .select({ id: documentBundles.id, fileName: documentBundles.fileName, uploadDate: documentBundles.uploadDate })
      .from(documentBundles)
      .where(and(eq(documentBundles.caseId, caseId), eq(documentBundles.userId, userId), eq(documentBundles.pending, false)))
      .orderBy(asc(documentBundles.uploadDate)),
    db
      .select()
      .from(casePayDetails)
      .where(and(eq(casePayDetails.caseId, caseId), eq(casePayDetails.userId, userId))),
    db
      .select({ choice: caseComplaints.choice })
      .from(caseComplaints)
      .where(and(eq(caseComplaints.caseId, caseId), eq(caseComplaints.userId, userId))),
    readBundleIndex(d1, { userId, caseId }),
  ]);
  const record = caseView(row);
  const events = eventRows.map(eventView);
  const evidence = evidenceRows.map(evidenceView);
  const complaints = input.complaints ?? storedChoice(complaintRows[0]?.choice);
  const caseLaw = caseLawTypesOf(record.claimType, choiceOrDefault(complaints, record.claimType).complaints);
  const authorities = await relevantAuthorities(d1, caseLaw, [
    record.notes,
    ...events.map((event) => event.description),
    ...evidence.map((item) => `${item.title} ${item.description ?? ''}`),
  ]);
  return {
    today: input.today,
    language: input.language,
    case: record,
    events,
    evidence,
    chronology: buildChronology(record, events, evidence),
    bundleFiles: bundleRows,
    bundleIndex,
    payDetails: payRows[0] ? payDetailsView(payRows[0]) : null,
    // The choice sent with this generation wins over the one kept from the last.
    complaints,
    authorities,
    direction: input.direction ?? null,
  };
}

/** The kept choice, read back through the same schema (a row no longer valid reads as none). */
