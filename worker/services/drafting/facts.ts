/**
 * Gathers a case's facts for the templates (src/domain/drafting/facts.ts): the case, its events,
 * evidence, chronology, bundle files and the bundle's index as last built, pay details and the authorities our table holds for it, all
 * read with the owner in every WHERE. A case that is not the user's is a 404 (ownedCase).
 */
import { buildChronology } from '../../../src/domain/chronology';
import { type ComplaintChoice, caseLawTypesOf, choiceOrDefault, storedChoice } from '../../../src/domain/complaints';
import type { DocumentLanguage } from '../../../src/domain/documents';
import type { DirectionFact } from '../../../src/domain/drafting/direction';
import type { DraftFacts } from '../../../src/domain/drafting/facts';
import type { Database } from '../../db/client';
import { draftRows } from '../../db/draft-facts';
import { ownedCase } from '../../db/ownership';
import { caseView, eventView, evidenceView, payDetailsView } from '../../db/views';
import { relevantAuthorities } from './authorities';

export async function gatherFacts(
  db: Database,
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
  const { eventRows, evidenceRows, bundleRows, payRow, storedComplaints, bundleIndex } = await draftRows(db, userId, caseId);
  const record = caseView(row);
  const events = eventRows.map(eventView);
  const evidence = evidenceRows.map(evidenceView);
  const complaints = input.complaints ?? storedChoice(storedComplaints);
  const caseLaw = caseLawTypesOf(record.claimType, choiceOrDefault(complaints, record.claimType).complaints);
  const authorities = await relevantAuthorities(db, caseLaw, [
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
    payDetails: payRow ? payDetailsView(payRow) : null,
    // The choice sent with this generation wins over the one kept from the last.
    complaints,
    authorities,
    direction: input.direction ?? null,
  };
}

/** The kept choice, read back through the same schema (a row no longer valid reads as none). */
