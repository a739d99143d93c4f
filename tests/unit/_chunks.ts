/**
 * An island bundled for the browser with code splitting (esbuild, as Vite's production build splits
 * at the same dynamic imports), and the questions the lazy-loading tests ask of its chunks: what a
 * page loads at first (the static closure of the entry chunk), what waits behind an import(), and
 * which source files each set of chunks holds.
 */
import path from 'node:path';
import { build, type Metafile } from 'esbuild';

export interface Chunks {
  /** The entry chunk's output path. */
  entry: string;
  /** The chunks loaded along with `from` by static imports (itself included). */
  staticClosure(from: string): Set<string>;
  /** Every chunk reachable from `from`, through static and dynamic imports. */
  reachable(from: string): Set<string>;
  /** The source files (inputs) the chunks hold. */
  inputsOf(chunks: Iterable<string>): string[];
  /** The chunks the given chunks load with import(). */
  dynamicImportsOf(chunks: Iterable<string>): string[];
}

/** Bundles `entry` (a path from the repository's root, as path segments) and answers its chunks. */
export async function browserChunks(...entry: string[]): Promise<Chunks> {
  const result = await build({
    entryPoints: [path.join(...entry)],
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
  const { outputs } = result.metafile as Metafile;
  const found = Object.entries(outputs).find(([, output]) => output.entryPoint);
  if (!found) throw new Error('No entry chunk');

  const closure = (from: string, follows: (kind: string) => boolean) => {
    const seen = new Set<string>([from]);
    const queue = [from];
    while (queue.length > 0) {
      for (const imported of outputs[queue.pop() ?? '']?.imports ?? []) {
        if (follows(imported.kind) && !seen.has(imported.path) && outputs[imported.path]) {
          seen.add(imported.path);
          queue.push(imported.path);
        }
      }
    }
    return seen;
  };

  return {
    entry: found[0],
    staticClosure: (from) => closure(from, (kind) => kind === 'import-statement'),
    reachable: (from) => closure(from, () => true),
    inputsOf: (chunks) => [...chunks].flatMap((chunk) => Object.keys(outputs[chunk]?.inputs ?? {})),
    dynamicImportsOf: (chunks) =>
      [...chunks].flatMap((chunk) =>
        (outputs[chunk]?.imports ?? []).filter((i) => i.kind === 'dynamic-import').map((i) => i.path),
      ),
  };
}
