/**
 * Uploads that are two things at once, and names built to mislead (bundles.test.ts holds
 * the size, signature, traversal, zero-byte and 10 MB + 1 streamed cases). A file is judged by its
 * first bytes against its extension, stored with the type that check found, and only ever served
 * as an attachment with nosniff: so a PDF that is also a ZIP or holds HTML stays a PDF download, and
 * nothing uploaded is ever rendered as a page of this site.
 */
import { zipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BundleFile } from '../../src/domain/bundle-files';
import { api, signUp, type TestUser } from './_factories';
import { bundleRowCount, createCase, pdfBytes, textBytes, upload, uploaded } from './_files';

const text = (value: string) => new TextEncoder().encode(value);
const join = (...parts: Uint8Array[]) => {
  const bytes = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.length;
  }
  return bytes;
};

const html = '<html><body><script>fetch("/api/account/export").then(r=>r.text()).then(alert)</script></body></html>';
/** A PDF that carries an HTML page and, at its end, a whole ZIP archive (readers of both open it). */
const pdfZipHtml = () => join(pdfBytes(), text(`%${html}\n`), zipSync({ 'index.html': text(html) }));

async function download(user: TestUser, file: BundleFile): Promise<Response> {
  const link = (await (await api(`/bundles/${file.id}/link`, user, { method: 'POST' })).json()) as { url: string };
  return api(link.url.replace(/^\/api/, ''), user);
}

// One account for the file (a sign-up hashes a password: the slow part); a case per test.
let user: TestUser;
beforeAll(async () => {
  user = await signUp();
});

describe('polyglot uploads', () => {
  it('a PDF that is also a ZIP holding HTML is stored and served only as a PDF attachment', async () => {
    const { id } = await createCase(user);
    const [file] = await uploaded(id, user, [{ name: 'contract.pdf', bytes: pdfZipHtml(), type: 'text/html' }]);
    if (!file) throw new Error('no file');
    expect(file.fileType).toBe('application/pdf');
    const served = await download(user, file);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-disposition')).toMatch(/^attachment; /);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(pdfZipHtml());
  });

  it.each([
    ['the same PDF–ZIP named .docx', 'contract.docx', pdfZipHtml(), 422, 'FILE_SIGNATURE_MISMATCH'],
    ['the same PDF–ZIP named .zip', 'contract.zip', pdfZipHtml(), 415, 'UNSUPPORTED_FILE_TYPE'],
    [
      'an HTML page with a PDF header further in, named .pdf',
      'letter.pdf',
      text(`${html}\n%PDF-1.4\n`),
      422,
      'FILE_SIGNATURE_MISMATCH',
    ],
    [
      'a ZIP with a PDF after it, named .pdf',
      'letter.pdf',
      join(zipSync({ 'a.html': text(html) }), pdfBytes()),
      422,
      'FILE_SIGNATURE_MISMATCH',
    ],
    [
      'an SVG named .png',
      'photo.png',
      text('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      422,
      'FILE_SIGNATURE_MISMATCH',
    ],
    ['a PDF named .html', 'page.html', pdfBytes(), 415, 'UNSUPPORTED_FILE_TYPE'],
    ['a name that breaks the part’s headers (CR LF)', 'a\r\nContent-Type: text/html\r\n.pdf', pdfBytes(), 400, 'BAD_REQUEST'],
  ])('refuses %s and stores nothing', async (_, name, bytes, status, code) => {
    const { id } = await createCase(user);
    const response = await upload(id, user, [{ name, bytes }]);
    expect(response.status).toBe(status);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe(code);
    expect(await bundleRowCount(id)).toBe(0);
  });

  it('an HTML page named .txt is kept as text and served as plain text, never as a page', async () => {
    const { id } = await createCase(user);
    const [file] = await uploaded(id, user, [{ name: 'notes.txt', bytes: text(html), type: 'text/html' }]);
    if (!file) throw new Error('no file');
    expect(file.fileType).toBe('text/plain');
    const served = await download(user, file);
    expect(served.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(served.headers.get('content-disposition')).toMatch(/^attachment; /);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('names built to mislead', () => {
  it('loses its direction overrides and quotes, and downloads under one safe filename', async () => {
    const { id } = await createCase(user);
    const files = await uploaded(id, user, [
      { name: 'invoice\u202Efdp.exe.txt', bytes: textBytes() },
      { name: 'a"; filename="evil.html.txt', bytes: textBytes() },
      { name: 'minutes; filename=evil.html \u2066x\u2069.txt', bytes: textBytes() },
    ]);
    for (const file of files) {
      expect(file.fileName).not.toMatch(/[\u202A-\u202E\u2066-\u2069"\r\n\t]/);
      expect(file.fileName.endsWith('.txt')).toBe(true);
      const disposition = (await download(user, file)).headers.get('content-disposition') ?? '';
      // One filename and its RFC 8187 twin, nothing a quote could have smuggled in after them.
      expect(disposition).toMatch(/^attachment; filename="[^"]*"; filename\*=UTF-8''[^";\s]*$/);
    }
  });
});
