import { describe, expect, it } from 'vitest';
import { buildIcs, icsTimestamp } from '../../src/domain/ics';

describe('calendar file', () => {
  const ics = buildIcs(
    [
      {
        uid: 'acas-1@tribunal-toolkit',
        date: '2026-12-31',
        title: 'Last day: contact Acas',
        description: 'Acas must receive it; by midnight, no roll-forward.',
      },
    ],
    icsTimestamp(new Date('2026-11-22T06:45:00.123Z')),
  );

  it('has one all-day event on the deadline, ending the next day', () => {
    expect(ics).toContain('DTSTART;VALUE=DATE:20261231\r\n');
    expect(ics).toContain('DTEND;VALUE=DATE:20270101\r\n');
    expect(ics).toContain('DTSTAMP:20261122T064500Z\r\n');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('escapes text and folds long lines', () => {
    expect(ics).toContain('Acas must receive it\\; by midnight\\, no roll-forward.');
    for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });
});
