/**
 * The text of an order's PDF, read in the browser (nothing is uploaded). unpdf packages Mozilla's
 * pdf.js as one module that needs no worker file and no eval (so it runs under the site's
 * Content-Security-Policy), without the native canvas package pdfjs-dist depends on; this module,
 * and pdf.js behind it, load only when the claimant picks a PDF. Lines are kept (pdf.js marks each
 * line's end), so the reader sees the order's numbered paragraphs.
 */
export async function pdfText(bytes: ArrayBuffer): Promise<string> {
  const { extractText } = await import('unpdf');
  const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
  return text;
}
