/** Files of each accepted kind (and impostors), and uploads to the bundle, for the Worker tests. */
import { env, SELF } from 'cloudflare:test';
import { zipSync } from 'fflate';
import { expect } from 'vitest';
import type { BundleFile } from '../../src/domain/bundle-files';
import type { CaseView } from '../../worker/db/views';
import { api, clientIp, ORIGIN, type TestUser, validCase } from './_factories';

const text = (value: string) => new TextEncoder().encode(value);

/** A one-page PDF (enough for the signature check; the browser tests use real ones). */
export const pdfBytes = () =>
  text(
    '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
  );

/** A 1×1 PNG. */
export const pngBytes = () =>
  Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='), (c) =>
    c.charCodeAt(0),
  );

/** The start of a JFIF JPEG. */
export const jpegBytes = () =>
  Uint8Array.from([
    0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff,
    0xd9,
  ]);

/** An OLE compound file header, as a Word 97–2003 .doc starts. */
export const docBytes = () => {
  const bytes = new Uint8Array(512);
  bytes.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  return bytes;
};

/** A minimal Office Open XML word-processing package. */
export const docxBytes = () =>
  zipSync({
    '[Content_Types].xml': text(
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    'word/document.xml': text('<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>'),
  });

/** A zip that is not a Word document. */
export const plainZipBytes = () => zipSync({ 'notes.txt': text('hello') });

/** A Windows executable's first bytes. */
export const exeBytes = () =>
  Uint8Array.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff]);

export const textBytes = (value = 'Meeting with HR on 3 March.\nThey said the role was at risk.\n') => text(value);

export interface UploadPart {
  name: string;
  bytes: Uint8Array;
  /** What the browser claims; never believed. */
  type?: string;
}

/**
 * A multipart body written by hand, so a test controls every byte of the part headers (FormData
 * would escape quotes and line breaks in names, and a browser would strip paths).
 */
/** A quoted-string as workerd reads one: a backslash escapes the next character. */
const quoted = (value: string) => value.replace(/["\\]/g, (char) => `\\${char}`);

export function multipart(parts: readonly (UploadPart | { field: string; value: string })[]): {
  body: Uint8Array;
  contentType: string;
} {
  const boundary = `----tribunal-test-${crypto.randomUUID()}`;
  const chunks: Uint8Array[] = [];
  for (const part of parts) {
    if ('field' in part) {
      chunks.push(text(`--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"\r\n\r\n${part.value}\r\n`));
    } else {
      chunks.push(
        text(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${quoted(part.name)}"\r\nContent-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        part.bytes,
        text('\r\n'),
      );
    }
  }
  chunks.push(text(`--${boundary}--\r\n`));
  const body = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.length;
  }
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A body sent in 64 KiB chunks with no Content-Length. */
export function streamed(bytes: Uint8Array): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.length) controller.close();
      else {
        controller.enqueue(bytes.slice(offset, offset + 65536));
        offset += 65536;
      }
    },
  });
}

export function uploadRaw(caseId: string, user: TestUser | null, body: BodyInit, contentType: string): Promise<Response> {
  return SELF.fetch(`${ORIGIN}/api/cases/${caseId}/bundle`, {
    method: 'POST',
    headers: {
      origin: ORIGIN,
      'cf-connecting-ip': clientIp(),
      'content-type': contentType,
      ...(user ? { cookie: user.cookie } : {}),
    },
    body,
  });
}

export function upload(
  caseId: string,
  user: TestUser | null,
  parts: readonly (UploadPart | { field: string; value: string })[],
  options: { stream?: boolean } = {},
): Promise<Response> {
  const { body, contentType } = multipart(parts);
  return uploadRaw(caseId, user, options.stream ? streamed(body) : body, contentType);
}

/** Uploads and expects a 201: the stored files. */
export async function uploaded(caseId: string, user: TestUser, parts: readonly UploadPart[]): Promise<BundleFile[]> {
  const response = await upload(caseId, user, parts);
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { files: BundleFile[] }).files;
}

export async function createCase(user: TestUser, body: Record<string, unknown> = validCase): Promise<CaseView> {
  const response = await api('/cases', user, { method: 'POST', body });
  expect(response.status).toBe(201);
  return (await response.json()) as CaseView;
}

export async function userIdOf(user: TestUser): Promise<string> {
  const row = await env.DB.prepare('SELECT id FROM user WHERE email = ?').bind(user.email).first<{ id: string }>();
  if (!row) throw new Error('no such user');
  return row.id;
}

/** The R2 keys under a prefix. */
export async function keysUnder(prefix: string): Promise<string[]> {
  return (await env.FILES.list({ prefix })).objects.map((object) => object.key);
}

export async function bundleRowCount(caseId: string): Promise<number> {
  const row = await env.DB.prepare('SELECT count(*) AS n FROM document_bundles WHERE case_id = ?')
    .bind(caseId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

export async function objectBytes(key: string): Promise<Uint8Array | null> {
  const object = await env.FILES.get(key);
  return object ? new Uint8Array(await object.arrayBuffer()) : null;
}
