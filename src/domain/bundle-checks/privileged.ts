/**
 * Words that mark a document as one usually kept out of the hearing bundle:
 * - "without prejudice": an offer or talk to settle, which the without-prejudice rule keeps from the
 *   tribunal unless both sides agree (or an exception applies);
 * - Acas conciliation: what was said to an Acas conciliation officer is not admissible before an
 *   employment tribunal without the consent of the person who said it (Employment Tribunals Act
 *   1996 s.18(7)); a COT3 is the settlement Acas records.
 * The early conciliation certificate is not a conciliation communication (the claim form quotes
 * its number, and it belongs in the bundle), so its words are not counted. Pure: the screen reads
 * the documents' text and asks here.
 */

export type PrivilegeMark = 'withoutPrejudice' | 'acasConciliation';

const WITHOUT_PREJUDICE = /\bwithout[\s-]+prejudice\b/i;
/** "conciliation officer", "COT3", or Acas within a few words of conciliation, settlement or an offer. */
const ACAS_CONCILIATION =
  /\bconciliation\s+officer\b|\bCOT\s?3\b|\bacas\b[^.\n]{0,80}\b(?:conciliat\w*|settle\w*|offer\w*|negotiat\w*)\b|\b(?:conciliat\w*|settle\w*|offer\w*|negotiat\w*)\b[^.\n]{0,80}\bacas\b/i;
/** The early conciliation certificate and its number: in every claim form, never privileged. */
const EC_CERTIFICATE = /\b(?:acas\s+)?early\s+conciliation\s+(?:certificate|number)[^.\n]*|\bR\d{6}\/\d{2}\/\d{2}\b/gi;

/** Which marks the text carries, each once, in a fixed order. */
export function privilegeMarks(text: string): PrivilegeMark[] {
  const marks: PrivilegeMark[] = [];
  if (WITHOUT_PREJUDICE.test(text)) marks.push('withoutPrejudice');
  if (ACAS_CONCILIATION.test(text.replace(EC_CERTIFICATE, ' '))) marks.push('acasConciliation');
  return marks;
}
