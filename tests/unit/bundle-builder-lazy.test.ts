/**
 * pdf-lib (about 500 KB) and mammoth must not be in what a page loads before the claimant presses
 * Build: the component imports the builder with import(). Bundled for the browser with code
 * splitting (esbuild, as Vite's production build splits at the same dynamic imports), the chunks
 * the component loads statically hold neither; the chunk behind the import() holds pdf-lib, and
 * mammoth sits behind a further import() of its own. The bundle checks read the documents with
 * unpdf, which likewise loads only when the claimant asks for the checks, without pdf-lib.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { browserChunks, type Chunks } from './_chunks';

let chunks: Chunks;
let entry: string;

beforeAll(async () => {
  chunks = await browserChunks('src', 'islands', 'bundle', 'HearingBundleBuilder.tsx');
  entry = chunks.entry;
}, 60_000);

const staticClosure = (from: string) => chunks.staticClosure(from);
const inputsOf = (list: Iterable<string>) => chunks.inputsOf(list);
const dynamicImportsOf = (list: Iterable<string>) => chunks.dynamicImportsOf(list);

describe('HearingBundleBuilder loads the PDF builder only on Build', () => {
  it('has neither pdf-lib nor mammoth in the chunks it loads at first', () => {
    const first = inputsOf(staticClosure(entry));
    expect(first.some((input) => input.includes('src/islands/bundle/HearingBundleBuilder.tsx'))).toBe(true);
    expect(first.filter((input) => /node_modules\/(pdf-lib|@pdf-lib|pako|fflate|mammoth|jszip)\//.test(input))).toEqual([]);
    expect(first.filter((input) => input.includes('src/bundle-pdf/build-bundle.ts'))).toEqual([]);
  });

  it('finds pdf-lib behind its import(), and mammoth behind another', () => {
    const builderChunk = dynamicImportsOf(staticClosure(entry)).find((chunk) =>
      inputsOf(staticClosure(chunk)).some((input) => input.includes('src/bundle-pdf/build-bundle.ts')),
    );
    expect(builderChunk).toBeDefined();
    const builder = staticClosure(builderChunk ?? '');
    const builderInputs = inputsOf(builder);
    expect(builderInputs.some((input) => input.includes('src/bundle-pdf/build-bundle.ts'))).toBe(true);
    expect(builderInputs.some((input) => input.includes('node_modules/pdf-lib/'))).toBe(true);
    expect(builderInputs.filter((input) => input.includes('node_modules/mammoth/'))).toEqual([]);
    const later = dynamicImportsOf(builder).flatMap((chunk) => inputsOf(staticClosure(chunk)));
    expect(later.some((input) => input.includes('node_modules/mammoth/'))).toBe(true);
    // The browser files mammoth names in its package.json "browser" field, not its Node ones.
    expect(later.some((input) => input.includes('node_modules/mammoth/browser/unzip.js'))).toBe(true);
    expect(later.filter((input) => input.includes('node_modules/mammoth/lib/unzip.js'))).toEqual([]);
  });

  it('reads the documents for the checks with unpdf only when asked, without pdf-lib', () => {
    expect(inputsOf(staticClosure(entry)).filter((input) => input.includes('node_modules/unpdf/'))).toEqual([]);
    const probeChunk = dynamicImportsOf(staticClosure(entry)).find((chunk) =>
      inputsOf(staticClosure(chunk)).some((input) => input.includes('src/islands/bundle/document-probe.ts')),
    );
    expect(probeChunk).toBeDefined();
    const probe = staticClosure(probeChunk ?? '');
    expect(inputsOf(probe).filter((input) => /node_modules\/(pdf-lib|unpdf|mammoth)\//.test(input))).toEqual([]);
    const later = dynamicImportsOf(probe).flatMap((chunk) => inputsOf(staticClosure(chunk)));
    expect(later.some((input) => input.includes('node_modules/unpdf/'))).toBe(true);
    expect(later.filter((input) => input.includes('node_modules/pdf-lib/'))).toEqual([]);
  });
});
