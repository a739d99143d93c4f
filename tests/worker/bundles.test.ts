/**
 * The case's document bundle: owner-scoped list, upload and delete, and every rule the
 * Worker enforces on an upload itself, against real D1 and R2.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { BundleFile } from '../../src/domain/bundle-files';
import { api, signUp } from './_factories';
import {
  bundleRowCount,
  createCase,
  docBytes,
  docxBytes,
  exeBytes,
  jpegBytes,
  keysUnder,
  objectBytes,
  pdfBytes,
  plainZipBytes,
  pngBytes,
  textBytes,
  upload,
  uploaded,
  uploadRaw,
  userIdOf,
} from './_files';

const MB10 = 10_485_760;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

async function list(caseId: string, user: Parameters<typeof api>[1]): Promise<BundleFile[]> {
  const response = await api(`/cases/${caseId}/bundle`, user);
  expect(response.status).toBe(200);
  return ((await response.json()) as { files: BundleFile[] }).files;
}

async function filePath(id: string): Promise<string> {
  const row = await env.DB.prepare('SELECT file_path AS path FROM document_bundles WHERE id = ?')
    .bind(id)
    .first<{ path: string }>();
  return row?.path ?? '';
}

describe('bundle API: ownership', () => {
  it('needs a session on every route: 401', async () => {
    const user = await signUp();
    const created = await createCase(user);
    const [file] = await uploaded(created.id, user, [{ name: 'a.pdf', bytes: pdfBytes() }]);
    expect((await api(`/cases/${created.id}/bundle`, null)).status).toBe(401);
    expect((await upload(created.id, null, [{ name: 'b.pdf', bytes: pdfBytes() }])).status).toBe(401);
    expect((await api(`/bundles/${file?.id}`, null, { method: 'DELETE' })).status).toBe(401);
    expect((await api(`/bundles/${file?.id}/link`, null, { method: 'POST' })).status).toBe(401);
    expect(await bundleRowCount(created.id)).toBe(1);
  });

  it('answers 404 for another user’s case or file, stores nothing and deletes nothing', async () => {
    const owner = await signUp();
    const intruder = await signUp();
    const created = await createCase(owner);
    const [file] = await uploaded(created.id, owner, [{ name: 'contract.pdf', bytes: pdfBytes() }]);
    const attempts = [
      api(`/cases/${created.id}/bundle`, intruder),
      upload(created.id, intruder, [{ name: 'planted.pdf', bytes: pdfBytes() }]),
      api(`/bundles/${file?.id}`, intruder, { method: 'DELETE' }),
      api(`/bundles/${file?.id}/link`, intruder, { method: 'POST' }),
      api('/cases/not-a-uuid/bundle', intruder),
      upload('not-a-uuid', intruder, [{ name: 'x.pdf', bytes: pdfBytes() }]),
      api('/bundles/not-a-uuid', intruder, { method: 'DELETE' }),
      api('/bundles/not-a-uuid/link', intruder, { method: 'POST' }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(404);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
    }
    expect(await list(created.id, owner)).toEqual([file]);
    const ownerId = await userIdOf(owner);
    expect(await keysUnder(`${ownerId}/${created.id}/`)).toHaveLength(1);
    expect(await keysUnder(`${await userIdOf(intruder)}/`)).toEqual([]);
  });
});

describe('bundle API: upload', () => {
  it('stores every accepted kind, with the type read from the content, not the browser’s', async () => {
    const user = await signUp();
    const created = await createCase(user);
    const parts = [
      { name: 'Dismissal letter.pdf', bytes: pdfBytes(), type: 'text/html' },
      { name: 'Old contract.doc', bytes: docBytes(), type: 'application/octet-stream' },
      { name: 'Grievance.docx', bytes: docxBytes(), type: 'application/zip' },
      { name: 'Rota.jpg', bytes: jpegBytes(), type: 'image/png' },
      { name: 'Payslip.jpeg', bytes: jpegBytes() },
      { name: 'Text messages.png', bytes: pngBytes(), type: 'image/jpeg' },
      { name: 'Notes – reunião.txt', bytes: textBytes('Reunião com RH às 10h.\n') },
    ];
    const files = await uploaded(created.id, user, parts);
    expect(files.map(({ fileName, fileType, fileSize }) => ({ fileName, fileType, fileSize }))).toEqual([
      { fileName: 'Dismissal letter.pdf', fileType: 'application/pdf', fileSize: pdfBytes().length },
      { fileName: 'Old contract.doc', fileType: 'application/msword', fileSize: 512 },
      {
        fileName: 'Grievance.docx',
        fileType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        fileSize: docxBytes().length,
      },
      { fileName: 'Rota.jpg', fileType: 'image/jpeg', fileSize: jpegBytes().length },
      { fileName: 'Payslip.jpeg', fileType: 'image/jpeg', fileSize: jpegBytes().length },
      { fileName: 'Text messages.png', fileType: 'image/png', fileSize: pngBytes().length },
      { fileName: 'Notes – reunião.txt', fileType: 'text/plain', fileSize: textBytes('Reunião com RH às 10h.\n').length },
    ]);
    for (const file of files) {
      expect(file.caseId).toBe(created.id);
      expect(file.uploadDate).toMatch(ISO_INSTANT);
      expect(Object.keys(file).sort()).toEqual([
        'caseId',
        'description',
        'documentDate',
        'fileName',
        'fileSize',
        'fileType',
        'id',
        'included',
        'position',
        'section',
        'uploadDate',
      ]);
      // Not yet arranged: in, no section, no place, no date or description of its own.
      expect(file).toMatchObject({ position: null, section: null, included: true, documentDate: null, description: null });
    }
    // Newest upload first: the files of one request share an upload date, the last stored first.
    expect((await list(created.id, user)).map((f) => f.fileName)).toEqual(files.map((f) => f.fileName).reverse());
  });

  it('stores the object at {userId}/{caseId}/{timestamp}_{random}_{name}, byte for byte', async () => {
    const user = await signUp();
    const created = await createCase(user);
    const bytes = new Uint8Array(300_000).map((_, n) => (n * 7919) % 251);
    bytes.set(pdfBytes());
    const [file] = await uploaded(created.id, user, [{ name: 'Carta de despedimento – João.pdf', bytes }]);
    if (!file) throw new Error('no file');
    const userId = await userIdOf(user);
    const key = await filePath(file.id);
    const match = key.match(new RegExp(`^${userId}/${created.id}/(\\d{13})_[0-9a-f]{16}_Carta de despedimento – João\\.pdf$`));
    expect(match, key).not.toBeNull();
    expect(new Date(Number(match?.[1])).toISOString()).toBe(file.uploadDate);
    expect(await objectBytes(key)).toEqual(bytes);
    expect((await env.FILES.head(key))?.httpMetadata?.contentType).toBe('application/pdf');
  });

  it('takes several files in one request, with or without Content-Length', async () => {
    const user = await signUp();
    const created = await createCase(user);
    const response = await upload(
      created.id,
      user,
      [
        { name: 'one.txt', bytes: textBytes('one') },
        { name: 'two.png', bytes: pngBytes() },
      ],
      { stream: true },
    );
    expect(response.status).toBe(201);
    const { files } = (await response.json()) as { files: BundleFile[] };
    expect(files.map((f) => f.fileName)).toEqual(['one.txt', 'two.png']);
    expect(await bundleRowCount(created.id)).toBe(2);
  });

  it('keeps only the last part of a path and drops control characters from the name', async () => {
    const user = await signUp();
    const created = await createCase(user);
    const files = await uploaded(created.id, user, [
      { name: '../../etc/passwd.txt', bytes: textBytes() },
      { name: '..\\..\\Windows\\win.ini.txt', bytes: textBytes() },
      { name: 'minutes\u0001\u001b\u007f of the meeting.txt', bytes: textBytes() },
      { name: 'CON.pdf', bytes: pdfBytes() },
    ]);
    expect(files.map((f) => f.fileName)).toEqual(['passwd.txt', 'win.ini.txt', 'minutes of the meeting.txt', 'CON_.pdf']);
    const prefix = `${await userIdOf(user)}/${created.id}/`;
    for (const file of files) {
      const key = await filePath(file.id);
      expect(key.startsWith(prefix)).toBe(true);
      expect(key.slice(prefix.length)).toMatch(new RegExp(`^\\d{13}_[0-9a-f]{16}_${file.fileName.replace('.', '\\.')}$`));
    }
    expect((await keysUnder(prefix)).sort()).toEqual((await Promise.all(files.map((f) => filePath(f.id)))).sort());
  });

  it.each([
    [
      'a .pdf that is text',
      'letter.pdf',
      textBytes('Dear Ana, you are dismissed.'),
      422,
      'FILE_SIGNATURE_MISMATCH',
      'letter.pdf is not really a PDF',
    ],
    ['an .exe renamed .jpg', 'photo.jpg', exeBytes(), 422, 'FILE_SIGNATURE_MISMATCH', 'photo.jpg is not really a JPEG image'],
    ['a JPEG named .png', 'scan.png', jpegBytes(), 422, 'FILE_SIGNATURE_MISMATCH', 'scan.png is not really a PNG image'],
    ['a PDF named .doc', 'old.doc', pdfBytes(), 422, 'FILE_SIGNATURE_MISMATCH', 'old.doc is not really a Word document'],
    [
      'a zip that is not Word named .docx',
      'new.docx',
      plainZipBytes(),
      422,
      'FILE_SIGNATURE_MISMATCH',
      'new.docx is not really a Word document',
    ],
    [
      'a .txt with NUL bytes',
      'notes.txt',
      Uint8Array.from([104, 105, 0, 33]),
      422,
      'FILE_SIGNATURE_MISMATCH',
      'notes.txt is not really a text file',
    ],
    [
      'a .txt that is not UTF-8',
      'notes.txt',
      Uint8Array.from([0xc3, 0x28, 0x41]),
      422,
      'FILE_SIGNATURE_MISMATCH',
      'notes.txt is not really a text file',
    ],
    [
      'an .exe',
      'setup.exe',
      exeBytes(),
      415,
      'UNSUPPORTED_FILE_TYPE',
      'setup.exe: only PDF, Word, JPEG, PNG and text files can be added',
    ],
    [
      'no extension',
      'README',
      textBytes(),
      415,
      'UNSUPPORTED_FILE_TYPE',
      'README: only PDF, Word, JPEG, PNG and text files can be added',
    ],
    ['an empty file', 'empty.pdf', new Uint8Array(0), 400, 'EMPTY_FILE', 'empty.pdf is empty'],
  ])('refuses %s, naming the file, and stores nothing', async (_, name, bytes, status, code, message) => {
    const user = await signUp();
    const created = await createCase(user);
    // With a good file before it: a request is stored all or none.
    const response = await upload(created.id, user, [
      { name: 'good.pdf', bytes: pdfBytes() },
      { name, bytes },
    ]);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ error: { code, message } });
    expect(await bundleRowCount(created.id)).toBe(0);
    expect(await keysUnder(`${await userIdOf(user)}/`)).toEqual([]);
  });

  it('asks for a file when none is sent', async () => {
    const user = await signUp();
    const created = await createCase(user);
    const noFile = { error: { code: 'NO_FILE', message: 'Choose a file to upload' } };
    for (const response of [
      await upload(created.id, user, []),
      await upload(created.id, user, [{ field: 'file', value: 'not a file' }]),
      await upload(created.id, user, [{ field: 'other', value: 'x' }]),
      // What a form sends when nothing was chosen: a file part with no name and no bytes.
      await upload(created.id, user, [{ name: '', bytes: new Uint8Array(0) }]),
      await uploadRaw(created.id, user, new Uint8Array(0), 'multipart/form-data; boundary=x'),
    ]) {
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual(noFile);
    }
  });

  it('refuses a body that is not multipart (415)', async () => {
    const user = await signUp();
    const created = await createCase(user);
    const response = await uploadRaw(created.id, user, '{"file":"x"}', 'application/json');
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({
      error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send the request body as multipart/form-data.' },
    });
  });
});

describe('bundle API: the 10 MB limit', () => {
  const tooLarge = { error: { code: 'FILE_TOO_LARGE', message: 'Maximum file size is 10MB' } };
  const sized = (size: number) => {
    const bytes = new Uint8Array(size);
    bytes.set(pdfBytes());
    return bytes;
  };

  it('takes a file of exactly 10 MB', async () => {
    const user = await signUp();
    const created = await createCase(user);
    const [file] = await uploaded(created.id, user, [{ name: 'big.pdf', bytes: sized(MB10) }]);
    expect(file?.fileSize).toBe(MB10);
  });

  it.each([
    ['with Content-Length', false],
    ['streamed, without Content-Length', true],
  ])('refuses a file one byte over, %s', async (_, stream) => {
    const user = await signUp();
    const created = await createCase(user);
    const response = await upload(created.id, user, [{ name: 'big.pdf', bytes: sized(MB10 + 1) }], { stream });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual(tooLarge);
    expect(await bundleRowCount(created.id)).toBe(0);
  });

  it('refuses a body past the limit before reading it all, with or without Content-Length', async () => {
    const user = await signUp();
    const created = await createCase(user);
    const boundary = 'x';
    const head = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.pdf"\r\n\r\n%PDF-1.4\n`,
    );
    const declared = new Uint8Array(MB10 + 70_000);
    declared.set(head);
    const withLength = await uploadRaw(created.id, user, declared, `multipart/form-data; boundary=${boundary}`);
    expect(withLength.status).toBe(413);
    expect(await withLength.json()).toEqual(tooLarge);

    // 40 MB offered 1 MB at a time with no length: refused once past 10 MB and the overhead.
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 40) controller.close();
        else {
          controller.enqueue(sent === 0 ? head : chunk);
          sent += 1;
        }
      },
    });
    const withoutLength = await uploadRaw(created.id, user, stream, `multipart/form-data; boundary=${boundary}`);
    expect(withoutLength.status).toBe(413);
    expect(await withoutLength.json()).toEqual(tooLarge);
    expect(sent).toBeLessThan(40);
    expect(await bundleRowCount(created.id)).toBe(0);
  });
});

describe('bundle API: the 200-file cap', () => {
  it('refuses the 201st file with 409 and leaves no object behind', async () => {
    const user = await signUp();
    const created = await createCase(user);
    const userId = await userIdOf(user);
    // 200 rows written directly (their objects do not matter here).
    await env.DB.batch(
      Array.from({ length: 200 }, (_, n) =>
        env.DB.prepare(
          `INSERT INTO document_bundles (id, user_id, case_id, file_name, file_path, file_type, file_size, upload_date)
           VALUES (?1, ?2, ?3, ?4, ?5, 'application/pdf', 10, '2026-11-01T00:00:00.000Z')`,
        ).bind(crypto.randomUUID(), userId, created.id, `f${n}.pdf`, `${userId}/${created.id}/0_f${n}.pdf`),
      ),
    );
    const response = await upload(created.id, user, [{ name: 'one more.pdf', bytes: pdfBytes() }]);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: { code: 'LIMIT_REACHED', message: "A case's bundle can hold at most 200 files" },
    });
    expect(await bundleRowCount(created.id)).toBe(200);
    expect(await keysUnder(`${userId}/`)).toEqual([]);
  });
});

describe('bundle API: deletion', () => {
  it('deletes the row and the object; a second delete is a 404', async () => {
    const user = await signUp();
    const created = await createCase(user);
    const [kept, removed] = await uploaded(created.id, user, [
      { name: 'keep.pdf', bytes: pdfBytes() },
      { name: 'remove.pdf', bytes: pdfBytes() },
    ]);
    if (!kept || !removed) throw new Error('not uploaded');
    const removedKey = await filePath(removed.id);
    expect((await api(`/bundles/${removed.id}`, user, { method: 'DELETE' })).status).toBe(204);
    expect(await list(created.id, user)).toEqual([kept]);
    expect(await objectBytes(removedKey)).toBeNull();
    expect(await objectBytes(await filePath(kept.id))).not.toBeNull();
    expect((await api(`/bundles/${removed.id}`, user, { method: 'DELETE' })).status).toBe(404);
  });

  it('deleting the case removes its files’ rows and objects, and no other case’s', async () => {
    const user = await signUp();
    const doomed = await createCase(user);
    const other = await createCase(user);
    await uploaded(doomed.id, user, [{ name: 'a.pdf', bytes: pdfBytes() }]);
    await uploaded(other.id, user, [{ name: 'b.pdf', bytes: pdfBytes() }]);
    const userId = await userIdOf(user);
    expect((await api(`/cases/${doomed.id}`, user, { method: 'DELETE' })).status).toBe(204);
    expect(await bundleRowCount(doomed.id)).toBe(0);
    expect(await keysUnder(`${userId}/${doomed.id}/`)).toEqual([]);
    expect(await bundleRowCount(other.id)).toBe(1);
    expect(await keysUnder(`${userId}/${other.id}/`)).toHaveLength(1);
  });
});
