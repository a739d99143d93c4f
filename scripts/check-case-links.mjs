// Fails the build when a guidance page names a curated decision without linking to its page: every
// citation the guide makes of a decision in seeds/case-law must take the reader to /case-law/<slug>
// (src/markdown/case-links.ts adds the links to Markdown and MDX; text written by components or in
// JSON content has to link by itself). Usage: node scripts/check-case-links.mjs [distDir]. Run by
// scripts/build.mjs after `astro build`.
import fs from 'node:fs';
import path from 'node:path';
import { caseNamePattern } from '../src/domain/case-names.ts';
import { readCuratedCases } from './case-law-seed.mjs';
import { htmlFiles } from './dist-files.mjs';
import { root } from './offline-env.mjs';

const dist = path.resolve(process.argv[2] ?? process.env.ASTRO_OUT_DIR ?? path.join(root, 'dist'));

const entities = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
/** The text of a page's <main> a reader sees outside links, headings and code. */
export function unlinkedText(html) {
  const main = /<main[\s>][\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
  return main
    .replace(/<(script|style|a|h[1-6]|code|pre)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (whole, name) => {
      if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return entities[name.toLowerCase()] ?? whole;
    });
}

const decisions = readCuratedCases(root).flatMap((decision) => {
  const pattern = caseNamePattern(decision.caseName);
  return pattern ? [{ name: decision.caseName, pattern }] : [];
});

const unlinked = [];
let pages = 0;
for (const file of htmlFiles(dist)) {
  const page = `/${path.relative(dist, file).replace(/\\/g, '/')}`.replace(/\.html$/, '');
  // Guidance pages only (Pagefind's body marks them); a decision's own page names itself.
  const html = fs.readFileSync(file, 'utf8');
  if (!html.includes('data-pagefind-body') || /^\/(pt\/)?case-law\//.test(page)) continue;
  pages++;
  const text = unlinkedText(html);
  for (const { name, pattern } of decisions) {
    pattern.lastIndex = 0;
    const match = pattern.exec(text);
    if (match) unlinked.push(`${page}: "${match[0]}" names ${name} without linking to its page`);
  }
}
if (unlinked.length > 0) {
  console.error(`Case citations without a link to the decision's page (${unlinked.length}):\n  ${unlinked.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `Case citations: ${pages} guidance pages checked against ${decisions.length} curated decisions, every citation linked.`,
);
