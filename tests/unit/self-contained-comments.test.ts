/**
 * Comments and test names say the reason itself, never a pointer outside the repository: an issue
 * number or a section of the product specification means nothing to someone reading a fresh clone.
 * Scans every source file of src, worker, tests, scripts and bench, and the Markdown of docs; a
 * comment wrapped between the word and its number (`issue` at the end of one line, `14` on the
 * next) is caught too. The specification named as a source, with or without its part, and the legal
 * research notes named in capitals, are pointers of the same kind: the comment says the reason, or
 * the statute or rule, instead.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const folders = ['src', 'worker', 'tests', 'scripts', 'bench', 'docs'];
// Fixture folders' README files too: they say where each fixture came from.
const sourceFile = /\.(?:ts|tsx|mts|cts|js|mjs|cjs|astro|css|md)$/;

// The folder beside the repository holding the specification and research notes is for the people
// who build this, not a path a comment can send a reader to.
const outsideReference =
  /\bissue\s*#?\s*\d+|\bspec\s+part\b|\bspec\s*§|\bthe\s+spec\b|\bspec['’]s\b|\.\.\/shared\/|\bFACTS\.md\b/gi;
// In capitals only: the word in lower case is everywhere (a case's facts).
const researchNotes = /\bFACTS\b/g;

function files(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : files(full);
    return sourceFile.test(entry.name) ? [full] : [];
  });
}

/** Each reference in `text` with its line number; a line break and the next line's comment marker count as one space. */
function outsideReferences(text: string): { line: number; match: string }[] {
  const found: { line: number; match: string }[] = [];
  // Same length as `text`, so an index in it is an index in `text`.
  const unwrapped = text.replace(/\n[ \t]*(?:\*(?!\/)|\/\/)?/g, (gap) => ' '.repeat(gap.length));
  for (const hit of [...unwrapped.matchAll(outsideReference), ...unwrapped.matchAll(researchNotes)]) {
    found.push({ line: text.slice(0, hit.index).split('\n').length, match: hit[0] });
  }
  return found.sort((a, b) => a.line - b.line);
}

describe('comments that point outside the repository', () => {
  // The samples are assembled so this file holds none of them literally.
  const issue = ['iss', 'ue'].join('');
  const spec = ['sp', 'ec'].join('');
  const notes = ['FA', 'CTS'].join('');

  it.each([
    `/** Dated tasks (${issue} 15): the list. */`,
    `// ${issue} #12`,
    ` * Whether a user may generate a document (${spec} part 2 §4–§6, ${issue}\n * 14): the feature.`,
    `/* The card (${spec} §4). */`,
    `// as part 2 of the ${spec} says`,
    `// the switches (../${'shared'}/STACK-NOTES.md)`,
    `// researched in ${notes}.md §1`,
    `// passed (${notes} 12): never a date that moves with today`,
    `/** The period (${notes} §1.2). */`,
    `// The ${spec}: a failure to load is logged`,
    `/** 10 MB, the ${spec}'s limit for one file. */`,
    `// the ${spec}’s toasts`,
    `it('refuses types outside the ${spec} list', () => {`,
  ])('are found in %j', (sample) => {
    expect(outsideReferences(sample)).not.toEqual([]);
  });

  it.each([
    '/** The issues of a refused body, one per field. */',
    '// PNG specification, ISO/IEC 15948, clause 9.2',
    "const issue = result.error.issues[0]; // the first one's message",
    '// Read the facts of the case, and its findings of fact.',
    '/** Reads a PNG (PNG spec, 3rd edition, §5). */',
    'const specs = inputs.map((input) => input.name);',
  ])('are not claimed in %j', (sample) => {
    expect(outsideReferences(sample)).toEqual([]);
  });

  it('are none in src, worker, tests, scripts, bench or docs', () => {
    const offenders = folders
      .flatMap((folder) => files(path.join(root, folder)))
      .flatMap((file) =>
        outsideReferences(fs.readFileSync(file, 'utf8')).map(
          ({ line, match }) => `${path.relative(root, file)}:${line}: ${match}`,
        ),
      );
    expect(offenders).toEqual([]);
  });
});
