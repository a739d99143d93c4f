/**
 * PNGs into the bundle: stored as they are when they have no transparency, with their alpha as a
 * soft mask when they have an alpha channel (checked as pdf.js decodes them), pdf-lib's embedPng for
 * the rest. The PNGs are made here by a
 * small encoder that writes each row with a chosen filter, so every PNG filter is undone once.
 */
import { deflateSync, inflateSync } from 'node:zlib';
import {
  concatTransformationMatrix,
  drawObject,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  type PDFNumber,
  type PDFRef,
  PDFStream,
  popGraphicsState,
  pushGraphicsState,
} from 'pdf-lib';
import { getDocumentProxy, getResolvedPDFJS } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { overWhite, unfilter } from '../../src/bundle-pdf/png-decode';
import { canStoreAsIs, type EmbeddedImage, embedPng, readPng } from '../../src/bundle-pdf/png-image';
import { fixture } from './_bundle-pdf';

const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

function crc32(bytes: Uint8Array): number {
  let crc = -1;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ -1) >>> 0;
}

function chunk(type: string, body: Uint8Array): number[] {
  const typed = new Uint8Array([...type].map((c) => c.charCodeAt(0)).concat([...body]));
  const u32 = (n: number) => [n >>> 24, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
  return [...u32(body.length), ...typed, ...u32(crc32(typed))];
}

/** Applies PNG filter `type` to a row (the encoder's side of the PNG specification, ISO/IEC 15948, clause 9.2). */
function filterRow(type: number, row: Uint8Array, prior: Uint8Array, bpp: number): Uint8Array {
  const out = new Uint8Array(row.length);
  for (let i = 0; i < row.length; i++) {
    const a = i >= bpp ? (row[i - bpp] ?? 0) : 0;
    const b = prior[i] ?? 0;
    const c = i >= bpp ? (prior[i - bpp] ?? 0) : 0;
    const p = a + b - c;
    const paeth =
      Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c) ? a : Math.abs(p - b) <= Math.abs(p - c) ? b : c;
    const predicted = [0, a, b, (a + b) >> 1, paeth][type] ?? 0;
    out[i] = ((row[i] ?? 0) - predicted) & 0xff;
  }
  return out;
}

interface Spec {
  width: number;
  height: number;
  colorType: number;
  bitDepth?: number;
  /** Raw samples, rows top to bottom. */
  samples: number[];
  interlace?: boolean;
  palette?: number[];
  trns?: number[];
  /** The filter of row y; None, Sub, Up, Average, Paeth in turn unless given. */
  filterOf?: (y: number) => number;
}

function encodePng({
  width,
  height,
  colorType,
  bitDepth = 8,
  samples,
  interlace = false,
  palette,
  trns,
  filterOf = (y) => y % 5,
}: Spec): Uint8Array {
  const channels = CHANNELS[colorType] ?? 1;
  const stride = Math.ceil((width * channels * bitDepth) / 8);
  const bpp = Math.max(1, (channels * bitDepth) >> 3);
  const raw: number[] = [];
  let prior = new Uint8Array(stride);
  for (let y = 0; y < height; y++) {
    const row = new Uint8Array(samples.slice(y * stride, (y + 1) * stride));
    const type = filterOf(y);
    raw.push(type, ...filterRow(type, row, prior, bpp));
    prior = row;
  }
  const ihdr = new Uint8Array([0, 0, 0, width, 0, 0, 0, height, bitDepth, colorType, 0, 0, interlace ? 1 : 0]);
  return new Uint8Array([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    ...chunk('IHDR', ihdr),
    ...(palette ? chunk('PLTE', new Uint8Array(palette)) : []),
    ...(trns ? chunk('tRNS', new Uint8Array(trns)) : []),
    ...chunk('IDAT', deflateSync(new Uint8Array(raw))),
    ...chunk('IEND', new Uint8Array()),
  ]);
}

/** Deterministic samples: a gradient that exercises every filter's arithmetic, wrapping past 255. */
const gradient = (count: number) => Array.from({ length: count }, (_, i) => (i * 37 + (i >> 3) * 11) & 0xff);

async function embedded(
  png: Uint8Array,
): Promise<{ dict: PDFDict; contents: Uint8Array; doc: PDFDocument; width: number; height: number }> {
  const doc = await PDFDocument.create();
  const image = await embedPng(doc, png);
  const stream = doc.context.lookup(image.ref);
  if (!(stream instanceof PDFStream)) throw new Error('Not a stream');
  return { dict: stream.dict, contents: stream.getContents(), doc, width: image.width, height: image.height };
}

describe('PNGs without transparency', () => {
  it('are stored as they are: their IDAT data with PNG predictors', async () => {
    const png = encodePng({ width: 5, height: 7, colorType: 2, samples: gradient(5 * 7 * 3) });
    const info = readPng(png);
    expect(canStoreAsIs(info)).toBe(true);
    const { dict, contents, width, height } = await embedded(png);
    expect([width, height]).toEqual([5, 7]);
    expect(contents).toEqual(info.data);
    expect(dict.get(PDFName.of('Filter'))).toBe(PDFName.of('FlateDecode'));
    expect(dict.get(PDFName.of('ColorSpace'))).toBe(PDFName.of('DeviceRGB'));
    const parms = dict.lookup(PDFName.of('DecodeParms'), PDFDict);
    expect(['Predictor', 'Colors', 'BitsPerComponent', 'Columns'].map((k) => parms.get(PDFName.of(k))?.toString())).toEqual([
      '15',
      '3',
      '8',
      '5',
    ]);
  });

  it('keep a palette as an indexed colour space', async () => {
    const palette = [255, 0, 0, 0, 255, 0, 0, 0, 255];
    const png = encodePng({ width: 4, height: 3, colorType: 3, samples: [0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2], palette });
    const { dict, doc } = await embedded(png);
    const space = dict.lookup(PDFName.of('ColorSpace'), PDFArray);
    expect(space.get(0)).toBe(PDFName.of('Indexed'));
    expect(space.get(1)).toBe(PDFName.of('DeviceRGB'));
    expect((space.get(2) as PDFNumber).asNumber()).toBe(2);
    const lookup = doc.context.lookup(space.get(3) as PDFRef);
    if (!(lookup instanceof PDFStream)) throw new Error('The palette is not a stream');
    expect([...inflateSync(lookup.getContents())]).toEqual(palette);
  });

  it('are refused when they are not PNGs', () => {
    expect(() => readPng(new TextEncoder().encode('not a PNG, not at all, not even close'))).toThrow('Not a PNG');
  });
});

/** The embedded image drawn on a page of its own size, as pdf.js decodes it for drawing: RGBA, the soft mask's values as alpha (255 without one). */
async function readByPdfJs(image: EmbeddedImage, doc: PDFDocument): Promise<number[]> {
  const { width, height } = image;
  const page = doc.addPage([width, height]);
  const name = page.node.newXObject('Image', image.ref);
  page.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(width, 0, 0, height, 0, 0),
    drawObject(name),
    popGraphicsState(),
  );
  const pdf = await getDocumentProxy(await doc.save());
  const list = await (await pdf.getPage(1)).getOperatorList();
  const { OPS } = await getResolvedPDFJS();
  const at = list.fnArray.indexOf(OPS.paintImageXObject);
  if (at < 0) throw new Error('pdf.js drew no image XObject');
  const key = list.argsArray[at]?.[0] as string;
  const pdfPage = await pdf.getPage(1);
  const decoded = await new Promise<{ width: number; height: number; data: ArrayLike<number> }>((resolve) =>
    pdfPage.objs.get(key, resolve),
  );
  expect([decoded.width, decoded.height]).toEqual([width, height]);
  if (decoded.data.length === width * height * 4) return Array.from(decoded.data);
  // An image without a soft mask comes back as RGB: every pixel opaque.
  expect(decoded.data.length).toBe(width * height * 3);
  return Array.from(decoded.data).flatMap((v, i) => (i % 3 === 2 ? [v, 255] : [v]));
}

describe('PNGs with an alpha channel', () => {
  it('keep their colours and alpha exactly, as a soft mask under PNG predictors, read back by pdf.js', async () => {
    // More than 200 pixels: pdf.js draws smaller images inline, by another path.
    const width = 23;
    const height = 15;
    const rgba = gradient(width * height * 4);
    // Opaque, transparent and half-transparent pixels.
    for (let p = 0; p < width * height; p++) rgba[p * 4 + 3] = [255, 0, 128, 7][p % 4] ?? 255;
    const doc = await PDFDocument.create();
    const image = await embedPng(doc, encodePng({ width, height, colorType: 6, samples: rgba }));
    const stream = doc.context.lookup(image.ref, PDFStream);
    expect(stream.dict.get(PDFName.of('ColorSpace'))).toBe(PDFName.of('DeviceRGB'));
    const mask = stream.dict.lookup(PDFName.of('SMask'), PDFStream);
    expect(mask.dict.get(PDFName.of('ColorSpace'))).toBe(PDFName.of('DeviceGray'));
    const parms = mask.dict.lookup(PDFName.of('DecodeParms'), PDFDict);
    expect(['Predictor', 'Colors', 'Columns'].map((k) => parms.get(PDFName.of(k))?.toString())).toEqual(['15', '1', `${width}`]);
    expect(await readByPdfJs(image, doc)).toEqual(rgba);
  });

  it('opaque throughout (alpha 255 everywhere, as most screenshots) are the colour image alone, with no soft mask, under every filter', async () => {
    const width = 23;
    const height = 11;
    for (let first = 0; first < 5; first++) {
      const rgba = gradient(width * height * 4);
      for (let p = 0; p < width * height; p++) rgba[p * 4 + 3] = 255;
      const doc = await PDFDocument.create();
      // Each filter on the first row (where the row above counts as zeros) and on later rows.
      const png = encodePng({ width, height, colorType: 6, samples: rgba, filterOf: (y) => (y + first) % 5 });
      const image = await embedPng(doc, png);
      const stream = doc.context.lookup(image.ref, PDFStream);
      expect(stream.dict.get(PDFName.of('ColorSpace'))).toBe(PDFName.of('DeviceRGB'));
      expect(stream.dict.get(PDFName.of('SMask'))).toBeUndefined();
      expect(await readByPdfJs(image, doc)).toEqual(rgba);
    }
  });

  it('opaque at the top and transparent below keep every alpha sample, the opaque rows standing as plain 255s', async () => {
    const width = 23;
    const height = 12;
    for (let first = 0; first < 5; first++) {
      const rgba = gradient(width * height * 4);
      // Rows 0-6 opaque; from row 7, opaque, transparent and half-transparent pixels.
      for (let p = 0; p < width * height; p++) rgba[p * 4 + 3] = p < 7 * width ? 255 : ([255, 0, 128, 7][p % 4] ?? 255);
      const doc = await PDFDocument.create();
      const png = encodePng({ width, height, colorType: 6, samples: rgba, filterOf: (y) => (y + first) % 5 });
      const image = await embedPng(doc, png);
      const stream = doc.context.lookup(image.ref, PDFStream);
      expect(stream.dict.lookup(PDFName.of('SMask'), PDFStream)).toBeDefined();
      expect(await readByPdfJs(image, doc)).toEqual(rgba);
    }
  });

  it('grey with alpha, opaque throughout, is grey alone', async () => {
    const width = 16;
    const height = 14;
    const samples = gradient(width * height * 2).map((v, i) => (i % 2 ? 255 : v));
    const doc = await PDFDocument.create();
    const image = await embedPng(doc, encodePng({ width, height, colorType: 4, samples }));
    const stream = doc.context.lookup(image.ref, PDFStream);
    expect(stream.dict.get(PDFName.of('ColorSpace'))).toBe(PDFName.of('DeviceGray'));
    expect(stream.dict.get(PDFName.of('SMask'))).toBeUndefined();
    const expected = samples.flatMap((v, i) => (i % 2 ? [] : [v, v, v, 255]));
    expect(await readByPdfJs(image, doc)).toEqual(expected);
  });

  it('grey with alpha stays grey with its alpha', async () => {
    const width = 16;
    const height = 14;
    const samples = gradient(width * height * 2);
    const doc = await PDFDocument.create();
    const image = await embedPng(doc, encodePng({ width, height, colorType: 4, samples }));
    const stream = doc.context.lookup(image.ref, PDFStream);
    expect(stream.dict.get(PDFName.of('ColorSpace'))).toBe(PDFName.of('DeviceGray'));
    expect(stream.dict.get(PDFName.of('SMask'))).toBeDefined();
    const expected: number[] = [];
    for (let p = 0; p < width * height; p++) {
      const grey = samples[p * 2] ?? 0;
      expected.push(grey, grey, grey, samples[p * 2 + 1] ?? 0);
    }
    expect(await readByPdfJs(image, doc)).toEqual(expected);
  });

  it('16-bit ones are decoded, every filter undone, and laid over white as RGB', async () => {
    const width = 3;
    const height = 6;
    const rgba = gradient(width * height * 8);
    for (let p = 0; p < width * height; p++) rgba[p * 8 + 6] = [255, 0, 128][p % 3] ?? 255;
    const { dict, contents } = await embedded(encodePng({ width, height, colorType: 6, bitDepth: 16, samples: rgba }));
    expect(dict.get(PDFName.of('ColorSpace'))).toBe(PDFName.of('DeviceRGB'));
    expect(dict.get(PDFName.of('SMask'))).toBeUndefined();
    const expected: number[] = [];
    for (let p = 0; p < width * height; p++) {
      const a = rgba[p * 8 + 6] ?? 0;
      for (let c = 0; c < 3; c++) expected.push(Math.round(((rgba[p * 8 + c * 2] ?? 0) * a + 255 * (255 - a)) / 255));
    }
    expect([...inflateSync(contents)]).toEqual(expected);
  });

  it('Paeth prefers the pixel above when it ties with the one above-left', () => {
    // Second row, second byte: left 5, above 20, above-left 10 — above and above-left are equally near.
    expect([...unfilter(new Uint8Array([0, 10, 20, 4, 251, 5]), { width: 2, height: 2, bitDepth: 8, colorType: 0 })]).toEqual([
      10, 20, 5, 25,
    ]);
  });

  it('16-bit samples are read by their high byte', () => {
    const samples = new Uint8Array([10, 99, 20, 99, 30, 99, 255, 7]);
    expect([...overWhite(samples, { width: 1, height: 1, bitDepth: 16, colorType: 6 })]).toEqual([10, 20, 30]);
  });

  it('decodes the canvas-made fixture to its known colours', async () => {
    const png = new Uint8Array(fixture('tiny.png'));
    const info = readPng(png);
    expect([info.width, info.height, info.colorType, canStoreAsIs(info)]).toEqual([120, 80, 6, false]);
    const rgb = overWhite(unfilter(inflateSync(info.data), info), info);
    const at = (x: number, y: number) => [...rgb.subarray((y * 120 + x) * 3, (y * 120 + x) * 3 + 3)];
    // make-images.mjs: a #0b5563 band over the top quarter, white below, an orange (#c45500) disc.
    expect(at(5, 5)).toEqual([0x0b, 0x55, 0x63]);
    expect(at(5, 70)).toEqual([255, 255, 255]);
    expect(at(60, 50)).toEqual([0xc4, 0x55, 0x00]);
  });
});

describe('other PNGs', () => {
  it('go through pdf-lib when transparent by tRNS (it keeps a soft mask for the transparent first pixel)', async () => {
    const trns = encodePng({ width: 2, height: 2, colorType: 2, samples: gradient(12), trns: [0, 0, 0, 37, 0, 74] });
    expect(canStoreAsIs(readPng(trns))).toBe(false);
    const { dict } = await embedded(trns);
    expect(dict.get(PDFName.of('SMask'))).toBeDefined();
  });
});
