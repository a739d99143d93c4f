/**
 * The content schema's date rule (src/content.config.ts uses isIsoDate): a date that does not
 * exist is refused, never rolled over by Date into the next month.
 */
import { describe, expect, it } from 'vitest';
import { isIsoDate } from '../../src/domain/calendar';

describe('dates in content', () => {
  it.each(['2026-02-30', '2026-04-31', '2025-02-29', '2026-13-01', '2026-00-10'])('refuses %s', (date) => {
    expect(isIsoDate(date)).toBe(false);
  });
  it.each(['2024-02-29', '2026-11-22', '2026-12-31'])('accepts %s', (date) => {
    expect(isIsoDate(date)).toBe(true);
  });
});
