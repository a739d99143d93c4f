/**
 * GOV.UK's Employment Tribunal and EAT decisions (Open Government Licence v3.0): the search API
 * lists decisions (England and Wales only), then the content API gives each new one. The judgment
 * itself is a PDF linked from the content item; we keep its address, the title, the description
 * and the jurisdiction codes, mapped to our claim types. GOV.UK keeps these out of search engines,
 * so we mark them noindex too.
 */
import { z } from 'zod';
import { knownSourceUris } from '../../db/raw/case-law-sync';
import { type PoliteGet, politeClient, SourceError } from './http';
import { upsertDecisions } from './store';
import { counted, type DecisionRow, type SyncContext, type SyncResult } from './types';

export const OGL_ATTRIBUTION = 'Contains public sector information licensed under the Open Government Licence v3.0.';

const formats = [
  { format: 'employment_tribunal_decision', court: 'Employment Tribunal' },
  { format: 'employment_appeal_tribunal_decision', court: 'Employment Appeal Tribunal' },
] as const;

/** GOV.UK jurisdiction codes → our claim types (codes without a match are kept, unmapped). */
const CATEGORY_MAP: Record<string, string> = {
  'unfair-dismissal': 'unfair-dismissal',
  'public-interest-disclosure': 'whistleblowing',
  redundancy: 'redundancy',
  'protective-award': 'redundancy',
  'age-discrimination': 'discrimination',
  'disability-discrimination': 'discrimination',
  'race-discrimination': 'discrimination',
  'religion-or-belief-discrimination': 'discrimination',
  'sex-discrimination': 'discrimination',
  'sexual-orientation-discrimination-transexualism': 'discrimination',
  'maternity-and-pregnancy-rights': 'discrimination',
  'equal-pay-act': 'discrimination',
  harassment: 'harassment',
  'victimisation-discrimination': 'victimisation',
  'unlawful-deduction-from-wages': 'wages',
  'national-minimum-wage': 'wages',
  'working-time-regulations': 'holiday-pay',
  'time-limits': 'time-limits',
};

export function claimTypesFor(categories: string[]): string[] {
  return [...new Set(categories.map((c) => CATEGORY_MAP[c]).filter((t): t is string => Boolean(t)))];
}

const searchSchema = z.object({
  results: z.array(
    z.object({
      link: z.string().startsWith('/'),
      title: z.string(),
      description: z.string().nullish(),
      public_timestamp: z.string().nullish(),
    }),
  ),
  total: z.number().int(),
});

const contentSchema = z.object({
  base_path: z.string().startsWith('/'),
  title: z.string().min(1),
  description: z.string().nullish(),
  details: z.object({
    metadata: z.object({
      tribunal_decision_categories: z.array(z.string()).default([]),
      tribunal_decision_country: z.string().nullish(),
      tribunal_decision_decision_date: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/)
        .nullish(),
      hidden_indexable_content: z.string().nullish(),
    }),
    attachments: z.array(z.object({ url: z.string(), content_type: z.string().nullish() })).default([]),
  }),
});

function parseJson<T extends z.ZodType>(text: string, schema: T, what: string): z.output<T> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new SourceError(`GOV.UK sent ${what} that is not valid JSON`);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    throw new SourceError(`GOV.UK sent ${what} in an unexpected shape (${parsed.error.issues[0]?.path.join('.') ?? 'root'})`);
  return parsed.data;
}

/**
 * Decision titles are "Ms A Smith v Acme Ltd: 2301234/2024" (name, case number) or
 * "Retained Firefighters: Case Management Order of …" (name, description).
 */
export function splitTitle(title: string): { caseName: string; caseNumber: string | null } {
  const match = /^(.*?):\s*(.+)$/.exec(title.trim());
  if (!match?.[1] || !match[2]) return { caseName: title.trim(), caseNumber: null };
  const rest = match[2].trim();
  return { caseName: match[1].trim(), caseNumber: /^[\d/ ,-]+$/.test(rest) ? rest : null };
}

export function decisionFromContent(item: z.output<typeof contentSchema>, govukBase: string, court: string): DecisionRow | null {
  const meta = item.details.metadata;
  if (meta.tribunal_decision_country && meta.tribunal_decision_country !== 'england-and-wales') return null;
  const { caseName, caseNumber } = splitTitle(item.title);
  const date = meta.tribunal_decision_decision_date ?? null;
  const pdf = item.details.attachments.find((a) => a.content_type === 'application/pdf')?.url ?? null;
  const summary = (item.description ?? meta.hidden_indexable_content ?? '').trim() || `${court} decision in ${caseName}.`;
  return {
    caseName,
    neutralCitation: null,
    citation: caseNumber ? `Case ${caseNumber}` : `${court} decision`,
    year: date ? Number(date.slice(0, 4)) : new Date().getUTCFullYear(),
    courtLevel: court,
    claimTypes: claimTypesFor(meta.tribunal_decision_categories),
    summary,
    keyPoints: meta.hidden_indexable_content && meta.hidden_indexable_content !== summary ? [meta.hidden_indexable_content] : [],
    caseUrl: pdf ?? `${govukBase}${item.base_path}`,
    source: 'govuk',
    sourceUri: `govuk:${item.base_path}`,
    decisionDate: date,
    jurisdictionCodes: meta.tribunal_decision_categories,
    attribution: OGL_ATTRIBUTION,
    noindex: true,
  };
}

async function listNew(get: PoliteGet, ctx: SyncContext, format: string): Promise<string[]> {
  const params = new URLSearchParams({
    filter_format: format,
    filter_tribunal_decision_country: 'england-and-wales',
    order: '-public_timestamp',
    count: String(ctx.config.maxItems),
    start: '0',
    fields: 'title,link,description,public_timestamp',
  });
  if (ctx.since) params.set('filter_public_timestamp', `from:${ctx.since.slice(0, 10)}`);
  const list = parseJson(
    await get(`${ctx.config.govukBase}/api/search.json?${params}`, 'application/json'),
    searchSchema,
    'a search result',
  );
  const links = list.results.map((r) => r.link);
  if (links.length === 0) return [];
  const seen = await knownSourceUris(
    ctx.db,
    links.map((l) => `govuk:${l}`),
  );
  return links.filter((l) => !seen.has(`govuk:${l}`));
}

export async function syncGovuk(ctx: SyncContext): Promise<SyncResult> {
  const get = politeClient({ fetcher: ctx.fetcher, ...(ctx.sleep ? { sleep: ctx.sleep } : {}), intervalMs: 120 });
  const rows: DecisionRow[] = [];
  for (const { format, court } of formats) {
    for (const link of await listNew(get, ctx, format)) {
      const item = parseJson(
        await get(`${ctx.config.govukBase}/api/content${link}`, 'application/json'),
        contentSchema,
        'a decision',
      );
      const row = decisionFromContent(item, ctx.config.govukBase, court);
      if (row) rows.push(row);
    }
  }
  const added = await upsertDecisions(ctx.db, rows);
  return {
    success: true,
    message: added === 0 ? 'GOV.UK: no new decisions.' : `GOV.UK: ${counted(added, 'new decision', 'new decisions')}.`,
    count: added,
  };
}
