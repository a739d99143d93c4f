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

/** The opening tags of a page's islands hydrated on load (`client:load`): what an app screen draws first. */
export function islandsHydratedOnLoad(html) {
  return [...html.matchAll(/<astro-island\b[^>]*>/g)].map(([tag]) => tag).filter((tag) => /\sclient="load"/.test(tag));
}
