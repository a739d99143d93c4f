/**
 * Page labels (PDF 1.7 §12.4.2): one range from the first page, decimal, starting at 1 (or, in a
 * later volume, at its first page's number in the bundle), so a reader's page box shows the same
 * numbers as the printed 'Page N of M'.
 */
import { type PDFDocument, PDFName } from 'pdf-lib';

export function setDecimalPageLabels(doc: PDFDocument, start = 1): void {
  const { context, catalog } = doc;
  catalog.set(PDFName.of('PageLabels'), context.obj({ Nums: [0, { S: 'D', St: start }] }));
}
