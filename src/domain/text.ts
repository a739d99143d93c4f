/** Text fields as forms send them. */

/** "" and whitespace become null (an empty optional value is stored as null); other strings are trimmed. */
export const trimmedOrNull = (value: unknown): unknown =>
  typeof value === 'string' ? (value.trim() === '' ? null : value.trim()) : value;
