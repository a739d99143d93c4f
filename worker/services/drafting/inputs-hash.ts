/**
 * What a draft is written from, as one SHA-256: the case and everything the templates read from the
 * claimant's records (events, evidence, bundle files, pay details, complaints), the direction of an
 * order it answers, the type and the
 * language. Not the day it is drafted, the rows' bookkeeping (when a row was created or saved), nor
 * the authorities (our case-law table, not the claimant's case): saving a case without changing it,
 * or drafting again next week, is the same draft. Two drafts with the same hash were written from
 * the same case, so drafting again costs nothing (./allowance.ts).
 */
import type { DocumentType } from '../../../src/domain/document-types';
import type { DraftFacts } from '../../../src/domain/drafting/facts';

/** Bumped whenever what is hashed changes, so an old hash never matches a new one by accident. */
const HASH_VERSION = 1;
const BOOKKEEPING = new Set(['createdAt', 'updatedAt']);

const byId = <T extends { id: string }>(items: readonly T[]): T[] => [...items].sort((a, b) => a.id.localeCompare(b.id));

export async function draftInputsHash(facts: DraftFacts, documentType: DocumentType): Promise<string> {
  const inputs = {
    version: HASH_VERSION,
    documentType,
    language: facts.language,
    case: facts.case,
    events: byId(facts.events),
    evidence: byId(facts.evidence),
    bundleFiles: byId(facts.bundleFiles),
    payDetails: facts.payDetails,
    complaints: facts.complaints,
    // A draft answering an order's direction carries its due date and recipients: another direction
    // is another draft. Left out when there is none, so the hashes of drafts stored before stay valid.
    ...(facts.direction ? { direction: facts.direction } : {}),
  };
  const text = JSON.stringify(inputs, (key, value: unknown) => (BOOKKEEPING.has(key) ? undefined : value));
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
