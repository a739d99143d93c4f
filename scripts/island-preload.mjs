// Adds `<link rel="modulepreload">` for every module an island hydrated on load (`client:load`)
// needs, to the head of each built page. Astro's island runtime imports the island's module and
// React's renderer only when it runs, and the browser finds each module's own imports only once
// that module has arrived: on the tracker that is four round trips in a row before the screen can
// be drawn (island, then react and its helpers, then react-dom, then the smallest shared chunks).
// Listed in the head, they all start with the page. Islands hydrated later (`client:visible`,
// `client:idle`) are left alone: they may never be needed. Run after `astro build`.
import fs from 'node:fs';
import path from 'node:path';
import { htmlFiles, islandsHydratedOnLoad } from './dist-files.mjs';
import { root } from './offline-env.mjs';

const dist = path.resolve(process.argv[2] ?? process.env.ASTRO_OUT_DIR ?? path.join(root, 'dist'));

/** Static imports of a built chunk (`import"./x.js"`, `from"./x.js"`; not `import("./x.js")`). */
const staticImports = new Map();
function importsOf(url) {
  if (!staticImports.has(url)) {
    const file = path.join(dist, url);
    const code = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    const found = [...code.matchAll(/(?:\bfrom|\bimport)\s*["'](\.\/[^"']+\.js)["']/g)].map((match) =>
      path.posix.join(path.posix.dirname(url), match[1] ?? ''),
    );
    staticImports.set(url, found);
  }
  return staticImports.get(url);
}

/** The module and everything it imports statically, the module first. */
function graph(url, into) {
  if (into.has(url)) return;
  into.add(url);
  for (const next of importsOf(url)) graph(next, into);
}

let pages = 0;
for (const file of htmlFiles(dist)) {
  const html = fs.readFileSync(file, 'utf8');
  const modules = new Set();
  for (const island of islandsHydratedOnLoad(html)) {
    for (const attribute of ['renderer-url', 'component-url']) {
      const url = new RegExp(`\\s${attribute}="([^"]+)"`).exec(island)?.[1];
      if (url?.startsWith('/_astro/')) graph(url, modules);
    }
  }
  const links = [...modules]
    .filter((url) => !html.includes(`src="${url}"`) && !html.includes(`href="${url}"`))
    .map((url) => `<link rel="modulepreload" href="${url}">`);
  if (links.length === 0) continue;
  fs.writeFileSync(file, html.replace('</head>', `${links.join('')}</head>`));
  pages++;
}
console.log(`Module preloads added to ${pages} pages with islands hydrated on load.`);
