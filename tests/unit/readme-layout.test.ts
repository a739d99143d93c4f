/**
 * What a newcomer reads first stays true: README's layout names every folder at the top of the
 * repository and under src/, and its npm scripts table has a row for every script in package.json.
 * Folders git ignores (node_modules/, dist/, …) are not part of the layout.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');

/** The text of a `## heading` section, up to the next one. */
function section(heading: string): string {
  const start = readme.indexOf(`\n## ${heading}\n`);
  if (start < 0) return '';
  const end = readme.indexOf('\n## ', start + 1);
  return readme.slice(start, end < 0 ? undefined : end);
}

const ignored = new Set(
  fs
    .readFileSync(path.join(root, '.gitignore'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.endsWith('/'))
    .map((line) => line.replace(/^\/|\/$/g, '')),
);

function folders(dir: string): string[] {
  return fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && !ignored.has(entry.name))
    .map((entry) => (dir ? `${dir}/${entry.name}/` : `${entry.name}/`));
}

describe('README', () => {
  it('names every top-level folder and every folder of src/ in its layout', () => {
    const layout = section('Layout');
    const missing = [...folders(''), ...folders('src')].filter((folder) => !layout.includes(folder));
    expect(missing).toEqual([]);
  });

  it('has a row for every npm script', () => {
    const table = section('npm scripts');
    const scripts = Object.keys(
      JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts as Record<string, string>,
    );
    const missing = scripts.filter((name) => !table.includes(`| \`${name}\` |`));
    expect(missing).toEqual([]);
  });
});
