/** Text fields as forms send them. */

/** "" and whitespace become null (an empty optional value is stored as null); other strings are trimmed. */
export const trimmedOrNull = (value: unknown): unknown =>
  typeof value === 'string' ? (value.trim() === '' ? null : value.trim()) : value;

/**
 * Bidirectional formatting characters: the marks (ALM, LRM, RLM), embeddings and overrides
 * (U+202A–U+202E) and isolates (U+2066–U+2069). An override turns "evil\u202Efdp.exe" into what
 * reads as "evilexe.pdf", in a list, an export's file name or a spreadsheet cell.
 */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/** Line breaks and tabs, which a one-line name turns into a space. */
const LINE_BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]/g;
/** C0 and C1 controls and DEL. */
const CONTROLS = /\p{Cc}/gu;
/** The same, keeping tab, LF and CR (text with lines). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
const CONTROLS_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;

/**
 * A one-line name or title as stored (a case's claimant and employer, an evidence title, a task,
 * a saved search): line breaks and tabs become spaces; every other control character (NUL, DEL,
 * C1) and every bidirectional control is removed, as file names already are (file-name.ts). For
 * zod's `.overwrite`, before `.trim()` and the length checks.
 */
export function plainName(value: string): string {
  return value.replace(LINE_BREAKS, ' ').replace(CONTROLS, '').replace(BIDI_CONTROLS, '');
}

/** Text with lines (descriptions, notes): the same, but tab and line breaks kept. */
export function plainText(value: string): string {
  return value.replace(CONTROLS_BUT_LINES, '').replace(BIDI_CONTROLS, '');
}

/** `trimmedOrNull` for a one-line field, after `plainName`. */
export const plainNameOrNull = (value: unknown): unknown => trimmedOrNull(typeof value === 'string' ? plainName(value) : value);

/** `trimmedOrNull` for a field with lines, after `plainText`. */
export const plainTextOrNull = (value: unknown): unknown => trimmedOrNull(typeof value === 'string' ? plainText(value) : value);
