/**
 * The documents the drafting tools generate (the documents table's `type`), each also sold on
 * its own for £10 (PAY_PER_DOCUMENT_PENCE) through a one-off Checkout.
 */
export const documentTypes = [
  'et1',
  'witness_statement',
  'particulars_of_claim',
  'schedule_of_loss',
  'grievance_letter',
  'bundle_guide',
  'timeline',
  'response_to_et3',
  // What a tribunal's case management order asks the claimant for (src/domain/orders/kinds.ts).
  'further_particulars',
  'impact_statement',
  'list_of_issues',
  'chronology_cast_list',
  'remedy_statement',
] as const;
export type DocumentType = (typeof documentTypes)[number];

export function isDocumentType(value: unknown): value is DocumentType {
  return typeof value === 'string' && (documentTypes as readonly string[]).includes(value);
}
