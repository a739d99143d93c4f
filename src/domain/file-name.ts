/**
 * File names a claimant's browser sends, made safe to store, list and download: the
 * name becomes part of an R2 key and of a Content-Disposition header, and is saved again on
 * Windows, macOS and phones, so it keeps no path, no control or bidirectional-override characters,
 * no character Windows reserves and no Windows device name — while staying readable: accents,
 * spaces and dashes stay ("Carta de despedimento – João.pdf" is unchanged).
 */

/** Longest name kept, extension included (UTF-16 code units, so never more characters than this). */
export const MAX_FILE_NAME_LENGTH = 120;

/** Names Windows gives to devices, whatever the extension ("con.txt", "LPT1.tar.gz"). */
// Windows also reserves COM and LPT with a superscript digit.
const RESERVED_NAME = /^(con|prn|aux|nul|com[1-9\u00b9\u00b2\u00b3]|lpt[1-9\u00b9\u00b2\u00b3])$/i;
/** C0 and C1 controls and DEL (\p{Cc}), and the bidirectional controls that can disguise an extension. */
const CONTROL = /[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;
/** Reserved on Windows (the slashes are path separators, dealt with first). */
const WINDOWS_RESERVED = /[<>:"/\\|?*]/g;
/** What counts as an extension: letters and digits after the last dot, at most 10 of them. */
const EXTENSION = /^[\p{L}\p{N}]{1,10}$/u;

/** Whether a name (its part before the first dot) is a Windows device name. */
export function isReservedName(name: string): boolean {
  return RESERVED_NAME.test((name.split('.')[0] ?? '').trim());
}

/** Cuts to at most `max` UTF-16 units without splitting a surrogate pair. */
function cut(text: string, max: number): string {
  let out = '';
  for (const char of text) {
    if (out.length + char.length > max) break;
    out += char;
  }
  return out;
}

/** No leading dots (hidden files, "..") or spaces; no trailing dots or spaces (Windows drops them). */
function trimStem(stem: string): string {
  return stem.replace(/^[\s.]+/, '').replace(/[\s.]+$/, '');
}

/**
 * The name to store and show: the last path part (after "/" or "\"), NFC, without controls or
 * Windows-reserved characters (each becomes a space), whitespace collapsed, no leading dots, at
 * most 120 characters keeping the extension, a device name suffixed with "_" ("CON.pdf" →
 * "CON_.pdf"), and "document.<ext>" when nothing readable is left.
 */
export function sanitiseFileName(raw: string): string {
  const base = raw.split(/[/\\]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    .replace(CONTROL, '')
    .replace(WINDOWS_RESERVED, ' ')
    .replace(/\s+/g, ' ')
    // Trailing dots and spaces first, so "name..." has no empty extension to keep.
    .replace(/[\s.]+$/, '')
    .trim();
  const dot = cleaned.lastIndexOf('.');
  const candidate = dot >= 0 ? cleaned.slice(dot + 1).trim() : '';
  const extension = EXTENSION.test(candidate) ? candidate : '';
  const suffix = extension ? `.${extension}` : '';
  let stem = trimStem(extension ? cleaned.slice(0, dot) : cleaned);
  if (isReservedName(stem)) stem = stem.replace(/^[^.]*/, (head) => `${head.trim()}_`);
  stem = trimStem(cut(stem, MAX_FILE_NAME_LENGTH - suffix.length));
  return `${stem || 'document'}${suffix}`;
}

/** The extension of a sanitised name, lower case, without the dot ("" when it has none). */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** RFC 8187 value characters: everything else is percent-encoded as UTF-8. */
function encodeRfc8187(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * A Content-Disposition for downloading `name`: a plain-ASCII `filename` for old clients (accents
 * dropped, anything else outside printable ASCII, quotes and backslashes as "_") and the exact
 * name as `filename*` in UTF-8, which every current browser prefers.
 */
export function attachmentDisposition(name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeRfc8187(name)}`;
}
