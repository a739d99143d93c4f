/**
 * The start of every file a case-file screen downloads (the chronology's CSV and Word files, the
 * hearing bundle PDF): `{claimant}_v_{employer}`, readable and safe on every file system.
 */

/**
 * One name part of a download ("Maria Conceição" → "Maria_Conceição"): accents kept, characters no
 * file system accepts (/ \ : * ? " < > | and control characters) and bidirectional controls dropped,
 * spaces as underscores.
 */
function fileNamePart(value: string, fallback: string): string {
  const cleaned = value
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
    .replace(/[/\\:*?"<>|\u0000-\u001f\u007f-\u009f]/g, '')
    // Names stored before the schemas dropped them: no direction override in a file name either.
    .replace(/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .trim()
    .replace(/\s+/g, '_')
    .replace(/^[._]+|[._]+$/g, '');
  return cleaned.slice(0, 60) || fallback;
}

/** `{claimant}_v_{employer}`, with the screen's fallbacks ('Unnamed', 'Employer') for empty names. */
export function caseFileBaseName(
  names: { claimant: string; employer: string },
  fallbacks: { claimant: string; employer: string },
): string {
  return `${fileNamePart(names.claimant, fallbacks.claimant)}_v_${fileNamePart(names.employer, fallbacks.employer)}`;
}
