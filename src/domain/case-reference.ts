/**
 * The case's short reference: 'TT-' and the first 8 hexadecimal digits of its id, upper-cased
 * ('TT-3F2A9C1B'). Enough for a supporter to find the case among one claimant's few (8 hex digits
 * collide about once in 77,000 cases even across all users), short enough to read aloud, and it
 * says nothing about the claim itself, which matters in a message that passes through WhatsApp.
 */
export function caseShortReference(caseId: string): string {
  return `TT-${caseId.replaceAll('-', '').slice(0, 8).toUpperCase()}`;
}
