// Every built HTML file under a folder (dist/ by default): shared by the build checks.
import fs from 'node:fs';
import path from 'node:path';

export function* htmlFiles(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (entry.name.endsWith('.html')) yield full;
  }
}

/**
 * An app screen: a page with an island hydrated on load, or one whose screen a script of its own
 * draws on load before any island (marked `data-app-screen`: the tracker's first paint).
 */
export function isAppScreen(html) {
  return islandsHydratedOnLoad(html).length > 0 || /<[a-z][^>]*\sdata-app-screen[\s=>]/.test(html);
}

/** The opening tags of a page's islands hydrated on load (`client:load`): what an app screen draws first. */
export function islandsHydratedOnLoad(html) {
  return [...html.matchAll(/<astro-island\b[^>]*>/g)].map(([tag]) => tag).filter((tag) => /\sclient="load"/.test(tag));
}
