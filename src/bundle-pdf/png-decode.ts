/**
 * PNG samples in JavaScript, for 16-bit images with alpha: the row filters undone and the image laid
 * over white. (8-bit ones keep their filters: ./png-alpha-split.)
 */

export interface PngLayout {
  width: number;
  height: number;
  bitDepth: number;
  /** 0 grey, 2 RGB, 3 palette, 4 grey + alpha, 6 RGB + alpha. */
  colorType: number;
}

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
