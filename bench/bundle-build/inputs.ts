/**
 * The benchmark's case file, made in the browser from a fixed seed so every run builds the same
 * bundle: 8 PDFs of 184 pages in all (typed letters and policies, a 20-page scan of full-page JPEGs,
 * forms with tables, a few landscape pages turned with /Rotate), a phone photo (JPEG, 4000 × 3000),
 * two phone screenshots (PNG, 1080 × 2340, with an alpha channel: one opaque, one with transparent
 * rounded corners and a half-transparent band) and two text files of six pages each. With its
 * one-page index the bundle has 200 pages.
 */
import { degrees, PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import type { BundleDocument, BundleSection } from '../../src/bundle-pdf/types';

/** mulberry32: a small seeded generator, so the "random" text and scans are the same every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS =
  'the claimant employer tribunal dismissal meeting grievance notice contract hours pay holiday manager letter email agreed policy procedure investigation appeal witness statement evidence reasonable adjustment disability sickness absence return work shift rota warning capability conduct hearing outcome decision date period employment role duties team'.split(
    ' ',
  );

function sentence(next: () => number, words: number): string {
  return Array.from({ length: words }, () => WORDS[Math.floor(next() * WORDS.length)]).join(' ');
}

function typedPage(page: PDFPage, font: PDFFont, next: () => number, heading: string): void {
  const { height } = page.getSize();
  page.drawText(heading, { x: 60, y: height - 70, size: 14, font });
  for (let line = 0; line < 48; line++) {
    page.drawText(sentence(next, 13), { x: 60, y: height - 100 - line * 14, size: 10, font });
  }
}

function tablePage(page: PDFPage, font: PDFFont, next: () => number, heading: string): void {
  const { height } = page.getSize();
  page.drawText(heading, { x: 50, y: height - 60, size: 14, font });
  for (let row = 0; row < 30; row++) {
    const y = height - 100 - row * 22;
    page.drawRectangle({ x: 50, y: y - 6, width: 495, height: 22, borderWidth: 0.5, borderColor: rgb(0.4, 0.4, 0.4) });
    for (let col = 0; col < 4; col++) page.drawText(sentence(next, 2), { x: 56 + col * 124, y, size: 9, font });
  }
}

async function canvasImage(
  width: number,
  height: number,
  type: 'image/jpeg' | 'image/png',
  seed: number,
  quality = 0.8,
  transparent = false,
): Promise<ArrayBuffer> {
  const next = random(seed);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const g = canvas.getContext('2d');
  if (!g) throw new Error('No 2D canvas');
  g.fillStyle = '#f4f1ea';
  g.fillRect(0, 0, width, height);
  // Scanned-paper grain, lines of "text", a few blocks of colour.
  for (let i = 0; i < 4000; i++) {
    g.fillStyle = `rgba(60,60,60,${next() * 0.15})`;
    g.fillRect(next() * width, next() * height, 2, 2);
  }
  g.fillStyle = '#222';
  for (let y = height * 0.08; y < height * 0.92; y += height / 60) {
    const lineWidth = width * (0.5 + next() * 0.35);
    g.fillRect(width * 0.08, y, lineWidth, Math.max(2, height / 220));
  }
  for (let i = 0; i < 6; i++) {
    g.fillStyle = `hsl(${Math.floor(next() * 360)} 50% 50%)`;
    g.fillRect(next() * width, next() * height, width / 8, height / 12);
  }
  if (transparent) {
    // A screenshot cut to a phone's rounded corners, with a half-transparent banner: real alpha.
    g.globalCompositeOperation = 'destination-out';
    g.fillRect(0, height * 0.45, width, height * 0.05);
    g.fillStyle = 'rgba(0,0,0,0.5)';
    g.fillRect(0, height * 0.6, width, height * 0.08);
    g.fillStyle = '#000';
    g.beginPath();
    g.rect(0, 0, width, height);
    g.roundRect(0, 0, width, height, width / 12);
    g.fill('evenodd');
    g.globalCompositeOperation = 'source-over';
  }
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));
  if (!blob) throw new Error('Canvas encoding failed');
  return blob.arrayBuffer();
}

async function pdf(pages: number, kind: 'typed' | 'table' | 'scan' | 'mixed', seed: number, title: string): Promise<ArrayBuffer> {
  const next = random(seed);
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.TimesRoman);
  for (let i = 0; i < pages; i++) {
    if (kind === 'scan') {
      const image = await doc.embedJpg(await canvasImage(1240, 1754, 'image/jpeg', seed * 100 + i, 0.6));
      doc.addPage([595.28, 841.89]).drawImage(image, { x: 0, y: 0, width: 595.28, height: 841.89 });
    } else if (kind === 'table' || (kind === 'mixed' && i % 3 === 2)) {
      tablePage(doc.addPage([595.28, 841.89]), font, next, `${title}, page ${i + 1}`);
    } else {
      // One landscape page in four of a mixed document, turned for reading.
      const landscape = kind === 'mixed' && i % 4 === 1;
      const page = doc.addPage(landscape ? [841.89, 595.28] : [612, 792]);
      typedPage(page, font, next, `${title}, page ${i + 1}`);
      if (landscape) page.setRotation(degrees(90));
    }
  }
  return (await doc.save()).slice().buffer;
}

function textFile(lines: number, seed: number): ArrayBuffer {
  const next = random(seed);
  const text = Array.from({ length: lines }, (_, i) =>
    i % 12 === 11 ? '' : `${sentence(next, 4 + Math.floor(next() * 10))}.`,
  ).join('\n');
  return new TextEncoder().encode(`Notas da reunião com o empregador (ação n.º 1234567/2026)\n\n${text}`).slice().buffer;
}

const DATE = '2026-11-20T10:00:00Z';

export interface BenchInputs {
  documents: BundleDocument[];
  /** The PDFs alone, for the floor. */
  pdfs: ArrayBuffer[];
}

export async function makeInputs(): Promise<BenchInputs> {
  const specs: [string, number, 'typed' | 'table' | 'scan' | 'mixed', BundleSection][] = [
    ['ET1 claim form and particulars.pdf', 40, 'mixed', 'pleadings'],
    ['ET3 response.pdf', 30, 'typed', 'pleadings'],
    ['Case management orders.pdf', 25, 'typed', 'orders'],
    ['Letters and e-mails.pdf', 25, 'mixed', 'correspondence'],
    ['Payslips and rota.pdf', 20, 'table', 'evidence'],
    ['Scanned letters.pdf', 20, 'scan', 'evidence'],
    ['Sickness records.pdf', 15, 'table', 'evidence'],
    ['Grievance outcome.pdf', 9, 'typed', 'correspondence'],
  ];
  const pdfs = await Promise.all(specs.map(([name, pages, kind], i) => pdf(pages, kind, i + 1, name)));
  const documents: BundleDocument[] = specs.map(([fileName, , , section], i) => ({
    id: `pdf-${i}`,
    fileName,
    fileType: 'application/pdf',
    uploadDate: DATE,
    section,
    bytes: pdfs[i] as ArrayBuffer,
  }));
  documents.push(
    {
      id: 'photo',
      fileName: 'Photo of notice board.jpg',
      fileType: 'image/jpeg',
      uploadDate: DATE,
      section: 'evidence',
      bytes: await canvasImage(4000, 3000, 'image/jpeg', 901, 0.85),
    },
    {
      id: 'screenshot',
      fileName: 'WhatsApp from manager.png',
      fileType: 'image/png',
      uploadDate: DATE,
      section: 'evidence',
      bytes: await canvasImage(1080, 2340, 'image/png', 902),
    },
    {
      id: 'screenshot-alpha',
      fileName: 'Text messages, rounded corners.png',
      fileType: 'image/png',
      uploadDate: DATE,
      section: 'evidence',
      bytes: await canvasImage(1080, 2340, 'image/png', 905, 0.8, true),
    },
    {
      id: 'notes-1',
      fileName: 'Meeting notes.txt',
      fileType: 'text/plain',
      uploadDate: DATE,
      section: 'correspondence',
      bytes: textFile(260, 903),
    },
    {
      id: 'notes-2',
      fileName: 'Timeline notes.txt',
      fileType: 'text/plain',
      uploadDate: DATE,
      section: null,
      bytes: textFile(260, 904),
    },
  );
  return { documents, pdfs };
}
