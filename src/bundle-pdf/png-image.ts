/**
 * PNG images into the PDF without pdf-lib's embedPng, which decodes every pixel in JavaScript and
 * compresses it again with pako: for a phone screenshot (1080 × 2340) that was most of a 200-page
 * bundle's build time. Instead:
 * - a PNG without transparency is stored as it is: its compressed pixel data (the IDAT chunks) is a
 *   zlib stream with PNG row filters, which PDF reads directly as FlateDecode with PNG predictors
 *   (PDF 1.7 §7.4.4.4, Table 10). Nothing is decoded or compressed.
 * - an 8-bit PNG with an alpha channel (most screenshots, even fully opaque ones) becomes a colour
 *   image with its alpha as a soft mask, both still carrying the PNG's row filters as predictors:
 *   the data is inflated and its bytes sorted in two, nothing decoded, then both compressed again
 *   with the platform's zlib. The reader composes it over the page, as the PNG is shown on screen.
 *   Where the alpha is 255 throughout, the colour image alone.
 * - a 16-bit one with alpha is decoded in JavaScript (./png-decode) and laid over white.
 * - anything else (interlaced images, tRNS transparency) goes through pdf-lib's embedPng.
 */
import { unzlibSync } from 'fflate';
import { type PDFDocument, PDFName, type PDFRef } from 'pdf-lib';
import { overWhite, PNG_CHANNELS, type PngLayout, unfilter } from './png-decode';
import { softMaskData } from './png-soft-mask';
import { deflate } from './zlib';

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
  if (png.bitDepth === 8) return embedWithSoftMask(doc, png);
  // 16-bit with alpha (rare from phones): decoded and laid over white, as the page is white.
  const grey = png.colorType === 4;
  const samples = overWhite(unfilter(unzlibSync(png.data), png), png);
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
 * An 8-bit PNG with alpha as a colour image with a soft mask (PDF 1.7 §11.6.5.3, /SMask): the
 * reader lays it over the page as the PNG would be shown. Both keep the PNG's own row filters as
 * PNG predictors (see ./png-alpha-split): the data is inflated and its bytes sorted into the two
 * images, with no filter undone, then each is compressed again. An image whose alpha is 255
 * throughout is the colour image alone: a mask of all 255 changes nothing on the page.
 */
async function embedWithSoftMask(doc: PDFDocument, png: PngInfo): Promise<EmbeddedImage> {
  const { context } = doc;
  const colors = png.colorType === 4 ? 1 : 3;
  const { color: colorData, alpha: alphaData } = await softMaskData(png.data, png);
  const image = (channels: number) => ({
    Type: 'XObject',
    Subtype: 'Image',
    Width: png.width,
    Height: png.height,
    BitsPerComponent: 8,
    ColorSpace: channels === 1 ? 'DeviceGray' : 'DeviceRGB',
    Filter: 'FlateDecode',
    DecodeParms: { Predictor: 15, Colors: channels, BitsPerComponent: 8, Columns: png.width },
  });
  const mask = alphaData ? { SMask: context.register(context.stream(alphaData, image(1))) } : {};
  const ref = context.register(context.stream(colorData, { ...image(colors), ...mask }));
  return { ref, width: png.width, height: png.height };
}
