/**
 * The National Archives' Find Case Law (Open Justice Licence v1.0): the EAT's Atom feed, then each
 * new judgment's LegalDocML for its neutral citation, parties, judges and date. The licence
 * forbids bulk computational use without a transactional licence, so this source refuses to run
 * unless TNA_LICENCE_REFERENCE is configured.
 */
import { XMLParser } from 'fast-xml-parser';
import { knownSourceUris } from '../../db/raw/case-law-sync';
import { type PoliteGet, politeClient, SourceError } from './http';
import { upsertDecisions } from './store';
import { counted, type DecisionRow, type SyncContext, type SyncResult } from './types';

export const OJL_ATTRIBUTION = 'Contains information licensed under the Open Justice Licence v1.0.';
export const LICENCE_NEEDED =
  "Find Case Law's Open Justice Licence does not allow bulk computational use without a transactional licence. Apply for one at https://caselaw.nationalarchives.gov.uk/re-use-find-case-law-records, then set TNA_LICENCE_REFERENCE.";

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  textNodeName: '#text',
  trimValues: true,
});

function parseXml(text: string, what: string): Record<string, unknown> {
  try {
    const value = parser.parse(text, true) as Record<string, unknown>;
    if (!value || typeof value !== 'object' || Object.keys(value).length === 0) throw new Error('empty');
    return value;
  } catch {
    throw new SourceError(`Find Case Law sent ${what} that is not well-formed XML`);
  }
}

const list = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** All the text inside an element, however deeply nested (parties are sometimes wrapped in <span>). */
export function textOf(node: unknown): string {
  if (node === null || node === undefined) return '';
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join(' ');
  if (typeof node === 'object') {
    return Object.entries(node as Record<string, unknown>)
      .filter(([key]) => !key.startsWith('@'))
      .map(([, value]) => textOf(value))
      .join(' ');
  }
  return '';
}
const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Finds every element with this name anywhere in the parsed tree. */
function findAll(node: unknown, name: string, out: unknown[] = []): unknown[] {
  if (Array.isArray(node)) for (const child of node) findAll(child, name, out);
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
      if (key === name) out.push(...list(value));
      findAll(value, name, out);
    }
  }
  return out;
}

export interface FeedEntry {
  uri: string;
  title: string;
  published: string | null;
  dataUrl: string;
}

export function parseAtom(xml: string, base: string): FeedEntry[] {
  const doc = parseXml(xml, 'a feed');
  const feed = doc.feed as Record<string, unknown> | undefined;
  if (!feed) throw new SourceError('Find Case Law sent a feed without a <feed> element');
  return list(feed.entry as Record<string, unknown> | Record<string, unknown>[] | undefined).flatMap((entry) => {
    const uri = clean(textOf(entry.uri));
    if (!uri) return [];
    const links = list(entry.link as Record<string, string> | Record<string, string>[] | undefined);
    const data = links.find((l) => l['@type'] === 'application/akn+xml')?.['@href'] ?? `${base}/${uri}/data.xml`;
    return [{ uri, title: clean(textOf(entry.title)), published: clean(textOf(entry.published)) || null, dataUrl: data }];
  });
}

export interface Judgment {
  name: string;
  neutralCitation: string | null;
  date: string | null;
  court: string | null;
  parties: { role: string; name: string }[];
  judges: string[];
  url: string | null;
}

export function parseJudgment(xml: string): Judgment {
  const doc = parseXml(xml, 'a judgment');
  const cite = clean(textOf(findAll(doc, 'cite')[0])) || clean(textOf(findAll(doc, 'neutralCitation')[0])) || null;
  const work = findAll(doc, 'FRBRWork')[0] as Record<string, Record<string, string>> | undefined;
  const name = work?.FRBRname?.['@value'] ?? '';
  const dateNode = findAll(doc, 'FRBRdate').find((d) => (d as Record<string, string>)['@name'] === 'judgment') as
    | Record<string, string>
    | undefined;
  const docDate = findAll(doc, 'docDate')[0] as Record<string, string> | undefined;
  const date = dateNode?.['@date'] ?? docDate?.['@date'] ?? null;
  const parties = findAll(doc, 'party').map((p) => ({
    role: String((p as Record<string, string>)['@as'] ?? '').replace(/^#/, ''),
    name: clean(textOf(p)),
  }));
  const judges = findAll(doc, 'judge').map(
    (j) =>
      clean(textOf(j)) ||
      String((j as Record<string, string>)['@refersTo'] ?? '')
        .replace(/^#judge-/, '')
        .replace(/-/g, ' '),
  );
  const court = clean(textOf(findAll(doc, 'court')[0])) || null;
  const expression = findAll(doc, 'FRBRExpression')[0] as Record<string, Record<string, string>> | undefined;
  return {
    name,
    neutralCitation: cite,
    date: /^\d{4}-\d{2}-\d{2}$/.test(date ?? '') ? date : null,
    court,
    parties,
    judges,
    url: expression?.FRBRthis?.['@value'] ?? null,
  };
}

export function decisionFromJudgment(entry: FeedEntry, judgment: Judgment): DecisionRow {
  const appellants = judgment.parties.filter((p) => p.role === 'appellant').map((p) => p.name);
  const respondents = judgment.parties.filter((p) => p.role === 'respondent').map((p) => p.name);
  const caseName =
    judgment.name ||
    entry.title ||
    (appellants.length && respondents.length ? `${appellants.join(', ')} v ${respondents.join(', ')}` : entry.uri);
  const date = judgment.date ?? entry.published?.slice(0, 10) ?? null;
  const judges = judgment.judges.length ? `Judge: ${judgment.judges.join(', ')}.` : 'Judge not recorded.';
  return {
    caseName,
    neutralCitation: judgment.neutralCitation,
    citation: judgment.neutralCitation ?? entry.uri,
    year: date ? Number(date.slice(0, 4)) : new Date().getUTCFullYear(),
    courtLevel: 'Employment Appeal Tribunal',
    claimTypes: [],
    summary: `Employment Appeal Tribunal judgment${date ? ` of ${date}` : ''}: ${appellants.join(', ') || 'appellant not recorded'} (appellant) against ${respondents.join(', ') || 'respondent not recorded'} (respondent). ${judges}`,
    keyPoints: [],
    caseUrl: judgment.url ?? `https://caselaw.nationalarchives.gov.uk/${entry.uri}`,
    source: 'national-archives',
    sourceUri: `tna:${entry.uri}`,
    decisionDate: date,
    jurisdictionCodes: null,
    attribution: OJL_ATTRIBUTION,
    noindex: false,
  };
}

export async function syncNationalArchives(ctx: SyncContext): Promise<SyncResult> {
  if (!ctx.config.tnaLicence) return { success: false, message: LICENCE_NEEDED, count: 0 };
  // Find Case Law allows 1,000 requests per 5 minutes: one every 300 ms stays well inside it.
  const get: PoliteGet = politeClient({ fetcher: ctx.fetcher, ...(ctx.sleep ? { sleep: ctx.sleep } : {}), intervalMs: 300 });
  const params = new URLSearchParams({
    court: 'eat',
    order: '-date',
    page: '1',
    per_page: String(Math.min(ctx.config.maxItems, 50)),
  });
  const entries = parseAtom(await get(`${ctx.config.tnaBase}/atom.xml?${params}`, 'application/atom+xml'), ctx.config.tnaBase);
  const fresh = entries.filter((e) => !ctx.since || !e.published || e.published >= ctx.since.slice(0, 10));
  const seen = fresh.length
    ? await knownSourceUris(
        ctx.db,
        fresh.map((e) => `tna:${e.uri}`),
      )
    : new Set<string>();
  const rows: DecisionRow[] = [];
  for (const entry of fresh.filter((e) => !seen.has(`tna:${e.uri}`))) {
    rows.push(decisionFromJudgment(entry, parseJudgment(await get(entry.dataUrl, 'application/xml'))));
  }
  const added = await upsertDecisions(ctx.db, rows);
  return {
    success: true,
    message:
      added === 0
        ? 'Find Case Law: no new EAT judgments.'
        : `Find Case Law: ${counted(added, 'new EAT judgment', 'new EAT judgments')}.`,
    count: added,
  };
}
