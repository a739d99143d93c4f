/**
 * Drawing on a page with low-level operators rather than PDFPage.drawText: drawText({ font }) adds
 * a new entry to the page's font resources on every call, and on a copied page whose resources are
 * shared by every page of its document that would add one entry per stamp. Here each font is
 * registered once per resource dictionary and reused.
 */
import {
  degrees,
  drawText,
  grayscale,
  lineTo,
  moveTo,
  PDFContentStream,
  type PDFFont,
  type PDFName,
  type PDFOperator,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  setLineWidth,
  setStrokingGrayscaleColor,
  stroke,
} from 'pdf-lib';

/** A4 portrait in points, for every page the builder makes itself. */
export const A4 = { width: 595.28, height: 841.89 } as const;
/** 2 cm margins. */
export const MARGIN = 56.69;

const BLACK = grayscale(0);
const NO_SKEW = degrees(0);

/**
 * Each page's names for the fonts drawn on it, so a page of 50 lines looks its resources up once;
 * keyed by the page's dictionary, which outlives pdf-lib's PDFPage wrappers.
 */
const namesByPage = new WeakMap<PDFPage['node'], Map<PDFFont, PDFName>>();

/** The page's name for `font`, registering it only if its resources do not name it yet. */
export function fontName(page: PDFPage, font: PDFFont): PDFName {
  let names = namesByPage.get(page.node);
  const known = names?.get(font);
  if (known) return known;
  let name: PDFName | undefined;
  const { Font } = page.node.normalizedEntries();
  for (const [key, value] of Font.entries()) {
    if (value === font.ref) name = key;
  }
  name ??= page.node.newFontDictionary(font.name, font.ref);
  if (!names) {
    names = new Map();
    namesByPage.set(page.node, names);
  }
  names.set(font, name);
  return name;
}

export interface TextOptions {
  font: PDFFont;
  size: number;
  x: number;
  y: number;
  /** Degrees anticlockwise. */
  rotate?: number;
}

/** The operators that show one line of text already encodable in the font (see ./winansi). */
export function textOperators(page: PDFPage, text: string, { font, size, x, y, rotate = 0 }: TextOptions): PDFOperator[] {
  if (text === '') return [];
  return drawText(font.encodeText(text), {
    font: fontName(page, font),
    size,
    x,
    y,
    color: BLACK,
    rotate: degrees(rotate),
    xSkew: NO_SKEW,
    ySkew: NO_SKEW,
  });
}

/** Draws one line of text into the page's own (compressed) content stream. */
export function drawLineOfText(page: PDFPage, text: string, options: TextOptions): void {
  page.pushOperators(...textOperators(page, text, options));
}

/**
 * Adds operators to a page in a new content stream of their own, left uncompressed: for a line as
 * short as a page number, compressing costs more time (pako sets up 64 KB of tables per stream, for
 * each of 200 pages) than the bytes it would save.
 */
export function appendUncompressed(page: PDFPage, operators: PDFOperator[]): void {
  const { context } = page.doc;
  page.node.addContentStream(context.register(PDFContentStream.of(context.obj({}), operators, false)));
}

/** A thin grey horizontal rule. */
export function drawRule(page: PDFPage, x1: number, x2: number, y: number): void {
  page.pushOperators(
    pushGraphicsState(),
    setStrokingGrayscaleColor(0.6),
    setLineWidth(0.5),
    moveTo(x1, y),
    lineTo(x2, y),
    stroke(),
    popGraphicsState(),
  );
}

/** Text width in points, summed per character (what Tj prints: no kerning), cached per font and size. */
export function measurer(font: PDFFont, size: number): (text: string) => number {
  const widths = new Map<string, number>();
  return (text) => {
    let width = 0;
    for (const char of text) {
      let w = widths.get(char);
      if (w === undefined) {
        w = font.widthOfTextAtSize(char, size);
        widths.set(char, w);
      }
      width += w;
    }
    return width;
  };
}
