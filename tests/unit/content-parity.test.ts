import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const contentRoot = path.resolve('content');

/** Every file under `dir`, as paths relative to `dir` ("stage/3.mdx"). */
function files(dir: string, base = dir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? files(full, base) : [path.relative(base, full)];
  });
}

/** The shape of a JSON document: its key paths and array lengths, without the words. */
function shape(value: unknown, at = ''): string[] {
  if (Array.isArray(value)) return [`${at}[${value.length}]`, ...value.flatMap((item, i) => shape(item, `${at}[${i}]`))];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => shape(v, `${at}.${k}`));
  return [at];
}

/**
 * The outline of an MDX page: its heading levels and the components it uses with their props, in
 * order. The words differ between languages; the outline must not.
 */
function outline(mdx: string): string[] {
  const body = mdx.replace(/^---[\s\S]*?\n---\n/, '');
  const items: string[] = [];
  for (const line of body.split('\n')) {
    const heading = /^(#{2,6})\s/.exec(line);
    if (heading?.[1]) items.push(heading[1]);
    for (const component of line.matchAll(/<([A-Z][A-Za-z0-9]*)((?:\s+[a-zA-Z]+="[^"]*")*)\s*\/?>/g)) {
      const props = [...(component[2] ?? '').matchAll(/([a-zA-Z]+)="([^"]*)"/g)]
        // Titles are words, translated; every other prop (ids, dates, types) must be identical.
        .filter(([, name]) => name !== 'title')
        .map(([, name, value]) => `${name}=${value}`);
      items.push(`<${component[1]} ${props.join(' ')}>`.replace(' >', '>'));
    }
  }
  return items;
}

/** Frontmatter values that are not words: dates and source addresses. */
function frontmatterFacts(mdx: string): string[] {
  const front = /^---\n([\s\S]*?)\n---/.exec(mdx)?.[1] ?? '';
  return front
    .split('\n')
    .filter((line) => /^(lastReviewed|lastUpdated):|^\s+url:/.test(line))
    .map((line) => line.trim());
}

describe('content', () => {
  const en = files(path.join(contentRoot, 'en')).sort();
  const pt = files(path.join(contentRoot, 'pt')).sort();

  it('has the same files in English and Portuguese', () => {
    expect(pt).toEqual(en);
  });

  it.each(en.filter((file) => file.endsWith('.json')))('%s has the same structure in both languages', (file) => {
    const read = (locale: string) => JSON.parse(fs.readFileSync(path.join(contentRoot, locale, file), 'utf8')) as unknown;
    expect(shape(read('pt'))).toEqual(shape(read('en')));
  });

  it.each(en.filter((file) => file.endsWith('.mdx')))(
    '%s has the same sections, components and sources in both languages',
    (file) => {
      const read = (locale: string) => fs.readFileSync(path.join(contentRoot, locale, file), 'utf8');
      expect(outline(read('pt'))).toEqual(outline(read('en')));
      expect(frontmatterFacts(read('pt'))).toEqual(frontmatterFacts(read('en')));
    },
  );
});
