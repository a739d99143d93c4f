import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildIcs, escapeText, icsTimestamp } from '../../src/domain/ics';

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

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is looked for.
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

describe('hostile titles', () => {
  const title = `Tribunal\rBEGIN:VALARM\r\nX;y,z\\w\nNUL\u0000BEL\u0007DEL\u007f\ttab ${'ção '.repeat(30)}`;
  const ics = buildIcs(
    [{ uid: 'x@tribunal-toolkit', date: '2026-12-31', title, description: 'a\rb' }],
    icsTimestamp(new Date('2026-11-22T06:45:00Z')),
  );

  it('escapes every line break (a lone CR too) and drops other control characters', () => {
    expect(escapeText('a\rb\r\nc\nd')).toBe('a\\nb\\nc\\nd');
    expect(escapeText('\\;,')).toBe('\\\\\\;\\,');
    expect(escapeText('x\u0000\u0001\u001b\u007fy\tz')).toBe('xy\tz');
    // A CR only ever ends a line, as the CRLF the format uses; no LF alone either.
    expect(ics.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    // No control characters but the line ends (and the tab kept in text).
    expect(ics.replaceAll('\r\n', '')).not.toMatch(CONTROL);
  });

  it('folds at 75 octets without splitting a character, and reads back as the title', () => {
    const lines = ics.split('\r\n');
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(lines.filter((line) => line.startsWith('BEGIN:VALARM'))).toHaveLength(1);
    const calendar = new ICAL.Component(ICAL.parse(ics));
    const event = calendar.getFirstSubcomponent('vevent');
    expect(event?.getFirstPropertyValue('summary')).toBe(title.replace(/\r\n|\r/g, '\n').replace(CONTROL, ''));
    expect(event?.getFirstPropertyValue('description')).toBe('a\nb');
  });
});

describe('a direction with a time (an order’s "by 4pm")', () => {
  const ics = buildIcs(
    [{ uid: 'order-1@tribunal-toolkit', date: '2026-12-08', time: '16:00', title: 'Schedule of loss, by you', description: '' }],
    icsTimestamp(new Date('2026-11-22T06:45:00Z')),
  );

  it('is a deadline at 16:00, not a meeting from 16:00 to 17:00, and does not show the hour as busy', () => {
    const component = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent');
    if (!component) throw new Error('no event in the file');
    const event = new ICAL.Event(component);
    expect(ics).toContain('DTSTART;TZID=Europe/London:20261208T160000\r\n');
    expect(event.startDate.toString()).toBe('2026-12-08T16:00:00');
    expect(event.endDate.toString()).toBe('2026-12-08T16:00:00');
    expect(event.component.getFirstPropertyValue('transp')).toBe('TRANSPARENT');
  });
});
