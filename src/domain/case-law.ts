/**
 * Case law: the search query's schema and the shape of a curated seed entry (seeds/case-law/*.json),
 * built from the values the database and the /case-law screen share (./case-law-values, re-exported).
 */
import { z } from 'zod';
import type { MessageKey } from '../i18n/translate';
import { caseLawClaimTypes, courts, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type Outcome, outcomes } from './case-law-values';

export {
  type CaseLawClaimType,
  caseLawClaimTypes,
  courts,
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  type Outcome,
  outcomes,
} from './case-law-values';

/**
 * The message keys (src/i18n) of the searches' refusals. The figures in their words are
 * MAX_PAGE_SIZE and the lengths below (tests/unit/schema-message-keys.test.ts holds them together).
 */
export const caseLawMessages = {
  queryTooLong: 'caseLaw.validation.queryTooLong',
  claimType: 'caseLaw.validation.claimType',
  outcome: 'caseLaw.validation.outcome',
  year: 'caseLaw.validation.year',
  page: 'caseLaw.validation.page',
  pageSize: 'caseLaw.validation.pageSize',
  language: 'caseLaw.validation.language',
  decisionIdRequired: 'caseLaw.validation.decisionIdRequired',
  decisionIdTooLong: 'caseLaw.validation.decisionIdTooLong',
  decisionIdFormat: 'caseLaw.validation.decisionIdFormat',
  syncSource: 'caseLaw.validation.syncSource',
} as const satisfies Record<string, MessageKey>;

/** The longest search words taken, and the longest decision id. */
export const MAX_QUERY_LENGTH = 200;
export const MAX_DECISION_ID_LENGTH = 120;

/** GET /api/case-law query string. Empty values mean "all". */
export const caseLawQuerySchema = z.object({
  q: z.string().trim().max(MAX_QUERY_LENGTH, caseLawMessages.queryTooLong).optional().default(''),
  // Links shared before the ids were hyphenated (unfair_dismissal) still open their search.
  claimType: z
    .preprocess(
      (value) => (typeof value === 'string' ? value.replaceAll('_', '-') : value),
      z.union([z.literal(''), z.literal('all'), z.enum(caseLawClaimTypes)], { error: caseLawMessages.claimType }),
    )
    .optional()
    .default(''),
  outcome: z
    .union([z.literal(''), z.literal('all'), z.enum(outcomes)], { error: caseLawMessages.outcome })
    .optional()
    .default(''),
  year: z
    .union([z.literal(''), z.literal('all'), z.string().regex(/^\d{4}$/, caseLawMessages.year)], {
      error: caseLawMessages.year,
    })
    .optional()
    .default(''),
  page: z.coerce
    .number({ error: caseLawMessages.page })
    .int(caseLawMessages.page)
    .min(1, caseLawMessages.page)
    .optional()
    .default(1),
  pageSize: z.coerce
    .number({ error: caseLawMessages.pageSize })
    .int(caseLawMessages.pageSize)
    .min(1, caseLawMessages.pageSize)
    .max(MAX_PAGE_SIZE, caseLawMessages.pageSize)
    .optional()
    .default(DEFAULT_PAGE_SIZE),
  lang: z.enum(['en', 'pt'], { error: caseLawMessages.language }).optional().default('en'),
});
export type CaseLawQuery = z.infer<typeof caseLawQuerySchema>;

/** GET /api/case-law/decisions/:id: a decision's id (a curated slug id or a synced UUID). */
export const decisionParamSchema = z.object({
  id: z
    .string()
    .min(1, caseLawMessages.decisionIdRequired)
    .max(MAX_DECISION_ID_LENGTH, caseLawMessages.decisionIdTooLong)
    .regex(/^[a-z0-9-]+$/, caseLawMessages.decisionIdFormat),
});

/** The language the decision's texts are wanted in (the original English where there is no translation). */
export const decisionQuerySchema = z.object({
  lang: z.enum(['en', 'pt'], { error: caseLawMessages.language }).optional().default('en'),
});

/** POST /api/admin/case-law/sync: one of the Worker's sources (it names them), or all of them. */
export function caseLawSyncSchema<Source extends string>(sources: readonly Source[]) {
  return z.object({ source: z.enum([...sources, 'all'], { error: caseLawMessages.syncSource }) });
}

/** One decision as the API sends it, in the requested language where a translation exists. */
export interface CaseLawItem {
  id: string;
  caseName: string;
  citation: string;
  year: number;
  courtLevel: string;
  outcome: Outcome | null;
  claimTypes: string[];
  summary: string;
  keyPoints: string[];
  legalPrinciple: string | null;
  facts: string | null;
  caseUrl: string | null;
  source: string;
  decisionDate: string | null;
  attribution: string | null;
  /** True when the texts are the original English because no translation exists. */
  untranslated: boolean;
}

export interface CaseLawPage {
  items: CaseLawItem[];
  /** The matches under the filters; estimated from a sample when `totalEstimated` (say "about"). */
  total: number;
  /**
   * True when a search's words match more than a sample's worth of decisions and the filters leave
   * more than the ranked matches: the total is then estimated, never counted.
   */
  totalEstimated: boolean;
  page: number;
  pageSize: number;
  /** The facets' counts are estimated from a sample of the matches when `facetsEstimated`. */
  facetsEstimated: boolean;
  facets: {
    claimTypes: { value: string; count: number }[];
    outcomes: { value: string; count: number }[];
    years: { value: number; count: number }[];
  };
}

const texts = z.object({
  summary: z.string().min(20),
  keyPoints: z.array(z.string().min(3)).min(2).max(8),
  legalPrinciple: z.string().min(10),
  facts: z.string().min(10),
});

/** A curated case in seeds/case-law/*.json. */
export const curatedCaseSchema = z
  .object({
    caseName: z.string().min(3),
    neutralCitation: z
      .string()
      .regex(
        /^\[(\d{4})\] ((UKSC|UKHL|UKPC|EWCA Civ|EWHC|CSIH|CSOH|EAT) \d+( \([A-Za-z ]+\))?|UKEAT [\d_]+)$/,
        'Not a neutral citation',
      )
      .nullable(),
    reportCitation: z.string().min(5).nullable(),
    court: z.enum(courts),
    year: z.number().int().min(1900).max(2100),
    // Each curated decision has a page of its own (/case-law/<slug>): it must say when it was decided
    // and where the judgment can be read, so neither may be left out.
    decisionDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A curated decision needs its date (yyyy-mm-dd)'),
    outcome: z.enum(outcomes),
    claimTypes: z.array(z.enum(caseLawClaimTypes)).min(1),
    caseUrl: z.url({ protocol: /^https$/, error: 'A curated decision needs its source: the https address of the judgment' }),
    en: texts,
    pt: texts,
  })
  .refine((c) => c.neutralCitation !== null || c.reportCitation !== null, 'A case needs a neutral or a report citation')
  .refine((c) => c.en.keyPoints.length === c.pt.keyPoints.length, 'English and Portuguese key points must match in number')
  .refine(
    (c) =>
      c.neutralCitation === null ||
      c.neutralCitation.includes(`[${c.year}]`) ||
      c.year - Number(c.neutralCitation.slice(1, 5)) <= 1,
    'The neutral citation year does not match the year',
  );
export type CuratedCase = z.infer<typeof curatedCaseSchema>;

/** "[2012] UKSC 22; [2012] ICR 704". */
export function displayCitation(neutral: string | null, report: string | null): string {
  return [neutral, report].filter(Boolean).join('; ');
}

/**
 * The reader's words as a safe FTS5 query: each word quoted (so operators and punctuation cannot
 * break the query), all words required. Words of three letters or more are prefix-matched
 * ("disadvant" finds "disadvantage"); words of one or two letters ("to", "of", "v", "s") only
 * match themselves: as prefixes they stand for hundreds of unrelated words ("to" for "tort",
 * "total", "told"…), which finds nothing a reader meant and makes FTS5 merge every one of those
 * words' lists on each search (docs/benchmarks.md, "Case-law search at scale").
 * Empty when there is nothing to match.
 */
export function ftsQuery(input: string): string {
  const words = input
    .normalize('NFKC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, 12);
  return words.map((word) => `"${word}"${[...word].length > 2 ? '*' : ''}`).join(' ');
}
