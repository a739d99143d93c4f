/**
 * 'Page N of M' at the bottom centre of every page, in one font and size, where a reader sees it:
 * on a copied page that its PDF rotates for display (/Rotate 90, 180, 270) the text is turned with
 * the page, so it still reads left to right along the bottom edge the reader sees.
 */
import type { PDFFont, PDFPage } from 'pdf-lib';
import { appendUncompressed, textOperators } from './page-writer';

export const STAMP_SIZE = 9;
/** From the visible bottom edge to the text's baseline. */
export const STAMP_GAP = 22;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where the stamp's baseline starts, and its angle (degrees anticlockwise), for a page's visible box and /Rotate. */
export function stampPlacement(
  box: Box,
  rotation: number,
  textWidth: number,
  gap = STAMP_GAP,
): { x: number; y: number; rotate: number } {
  const turn = (((Math.round(rotation / 90) * 90) % 360) + 360) % 360;
  const right = box.x + box.width;
  const top = box.y + box.height;
  switch (turn) {
    // Shown turned 90° clockwise: the visible bottom is the right edge, reading upwards.
    case 90:
      return { x: right - gap, y: box.y + (box.height - textWidth) / 2, rotate: 90 };
    case 180:
      return { x: box.x + (box.width + textWidth) / 2, y: top - gap, rotate: 180 };
    // Shown turned 270° clockwise: the visible bottom is the left edge, reading downwards.
    case 270:
      return { x: box.x + gap, y: box.y + (box.height + textWidth) / 2, rotate: 270 };
    default:
      return { x: box.x + (box.width - textWidth) / 2, y: box.y + gap, rotate: 0 };
  }
}

export function stampPage(page: PDFPage, text: string, font: PDFFont): void {
  const width = font.widthOfTextAtSize(text, STAMP_SIZE);
  const { x, y, rotate } = stampPlacement(page.getCropBox(), page.getRotation().angle, width);
  appendUncompressed(page, textOperators(page, text, { font, size: STAMP_SIZE, x, y, rotate }));
}
