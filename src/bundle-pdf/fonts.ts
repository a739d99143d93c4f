/**
 * The bundle's three fonts, embedded once per bundle: pdf-lib's standard Helvetica family, which
 * every PDF reader has, so nothing is embedded but a name (a Unicode font would add hundreds of
 * kilobytes). Their shared WinAnsi character set decides what text can print (./winansi).
 */
import { type PDFDocument, type PDFFont, StandardFonts } from 'pdf-lib';
import { measurer } from './page-writer';
import type { Measure } from './text-layout';
import { encodableText } from './winansi';

export interface BundleFonts {
  regular: PDFFont;
  bold: PDFFont;
  italic: PDFFont;
  /** Text rewritten into characters the fonts can print. */
  printable: (text: string) => string;
  /** Width in points of printable text in a font at a size (cached). */
  measure: (font: PDFFont, size: number) => Measure;
}

export async function embedBundleFonts(out: PDFDocument): Promise<BundleFonts> {
  const [regular, bold, italic] = await Promise.all([
    out.embedFont(StandardFonts.Helvetica),
    out.embedFont(StandardFonts.HelveticaBold),
    out.embedFont(StandardFonts.HelveticaOblique),
  ]);
  const measures = new Map<string, Measure>();
  return {
    regular,
    bold,
    italic,
    printable: encodableText(new Set(regular.getCharacterSet())),
    measure: (font, size) => {
      const key = `${font.name} ${size}`;
      let found = measures.get(key);
      if (!found) {
        found = measurer(font, size);
        measures.set(key, found);
      }
      return found;
    },
  };
}
