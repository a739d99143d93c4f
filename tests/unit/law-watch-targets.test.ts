/**
 * Every figure row that is only reported or not fully confirmed ('reported', 'medium') names what
 * would confirm it on legislation.gov.uk, so the daily law watch can look for it.
 */
import { describe, expect, it } from 'vitest';
import { figureIds, figures } from '../../src/domain/figures';
import type { FigureRow } from '../../src/domain/figures/model';
import {
  itemOf,
  PROVISION_PATH,
  WATCHED_CONFIDENCE,
  watchedActs,
  watchedProvisions,
  watchedRows,
} from '../../src/domain/law-watch';

describe('watch targets in the figures table', () => {
  it('are named by every reported or medium row, each a legislation.gov.uk provision with what to find there', () => {
    const rows = watchedRows();
    // The rows known today: the six-month limit (reported), the 2026 limits, the protective award and written reasons.
    expect(rows.length).toBeGreaterThanOrEqual(5);
    for (const row of rows) {
      const name = `${row.figure} from ${row.from}`;
      expect(row.watch.length, `${name} names no watch target`).toBeGreaterThan(0);
      for (const target of row.watch) {
        expect(target.provision, name).toMatch(PROVISION_PATH);
        expect(target.expect.length, name).toBeGreaterThan(10);
      }
    }
  });

  it('watches s.152 and Schedule 12 of the Employment Rights Act 2025 for the reported six-month time limit', () => {
    const reported = watchedRows().find((row) => row.figure === 'claimTimeLimit' && row.confidence === 'reported');
    expect(reported?.watch.map((t) => t.provision)).toEqual(['ukpga/2025/36/section/152', 'ukpga/2025/36/schedule/12']);
  });

  it('no high or unverified row carries a watch target unless its transitional rule is only reported (the watch is for what waits to be confirmed)', () => {
    for (const id of figureIds) {
      const rows: readonly FigureRow[] = figures[id].rows;
      for (const row of rows) {
        const waiting = row.transition !== undefined && WATCHED_CONFIDENCE.includes(row.transition.confidence);
        if ((row.confidence === 'high' || row.confidence === 'unverified') && !waiting)
          expect(row.watch, `${id} ${row.from}`).toBeUndefined();
        if (waiting)
          expect(row.watch?.length ?? 0, `${id} ${row.from}: its reported transition names no watch target`).toBeGreaterThan(0);
      }
    }
  });

  it('reads each provision once, and lists commencement instruments only for Acts', () => {
    const provisions = watchedProvisions().map((p) => p.provision);
    expect(new Set(provisions).size).toBe(provisions.length);
    // SI 2026/310's Schedule confirms two rows: read once, for both.
    expect(
      watchedProvisions()
        .find((p) => p.provision === 'uksi/2026/310/schedule')
        ?.rows.map((r) => r.figure),
    ).toEqual(['maxCompensatoryAward', 'minBasicAward']);
    expect(watchedActs().map((a) => a.act)).toEqual(['ukpga/2025/36']);
    expect(itemOf('ukpga/2025/36/schedule/3/paragraph/1')).toBe('ukpga/2025/36');
  });
});
