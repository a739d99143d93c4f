/**
 * No import circle in worker/ or src/. A circle hides which module is the base: each file in it can
 * only be read, tested or moved with all the others, and at run time one of them sees another
 * half-initialised. `import type` counts too (the types say which module depends on which even where
 * the compiler erases the import); `import()` does not, as it is how a page defers a chunk and is
 * evaluated later, never while the importer loads.
 *
 * The graph is read with TypeScript's own parser (already a dependency): every `import … from` and
 * `export … from` whose specifier is relative, resolved as the bundlers resolve it.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const folders = ['worker', 'src'];
const sourceFile = /\.(?:ts|tsx|mts|js|mjs)$/;
const extensions = ['.ts', '.tsx', '.mts', '.js', '.mjs', '.d.ts'];

function files(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : files(full);
    return sourceFile.test(entry.name) ? [full] : [];
  });
}

/** The relative specifiers `text` imports or re-exports statically (types included). */
function staticSpecifiers(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  for (const statement of source.statements) {
    if ((ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier) {
      if (ts.isStringLiteral(statement.moduleSpecifier)) found.push(statement.moduleSpecifier.text);
    }
  }
  return found.filter((specifier) => specifier.startsWith('./') || specifier.startsWith('../'));
}

/** The file a relative specifier names: as written, with an extension added, or a folder's index; `.js` may name `.ts`. */
function resolve(from: string, specifier: string): string | null {
  const target = path.resolve(path.dirname(from), specifier);
  const candidates = [
    target,
    ...extensions.map((ext) => target + ext),
    ...extensions.map((ext) => path.join(target, `index${ext}`)),
    ...(/\.m?js$/.test(target) ? [target.replace(/\.(m?)js$/, '.$1ts'), target.replace(/\.js$/, '.tsx')] : []),
  ];
  return candidates.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile()) ?? null;
}

/** Every source file of `dirs` with the source files it imports. */
function importGraph(dirs: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of dirs.flatMap((dir) => files(path.join(root, dir)))) {
    const targets = staticSpecifiers(file, fs.readFileSync(file, 'utf8'))
      .map((specifier) => resolve(file, specifier))
      .filter((target): target is string => target !== null && sourceFile.test(target));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Each circle, one per strongly connected component (Tarjan), named by one closed path through it. */
function circles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let next = 0;

  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(target) ?? 0));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) components.push(component);
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);

  // A shortest way round from the component's first file (by name) back to itself, inside the component.
  return components.map((component) => {
    const members = new Set(component);
    const start = [...component].sort()[0] ?? '';
    const cameFrom = new Map<string, string>();
    const queue = [start];
    while (queue.length > 0) {
      const node = queue.shift() ?? '';
      for (const target of graph.get(node) ?? []) {
        if (!members.has(target)) continue;
        if (target === start) {
          const way = [start];
          for (let at: string | undefined = node; at !== undefined && at !== start; at = cameFrom.get(at)) way.splice(1, 0, at);
          return [...way, start];
        }
        if (!cameFrom.has(target)) {
          cameFrom.set(target, node);
          queue.push(target);
        }
      }
    }
    return [...component, component[0] ?? ''];
  });
}

const relative = (file: string) => path.relative(root, file);
/** A circle as the test names it: one way round, then how many files its tangle holds when more than that. */
function named(cycle: string[], graph: Map<string, string[]>): string {
  const way = cycle.map(relative).join(' → ');
  const tangle = tangleOf(cycle[0] ?? '', graph);
  return tangle.size > cycle.length - 1
    ? `${way} (tangle of ${tangle.size}: ${[...tangle].map(relative).sort().join(', ')})`
    : way;
}

/** The files that both reach `file` and are reached from it. */
function tangleOf(file: string, graph: Map<string, string[]>): Set<string> {
  const reach = (edges: Map<string, string[]>) => {
    const seen = new Set([file]);
    const queue = [file];
    while (queue.length > 0) {
      for (const next of edges.get(queue.pop() ?? '') ?? []) {
        if (seen.has(next)) continue;
        seen.add(next);
        queue.push(next);
      }
    }
    return seen;
  };
  const reverse = new Map<string, string[]>();
  for (const [from, targets] of graph) for (const to of targets) reverse.set(to, [...(reverse.get(to) ?? []), from]);
  const back = reach(reverse);
  return new Set([...reach(graph)].filter((member) => back.has(member)));
}

/** Each import of a file under `from` (relative to the root) that names a file under `to`. */
function crossings(graph: Map<string, string[]>, from: string, to: string): string[] {
  const under = (file: string, folder: string) => relative(file).startsWith(`${folder}/`);
  return [...graph].flatMap(([file, targets]) =>
    under(file, from)
      ? targets.filter((target) => under(target, to)).map((target) => `${relative(file)} → ${relative(target)}`)
      : [],
  );
}

describe('the import graph', () => {
  it('finds a circle, type-only or not, and names it', () => {
    const graph = new Map([
      ['/a.ts', ['/b.ts']],
      ['/b.ts', ['/c.ts']],
      ['/c.ts', ['/a.ts', '/d.ts']],
      ['/d.ts', []],
    ]);
    expect(circles(graph)).toEqual([['/a.ts', '/b.ts', '/c.ts', '/a.ts']]);
    expect(circles(new Map([['/a.ts', ['/a.ts']]]))).toEqual([['/a.ts', '/a.ts']]);
    expect(
      circles(
        new Map([
          ['/a.ts', ['/b.ts']],
          ['/b.ts', []],
        ]),
      ),
    ).toEqual([]);
  });

  it('reads import type and export … from, not import()', () => {
    const text = [
      "import type { A } from './a';",
      "import { type B, c } from '../b';",
      "export { d } from './d';",
      "export type { E } from './e';",
      "import 'node:fs';",
      "import { z } from 'zod';",
      "const lazy = () => import('./later');",
    ].join('\n');
    expect(staticSpecifiers('x.ts', text)).toEqual(['./a', '../b', './d', './e']);
  });

  const graph = importGraph(folders);

  // Being broken alongside this test, by moving the island's copy of the bundle file type to the
  // domain's; the entry is a ratchet, not a licence: the second test fails once the circle is gone,
  // so the entry goes with it.
  const beingBroken: string[] = [];
  const found = circles(graph).map((cycle) => named(cycle, graph));

  it('has no circle in worker/ or src/', () => {
    expect(graph.size).toBeGreaterThan(300);
    expect(found.filter((circle) => !beingBroken.includes(circle))).toEqual([]);
  });

  it('still has each circle excused as being broken (remove the entry once it is gone)', () => {
    expect(beingBroken.filter((circle) => !found.includes(circle))).toEqual([]);
  });

  // The layers a circle between folders would blur: middleware stands in front of the services and
  // may call them, never the other way round; the languages' catalogues and number formats are below
  // the domain, which writes its documents with them (dates and figures are displayed by
  // src/domain/format.ts).
  it.each([
    ['worker/services', 'worker/middleware'],
    ['src/i18n', 'src/domain'],
  ])('has no import from %s of %s', (from, to) => {
    expect(crossings(graph, from, to)).toEqual([]);
  });
});
