/**
 * The filtered rows of an 8-bit RGBA or grey + alpha PNG (inflated, not unfiltered) sorted into two
 * images' filtered rows, the colour samples and the alpha, a chunk of rows at a time as they are
 * inflated. Each PNG filter predicts a byte from the byte one pixel to the left, the one above and
 * the one above-left (PNG, ISO/IEC 15948 clause 9.2), which for 8-bit samples is the same channel of
 * a neighbouring pixel. So the colour bytes of a row, under the row's own filter type, are that
 * filter applied to the colour image with a pixel of 3 (or 1) bytes, and the same for the alpha: each
 * decodes with PDF's PNG predictors (PDF 1.7 §7.4.4.4) to the PNG's own samples, exactly, with no
 * arithmetic here.
 *
 * It also tells whether every alpha sample so far is 255 (most phone screenshots are opaque though
 * saved with an alpha channel): such an image needs no soft mask at all.
 */
import type { PngLayout } from './png-decode';

const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

export interface SplitRows {
  /** The colour image's filtered rows for the rows this chunk completed. */
  color: Uint8Array<ArrayBuffer>;
  /**
   * The alpha image's filtered rows from the first row with a sample below 255 on; empty while every
   * alpha sample so far is 255.
   */
  alpha: Uint8Array<ArrayBuffer>;
  /**
   * When `alpha` starts the soft mask (its first row is the image's first transparent one): how
   * many fully opaque rows come before it, to be written as `opaqueAlphaRows`. Otherwise 0.
   */
  opaqueBefore: number;
}

/** Applies PNG filter `filter`'s predictor to left `a`, above `b` and above-left `c` (ISO/IEC 15948 clause 9.2). */
function predict(filter: number, a: number, b: number, c: number): number {
  switch (filter) {
    case 1:
      return a;
    case 2:
      return b;
    case 3:
      return (a + b) >> 1;
    case 4: {
      const p = a + b - c;
      const pa = Math.abs(p - a);
      const pb = Math.abs(p - b);
      const pc = Math.abs(p - c);
      return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
    }
    default:
      return 0;
  }
}

/**
 * The filtered byte an alpha sample of 255 has under `filter` when every sample before it (left,
 * above, above-left) is 255 too: a sample outside the image (left of the first column, above the
 * first row) counts as 0. Checking a row against it, left to right, tells whether the row is opaque
 * without undoing any filter.
 */
function opaqueByte(filter: number, firstColumn: boolean, firstRow: boolean): number {
  const a = firstColumn ? 0 : 255;
  const b = firstRow ? 0 : 255;
  const c = firstColumn || firstRow ? 0 : 255;
  return (255 - predict(filter, a, b, c)) & 0xff;
}

/**
 * `count` rows of an alpha image all 255, filter None: they decode to what the opaque rows they stand
 * for decode to, so the next row's filters (which read only decoded samples) give the same values.
 */
export function opaqueAlphaRows(count: number, width: number): Uint8Array<ArrayBuffer> {
  const rows = new Uint8Array(count * (width + 1)).fill(255);
  for (let y = 0; y < count; y++) rows[y * (width + 1)] = 0;
  return rows;
}

export class AlphaSplitter {
  private readonly colors: number;
  private readonly width: number;
  private readonly height: number;
  /** Bytes of one filtered PNG row, filter byte included. */
  private readonly stride: number;
  /** A row cut at the end of a chunk, completed by the next one. */
  private readonly partial: Uint8Array;
  private partialLength = 0;
  private rows = 0;
  private opaqueRows = 0;
  private opaque = true;
  /** An RGBA row's pixels as little-endian words, and the row's colour and alpha as words (see splitRow). */
  private readonly words: Uint32Array | null;
  private readonly colorWords: Uint32Array;
  private readonly alphaWords: Uint32Array;

  constructor(png: PngLayout) {
    if (png.bitDepth !== 8 || (png.colorType !== 4 && png.colorType !== 6)) throw new Error('Not an 8-bit PNG with alpha');
    this.colors = png.colorType === 4 ? 1 : 3;
    this.width = png.width;
    this.height = png.height;
    this.stride = png.width * (this.colors + 1) + 1;
    this.partial = new Uint8Array(this.stride);
    // Words are little-endian on every platform a browser runs on; the byte loop stays for any other.
    this.words = this.colors === 3 && LITTLE_ENDIAN ? new Uint32Array(png.width) : null;
    this.colorWords = new Uint32Array(this.words ? Math.ceil((png.width * 3) / 4) : 0);
    this.alphaWords = new Uint32Array(this.words ? Math.ceil(png.width / 4) : 0);
  }

  /** Sorts the rows this chunk completes; bytes past the last row are ignored, as a PNG reader does. */
  push(chunk: Uint8Array): SplitRows {
    const complete = Math.min(Math.floor((this.partialLength + chunk.length) / this.stride), this.height - this.rows);
    const color = new Uint8Array(complete * (this.width * this.colors + 1));
    const alpha = new Uint8Array(complete * (this.width + 1));
    let at = 0;
    let row = 0;
    let firstTransparent = -1;
    const sort = (source: Uint8Array, offset: number) => {
      this.splitRow(source, offset, color, row * (this.width * this.colors + 1), alpha, row * (this.width + 1));
      if (this.opaque) {
        if (this.isOpaqueRow(alpha, row * (this.width + 1))) this.opaqueRows++;
        else {
          this.opaque = false;
          firstTransparent = row;
        }
      }
      row++;
      this.rows++;
    };
    if (this.partialLength > 0 && complete > 0) {
      at = this.stride - this.partialLength;
      this.partial.set(chunk.subarray(0, at), this.partialLength);
      this.partialLength = 0;
      sort(this.partial, 0);
    }
    for (; row < complete; at += this.stride) sort(chunk, at);
    if (this.rows < this.height) {
      const rest = chunk.subarray(at);
      this.partial.set(rest, this.partialLength);
      this.partialLength += rest.length;
    }
    if (firstTransparent >= 0)
      return { color, alpha: alpha.subarray(firstTransparent * (this.width + 1)), opaqueBefore: this.opaqueRows };
    return { color, alpha: this.opaque ? new Uint8Array(0) : alpha, opaqueBefore: 0 };
  }

  /** Throws unless every row of the image has been pushed. */
  finish(): void {
    if (this.rows < this.height) throw new Error('PNG data too short');
  }

  private splitRow(source: Uint8Array, s: number, color: Uint8Array, c: number, alpha: Uint8Array, a: number): void {
    const filter = source[s++]!;
    if (filter > 4) throw new Error(`Unknown PNG filter ${filter}`);
    color[c++] = filter;
    alpha[a++] = filter;
    const { width, words, colorWords, alphaWords } = this;
    if (words) {
      // An RGBA row is read as 32-bit words from an aligned copy (one memcpy), a pixel a word, and
      // written four pixels at a time as three words of colour and one of alpha into aligned rows,
      // copied out (two more memcpys: the image rows start one filter byte off alignment). Several
      // times faster than byte by byte over a screenshot's 10 MB.
      new Uint8Array(words.buffer).set(source.subarray(s, s + width * 4));
      const colorBytes = new Uint8Array(colorWords.buffer);
      const alphaBytes = new Uint8Array(alphaWords.buffer);
      let x = 0;
      for (let cw = 0, aw = 0; x + 4 <= width; x += 4) {
        const p0 = words[x]!;
        const p1 = words[x + 1]!;
        const p2 = words[x + 2]!;
        const p3 = words[x + 3]!;
        // R0 G0 B0 R1 | G1 B1 R2 G2 | B2 R3 G3 B3, and A0 A1 A2 A3 (bytes in memory order).
        colorWords[cw++] = (p0 & 0xffffff) | (p1 << 24);
        colorWords[cw++] = ((p1 >>> 8) & 0xffff) | (p2 << 16);
        colorWords[cw++] = ((p2 >>> 16) & 0xff) | (p3 << 8);
        alphaWords[aw++] = (p0 >>> 24) | ((p1 >>> 16) & 0xff00) | ((p2 >>> 8) & 0xff0000) | (p3 & 0xff000000);
      }
      for (; x < width; x++) {
        const pixel = words[x]!;
        colorBytes[x * 3] = pixel & 0xff;
        colorBytes[x * 3 + 1] = (pixel >>> 8) & 0xff;
        colorBytes[x * 3 + 2] = (pixel >>> 16) & 0xff;
        alphaBytes[x] = pixel >>> 24;
      }
      color.set(colorBytes.subarray(0, width * 3), c);
      alpha.set(alphaBytes.subarray(0, width), a);
    } else {
      for (let x = 0; x < width; x++) {
        for (let k = 0; k < this.colors; k++) color[c++] = source[s++]!;
        alpha[a++] = source[s++]!;
      }
    }
  }

  /** Whether the alpha row at `a` (filter byte first) decodes to 255 throughout, every row above it being so. */
  private isOpaqueRow(alpha: Uint8Array, a: number): boolean {
    const filter = alpha[a]!;
    const firstRow = this.rows === 0;
    if (alpha[a + 1] !== opaqueByte(filter, true, firstRow)) return false;
    const rest = opaqueByte(filter, false, firstRow);
    for (let x = a + 2, end = a + 1 + this.width; x < end; x++) if (alpha[x] !== rest) return false;
    return true;
  }
}
