/**
 * PNG samples in JavaScript: an alpha channel sorted out of the filtered rows for a soft mask, and,
 * for 16-bit images with alpha, the row filters undone and the image laid over white.
 */

export interface PngLayout {
  width: number;
  height: number;
  bitDepth: number;
  /** 0 grey, 2 RGB, 3 palette, 4 grey + alpha, 6 RGB + alpha. */
  colorType: number;
}

const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/** Samples per pixel for each colour type. */
export const PNG_CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

/**
 * Undoes the PNG row filters (PNG specification, ISO/IEC 15948, clauses 7.3 and 9): the rows of raw samples, without filter bytes.
 * One loop per filter type, as this runs over every byte of a screenshot.
 */
export function unfilter(filtered: Uint8Array, png: PngLayout): Uint8Array {
  const channels = PNG_CHANNELS[png.colorType] ?? 1;
  const bpp = Math.max(1, (channels * png.bitDepth) >> 3);
  const stride = Math.ceil((png.width * channels * png.bitDepth) / 8);
  if (filtered.length < (stride + 1) * png.height) throw new Error('PNG data too short');
  // A row of zeros above the first row: the filters treat it so.
  const out = new Uint8Array(stride * (png.height + 1));
  for (let y = 0; y < png.height; y++) {
    const filter = filtered[y * (stride + 1)];
    const src = y * (stride + 1) + 1;
    const row = (y + 1) * stride;
    const up = row - stride;
    switch (filter) {
      case 0:
        out.set(filtered.subarray(src, src + stride), row);
        break;
      case 1:
        for (let i = 0; i < stride; i++) out[row + i] = filtered[src + i]! + (i >= bpp ? out[row + i - bpp]! : 0);
        break;
      case 2:
        for (let i = 0; i < stride; i++) out[row + i] = filtered[src + i]! + out[up + i]!;
        break;
      case 3:
        for (let i = 0; i < stride; i++)
          out[row + i] = filtered[src + i]! + (((i >= bpp ? out[row + i - bpp]! : 0) + out[up + i]!) >> 1);
        break;
      case 4:
        for (let i = 0; i < stride; i++) {
          const a = i >= bpp ? out[row + i - bpp]! : 0;
          const b = out[up + i]!;
          const c = i >= bpp ? out[up + i - bpp]! : 0;
          const pa = Math.abs(b - c);
          const pb = Math.abs(a - c);
          const pc = Math.abs(a + b - 2 * c);
          out[row + i] = filtered[src + i]! + (pa <= pb && pa <= pc ? a : pb <= pc ? b : c);
        }
        break;
      default:
        throw new Error(`Unknown PNG filter ${filter}`);
    }
  }
  return out.subarray(stride);
}

/**
 * The filtered rows of an 8-bit RGBA or grey + alpha PNG (inflated, not unfiltered) as two images'
 * filtered rows: the colour samples and the alpha. Each PNG filter predicts a byte from the byte one
 * pixel to the left, the one above and the one above-left (PNG, ISO/IEC 15948 clause 9.2), which for 8-bit samples
 * is the same channel of a neighbouring pixel. So the colour bytes of a row, under the row's own
 * filter type, are that filter applied to the colour image with a pixel of 3 (or 1) bytes, and the
 * same for the alpha: each decodes with PDF's PNG predictors (PDF 1.7 §7.4.4.4) to the PNG's own
 * samples, exactly, with no arithmetic here.
 */
export function splitAlpha(
  filtered: Uint8Array,
  png: PngLayout,
): { color: Uint8Array<ArrayBuffer>; alpha: Uint8Array<ArrayBuffer> } {
  if (png.bitDepth !== 8 || (png.colorType !== 4 && png.colorType !== 6)) throw new Error('Not an 8-bit PNG with alpha');
  const colors = png.colorType === 4 ? 1 : 3;
  const { width, height } = png;
  const stride = width * (colors + 1) + 1;
  if (filtered.length < stride * height) throw new Error('PNG data too short');
  const color = new Uint8Array((width * colors + 1) * height);
  const alpha = new Uint8Array((width + 1) * height);
  // An RGBA row is read as 32-bit words from an aligned copy (one memcpy), a pixel a word: several
  // times faster than byte by byte over a screenshot's 10 MB. Words are little-endian on every
  // platform a browser runs on; the byte loop stays for any other.
  const words = colors === 3 && LITTLE_ENDIAN ? new Uint32Array(width) : null;
  const scratch = words ? new Uint8Array(words.buffer) : null;
  let s = 0;
  let c = 0;
  let a = 0;
  for (let y = 0; y < height; y++) {
    const filter = filtered[s++]!;
    if (filter > 4) throw new Error(`Unknown PNG filter ${filter}`);
    color[c++] = filter;
    alpha[a++] = filter;
    if (words && scratch) {
      scratch.set(filtered.subarray(s, s + width * 4));
      s += width * 4;
      for (let x = 0; x < width; x++) {
        const pixel = words[x]!;
        color[c] = pixel & 0xff;
        color[c + 1] = (pixel >>> 8) & 0xff;
        color[c + 2] = (pixel >>> 16) & 0xff;
        c += 3;
        alpha[a++] = pixel >>> 24;
      }
    } else {
      for (let x = 0; x < width; x++) {
        for (let k = 0; k < colors; k++) color[c++] = filtered[s++]!;
        alpha[a++] = filtered[s++]!;
      }
    }
  }
  return { color, alpha };
}

/** RGBA or grey + alpha samples (8 or 16 bits) laid over white: 8-bit RGB or grey. */
export function overWhite(samples: Uint8Array, png: PngLayout): Uint8Array<ArrayBuffer> {
  const colors = png.colorType === 4 ? 1 : 3;
  const step = png.bitDepth === 16 ? 2 : 1;
  const pixel = (colors + 1) * step;
  const count = png.width * png.height;
  const out = new Uint8Array(count * colors);
  for (let p = 0, s = 0, o = 0; p < count; p++, s += pixel) {
    // The high byte of a 16-bit sample is its 8-bit value.
    const alpha = samples[s + colors * step] ?? 0;
    for (let c = 0; c < colors; c++, o++) {
      const value = samples[s + c * step] ?? 0;
      out[o] = alpha === 255 ? value : Math.round((value * alpha + 255 * (255 - alpha)) / 255);
    }
  }
  return out;
}
