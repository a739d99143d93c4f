/**
 * The hearing bundle built from every kind of file a case can hold, then read back with pdf-lib:
 * the page count, 'Page N of M' on every page in the same place, the index's page ranges and links,
 * the bookmarks, the page labels, the title, and the files that could not go in with their reasons.
 */
import { PDFArray, PDFDict, PDFDocument, PDFName, StandardFonts } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildBundle, EmptyBundleError } from '../../src/bundle-pdf/build-bundle';
import type { BuildResult } from '../../src/bundle-pdf/types';
import { pickMessages } from '../../src/i18n/island-messages';
import { BUNDLE_PDF_MESSAGE_KEYS, bundleLabels } from '../../src/islands/bundle/bundle-labels';
import {
  baseFont,
  doc,
  encryptedPdf,
  fixture,
  LABELS_EN,
  legacyDoc,
  links,
  pageContent,
  pagesPdf,
  readOutline,
  shownText,
  twoPagePdf,
  utf8,
  wordDocx,
} from './_bundle-pdf';

const A4 = { width: 595.28, height: 841.89 };
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const LABELS_PT = bundleLabels(pickMessages('pt', BUNDLE_PDF_MESSAGE_KEYS));

let helvetica: { widthOfTextAtSize(text: string, size: number): number };
beforeAll(async () => {
  helvetica = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
});

/** Checks 'Page N of M' is the last thing drawn on every page, at 9 pt Helvetica, centred on the bottom edge seen. */
function expectPageNumbers(pdf: PDFDocument, pageOf: (n: number, total: number) => string, turned: Record<number, number> = {}) {
  const total = pdf.getPageCount();
  pdf.getPages().forEach((page, i) => {
    const shown = shownText(pdf, i);
    const stamp = shown[shown.length - 1];
    const text = pageOf(i + 1, total);
    expect(stamp?.text, `page ${i + 1}`).toBe(text);
    expect(stamp?.size).toBe(9);
    expect(baseFont(pdf, i, stamp?.font ?? '')).toBe('/Helvetica');
    const width = helvetica.widthOfTextAtSize(text, 9);
    const { width: w, height: h } = page.getSize();
    const [a, b, c, d, x, y] = stamp?.matrix ?? [];
    if (turned[i] === 90) {
      expect([a, b, c, d].map((v) => Math.round(v ?? Number.NaN))).toEqual([0, 1, -1, 0]);
      expect(x).toBeCloseTo(w - 22, 6);
      expect(y).toBeCloseTo((h - width) / 2, 6);
    } else {
      expect([a, b, c, d]).toEqual([1, 0, 0, 1]);
      expect(x).toBeCloseTo((w - width) / 2, 6);
      expect(y).toBe(22);
    }
  });
}

/** The page's images as drawn: the `cm` matrix before each `Do`. */
function drawnImages(pdf: PDFDocument, pageIndex: number): number[][] {
  const content = pageContent(pdf, pageIndex);
  return [...content.matchAll(/([-\d.]+) ([-\d.]+) ([-\d.]+) ([-\d.]+) ([-\d.]+) ([-\d.]+) cm\s+\/(\S+) Do/g)].map((m) =>
    m.slice(1, 7).map(Number),
  );
}

describe('a bundle of every kind of file, no sections', () => {
  const longLine = 'Esta linha é muito longa e tem de ser partida em várias linhas para caber na largura da página A4. '
    .repeat(3)
    .trim();
  const text = [
    'Ação de despedimento: não é justo. Çé õ ã. Łódź 😀',
    longLine,
    ...Array.from({ length: 60 }, (_, i) => `Linha ${i + 1}`),
  ].join('\r\n');
  let result: BuildResult;
  let pdf: PDFDocument;
  const progress: [number, number][] = [];

  beforeAll(async () => {
    result = await buildBundle(
      [
        // The claimant's own date and description for one; the others are undated, under their file names.
        {
          ...doc('pdf', 'Claim form ET1.pdf', 'application/pdf', await twoPagePdf()),
          documentDate: '2026-09-30',
          description: 'Claim form (ET1)',
        },
        doc('png', 'Dismissal letter.png', 'image/png', fixture('tiny.png')),
        // A photo the claimant described: captioned with their words, not IMG_20260812_0931.jpg.
        { ...doc('jpg', 'IMG_20260812_0931.jpg', 'image/jpeg', fixture('tiny.jpg')), description: 'Payslip for July' },
        doc('txt', 'Notas da reunião.txt', 'text/plain', utf8(text)),
        doc(
          'docx',
          'Witness statement.docx',
          DOCX,
          await wordDocx(['Statement of Maria Silva', 'I worked at Acme Ltd from 2019.']),
        ),
        doc('doc', 'Old contract.doc', 'application/msword', legacyDoc()),
        doc('locked', 'Bank statement.pdf', 'application/pdf', encryptedPdf()),
        doc('garbage', 'Scan.pdf', 'application/pdf', utf8('this is not a PDF at all')),
        doc('badpng', 'Broken.png', 'image/png', utf8('not a PNG either')),
      ],
      {
        title: 'Maria Silva v Acme Ltd',
        labels: LABELS_EN,
        dateLocale: 'en-GB',
        onProgress: (done, total) => progress.push([done, total]),
      },
    );
    pdf = await PDFDocument.load(result.bytes);
  });

  it('has the index page and every page of every document that could go in', () => {
    // 1 index + 2 (PDF) + 1 (PNG) + 1 (JPEG) + 2 (text) + 1 (Word)
    expect(result.pageCount).toBe(8);
    expect(pdf.getPageCount()).toBe(8);
  });

  it('lists the files left out, each with its reason', () => {
    expect(result.skipped).toEqual([
      { fileName: 'Old contract.doc', reason: 'doc-not-supported' },
      { fileName: 'Bank statement.pdf', reason: 'encrypted' },
      { fileName: 'Scan.pdf', reason: 'damaged' },
      { fileName: 'Broken.png', reason: 'damaged' },
    ]);
  });

  it('gives each document its number, its own date (or none), its description and page range, counting the index', () => {
    expect(result.entries).toEqual([
      {
        id: 'pdf',
        number: 1,
        fileName: 'Claim form ET1.pdf',
        title: 'Claim form (ET1)',
        section: null,
        date: '30/09/2026',
        firstPage: 2,
        lastPage: 3,
        convertedFromWord: false,
      },
      {
        id: 'png',
        number: 2,
        fileName: 'Dismissal letter.png',
        title: 'Dismissal letter.png',
        section: null,
        date: 'Undated',
        firstPage: 4,
        lastPage: 4,
        convertedFromWord: false,
      },
      {
        id: 'jpg',
        number: 3,
        fileName: 'IMG_20260812_0931.jpg',
        title: 'Payslip for July',
        section: null,
        date: 'Undated',
        firstPage: 5,
        lastPage: 5,
        convertedFromWord: false,
      },
      {
        id: 'txt',
        number: 4,
        fileName: 'Notas da reunião.txt',
        title: 'Notas da reunião.txt',
        section: null,
        date: 'Undated',
        firstPage: 6,
        lastPage: 7,
        convertedFromWord: false,
      },
      {
        id: 'docx',
        number: 5,
        fileName: 'Witness statement.docx',
        title: 'Witness statement.docx',
        section: null,
        date: 'Undated',
        firstPage: 8,
        lastPage: 8,
        convertedFromWord: true,
      },
    ]);
  });

  it('prints the title, the index and each row on the first page', () => {
    expect(shownText(pdf, 0).map((s) => s.text)).toEqual([
      'Maria Silva v Acme Ltd',
      'Hearing bundle',
      'Index',
      'No.',
      'Document',
      'Date',
      'Pages',
      ...['1', 'Claim form (ET1)', '30/09/2026', 'pp. 2–3'],
      ...['2', 'Dismissal letter.png', 'Undated', 'p. 4'],
      ...['3', 'Payslip for July', 'Undated', 'p. 5'],
      ...['4', 'Notas da reunião.txt', 'Undated', 'pp. 6–7'],
      ...['5', 'Witness statement.docx', 'converted from Word: formatting not kept', 'Undated', 'p. 8'],
      'Page 1 of 8',
    ]);
  });

  it('links each index row to the first page of its document', () => {
    expect(links(pdf, 0).map((link) => [link.page, link.fit])).toEqual([
      [1, '/Fit'],
      [3, '/Fit'],
      [4, '/Fit'],
      [5, '/Fit'],
      [7, '/Fit'],
    ]);
    for (const { rect } of links(pdf, 0)) {
      expect(rect[0]).toBeCloseTo(56.69, 6);
      expect(rect[2]).toBeCloseTo(A4.width - 56.69, 6);
    }
  });

  it('numbers every page in the same place, turned with a page its PDF shows turned', () => {
    expectPageNumbers(pdf, (n, total) => `Page ${n} of ${total}`, { 2: 90 });
  });

  it('copies PDF pages at their own size and rotation, keeping their content', () => {
    expect(pdf.getPage(1).getSize()).toEqual({ width: 612, height: 792 });
    expect(pdf.getPage(2).getRotation().angle).toBe(90);
    expect(shownText(pdf, 1)[0]?.text).toBe('Source page one');
    expect(shownText(pdf, 2)[0]?.text).toBe('Source page two');
  });

  it('puts each image on A4 under its description (or its file name), centred at its own size (both are smaller than the page)', () => {
    expect(pdf.getPage(3).getSize()).toEqual(A4);
    expect(shownText(pdf, 3)[0]?.text).toBe('Dismissal letter.png');
    expect(shownText(pdf, 4)[0]?.text).toBe('Payslip for July');
    const [png] = drawnImages(pdf, 3);
    expect(png?.slice(0, 4)).toEqual([120, 0, 0, 80]);
    expect(png?.[4]).toBeCloseTo((A4.width - 120) / 2, 6);
    const [jpg] = drawnImages(pdf, 4);
    expect(jpg?.slice(0, 4)).toEqual([160, 0, 0, 100]);
    expect(jpg?.[4]).toBeCloseTo((A4.width - 160) / 2, 6);
    // Below the caption's baseline (A4 top − margin − 10 pt).
    expect((jpg?.[5] ?? 0) + 100).toBeLessThan(A4.height - 56.69 - 10);
  });

  it('typesets text with its accents, wrapping long lines onto two pages, with ? for what the font lacks', () => {
    const first = shownText(pdf, 5).map((s) => s.text);
    const second = shownText(pdf, 6).map((s) => s.text);
    expect(first[0]).toBe('Notas da reunião.txt');
    expect(first[1]).toBe('Ação de despedimento: não é justo. Çé õ ã. ?ódz ?');
    // The long line, wrapped within the text width, words intact and in order.
    const wrapped = first.slice(2, first.indexOf('Linha 1'));
    expect(wrapped.length).toBeGreaterThan(1);
    expect(wrapped.join(' ')).toBe(longLine);
    for (const line of wrapped) expect(helvetica.widthOfTextAtSize(line, 10.5)).toBeLessThanOrEqual(A4.width - 2 * 56.69);
    const body = [...first.slice(2 + wrapped.length, -1), ...second.slice(0, -1)];
    expect(body).toEqual(Array.from({ length: 60 }, (_, i) => `Linha ${i + 1}`));
    expect(second.length).toBeGreaterThan(1);
  });

  it("converts the Word file's text, marked as converted", () => {
    expect(shownText(pdf, 7).map((s) => s.text)).toEqual(
      [
        'Witness statement.docx',
        'converted from Word: formatting not kept',
        'Statement of Maria Silva',
        '',
        'I worked at Acme Ltd from 2019.',
        'Page 8 of 8',
      ].filter((line) => line !== ''),
    );
  });

  it('has a bookmark for the index and one per document, in order', () => {
    expect(readOutline(pdf)).toEqual([
      { title: 'Index', page: 0, children: [] },
      { title: '1. Claim form (ET1)', page: 1, children: [] },
      { title: '2. Dismissal letter.png', page: 3, children: [] },
      { title: '3. Payslip for July', page: 4, children: [] },
      { title: '4. Notas da reunião.txt', page: 5, children: [] },
      { title: '5. Witness statement.docx', page: 7, children: [] },
    ]);
    expect(pdf.catalog.get(PDFName.of('PageMode'))).toBe(PDFName.of('UseOutlines'));
  });

  it('sets decimal page labels from 1, the title and the language', () => {
    const labels = pdf.catalog.lookup(PDFName.of('PageLabels'), PDFDict);
    const nums = labels.lookup(PDFName.of('Nums'), PDFArray);
    expect(nums.size()).toBe(2);
    expect(nums.get(0).toString()).toBe('0');
    const range = nums.lookup(1, PDFDict);
    expect(range.get(PDFName.of('S'))).toBe(PDFName.of('D'));
    expect(range.get(PDFName.of('St'))?.toString()).toBe('1');
    expect(pdf.getTitle()).toBe('Maria Silva v Acme Ltd – Hearing bundle');
    expect(pdf.catalog.get(PDFName.of('Lang'))?.toString()).toBe('(en-GB)');
  });

  it('reports progress after each document and each final step', () => {
    expect(progress).toEqual(Array.from({ length: 11 }, (_, i) => [i + 1, 11]));
  });
});

describe('a Portuguese reading copy arranged in sections', () => {
  let result: BuildResult;
  let pdf: PDFDocument;

  beforeAll(async () => {
    const jpeg = new Uint8Array(fixture('tiny.jpg'));
    // The same photo with an EXIF Orientation of 6 (shown turned 90° clockwise), as a phone writes it.
    const exif = [
      0x45, 0x78, 0x69, 0x66, 0, 0, 0x4d, 0x4d, 0, 42, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6, 0, 0, 0, 0, 0, 0,
    ];
    const rotated = new Uint8Array([0xff, 0xd8, 0xff, 0xe1, 0, exif.length + 2, ...exif, ...jpeg.subarray(2)]);
    result = await buildBundle(
      [
        doc('et3', 'ET3 response.pdf', 'application/pdf', await pagesPdf(1, 'ET3'), 'pleadings'),
        doc('order', 'Case management order.pdf', 'application/pdf', await pagesPdf(1, 'Order'), 'orders'),
        doc('email', 'E-mail to employer.txt', 'text/plain', utf8('Caro senhor,\nObrigada.'), 'correspondence'),
        doc('photo', 'Photo of rota.jpg', 'image/jpeg', rotated.slice().buffer, 'evidence'),
        doc('et1', 'ET1.pdf', 'application/pdf', await pagesPdf(3, 'ET1'), 'pleadings'),
        doc('misc', 'Misc.png', 'image/png', fixture('tiny.png')),
        doc('ws', 'Statement.docx', DOCX, await wordDocx(['Not wanted']), 'witness_statements'),
      ],
      {
        title: 'Maria Silva v Acme Ltd',
        labels: LABELS_PT,
        dateLocale: 'pt-PT',
        includeDocx: false,
        notice: 'cópia de leitura, não apresentar ao tribunal',
      },
    );
    pdf = await PDFDocument.load(result.bytes);
  });

  it('groups the documents by section in tribunal order, keeping the order within each', () => {
    expect(result.entries.map((e) => [e.number, e.fileName, e.section, e.firstPage, e.lastPage])).toEqual([
      [1, 'ET3 response.pdf', 'pleadings', 2, 2],
      [2, 'ET1.pdf', 'pleadings', 3, 5],
      [3, 'Case management order.pdf', 'orders', 6, 6],
      [4, 'E-mail to employer.txt', 'correspondence', 7, 7],
      [5, 'Photo of rota.jpg', 'evidence', 8, 8],
      [6, 'Misc.png', null, 9, 9],
    ]);
    expect(result.pageCount).toBe(9);
    expect(result.skipped).toEqual([{ fileName: 'Statement.docx', reason: 'docx-excluded' }]);
  });

  it('prints section headings in the index, in Portuguese, marked as not for filing on every page', () => {
    expect(shownText(pdf, 0).map((s) => s.text)).toEqual([
      'Maria Silva v Acme Ltd',
      'Dossier da audiência (cópia de leitura, não apresentar ao tribunal)',
      'Índice',
      'N.º',
      'Documento',
      'Data',
      'Páginas',
      'Articulados',
      ...['1', 'ET3 response.pdf', 'Sem data', 'pág. 2'],
      ...['2', 'ET1.pdf', 'Sem data', 'págs. 3–5'],
      'Despachos do tribunal',
      ...['3', 'Case management order.pdf', 'Sem data', 'pág. 6'],
      'Correspondência',
      ...['4', 'E-mail to employer.txt', 'Sem data', 'pág. 7'],
      'Provas',
      ...['5', 'Photo of rota.jpg', 'Sem data', 'pág. 8'],
      'Outros documentos',
      ...['6', 'Misc.png', 'Sem data', 'pág. 9'],
      'Página 1 de 9 – cópia de leitura, não apresentar ao tribunal',
    ]);
    expect(links(pdf, 0).map((link) => link.page)).toEqual([1, 2, 5, 6, 7, 8]);
    expectPageNumbers(pdf, (n, total) => `Página ${n} de ${total} – cópia de leitura, não apresentar ao tribunal`);
  });

  it('has one bookmark per section, with its documents under it', () => {
    expect(readOutline(pdf)).toEqual([
      { title: 'Índice', page: 0, children: [] },
      {
        title: 'Articulados',
        page: 1,
        children: [
          { title: '1. ET3 response.pdf', page: 1, children: [] },
          { title: '2. ET1.pdf', page: 2, children: [] },
        ],
      },
      { title: 'Despachos do tribunal', page: 5, children: [{ title: '3. Case management order.pdf', page: 5, children: [] }] },
      { title: 'Correspondência', page: 6, children: [{ title: '4. E-mail to employer.txt', page: 6, children: [] }] },
      { title: 'Provas', page: 7, children: [{ title: '5. Photo of rota.jpg', page: 7, children: [] }] },
      { title: 'Outros documentos', page: 8, children: [{ title: '6. Misc.png', page: 8, children: [] }] },
    ]);
  });

  it('shows a photo upright when its EXIF says it was taken turned', () => {
    // 160 × 100 stored, shown 100 wide and 160 tall: [0 −h w 0 x y+h] (EXIF orientation 6).
    const [matrix] = drawnImages(pdf, 7);
    expect(matrix?.slice(0, 4)).toEqual([0, -160, 100, 0]);
    expect(matrix?.[4]).toBeCloseTo((A4.width - 100) / 2, 6);
  });
});

describe('an index longer than a page', () => {
  let result: BuildResult;
  let pdf: PDFDocument;

  beforeAll(async () => {
    const documents = Array.from({ length: 40 }, (_, i) =>
      doc(`t${i}`, `Note ${i + 1}.txt`, 'text/plain', utf8(`Note ${i + 1}`)),
    );
    result = await buildBundle(documents, { title: 'Maria Silva v Acme Ltd', labels: LABELS_EN, dateLocale: 'en-GB' });
    pdf = await PDFDocument.load(result.bytes);
  });

  it('counts the index pages in every page range and in the total', () => {
    expect(result.pageCount).toBe(42);
    expect(result.entries.map((e) => [e.firstPage, e.lastPage])).toEqual(Array.from({ length: 40 }, (_, i) => [i + 3, i + 3]));
    expectPageNumbers(pdf, (n, total) => `Page ${n} of ${total}`);
  });

  it('goes on under a continued heading, and every row on either page links to its document', () => {
    const second = shownText(pdf, 1).map((s) => s.text);
    expect(second[0]).toBe('Index (continued)');
    expect(second.slice(1, 5)).toEqual(['No.', 'Document', 'Date', 'Pages']);
    const first = links(pdf, 0).map((link) => link.page);
    const next = links(pdf, 1).map((link) => link.page);
    expect(first.length).toBeGreaterThan(0);
    expect(next.length).toBeGreaterThan(0);
    expect([...first, ...next]).toEqual(Array.from({ length: 40 }, (_, i) => i + 2));
    expect(shownText(pdf, 1).some((s) => s.text === `p. ${next[0]! + 1}`)).toBe(true);
  });
});

describe('a bundle with nothing that can go in', () => {
  it('is refused, with the reasons', async () => {
    const attempt = buildBundle(
      [doc('doc', 'Old.doc', 'application/msword', legacyDoc()), doc('x', 'tool.exe', 'application/x-msdownload', utf8('MZ'))],
      {
        title: 'A v B',
        labels: LABELS_EN,
        dateLocale: 'en-GB',
      },
    );
    await expect(attempt).rejects.toBeInstanceOf(EmptyBundleError);
    await expect(attempt).rejects.toMatchObject({
      skipped: [
        { fileName: 'Old.doc', reason: 'doc-not-supported' },
        { fileName: 'tool.exe', reason: 'type-not-supported' },
      ],
    });
  });
});
