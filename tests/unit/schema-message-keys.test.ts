/**
 * Every message a schema in src/domain sets is a key of both catalogues, never a sentence: the
 * Worker's 400 and an island's own check name the key, and each screen says it in its reader's
 * language. The schemas are found by importing every module of src/domain and walking each zod
 * schema it exports (its fields, checks, unions and wrappers) for the messages it was given. A
 * check given no message falls back to the general key ('form.invalidAnswer') at the seam.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../../src/domain/auth-limits';
import { BUNDLE_SECTIONS, MAX_DOCUMENT_DESCRIPTION } from '../../src/domain/bundle-arrangement';
import { MAX_BUNDLE_FILES_PER_CASE } from '../../src/domain/bundle-files';
import { MAX_BUNDLE_PAGES } from '../../src/domain/bundle-index';
import { MAX_DECISION_ID_LENGTH, MAX_PAGE_SIZE, MAX_QUERY_LENGTH } from '../../src/domain/case-law';
import { MAX_DOCUMENT_CHARS } from '../../src/domain/documents';
import { MAX_REPORTED_PATH_LENGTH } from '../../src/domain/missing-path-report';
import { MAX_SEARCH_NAME_LENGTH } from '../../src/domain/reminders/limits';
import en from '../../src/i18n/en.json';
import pt from '../../src/i18n/pt.json';

const isKey = (message: string) => Object.hasOwn(en, message) && Object.hasOwn(pt, message);

const modules = import.meta.glob<Record<string, unknown>>(['../../src/domain/**/*.ts', '!../../src/domain/**/*.d.ts']);

/** Content written by the team, checked when the site is built, never a reader's input. */
const AUTHORED_CONTENT = new Set(['curatedCaseSchema']);

interface Def {
  type: string;
  error?: (issue: unknown) => unknown;
  checks?: { _zod: { def: { error?: (issue: unknown) => unknown } } }[];
  [part: string]: unknown;
}

/** The messages a schema (and everything inside it) was given, each with where it was found. */
function messagesOf(schema: z.ZodType, where: string, seen = new Set<unknown>()): { where: string; message: string }[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = schema._zod.def as unknown as Def;
  const found: { where: string; message: string }[] = [];
  const said = (error: ((issue: unknown) => unknown) | undefined, at: string) => {
    // An error function may choose by the issue; asked with none, it gives its message (or nothing).
    const message = error?.({ input: undefined, code: 'custom', path: [] });
    if (typeof message === 'string') found.push({ where: at, message });
    else if (typeof message === 'object' && message !== null && 'message' in message)
      found.push({ where: at, message: String((message as { message: unknown }).message) });
  };
  said(def.error, where);
  for (const check of def.checks ?? []) said(check._zod.def.error, where);
  const inner = (part: unknown, at: string) => {
    if (part instanceof z.ZodType) found.push(...messagesOf(part, at, seen));
  };
  if (def.type === 'object') {
    for (const [field, part] of Object.entries(def.shape as Record<string, unknown>)) inner(part, `${where}.${field}`);
    inner(def.catchall, where);
  }
  for (const name of ['innerType', 'element', 'in', 'out', 'left', 'right', 'keyType', 'valueType', 'rest'])
    inner(def[name], where);
  for (const name of ['options', 'items']) {
    const parts = def[name];
    if (Array.isArray(parts)) for (const part of parts) inner(part, where);
  }
  return found;
}

interface DomainSchema {
  module: string;
  name: string;
  schema: z.ZodType;
}

async function domainSchemas(): Promise<DomainSchema[]> {
  const schemas: DomainSchema[] = [];
  for (const [path, load] of Object.entries(modules)) {
    const exports = await load();
    for (const [name, value] of Object.entries(exports)) {
      if (value instanceof z.ZodType && !AUTHORED_CONTENT.has(name))
        schemas.push({ module: path.replace('../../src/domain/', ''), name, schema: value });
    }
  }
  return schemas;
}

describe('the schemas of src/domain', () => {
  it('are found (the walk reads real schemas)', async () => {
    const schemas = await domainSchemas();
    expect(schemas.length).toBeGreaterThan(20);
    const names = schemas.map((s) => s.name);
    for (const expected of [
      'caseLawQuerySchema',
      'missingPathReportSchema',
      'reminderSettingsSchema',
      'savedSearchCreateSchema',
      'signUpBodySchema',
      'checkoutRequestSchema',
      'bundleArrangementSchema',
      'bundleIndexSchema',
    ]) {
      expect(names, expected).toContain(expected);
    }
  });

  it('set only messages that are keys of both the English and the Portuguese catalogue', async () => {
    const notKeys: string[] = [];
    for (const { module, name, schema } of await domainSchemas()) {
      for (const { where, message } of messagesOf(schema, `${module} ${name}`)) {
        if (!isKey(message)) notKeys.push(`${where}: ${message}`);
      }
    }
    expect([...new Set(notKeys)]).toEqual([]);
  });
});

/** '60,000' (English) and '60 000' (Portuguese) as 60000. */
const ungrouped = (text: string) => text.replace(/(\d)[,\s\u00a0\u202f](?=\d{3}\b)/g, '$1');

describe('the figures in the refusals’ words', () => {
  it('are the limits the schemas check, in both languages', () => {
    const figures: [string, number][] = [
      ['caseLaw.validation.queryTooLong', MAX_QUERY_LENGTH],
      ['caseLaw.validation.pageSize', MAX_PAGE_SIZE],
      ['caseLaw.validation.decisionIdTooLong', MAX_DECISION_ID_LENGTH],
      ['missingPath.validation.tooLong', MAX_REPORTED_PATH_LENGTH],
      ['savedSearches.nameTooLong', MAX_SEARCH_NAME_LENGTH],
      ['documents.contentTooLong', MAX_DOCUMENT_CHARS],
      ['auth.validation.emailTooLong', MAX_EMAIL_LENGTH],
      ['auth.validation.password', MIN_PASSWORD_LENGTH],
      ['auth.validation.password', MAX_PASSWORD_LENGTH],
      ['auth.validation.name', MAX_NAME_LENGTH],
      ['bundleArrangement.validation.tooMany', MAX_BUNDLE_FILES_PER_CASE],
      ['bundleArrangement.validation.descriptionTooLong', MAX_DOCUMENT_DESCRIPTION],
      ['bundleIndex.validation.tooMany', MAX_BUNDLE_FILES_PER_CASE],
      ['bundleIndex.validation.badPage', MAX_BUNDLE_PAGES],
    ];
    for (const [key, figure] of figures) {
      expect(ungrouped(en[key as keyof typeof en]), key).toContain(String(figure));
      expect(ungrouped(pt[key as keyof typeof pt]), key).toContain(String(figure));
    }
  });
});

describe('the bundle’s sections in the refusals’ words', () => {
  it('are every section the schemas take, as sent, in both languages', () => {
    for (const key of ['bundleArrangement.validation.badSection', 'bundleIndex.validation.badSection'] as const) {
      for (const section of BUNDLE_SECTIONS) {
        expect(en[key], key).toContain(section);
        expect(pt[key], key).toContain(section);
      }
    }
  });
});
