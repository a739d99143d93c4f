/**
 * A text file's characters. UTF-8 (with or without a byte-order mark) is what the upload asks for;
 * Windows Notepad's "Unicode" (UTF-16 with a mark) and older "ANSI" files (Windows-1252, where
 * Portuguese accents are single bytes that are not valid UTF-8) are read too, so their accents
 * survive instead of becoming '?'.
 */
export function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
