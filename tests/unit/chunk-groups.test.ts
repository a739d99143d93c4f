/**
 * The client build's file grouping (scripts/chunk-groups.mjs): our modules shared between islands are
 * merged into a few files, but never one that reaches zod, which the tracker and case law load only on
 * a first save, nor one the pages' own scripts (the header on every page) use: a merged file holding
 * it would bring zod, or the islands' code and React, onto every page that loads it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { codeSplitting, filesReachingZod } from '../../scripts/chunk-groups.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const src = path.join(root, 'src');

describe('files reaching zod', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-chunk-groups-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const write = (name: string, code: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), code);
  };
  write('schema.ts', "import { z } from 'zod';\nexport const s = z.string();\n");
  write('checks.ts', "import {\n  s,\n} from './schema';\nexport const check = s;\n");
  write('form/save.tsx', "export * from '../checks.ts';\n");
  write('values.ts', "import type { s } from './schema';\nexport const limit = 200;\n");
  write('lazy.ts', "export const later = () => import('./schema');\n");

  it('holds the files importing zod and every file importing them, through any depth', () => {
    const found = [...filesReachingZod(dir)].map((file) => path.relative(dir, file)).sort();
    expect(found).toEqual(['checks.ts', 'form/save.tsx', 'schema.ts']);
  });
});

describe('the shared group', () => {
  const test = codeSplitting(src).groups.find((group) => group.name === 'shared')?.test;
  if (typeof test !== 'function') throw new Error('the shared group tests module ids with a function');
  const captures = (file: string) => test(path.join(src, file));

  it("takes modules only islands share (the tracker's timeline, case law's values, plurals)", () => {
    expect(captures('islands/tracker/Timeline.tsx')).toBe(true);
    expect(captures('domain/case-law-values.ts')).toBe(true);
    expect(captures('i18n/plural.ts')).toBe(true);
  });

  it("leaves the case schema and the tracker's checks (loaded on the first save) where they were", () => {
    expect(captures('domain/case-schema.ts')).toBe(false);
    expect(captures('islands/tracker/tracker-checks.ts')).toBe(false);
    expect(captures('islands/zod-config.ts')).toBe(false);
  });

  it("leaves out what the pages' own scripts use (the header's session), and modules importing packages other than React", () => {
    expect(captures('stores/session.ts')).toBe(false);
    expect(captures('stores/api.ts')).toBe(false);
    // It imports nanostores, which the header's session uses too.
    expect(captures('stores/tracker-case.ts')).toBe(false);
    // The tracker's first paint (src/browser/tracker-first.ts) draws the card with the limits engine
    // and the card's elements: they, and React's card built on them, stay out of the merged files.
    expect(captures('domain/calendar.ts')).toBe(false);
    expect(captures('islands/tracker/deadline-card-view.ts')).toBe(false);
    expect(captures('islands/tracker/DeadlineCard.tsx')).toBe(false);
  });

  it('never takes a module from outside src/', () => {
    expect(test(path.join(root, 'node_modules/zod/index.js'))).toBe(false);
  });
});
