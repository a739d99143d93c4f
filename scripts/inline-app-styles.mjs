// Puts each app screen's own stylesheets (a page with an island hydrated on load, or drawn by a
// script of its own: the tracker, case law, evidence...) into the page itself, as <style> elements,
// in place of their <link>s: their first paint waited for three or four small stylesheets, each a
// request of its own on a slow phone connection.
//
// A stylesheet a guidance page links too (the site's shared one, with the header, footer and
// forms) stays a link: whoever came to the screen through the site has it in the cache already, and
// the service worker precaches it. Inlined, it was 16 KB more HTML on every visit, parsed after the
// first paint on a slow phone (the parser yields once the head is read, and the rest of a long page
// is parsed in tasks the reader waits on).
//
// Guidance pages keep every stylesheet linked: their HTML fits the first round trip, and the shared
// stylesheet is cached for the next page. write-headers.mjs then allows each <style> by its hash in
// the Content-Security-Policy. Run after `astro build`, before write-headers.mjs.
import fs from 'node:fs';
import path from 'node:path';
import { htmlFiles, isAppScreen } from './dist-files.mjs';
import { root } from './offline-env.mjs';

const dist = path.resolve(process.argv[2] ?? process.env.ASTRO_OUT_DIR ?? path.join(root, 'dist'));
const stylesheetLink = /<link rel="stylesheet" href="(\/_astro\/[^"]+\.css)"\s*\/?>/g;

const pages = [...htmlFiles(dist)].map((file) => {
  const html = fs.readFileSync(file, 'utf8');
  return { file, html, app: isAppScreen(html) };
});
const appScreens = pages.filter((page) => page.app);
/** The stylesheets guidance pages link: cached by the time a reader opens an app screen from the site. */
const shared = new Set(
  pages.filter((page) => !page.app).flatMap((page) => [...page.html.matchAll(stylesheetLink)].map(([, url]) => url)),
);

let inlinedPages = 0;
for (const { file, html } of appScreens) {
  const inlined = html.replace(stylesheetLink, (link, url) => {
    if (shared.has(url)) return link;
    const css = fs.readFileSync(path.join(dist, url), 'utf8');
    // A stylesheet that could close the element early stays a link.
    return /<\/style/i.test(css) ? link : `<style>${css}</style>`;
  });
  if (inlined === html) continue;
  fs.writeFileSync(file, inlined);
  inlinedPages++;
}
console.log(
  `Stylesheets inlined in ${inlinedPages} app screens; ${shared.size} shared with guidance pages left linked (${[...shared].join(', ')}).`,
);
