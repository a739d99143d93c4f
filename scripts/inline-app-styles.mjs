// Puts the stylesheets of each app screen (a page with an island hydrated on load: the tracker,
// case law, evidence...) into the page itself, as <style> elements, in place of their <link>s. Those
// pages are past a new connection's first round trip already (~14.6 KB) and their first paint
// waited for three or four small stylesheets, each a request of its own on a slow phone connection.
// Guidance pages keep linked stylesheets: their HTML fits the first round trip, and the shared
// stylesheet is cached for the next page. write-headers.mjs then allows each <style> by its hash in
// the Content-Security-Policy. Run after `astro build`, before write-headers.mjs.
import fs from 'node:fs';
import path from 'node:path';
import { htmlFiles, isAppScreen } from './dist-files.mjs';
import { root } from './offline-env.mjs';

const dist = path.resolve(process.argv[2] ?? process.env.ASTRO_OUT_DIR ?? path.join(root, 'dist'));

let pages = 0;
for (const file of htmlFiles(dist)) {
  const html = fs.readFileSync(file, 'utf8');
  if (!isAppScreen(html)) continue;
  const inlined = html.replace(/<link rel="stylesheet" href="(\/_astro\/[^"]+\.css)"\s*\/?>/g, (link, url) => {
    const css = fs.readFileSync(path.join(dist, url), 'utf8');
    // A stylesheet that could close the element early stays a link.
    return /<\/style/i.test(css) ? link : `<style>${css}</style>`;
  });
  if (inlined === html) continue;
  fs.writeFileSync(file, inlined);
  pages++;
}
console.log(`Stylesheets inlined in ${pages} app screens.`);
