import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * No page types a tribunal time limit. The limit changes with the Employment Rights Act 2025 (three
 * months to six months for most claims), so every page reads it from the figures table through
 * <Fig id="claimTimeLimit" />, <Fig id="equalPayTimeLimit" />, <TimeLimitChange /> and the other
 * components (docs/content-editing.md). A typed "three months" would stay wrong on the day the table
 * changes, and one wrong deadline can cost a claimant their claim.
 */

const contentRoot = path.resolve('content');

/** "three months", "3 months", "six-month", "6 calendar months", "três meses", "6 meses", "seis mês"… */
const TYPED_LIMIT =
  /\b(?:three|3|six|6)[\s\u00a0-]+(?:calendar[\s\u00a0-]+)?months?\b|\b(?:três|3|seis|6)[\s\u00a0]+(?:meses|mês)(?![\p{L}])/giu;

/**
 * Phrases that match but are not a time limit, each with the reason it may stay. Keep this short:
 * rephrasing is almost always better (stage 5's "roughly 3 to 6 months" of case management became
 * "several months"). Every entry must still match something, so the list cannot go stale.
 */
const ALLOWED: readonly { file: string; phrase: string; reason: string }[] = [];

/** Every file under `dir`, as paths relative to the content root ("en/stage/3.mdx"). */
function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? files(full) : [path.relative(contentRoot, full)];
  });
}

interface Hit {
  file: string;
  line: number;
  phrase: string;
}

function typedLimits(file: string, text: string): Hit[] {
  return text
    .split('\n')
    .flatMap((line, index) => [...line.matchAll(TYPED_LIMIT)].map((match) => ({ file, line: index + 1, phrase: match[0] })));
}

const allFiles = ['en', 'pt'].flatMap((locale) => files(path.join(contentRoot, locale))).sort();

describe('content: time limits are never typed', () => {
  it('finds the phrases it is meant to find, and not others', () => {
    const phrases = (text: string) => typedLimits('example', text).map((hit) => hit.phrase);
    expect(phrases('within three months of the act')).toEqual(['three months']);
    expect(phrases('a 3 month limit, a six-month limit and 6 calendar months')).toEqual([
      '3 month',
      'six-month',
      '6 calendar months',
    ]);
    expect(phrases('no prazo de três meses, ou seis meses, ou 3 meses, ou 6 mês')).toEqual([
      'três meses',
      'seis meses',
      '3 meses',
      '6 mês',
    ]);
    expect(phrases('Six Months')).toEqual(['Six Months']);
    expect(phrases('36 months, 16 meses, several months, vários meses, <Fig id="claimTimeLimit" />')).toEqual([]);
  });

  it('reads every page in both languages', () => {
    expect(allFiles.some((file) => file.startsWith('en/'))).toBe(true);
    expect(allFiles.some((file) => file.startsWith('pt/'))).toBe(true);
  });

  it.each(allFiles)('%s uses a component instead of typing a time limit', (file) => {
    const text = fs.readFileSync(path.join(contentRoot, file), 'utf8');
    const hits = typedLimits(file, text).filter(
      (hit) => !ALLOWED.some((allowed) => allowed.file === file && allowed.phrase.toLowerCase() === hit.phrase.toLowerCase()),
    );
    expect(hits, 'use <Fig id="claimTimeLimit" />, <TimeLimitChange /> or another component (docs/content-editing.md)').toEqual(
      [],
    );
  });

  it('has no stale allow-list entries', () => {
    for (const allowed of ALLOWED) {
      const text = fs.readFileSync(path.join(contentRoot, allowed.file), 'utf8');
      const found = typedLimits(allowed.file, text).some((hit) => hit.phrase.toLowerCase() === allowed.phrase.toLowerCase());
      expect(found, `${allowed.file}: "${allowed.phrase}" (${allowed.reason})`).toBe(true);
    }
  });
});
