import { vi } from 'vitest';

// Every Worker test runs on the same calendar: 22 November 2026 at noon UTC, the date the
// fixtures were recorded on, moving forward in real time from there so sessions and timings behave.
// Only Date is faked; timers stay real. A test that needs a later moment moves the clock itself.
vi.useFakeTimers({
  now: new Date('2026-11-22T12:00:00.000Z'),
  toFake: ['Date'],
  shouldAdvanceTime: true,
  // Millisecond steps, as a real clock: ordering by time stays meaningful.
  advanceTimeDelta: 1,
});
