/**
 * A photo or scan (JPEG, PNG) on its own A4 portrait page, under its file name. The rule: the
 * image's pixels are taken as points (72 dpi), shrunk to fit inside the margins keeping its aspect
 * ratio, never enlarged: a phone photo (4000 px) fills the width, a small screenshot keeps its own
 * size instead of turning into a blur of big pixels. It sits centred across the page, at the top.
 */
import {
  concatTransformationMatrix,
  drawObject,
  type PDFDocument,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
} from 'pdf-lib';
import type { BundleFonts } from './fonts';
import { jpegOrientation, type Orientation, orientationMatrix, swapsSides } from './image-orientation';
import { A4, drawLineOfText, MARGIN } from './page-writer';
import { type EmbeddedImage, embedPng } from './png-image';
import { wrapParagraph } from './text-layout';

const CAPTION_SIZE = 10;
const CAPTION_LEADING = 13;
const CAPTION_SPACE = 10;

export interface Placement {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The displayed rectangle for an image of (width × height) px shown within the box below `top`. */
export function fitImage(width: number, height: number, top: number): Placement {
  const boxWidth = A4.width - 2 * MARGIN;
  const boxHeight = top - MARGIN;
  const scale = Math.min(1, boxWidth / width, boxHeight / height);
  const shownWidth = width * scale;
  const shownHeight = height * scale;
  return { x: (A4.width - shownWidth) / 2, y: top - shownHeight, width: shownWidth, height: shownHeight };
}

/**
 * An image on its own page. `image` is the embedded PNG when it was prepared ahead (see
 * buildBundle); a JPEG is embedded here (pdf-lib only reads its header: nothing to gain ahead).
 */
export async function addImagePage(
  out: PDFDocument,
  bytes: Uint8Array,
  kind: 'jpeg' | 'png',
  caption: string,
  fonts: BundleFonts,
  prepared?: Promise<EmbeddedImage>,
): Promise<PDFPage> {
  // Embedding reads the whole image first, so a damaged one throws before any page is added.
  const image: EmbeddedImage = kind === 'jpeg' ? await out.embedJpg(bytes) : await (prepared ?? embedPng(out, bytes));
  const orientation: Orientation = kind === 'jpeg' ? jpegOrientation(bytes) : 1;
  const page = out.addPage([A4.width, A4.height]);

  let y = A4.height - MARGIN - CAPTION_SIZE;
  const measure = fonts.measure(fonts.bold, CAPTION_SIZE);
  for (const line of wrapParagraph(fonts.printable(caption), A4.width - 2 * MARGIN, measure).slice(0, 3)) {
    drawLineOfText(page, line, { font: fonts.bold, size: CAPTION_SIZE, x: MARGIN, y });
    y -= CAPTION_LEADING;
  }

  const [shownWidth, shownHeight] = swapsSides(orientation) ? [image.height, image.width] : [image.width, image.height];
  const place = fitImage(shownWidth, shownHeight, y + CAPTION_LEADING - CAPTION_SIZE - CAPTION_SPACE);
  const name = page.node.newXObject('Image', image.ref);
  page.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(...orientationMatrix(orientation, place.x, place.y, place.width, place.height)),
    drawObject(name),
    popGraphicsState(),
  );
  return page;
}
