/** The Worker's "today" (worker/clock.ts): London's date, pinned by FIXED_TODAY only outside production. */
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { pinToday, workerToday } from '../../worker/clock';

beforeEach(() => {
  vi.useFakeTimers();
  // 23:30 UTC on 30 June is already 1 July in London (BST).
  vi.setSystemTime(new Date('2027-06-30T23:30:00Z'));
});
afterEach(() => {
  pinToday({});
  vi.useRealTimers();
});

it('is the day in London without a pin', () => {
  pinToday({ ENVIRONMENT: 'development' });
  expect(workerToday()).toBe('2027-07-01');
});

it('takes FIXED_TODAY in development and test', () => {
  pinToday({ ENVIRONMENT: 'development', FIXED_TODAY: '2026-11-22' });
  expect(workerToday()).toBe('2026-11-22');
  pinToday({ ENVIRONMENT: 'test', FIXED_TODAY: '2026-11-23' });
  expect(workerToday()).toBe('2026-11-23');
});

it('ignores FIXED_TODAY in production, or when it is not a date', () => {
  pinToday({ ENVIRONMENT: 'production', FIXED_TODAY: '2026-11-22' });
  expect(workerToday()).toBe('2027-07-01');
  pinToday({ FIXED_TODAY: '2026-11-22' });
  expect(workerToday()).toBe('2027-07-01');
  pinToday({ ENVIRONMENT: 'test', FIXED_TODAY: 'yesterday' });
  expect(workerToday()).toBe('2027-07-01');
});
