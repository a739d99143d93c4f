/**
 * The shape of the figures table (see ../figures.ts) and the helpers and shared sources its rows
 * use. Money is in pence; dates are ISO yyyy-mm-dd.
 */
import type { IsoDate } from '../calendar';

export type FigureValue =
  | { kind: 'money'; pence: number }
  | { kind: 'moneyRange'; minPence: number; maxPence: number }
  | { kind: 'duration'; amount: number; unit: 'day' | 'week' | 'month' | 'year' }
  | { kind: 'percent'; amount: number }
  | { kind: 'timeOfDay'; hour: number; minute: number } // a cut-off on the last day, London time
  | { kind: 'none' }; // "no limit": a cap that has been abolished

export interface Source {
  title: string;
  url: string;
}

/**
 * How far a row can be relied on:
 * - high: the statute or instrument, or an appellate case, seen in a reputable source;
 * - medium: reputable secondary sources agree, the primary text not seen;
 * - unverified: derived or single weak source; every page that shows it says so;
 * - reported: secondary sources say a change is in force but the instrument was not verified.
 *   Such a row is never used in a calculation or shown as the figure (`figureRowOn` skips it):
 *   where it would give a claimant more time, relying on it could cost them their claim, so the
 *   product works to the earlier verified row and says that the change is reported. Marking the
 *   row 'high' once the instrument is checked is the whole switch.
 */
export type Confidence = 'high' | 'medium' | 'unverified' | 'reported';

export interface FigureRow {
  /** First day the value applies (by the figure's `appliesBy` date). */
  from: IsoDate;
  value: FigureValue;
  source: Source;
  confidence: Confidence;
  /**
   * What would confirm a 'reported' or 'medium' row, or a 'reported' transition (every such row
   * names at least one): the provisions the daily law watch reads on legislation.gov.uk
   * (worker/services/law-watch/). The watch only tells admins what changed there; the row changes
   * only by an edit here.
   */
  watch?: readonly WatchTarget[];
  /**
   * For a change that starts on `from`: which cases it reaches (by which date), and how far that
   * transitional rule is verified. A 'reported' transition means the row's value is legislated but
   * the cases it covers are not confirmed, so a calculation shows the other outcome beside it.
   */
  transition?: { rule: string; confidence: Confidence };
}

/** A provision on legislation.gov.uk whose in-force status and commencement information would confirm a row. */
export interface WatchTarget {
  /** Its path on legislation.gov.uk: "ukpga/2025/36/section/152", "uksi/2026/310/schedule". */
  provision: string;
  /** What an admin should find there to verify the row, in plain English. */
  expect: string;
}

export interface Figure {
  /** What the figure is, in plain English (for editors and the figures list). */
  label: string;
  /** Which date decides the row in force. */
  appliesBy:
    | 'dismissal' // effective date of termination
    | 'claimPresented'
    | 'acasNotified'
    | 'event' // the act, dismissal or payment complained of
    | 'endOfEmployment'
    | 'decisionSent'
    | 'hearing';
  lastReviewed: IsoDate;
  rows: readonly FigureRow[];
}

export const REVIEWED: IsoDate = '2026-11-22';

export const money = (pounds: number): FigureValue => ({ kind: 'money', pence: Math.round(pounds * 100) });
export const range = (min: number, max: number): FigureValue => ({
  kind: 'moneyRange',
  minPence: min * 100,
  maxPence: max * 100,
});
export const percent = (amount: number): FigureValue => ({ kind: 'percent', amount });
export const timeOfDay = (hour: number, minute: number): FigureValue => ({ kind: 'timeOfDay', hour, minute });
export const duration = (amount: number, unit: 'day' | 'week' | 'month' | 'year'): FigureValue => ({
  kind: 'duration',
  amount,
  unit,
});

export const EQA_2010_S123: Source = {
  title: 'Equality Act 2010, s.123',
  url: 'https://www.legislation.gov.uk/ukpga/2010/15/section/123',
};
export const LIMITS_2024: Source = {
  title: 'Employment Rights (Increase of Limits) Order 2024 (SI 2024/213)',
  url: 'https://www.legislation.gov.uk/uksi/2024/213/contents/made',
};
export const LIMITS_2025: Source = {
  title: 'Employment Rights (Increase of Limits) Order 2025 (SI 2025/348)',
  url: 'https://www.legislation.gov.uk/uksi/2025/348/contents/made',
};
export const LIMITS_2026: Source = {
  title: 'Employment Rights (Increase of Limits) Order 2026 (SI 2026/310)',
  url: 'https://www.legislation.gov.uk/uksi/2026/310/contents/made',
};
export const ERA_2025_COMMENCEMENT_4: Source = {
  title: 'Employment Rights Act 2025 (Commencement No. 4) Regulations 2026 (SI 2026/559)',
  url: 'https://www.legislation.gov.uk/uksi/2026/559/contents/made',
};
export const VENTO_2024: Source = {
  title: 'Presidential Guidance on injury to feelings, Seventh Addendum (claims presented from 6 April 2024)',
  url: 'https://www.judiciary.uk/guidance-and-resources/employment-tribunals-england-wales-presidential-guidance-vento-bands/',
};
export const VENTO_2025: Source = {
  title: 'Presidential Guidance on injury to feelings, Eighth Addendum (claims presented from 6 April 2025)',
  url: 'https://www.judiciary.uk/guidance-and-resources/employment-tribunals-england-wales-presidential-guidance-vento-bands/',
};
/**
 * The bands for claims presented from 6 April 2026 are those the product specification gives; the
 * Ninth Addendum itself was not seen, so the rows that use this source are 'unverified' and every
 * schedule that shows them says so.
 */
export const VENTO_2026: Source = {
  title: 'Presidential Guidance on injury to feelings, Ninth Addendum (claims presented from 6 April 2026): not verified',
  url: 'https://www.judiciary.uk/guidance-and-resources/employment-tribunals-england-wales-presidential-guidance-vento-bands/',
};
export const ET_RULES_2024: Source = {
  title: 'Employment Tribunal Procedure Rules 2024 (SI 2024/1155)',
  url: 'https://www.legislation.gov.uk/uksi/2024/1155/contents/made',
};
