/**
 * A Word (.docx) document's text, through mammoth's extractRawText: paragraphs separated by blank
 * lines, formatting, tables' layout and pictures dropped (the index says so). mammoth is imported
 * only when a bundle has a Word file, so most bundles never download it. In the browser the bundler
 * takes mammoth's own browser files (its package.json "browser" field swaps its Node-only unzip and
 * file readers); in Node (the unit tests) its main files run.
 */
export async function docxText(bytes: ArrayBuffer): Promise<string> {
  const { default: mammoth } = await import('mammoth');
  // The browser build reads `arrayBuffer`, the Node build `buffer`; both hand it to JSZip, which
  // takes an ArrayBuffer either way.
  const input = { arrayBuffer: bytes, buffer: bytes } as { arrayBuffer: ArrayBuffer };
  const { value } = await mammoth.extractRawText(input);
  return value;
}
