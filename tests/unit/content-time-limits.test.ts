/**
 * No page types a time limit (issue 9): the length of the limit comes from the figures table
 * through <Fig id="claimTimeLimit" />, <TimeLimitChange /> or <DeadlineExample />, so the
 * Employment Rights Act 2025 six-month change is one row's edit and no page is left saying
 * "three months" after it. Any number of months written out in the content fails this test.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../content');

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(full);
    return /\.(mdx|json)$/.test(entry.name) ? [full] : [];
  });
}

const TYPED_MONTHS = [
  /\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d+)[ -]months?\b/i,
  /\b(?:um|uma|dois|duas|três|quatro|cinco|seis|sete|oito|nove|dez|onze|doze|\d+) (?:a \d+ )?m[eê]s(?:es)?\b/i,
];

/** The service's own terms and privacy notice speak of billing months and record keeping, not of the law's limits. */
const NOT_GUIDANCE = new Set(['terms.mdx', 'privacy.mdx']);

describe('content types no time limit in months', () => {
  const pages = files(root).filter((file) => !NOT_GUIDANCE.has(path.basename(file)));

  it('reads every page in both languages', () => {
    expect(pages.some((file) => file.includes(`${path.sep}en${path.sep}`))).toBe(true);
    expect(pages.some((file) => file.includes(`${path.sep}pt${path.sep}`))).toBe(true);
  });

  it.each(pages.map((file) => [path.relative(root, file), file]))('%s', (_name, file) => {
    const lines = fs.readFileSync(file, 'utf8').split('\n');
    const typed = lines
      .map((line, index) => ({ line, number: index + 1 }))
      .filter(({ line }) => TYPED_MONTHS.some((pattern) => pattern.test(line)))
      .map(({ line, number }) => `${number}: ${line.trim()}`);
    expect(typed).toEqual([]);
  });

  it('would catch a typed limit', () => {
    expect(TYPED_MONTHS.some((pattern) => pattern.test('You have three months less one day'))).toBe(true);
    expect(TYPED_MONTHS.some((pattern) => pattern.test('um prazo de 3 meses'))).toBe(true);
    expect(TYPED_MONTHS.some((pattern) => pattern.test('six-month limit'))).toBe(true);
  });
});
