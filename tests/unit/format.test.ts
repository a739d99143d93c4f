import { describe, expect, it } from 'vitest';
import { formatFigure, formatLongDate, formatShortDate } from '../../src/domain/format';
import { formatFileSize, formatMoney } from '../../src/i18n/format';

describe('display formatting', () => {
  it('formats dates for the reader without time-zone drift', () => {
    expect(formatShortDate('2026-06-05')).toBe('05/06/2026');
    expect(formatLongDate('2026-06-05', 'en')).toBe('5 June 2026');
    expect(formatLongDate('2026-06-05', 'pt')).toBe('5 de junho de 2026');
    expect(formatLongDate('2027-01-01', 'en')).toBe('1 January 2027');
  });

  it('formats money from pence', () => {
    expect(formatMoney(75100, 'en')).toBe('£751');
    expect(formatMoney(2253000, 'en')).toBe('£22,530');
    expect(formatMoney(4550, 'en')).toBe('£45.50');
    expect(formatMoney(2253000, 'pt')).toBe('22\u00a0530\u00a0£');
  });

  it('formats every kind of figure in both languages', () => {
    expect(formatFigure({ kind: 'duration', amount: 3, unit: 'month' }, 'en')).toBe('3 months');
    expect(formatFigure({ kind: 'duration', amount: 1, unit: 'month' }, 'en')).toBe('1 month');
    expect(formatFigure({ kind: 'duration', amount: 3, unit: 'month' }, 'pt')).toBe('3 meses');
    expect(formatFigure({ kind: 'duration', amount: 5.6, unit: 'week' }, 'en')).toBe('5.6 weeks');
    expect(formatFigure({ kind: 'duration', amount: 5.6, unit: 'week' }, 'pt')).toBe('5,6 semanas');
    expect(formatFigure({ kind: 'moneyRange', minPence: 120000, maxPence: 1210000 }, 'en')).toBe('£1,200 to £12,100');
    expect(formatFigure({ kind: 'none' }, 'en')).toBe('no limit');
    expect(formatFigure({ kind: 'none' }, 'pt')).toBe('sem limite');
    expect(formatFigure({ kind: 'percent', amount: 25 }, 'en')).toBe('25%');
    expect(formatFigure({ kind: 'percent', amount: 25 }, 'pt')).toBe('25%');
    expect(formatFigure({ kind: 'timeOfDay', hour: 16, minute: 0 }, 'en')).toBe('4pm');
    expect(formatFigure({ kind: 'timeOfDay', hour: 16, minute: 0 }, 'pt')).toBe('16:00');
    expect(formatFigure({ kind: 'timeOfDay', hour: 9, minute: 30 }, 'en')).toBe('9.30am');
  });

  it("gives file sizes in B, KB or MB in the reader's notation", () => {
    expect(formatFileSize(0, 'en')).toBe('0 B');
    expect(formatFileSize(1023, 'en')).toBe('1023 B');
    expect(formatFileSize(1024, 'en')).toBe('1 KB');
    expect(formatFileSize(1536, 'pt')).toBe('1,5 KB');
    expect(formatFileSize(10_485_760, 'en')).toBe('10 MB');
    expect(formatFileSize(2_621_440, 'pt')).toBe('2,5 MB');
    expect(formatFileSize(1_048_575, 'en')).toBe('1 MB');
    expect(formatFileSize(1_048_000, 'en')).toBe('1023.4 KB');
  });
});
