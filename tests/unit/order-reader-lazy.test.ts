/**
 * The order reader is not in what the tracker loads before the claimant asks for it: the tasks
 * panel holds only its launcher (a heading and a button); the reader (its parser and the kinds'
 * explanations) is behind an import() on that button, and the PDF library (unpdf, pdf.js inside,
 * about 1.7 MB) behind a further import() when a PDF is chosen. Bundled for the browser with code
 * splitting (esbuild, as Vite's production build splits at the same dynamic imports).
 */
import path from 'node:path';
import { build, type Metafile } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';

let metafile: Metafile;
let entry: string;

beforeAll(async () => {
  const result = await build({
    entryPoints: [path.join('src', 'islands', 'tracker', 'tasks', 'TaskPanel.tsx')],
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    jsx: 'automatic',
    outdir: 'out',
    write: false,
    metafile: true,
    logLevel: 'silent',
    loader: { '.css': 'empty' },
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  metafile = result.metafile;
  const found = Object.entries(metafile.outputs).find(([, output]) => output.entryPoint);
  if (!found) throw new Error('No entry chunk');
  entry = found[0];
}, 60_000);

/** The chunks loaded along with `from` by static imports (itself included). */
function staticClosure(from: string): Set<string> {
  const seen = new Set<string>([from]);
  const queue = [from];
  while (queue.length > 0) {
    for (const imported of metafile.outputs[queue.pop() ?? '']?.imports ?? []) {
      if (imported.kind === 'import-statement' && !seen.has(imported.path)) {
        seen.add(imported.path);
        queue.push(imported.path);
      }
    }
  }
  return seen;
}
const inputsOf = (chunks: Iterable<string>) => [...chunks].flatMap((chunk) => Object.keys(metafile.outputs[chunk]?.inputs ?? {}));
const dynamicImportsOf = (chunks: Iterable<string>) =>
  [...chunks].flatMap((chunk) =>
    (metafile.outputs[chunk]?.imports ?? []).filter((i) => i.kind === 'dynamic-import').map((i) => i.path),
  );
/** Every chunk reachable from `from`, through static and dynamic imports. */
function reachable(from: string): Set<string> {
  const seen = new Set<string>([from]);
  const queue = [from];
  while (queue.length > 0) {
    for (const imported of metafile.outputs[queue.pop() ?? '']?.imports ?? []) {
      if (!seen.has(imported.path) && metafile.outputs[imported.path]) {
        seen.add(imported.path);
        queue.push(imported.path);
      }
    }
  }
  return seen;
}

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
