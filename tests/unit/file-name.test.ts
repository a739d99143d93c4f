/**
 * Upload names made safe and kept readable (src/domain/file-name.ts), and the
 * Content-Disposition a download is sent with.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  attachmentDisposition,
  fileExtension,
  isReservedName,
  MAX_FILE_NAME_LENGTH,
  sanitiseFileName,
} from '../../src/domain/file-name';

describe('sanitiseFileName', () => {
  it.each([
    ['Carta de despedimento – João.pdf', 'Carta de despedimento – João.pdf'],
    ['../../etc/passwd.txt', 'passwd.txt'],
    ['C:\\Users\\ana\\Documents\\contract.docx', 'contract.docx'],
    ['..\\..\\windows/system32\\evil.pdf', 'evil.pdf'],
    ['bad\u0000name\u001b[31m.txt', 'badname[31m.txt'],
    ['line\r\nbreak.pdf', 'linebreak.pdf'],
    // A right-to-left override would show "invoice‮fdp.exe" as "invoiceexe.pdf".
    ['invoice\u202efdp.exe', 'invoicefdp.exe'],
    ['what?: "a" <b> | c*.pdf', 'what a b c.pdf'],
    ['  lots   of \t spaces  .pdf', 'lots of spaces.pdf'],
    ['.hidden.pdf', 'hidden.pdf'],
    ['...pdf', 'document.pdf'],
    ['.pdf', 'document.pdf'],
    ['', 'document'],
    ['////', 'document'],
    ['name.', 'name'],
    ['CON.pdf', 'CON_.pdf'],
    ['con.tar.gz', 'con_.tar.gz'],
    ['lpt9.txt', 'lpt9_.txt'],
    ['COM1', 'COM1_'],
    ['nul .txt', 'nul_.txt'],
    ['CONTRACT.pdf', 'CONTRACT.pdf'],
    ['Photo.JPG', 'Photo.JPG'],
    // macOS sends decomposed accents; they are stored composed.
    ['Joa\u0303o.pdf', 'João.pdf'],
  ])('%j → %j', (raw, expected) => {
    expect(sanitiseFileName(raw)).toBe(expected);
  });

  it('caps a long name at 120 characters, keeping the extension', () => {
    const name = sanitiseFileName(`${'a'.repeat(300)}.docx`);
    expect(name).toBe(`${'a'.repeat(115)}.docx`);
    expect(name).toHaveLength(MAX_FILE_NAME_LENGTH);
  });

  it('never cuts a character in half', () => {
    const name = sanitiseFileName(`${'😀'.repeat(100)}.pdf`);
    expect(name).toBe(`${'😀'.repeat(58)}.pdf`);
    expect(name.isWellFormed()).toBe(true);
  });

  const extension = fc.constantFrom('pdf', 'doc', 'docx', 'jpg', 'jpeg', 'png', 'txt', 'PDF');
  const hostile = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 300 }),
    fc
      .array(fc.constantFrom('..', '/', '\\', '.', ' ', '\u0000', '\u202e', 'con', 'CON', 'lpt1', 'ç', '–', 'a'), {
        maxLength: 60,
      })
      .map((parts) => parts.join('')),
  );

  it('never answers a path, a control character, a reserved name or more than 120 characters', () => {
    fc.assert(
      fc.property(hostile, (raw) => {
        const name = sanitiseFileName(raw);
        expect(name).not.toMatch(/[/\\<>:"|?*]/);
        expect(name).not.toMatch(/[\p{Cc}\u202a-\u202e\u2066-\u2069]/u);
        expect(isReservedName(name)).toBe(false);
        expect(name.length).toBeGreaterThan(0);
        expect(name.length).toBeLessThanOrEqual(MAX_FILE_NAME_LENGTH);
        expect(name.startsWith('.')).toBe(false);
        expect(name.isWellFormed()).toBe(true);
        // Sanitising is idempotent: a stored name is already what it would become.
        expect(sanitiseFileName(name)).toBe(name);
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps the extension, whatever comes before it', () => {
    fc.assert(
      fc.property(hostile, extension, (stem, ext) => {
        const name = sanitiseFileName(`${stem}.${ext}`);
        expect(name.endsWith(`.${ext}`)).toBe(true);
        expect(fileExtension(name)).toBe(ext.toLowerCase());
      }),
      { numRuns: 2000 },
    );
  });
});

describe('isReservedName', () => {
  it.each(['CON', 'con.txt', 'Prn.pdf', 'AUX', 'nul.tar.gz', 'COM1', 'com9.doc', 'LPT1', 'lpt5.png', 'COM¹'])('%s is', (name) => {
    expect(isReservedName(name)).toBe(true);
  });
  it.each(['CONTRACT.pdf', 'COM0', 'LPT10', 'console.txt', 'document.pdf', 'a CON.pdf'])('%s is not', (name) => {
    expect(isReservedName(name)).toBe(false);
  });
});

describe('attachmentDisposition', () => {
  it('gives an ASCII fallback and the exact name in UTF-8', () => {
    expect(attachmentDisposition('Carta de despedimento – João.pdf')).toBe(
      'attachment; filename="Carta de despedimento _ Joao.pdf"; filename*=UTF-8\'\'Carta%20de%20despedimento%20%E2%80%93%20Jo%C3%A3o.pdf',
    );
  });

  it('escapes what would end the quoted name or the encoded one', () => {
    expect(attachmentDisposition("O'Brien (final) 100%*.txt")).toBe(
      "attachment; filename=\"O'Brien (final) 100%*.txt\"; filename*=UTF-8''O%27Brien%20%28final%29%20100%25%2A.txt",
    );
  });
});
