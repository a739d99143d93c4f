/**
 * The order reader is not in what the tracker loads before the claimant asks for it: the tasks
 * panel holds only its launcher (a heading and a button); the reader (its parser and the kinds'
 * explanations) is behind an import() on that button, and the PDF library (unpdf, pdf.js inside,
 * about 1.7 MB) behind a further import() when a PDF is chosen. Bundled for the browser with code
 * splitting (esbuild, as Vite's production build splits at the same dynamic imports).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { browserChunks, type Chunks } from './_chunks';

let chunks: Chunks;
let entry: string;

beforeAll(async () => {
  chunks = await browserChunks('src', 'islands', 'tracker', 'tasks', 'TaskPanel.tsx');
  entry = chunks.entry;
}, 60_000);

const staticClosure = (from: string) => chunks.staticClosure(from);
const inputsOf = (list: Iterable<string>) => chunks.inputsOf(list);
const dynamicImportsOf = (list: Iterable<string>) => chunks.dynamicImportsOf(list);
const reachable = (from: string) => chunks.reachable(from);

describe('the tracker loads the order reader only on its button', () => {
  it('has the launcher, but neither the reader, its parser, its content nor unpdf, in the panel’s first load', () => {
    const first = inputsOf(staticClosure(entry));
    expect(first.some((input) => input.endsWith('src/islands/tracker/orders/OrderReaderLauncher.tsx'))).toBe(true);
    expect(
      first.filter((input) =>
        /src\/domain\/orders\/|OrderReader\.tsx|order-directions\.json|pdf-text|node_modules\/unpdf\//.test(input),
      ),
    ).toEqual([]);
  });

  it('finds the reader behind an import(), and unpdf behind a further one', () => {
    const readerChunk = dynamicImportsOf(staticClosure(entry)).find((chunk) =>
      inputsOf(staticClosure(chunk)).some((input) => input.endsWith('src/islands/tracker/orders/OrderReader.tsx')),
    );
    expect(readerChunk).toBeDefined();
    const reader = inputsOf(staticClosure(readerChunk ?? ''));
    expect(reader.some((input) => input.endsWith('src/domain/orders/read-order.ts'))).toBe(true);
    expect(reader.filter((input) => /node_modules\/unpdf\//.test(input))).toEqual([]);
    const later = inputsOf(reachable(readerChunk ?? ''));
    expect(later.some((input) => input.includes('node_modules/unpdf/'))).toBe(true);
  });
});
