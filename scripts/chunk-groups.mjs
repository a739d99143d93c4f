// How the browser's scripts are cut into files (rolldown's `output.codeSplitting`, used by
// astro.config.mjs). Left to itself the bundler makes one file per set of islands sharing a module:
// the tracker needed 27 files, most of 1-2 KB, and over HTTP/1.1 or a slow phone connection each
// one is a round trip before the screen can be drawn. Grouped here:
// - React, its DOM client and Astro's renderer for it: one file every island page needs;
// - our own modules shared between islands (values, messages) merged into a few files, but never a
//   module that reaches zod (the shared schemas, and zod's 24 KB, load only on a first save) nor one
//   a page's own script uses (src/browser/: the header on every page, the pricing page): a merged file
//   would bring them, or React, onto every page that loads it.
import fs from 'node:fs';
import path from 'node:path';

const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs'];
/** React's own packages: grouped on their own, so a module importing them may join the shared group. */
const REACT = /^react(-dom)?(\/|$)/;

/** Packages a source file imports in the built code (`import x from 'name'`, not `import type`). */
function packageImports(file) {
  const code = fs.readFileSync(file, 'utf8');
  return [...code.matchAll(/(?:^|[;\s])(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s*)?['"]([^./'"][^'"]*)['"]/g)].map(
    (match) => match[1] ?? '',
  );
}

/** Relative imports of a source file that stay in the built code (not `import type`). */
function relativeImports(file) {
  const code = fs.readFileSync(file, 'utf8');
  const found = [];
  for (const match of code.matchAll(
    /(?:^|[;\s])(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s*)?['"](\.{1,2}\/[^'"]+)['"]/g,
  )) {
    const target = path.resolve(path.dirname(file), match[1] ?? '');
    const resolved = [target, ...SOURCE_EXTENSIONS.map((extension) => `${target}${extension}`)].find(
      (candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile(),
    );
    if (resolved) found.push(resolved);
  }
  return found;
}

/** Every source file under `root`, with the files it imports. */
function importGraph(root) {
  const dir = path.resolve(root);
  const files = fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && SOURCE_EXTENSIONS.includes(path.extname(entry.name)))
    .map((entry) => path.join(entry.parentPath, entry.name));
  return new Map(files.map((file) => [file, relativeImports(file)]));
}

/** Every file `from` imports, directly or through other files, with `from` itself. */
export function filesReachedFrom(root, from) {
  const imports = importGraph(root);
  const reached = new Set(from.map((file) => path.resolve(file)));
  for (const file of reached) for (const next of imports.get(file) ?? []) reached.add(next);
  return reached;
}

/** Every source file under `root` that imports zod, directly or through other files. */
export function filesReachingZod(root) {
  const imports = importGraph(root);
  return filesReaching(
    imports,
    [...imports.keys()].filter((file) => /\bfrom\s*['"]zod['"/]/.test(fs.readFileSync(file, 'utf8'))),
  );
}

/** The `targets`, and every file of the graph importing one of them, directly or through others. */
function filesReaching(imports, targets) {
  const reaches = new Set(targets);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [file, imported] of imports) {
      if (!reaches.has(file) && imported.some((target) => reaches.has(target))) {
        reaches.add(file);
        grew = true;
      }
    }
  }
  return reaches;
}

/** The `codeSplitting` option for the client build; `src` is the absolute path of src/. */
export function codeSplitting(src) {
  const reachingZod = filesReachingZod(src);
  const own = `${path.resolve(src)}${path.sep}`;
  const pageScripts = path.join(own, 'browser');
  const usedByPageScripts = filesReachedFrom(
    src,
    fs
      .readdirSync(pageScripts, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name)),
  );
  // A captured module brings what it imports into the group with it: a module importing one of the
  // page scripts' would bring that one here (and this file onto every page) too, and so would one
  // importing a package other than React (nanostores is the header's too).
  // The tracker's first paint (src/browser/tracker-first.ts) shares its modules (the calendar, the
  // limits engine, the card's elements) with the islands; no other page script uses them. They are
  // grouped among themselves like the shared group below, so the islands that use them are not left
  // with a file per module, and the first paint never loads a file holding React or an island's code.
  const firstPaint = path.join(pageScripts, 'tracker-first.ts');
  const usedByOtherPageScripts = filesReachedFrom(
    src,
    fs
      .readdirSync(pageScripts, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && path.join(entry.parentPath, entry.name) !== firstPaint)
      .map((entry) => path.join(entry.parentPath, entry.name)),
  );
  const firstPaintOnly = new Set(
    [...filesReachedFrom(src, fs.existsSync(firstPaint) ? [firstPaint] : [])].filter(
      (file) => !usedByOtherPageScripts.has(file) && !reachingZod.has(file),
    ),
  );
  const graph = importGraph(src);
  const importingPackages = [...graph.keys()].filter((file) => packageImports(file).some((name) => !REACT.test(name)));
  const reachingPageScripts = filesReaching(graph, [...usedByPageScripts, ...importingPackages]);
  return {
    groups: [
      {
        // Vite's helper for `import()` (it preloads the imported chunk's dependencies): a file of its
        // own, so a page script that imports a chunk on demand (the tracker's first paint, React's
        // screen) is not handed a merged file that imports React with it.
        name: 'preload-helper',
        test: /vite[\\/]preload-helper/,
        priority: 3,
      },
      {
        name: 'react',
        test: /node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react)[\\/]/,
        priority: 2,
      },
      {
        name: 'first-paint',
        test: (id) => firstPaintOnly.has(id.split('?')[0] ?? '') && !id.endsWith('tracker-first.ts'),
        minShareCount: 2,
        entriesAware: true,
        entriesAwareMergeThreshold: 20_000,
        priority: 1,
      },
      {
        // Grouped by the islands that use them (a page loads only what its islands import), small
        // groups merged into their nearest neighbour.
        name: 'shared',
        test: (id) => {
          const file = id.split('?')[0] ?? '';
          return file.startsWith(own) && !reachingZod.has(file) && !reachingPageScripts.has(file);
        },
        minShareCount: 2,
        entriesAware: true,
        entriesAwareMergeThreshold: 20_000,
        priority: 1,
      },
    ],
  };
}
