/**
 * Phone photos are stored as the sensor saw them with an EXIF Orientation tag saying how to turn
 * them; a PDF shows the stored pixels, so a photo of a letter taken upright would lie on its side.
 * This reads the tag (EXIF 2.32, tag 0x0112 in IFD0) and gives the matrix that shows it upright.
 */

export type Orientation = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

/** The EXIF orientation of a JPEG, 1 (as stored) when it has none or it cannot be read. */
export function jpegOrientation(bytes: Uint8Array): Orientation {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 4 || view.getUint16(0) !== 0xffd8) return 1;
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return 1;
    const marker = bytes[offset + 1] ?? 0;
    // Start of scan or end of image: metadata comes before either.
    if (marker === 0xda || marker === 0xd9) return 1;
    const length = view.getUint16(offset + 2);
    if (marker === 0xe1 && offset + 4 + length - 2 <= bytes.length) {
      const found = exifOrientation(view, offset + 4, length - 2);
      if (found !== null) return found;
    }
    offset += 2 + length;
  }
  return 1;
}

function exifOrientation(view: DataView, start: number, length: number): Orientation | null {
  // "Exif\0\0", then a TIFF header: byte order, 42, offset of IFD0.
  if (length < 14 || view.getUint32(start) !== 0x45786966 || view.getUint16(start + 4) !== 0) return null;
  const tiff = start + 6;
  const order = view.getUint16(tiff);
  if (order !== 0x4949 && order !== 0x4d4d) return null;
  const little = order === 0x4949;
  const end = start + length;
  const ifd = tiff + view.getUint32(tiff + 4, little);
  if (ifd + 2 > end) return null;
  const count = view.getUint16(ifd, little);
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > end) return null;
    if (view.getUint16(entry, little) === 0x0112) {
      const value = view.getUint16(entry + 8, little);
      return value >= 1 && value <= 8 ? (value as Orientation) : null;
    }
  }
  return null;
}

/** Whether the picture is shown with its width and height swapped (a quarter turn). */
export const swapsSides = (orientation: Orientation): boolean => orientation >= 5;

export type Matrix = readonly [number, number, number, number, number, number];

/**
 * The transformation (PDF `cm` operands) that maps an image's unit square, as stored, onto the
 * rectangle (x, y, width, height) on the page, turned and mirrored as its orientation says. Derived
 * from where each orientation shows the stored image's first row and column (EXIF 2.32, table 4).
 */
export function orientationMatrix(orientation: Orientation, x: number, y: number, width: number, height: number): Matrix {
  switch (orientation) {
    case 2:
      return [-width, 0, 0, height, x + width, y];
    case 3:
      return [-width, 0, 0, -height, x + width, y + height];
    case 4:
      return [width, 0, 0, -height, x, y + height];
    case 5:
      return [0, -height, -width, 0, x + width, y + height];
    case 6:
      return [0, -height, width, 0, x, y + height];
    case 7:
      return [0, height, width, 0, x, y];
    case 8:
      return [0, height, -width, 0, x + width, y];
    default:
      return [width, 0, 0, height, x, y];
  }
}
