/**
 * PNG images into the PDF without pdf-lib's embedPng, which decodes every pixel in JavaScript and
 * compresses it again with pako: for a phone screenshot (1080 × 2340) that was most of a 200-page
 * bundle's build time. Instead:
 * - a PNG without transparency is stored as it is: its compressed pixel data (the IDAT chunks) is a
 *   zlib stream with PNG row filters, which PDF reads directly as FlateDecode with PNG predictors
 *   (PDF 1.7 §7.4.4.4, Table 10). Nothing is decoded or compressed.
 * - a PNG with an alpha channel (most screenshots, even fully opaque ones) is decoded and laid over
 *   white, which is how it looks on a bundle's white page anyway, then stored as plain RGB (or grey)
 *   compressed (zlib). In a browser the decoding and laying over white are the browser's own
 *   (createImageBitmap and a canvas: native code); elsewhere (Node, the unit tests) ./png-decode
 *   does it in JavaScript.
 * - anything else (interlaced images, tRNS transparency) goes through pdf-lib's embedPng.
 */
import { unzlibSync, zlibSync } from 'fflate';
import { type PDFDocument, PDFName, type PDFRef } from 'pdf-lib';
import { overWhite, PNG_CHANNELS, type PngLayout, unfilter } from './png-decode';

/** fflate's fastest level, where the platform has no CompressionStream: for screenshots within a few per cent of level 6. */
const DEFLATE_LEVEL = 1;
/** Larger canvases fail on some phones (iOS Safari allows about 16.7 million pixels). */
const MAX_CANVAS_PIXELS = 16_000_000;

export interface EmbeddedImage {
  ref: PDFRef;
  width: number;
  height: number;
}

export interface PngInfo extends PngLayout {
  interlaced: boolean;
  palette: Uint8Array | null;
  hasTransparencyChunk: boolean;
  /** The IDAT chunks' data, joined: one zlib stream. */
  data: Uint8Array;
}

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Reads a PNG's chunks (PNG spec, 3rd edition, §5); throws on anything that is not a PNG. */
export function readPng(bytes: Uint8Array): PngInfo {
  if (bytes.length < 33 || SIGNATURE.some((b, i) => bytes[i] !== b)) throw new Error('Not a PNG');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 8;
  let header: Omit<PngInfo, 'palette' | 'hasTransparencyChunk' | 'data'> | null = null;
  let palette: Uint8Array | null = null;
  let hasTransparencyChunk = false;
  const parts: Uint8Array[] = [];
  while (offset + 8 <= bytes.length) {
    const length = view.getUint32(offset);
    const type = String.fromCharCode(...bytes.subarray(offset + 4, offset + 8));
    const start = offset + 8;
    if (start + length + 4 > bytes.length) throw new Error('Truncated PNG');
    const body = bytes.subarray(start, start + length);
    if (type === 'IHDR') {
      header = {
        width: view.getUint32(start),
        height: view.getUint32(start + 4),
        bitDepth: body[8] ?? 0,
        colorType: body[9] ?? 0,
        interlaced: body[12] === 1,
      };
    } else if (type === 'PLTE') palette = body;
    else if (type === 'tRNS') hasTransparencyChunk = true;
    else if (type === 'IDAT') parts.push(body);
    else if (type === 'IEND') break;
    offset = start + length + 4;
  }
  if (!header || parts.length === 0 || header.width === 0 || header.height === 0) throw new Error('PNG without image data');
  const data = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    data.set(part, at);
    at += part.length;
  }
  return { ...header, palette, hasTransparencyChunk, data };
}

/** Whether the PNG's own compressed data can be the PDF image's stream, untouched. */
export function canStoreAsIs(png: PngInfo): boolean {
  if (png.interlaced || png.hasTransparencyChunk) return false;
  if (png.colorType === 3) return png.palette !== null && png.bitDepth <= 8;
  return (png.colorType === 0 || png.colorType === 2) && (png.bitDepth === 8 || png.bitDepth === 16);
}

export async function embedPng(doc: PDFDocument, bytes: Uint8Array): Promise<EmbeddedImage> {
  const png = readPng(bytes);
  const { context } = doc;
  if (canStoreAsIs(png)) {
    const colors = PNG_CHANNELS[png.colorType] ?? 1;
    const colorSpace =
      png.colorType === 3 && png.palette
        ? [
            PDFName.of('Indexed'),
            PDFName.of('DeviceRGB'),
            png.palette.length / 3 - 1,
            context.register(context.flateStream(png.palette)),
          ]
        : PDFName.of(png.colorType === 2 ? 'DeviceRGB' : 'DeviceGray');
    const stream = context.stream(png.data, {
      Type: 'XObject',
      Subtype: 'Image',
      Width: png.width,
      Height: png.height,
      BitsPerComponent: png.bitDepth,
      ColorSpace: colorSpace,
      Filter: 'FlateDecode',
      DecodeParms: { Predictor: 15, Colors: colors, BitsPerComponent: png.bitDepth, Columns: png.width },
    });
    return { ref: context.register(stream), width: png.width, height: png.height };
  }
  if (png.interlaced || png.hasTransparencyChunk || (png.colorType !== 4 && png.colorType !== 6)) {
    const image = await doc.embedPng(bytes);
    // Now rather than at save, like the other paths: the stream exists once this returns.
    await image.embed();
    return { ref: image.ref, width: image.width, height: image.height };
  }
  const grey = png.colorType === 4;
  const samples = (!grey && (await browserOverWhite(bytes, png))) || overWhite(unfilter(unzlibSync(png.data), png), png);
  const stream = context.stream(await deflate(samples), {
    Type: 'XObject',
    Subtype: 'Image',
    Width: png.width,
    Height: png.height,
    BitsPerComponent: 8,
    ColorSpace: grey ? 'DeviceGray' : 'DeviceRGB',
    Filter: 'FlateDecode',
  });
  return { ref: context.register(stream), width: png.width, height: png.height };
}

/**
 * The browser's decoding: the PNG drawn on a white canvas, read back as RGB. Null where there is no
 * such API (Node) or it fails, and for images too large for a canvas.
 */
async function browserOverWhite(bytes: Uint8Array, png: PngInfo): Promise<Uint8Array<ArrayBuffer> | null> {
  if (typeof createImageBitmap !== 'function' || typeof OffscreenCanvas !== 'function') return null;
  if (png.width * png.height > MAX_CANVAS_PIXELS) return null;
  try {
    const bitmap = await createImageBitmap(new Blob([bytes.slice()], { type: 'image/png' }), {
      colorSpaceConversion: 'none',
      premultiplyAlpha: 'none',
    });
    const canvas = new OffscreenCanvas(png.width, png.height);
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, png.width, png.height);
    context.drawImage(bitmap, 0, 0);
    bitmap.close();
    const rgba = context.getImageData(0, 0, png.width, png.height).data;
    const rgb = new Uint8Array(png.width * png.height * 3);
    for (let p = 0, o = 0; p < rgba.length; p += 4, o += 3) {
      rgb[o] = rgba[p]!;
      rgb[o + 1] = rgba[p + 1]!;
      rgb[o + 2] = rgba[p + 2]!;
    }
    return rgb;
  } catch {
    return null;
  }
}

/**
 * zlib-compressed bytes (FlateDecode). CompressionStream is the platform's own zlib (browsers since
 * 2023, Node 18): several times faster than compressing in JavaScript, which measured as most of a
 * screenshot's cost. fflate where it is missing (Safari before 16.4).
 */
async function deflate(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  if (typeof CompressionStream !== 'function') return zlibSync(bytes, { level: DEFLATE_LEVEL });
  // A stream over the bytes themselves: a Blob of them would copy megabytes (into the browser
  // process, for large ones) before compressing.
  const source = new ReadableStream<Uint8Array<ArrayBuffer>>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
  const compressed = source.pipeThrough(new CompressionStream('deflate'));
  return new Uint8Array(await new Response(compressed).arrayBuffer());
}
