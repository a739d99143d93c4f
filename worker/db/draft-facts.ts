/**
 * What a draft is written from (services/drafting/facts.ts): the case's events, evidence, listed
 * bundle files, pay details, kept complaint choice and bundle index, each read with the owner in
 * its WHERE, all at once.
 */
import { and, asc, eq } from 'drizzle-orm';
import { readBundleIndex } from './bundles';
import type { Database } from './client';
import { caseComplaints, caseEvents, casePayDetails, documentBundles, evidenceItems } from './schema';

export async function draftRows(db: Database, userId: string, caseId: string) {
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
    readBundleIndex(db, { userId, caseId }),
  ]);
  return {
    eventRows,
    evidenceRows,
    bundleRows,
    payRow: payRows[0],
    storedComplaints: complaintRows[0]?.choice,
    bundleIndex,
  };
}
