// How the browser's scripts are cut into files (rolldown's `output.codeSplitting`, used by
// astro.config.mjs). Left to itself the bundler makes one file per set of islands sharing a module:
// the tracker needed 27 files, most of 1-2 KB, and over HTTP/1.1 or a slow phone connection each
// one is a round trip before the screen can be drawn. Grouped here:
// - React, its DOM client and Astro's renderer for it: one file every island page needs;
// - our own shared modules (values, messages, stores) merged into a few files, but never a module
//   that reaches zod: the shared schemas (and zod's 24 KB) load only on a first save, and a merged
//   file would bring them onto every page that loads it.
import fs from 'node:fs';
import path from 'node:path';

const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs'];

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

/** Every source file under `dir` that imports zod, directly or through other files. */
export function filesReachingZod(root) {
  const dir = path.resolve(root);
  const files = fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && SOURCE_EXTENSIONS.includes(path.extname(entry.name)))
    .map((entry) => path.join(entry.parentPath, entry.name));
  const reaches = new Set(files.filter((file) => /\bfrom\s*['"]zod['"/]/.test(fs.readFileSync(file, 'utf8'))));
  const imports = new Map(files.map((file) => [file, relativeImports(file)]));
  for (let grew = true; grew; ) {
    grew = false;
    for (const [file, targets] of imports) {
      if (!reaches.has(file) && targets.some((target) => reaches.has(target))) {
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
  return {
    groups: [
      {
        name: 'react',
        test: /node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react)[\\/]/,
        priority: 2,
      },
      {
        // Grouped by the islands that use them (a page loads only what its islands import), small
        // groups merged into their nearest neighbour.
        name: 'shared',
        test: (id) => {
          const file = id.split('?')[0] ?? '';
          return file.startsWith(own) && !reachingZod.has(file);
        },
        minShareCount: 2,
        entriesAware: true,
        entriesAwareMergeThreshold: 20_000,
        priority: 1,
      },
    ],
  };
}
