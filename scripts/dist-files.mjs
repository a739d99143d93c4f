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
