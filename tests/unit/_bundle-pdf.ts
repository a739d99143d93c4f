/**
 * Inputs for the hearing bundle builder's tests, and a reader for what it writes. pdf-lib has no
 * text extraction, so the reader inflates each page's content streams (node:zlib) and collects the
 * strings shown with Tj, with the text matrix each was placed with: what a PDF viewer would draw.
 */
import fs from 'node:fs';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { Document, Packer, Paragraph } from 'docx';
import {
  degrees,
  PDFArray,
  PDFDict,
  type PDFDocument,
  PDFDocument as PDFDocumentClass,
  PDFHexString,
  PDFName,
  PDFRawStream,
  PDFRef,
  StandardFonts,
} from 'pdf-lib';
import type { BundleDocument, BundleLabels, BundleSection } from '../../src/bundle-pdf/types';

const FIXTURES = path.join(process.cwd(), 'tests', 'fixtures', 'bundle');

export const LABELS_EN: BundleLabels = {
  bundleTitle: 'Hearing bundle',
  index: 'Index',
  indexContinued: 'Index (continued)',
  number: 'No.',
  document: 'Document',
  date: 'Date',
  pages: 'Pages',
  pageOf: 'Page {n} of {total}',
  pageRange: 'pp. {from}–{to}',
  singlePage: 'p. {page}',
  convertedFromWord: 'converted from Word: formatting not kept',
  otherDocuments: 'Other documents',
  undated: 'Undated',
  volume: 'Volume {n}',
  volumeOf: 'Volume {n} of {total}',
  sections: {
    pleadings: 'Pleadings',
    orders: 'Orders',
    correspondence: 'Correspondence',
    evidence: 'Evidence',
    witness_statements: 'Witness statements',
  },
};

export function fixture(name: string): ArrayBuffer {
  const bytes = fs.readFileSync(path.join(FIXTURES, name));
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
}

const toArrayBuffer = (bytes: Uint8Array): ArrayBuffer => bytes.slice().buffer;

export function doc(
  id: string,
  fileName: string,
  fileType: string,
  bytes: ArrayBuffer,
  section: BundleSection | null = null,
): BundleDocument {
  return { id, fileName, fileType, uploadDate: '2026-11-20T09:30:00Z', section, bytes };
}

/** Two pages: US Letter portrait, then A4 shown turned a quarter (/Rotate 90). */
export async function twoPagePdf(): Promise<ArrayBuffer> {
  const pdf = await PDFDocumentClass.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage([612, 792]).drawText('Source page one', { x: 72, y: 700, font, size: 12 });
  const second = pdf.addPage([595.28, 841.89]);
  second.drawText('Source page two', { x: 72, y: 700, font, size: 12 });
  second.setRotation(degrees(90));
  return toArrayBuffer(await pdf.save());
}

/** A PDF of `pages` A4 pages, each saying which it is. */
export async function pagesPdf(pages: number, label: string): Promise<ArrayBuffer> {
  const pdf = await PDFDocumentClass.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++) pdf.addPage([595.28, 841.89]).drawText(`${label} ${i}`, { x: 72, y: 700, font, size: 12 });
  return toArrayBuffer(await pdf.save());
}

/**
 * A minimal PDF whose trailer names an /Encrypt dictionary (Standard security handler, RC4 40-bit,
 * PDF 1.7 §7.6.3): what a password-protected upload looks like to pdf-lib.
 */
export function encryptedPdf(): ArrayBuffer {
  const key = '0'.repeat(64);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
    `<< /Filter /Standard /V 1 /R 2 /O <${key}> /U <${key}> /P -44 >>`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Encrypt 4 0 R /ID [<${key.slice(0, 32)}> <${key.slice(0, 32)}>] >>\nstartxref\n${xref}\n%%EOF\n`;
  return toArrayBuffer(new TextEncoder().encode(body));
}

/** The start of a Word 97–2003 file: the Compound File Binary signature and a little more. */
export function legacyDoc(): ArrayBuffer {
  return toArrayBuffer(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0, 0, 0, 0, 0]));
}

export async function wordDocx(paragraphs: readonly string[]): Promise<ArrayBuffer> {
  const document = new Document({ sections: [{ children: paragraphs.map((text) => new Paragraph(text)) }] });
  return toArrayBuffer(new Uint8Array(await Packer.toArrayBuffer(document)));
}

export function utf8(text: string): ArrayBuffer {
  return toArrayBuffer(new TextEncoder().encode(text));
}

/** A string shown on a page, with the text matrix (a b c d e f) it was shown with. */
export interface Shown {
  text: string;
  matrix: number[];
  font: string;
  size: number;
}

const winAnsi = new TextDecoder('windows-1252');

function streamBytes(pdf: PDFDocument, ref: unknown): Uint8Array {
  const stream = ref instanceof PDFRef ? pdf.context.lookup(ref) : ref;
  if (!(stream instanceof PDFRawStream)) throw new Error('A content stream is not a stream');
  const filter = stream.dict.get(PDFName.of('Filter'));
  if (filter === undefined) return stream.contents;
  if (filter === PDFName.of('FlateDecode')) return new Uint8Array(inflateSync(stream.contents));
  throw new Error(`Unexpected filter ${String(filter)}`);
}

/** The content streams of a page, decoded and joined in order. */
export function pageContent(pdf: PDFDocument, pageIndex: number): string {
  const contents = pdf.getPage(pageIndex).node.get(PDFName.of('Contents'));
  const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
  return refs.map((ref) => new TextDecoder('latin1').decode(streamBytes(pdf, ref))).join('\n');
}

/**
 * Every string a page shows with Tj, in drawing order (pdf-lib writes hex strings: <...> Tj), with
 * the font (Tf) and text matrix (Tm) in force when it was shown.
 */
export function shownText(pdf: PDFDocument, pageIndex: number): Shown[] {
  const content = pageContent(pdf, pageIndex);
  const shown: Shown[] = [];
  let font = '';
  let size = 0;
  let matrix: number[] = [];
  const ops = /\/(\S+) ([\d.]+) Tf|((?:[-\d.]+ ){6})Tm|<([0-9A-Fa-f]*)> Tj/g;
  for (const [, fontName, fontSize, tm, hex] of content.matchAll(ops)) {
    if (fontName !== undefined) {
      font = fontName;
      size = Number(fontSize);
    } else if (tm !== undefined) {
      matrix = tm.trim().split(' ').map(Number);
    } else {
      const bytes = new Uint8Array((hex ?? '').length / 2);
      for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt((hex ?? '').slice(i * 2, i * 2 + 2), 16);
      shown.push({ text: winAnsi.decode(bytes), matrix, font, size });
    }
  }
  return shown;
}

/** The base font (Helvetica, Helvetica-Bold …) behind a page's font resource name. */
export function baseFont(pdf: PDFDocument, pageIndex: number, resourceName: string): string {
  const resources = pdf.getPage(pageIndex).node.Resources();
  const fonts = resources?.lookup(PDFName.of('Font'), PDFDict);
  const font = fonts?.lookup(PDFName.of(resourceName), PDFDict);
  return String(font?.get(PDFName.of('BaseFont')) ?? '');
}

/** A page's Link annotations: the rectangle and the page index its /Dest goes to. */
export function links(pdf: PDFDocument, pageIndex: number): { rect: number[]; page: number; fit: string }[] {
  const refs = pdf.getPages().map((page) => page.ref);
  const annots = pdf.getPage(pageIndex).node.Annots();
  if (!annots) return [];
  return annots.asArray().map((ref) => {
    const annot = pdf.context.lookup(ref, PDFDict);
    if (annot.get(PDFName.of('Subtype')) !== PDFName.of('Link')) throw new Error('Not a link');
    const rect = annot
      .lookup(PDFName.of('Rect'), PDFArray)
      .asArray()
      .map((n) => Number(n.toString()));
    const dest = annot.lookup(PDFName.of('Dest'), PDFArray);
    return { rect, page: refs.indexOf(dest.get(0) as PDFRef), fit: String(dest.get(1)) };
  });
}

export interface OutlineNode {
  title: string;
  page: number;
  children: OutlineNode[];
}

/**
 * The outline as a tree, checking on the way every link the PDF specification requires (PDF 1.7 §12.3.3):
 * /Parent, /Prev and /Next agree, /First and /Last are the ends of each level, and each /Count is
 * the number of visible descendants (all items open).
 */
export function readOutline(pdf: PDFDocument): OutlineNode[] {
  const refs = pdf.getPages().map((page) => page.ref);
  const rootRef = pdf.catalog.get(PDFName.of('Outlines'));
  if (!(rootRef instanceof PDFRef)) throw new Error('No /Outlines');
  const countOf = (nodes: OutlineNode[]): number => nodes.reduce((n, node) => n + 1 + countOf(node.children), 0);

  const level = (parentRef: PDFRef, parent: PDFDict): OutlineNode[] => {
    const first = parent.get(PDFName.of('First'));
    const last = parent.get(PDFName.of('Last'));
    if (first === undefined && last === undefined) return [];
    const nodes: OutlineNode[] = [];
    let previous: PDFRef | undefined;
    let ref = first as PDFRef | undefined;
    while (ref) {
      const item = pdf.context.lookup(ref, PDFDict);
      if (item.get(PDFName.of('Parent')) !== parentRef) throw new Error('Wrong /Parent');
      if (item.get(PDFName.of('Prev')) !== previous) throw new Error('Wrong /Prev');
      const dest = item.lookup(PDFName.of('Dest'), PDFArray);
      const title = item.lookup(PDFName.of('Title'), PDFHexString);
      const children = level(ref, item);
      const count = item.get(PDFName.of('Count'));
      if (children.length > 0 ? Number(count?.toString()) !== countOf(children) : count !== undefined)
        throw new Error('Wrong /Count');
      nodes.push({
        title: title.decodeText(),
        page: refs.indexOf(dest.get(0) as PDFRef),
        children,
      });
      previous = ref;
      const next = item.get(PDFName.of('Next'));
      ref = next instanceof PDFRef ? next : undefined;
    }
    if (previous !== last) throw new Error('Wrong /Last');
    return nodes;
  };

  const root = pdf.context.lookup(rootRef, PDFDict);
  const tree = level(rootRef, root);
  if (Number(root.get(PDFName.of('Count'))?.toString()) !== countOf(tree)) throw new Error('Wrong root /Count');
  return tree;
}
