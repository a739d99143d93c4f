import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const contentRoot = path.resolve('content');

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? files(full) : [path.relative(dir, full)];
  });
}

/** The shape of a JSON document: its key paths and array lengths, without the words. */
function shape(value: unknown, at = ''): string[] {
  if (Array.isArray(value)) return [`${at}[${value.length}]`, ...value.flatMap((item, i) => shape(item, `${at}[${i}]`))];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => shape(v, `${at}.${k}`));
  return [at];
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
});
