/**
 * A calendar file (RFC 5545) of all-day events, so a claimant can put their deadlines in their
 * phone's calendar. All-day dates avoid any time-zone shift of the day itself. An event with a time
 * (a tribunal order 'by 4pm') is written in Europe/London with its VTIMEZONE, so the hour stays
 * the tribunal's across the clock change whatever the phone's zone; it is a deadline at that hour
 * (no duration, not shown as busy), not a meeting that starts then. The same writer makes the
 * one-off download and the subscription feed (a calendar name and a refresh interval).
 */
import { addDays, type IsoDate } from './calendar';

export interface CalendarEvent {
  /** A stable id, so re-importing updates rather than duplicates. */
  uid: string;
  date: IsoDate;
  title: string;
  description: string;
  /** HH:MM in Europe/London; absent or null for a whole-day event. */
  time?: string | null;
}

export interface CalendarOptions {
  /** The calendar's name in the reader's app (X-WR-CALNAME). */
  name?: string;
  /** For a subscription: how often the app should fetch it again (REFRESH-INTERVAL, X-PUBLISHED-TTL), as an ISO duration. */
  refresh?: string;
  /** The alarm before each event (an ISO duration, negative), or null for none. */
  alarm?: string | null;
  /** How long a timed event lasts (an ISO duration): none by default, as a deadline has no length. */
  timedDuration?: string;
}

/**
 * Europe/London since 1996 (the EU rule: last Sunday of March at 01:00 UTC, last Sunday of October
 * at 01:00 UTC, i.e. 02:00 BST), so parsers need no zone database of their own.
 */
const EUROPE_LONDON = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/London',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0000',
  'TZOFFSETTO:+0100',
  'TZNAME:BST',
  'DTSTART:19960331T010000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0000',
  'TZNAME:GMT',
  'DTSTART:19961027T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/**
 * RFC 5545 §3.3.11: backslash, semicolon, comma and line breaks are escaped in text values. A line
 * break is CRLF, LF or a lone CR (which a calendar app may read as the end of the property, letting
 * a title write properties of its own); every other control character (§3.1: TSAFE-CHAR excludes
 * CONTROL) is dropped, tab kept.
 */
export function escapeText(text: string): string {
  return (
    text
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\r\n|\r|\n/g, '\\n')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
  );
}

/**
 * RFC 5545 §3.1: lines longer than 75 octets are folded with CRLF and a space, never inside a
 * character's UTF-8 sequence.
 */
export function fold(line: string): string {
  const bytes = new TextEncoder().encode(line);
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  for (const char of line) {
    if (new TextEncoder().encode(current + char).length > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
    }
    current += char;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const compact = (date: IsoDate) => date.replace(/-/g, '');

function when(event: CalendarEvent, timedDuration: string): string[] {
  if (!event.time) return [`DTSTART;VALUE=DATE:${compact(event.date)}`, `DTEND;VALUE=DATE:${compact(addDays(event.date, 1))}`];
  return [
    `DTSTART;TZID=Europe/London:${compact(event.date)}T${event.time.replace(':', '')}00`,
    `DURATION:${timedDuration}`,
    'TRANSP:TRANSPARENT',
  ];
}

export function buildIcs(events: CalendarEvent[], stampUtc: string, options: CalendarOptions = {}): string {
  const { name, refresh, alarm = '-P7D', timedDuration = 'PT0S' } = options;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Tribunal Toolkit//Deadlines//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(name ? [`X-WR-CALNAME:${escapeText(name)}`, `NAME:${escapeText(name)}`] : []),
    ...(refresh ? [`REFRESH-INTERVAL;VALUE=DURATION:${refresh}`, `X-PUBLISHED-TTL:${refresh}`] : []),
    ...(events.some((event) => event.time) ? EUROPE_LONDON : []),
  ];
  for (const event of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${stampUtc}`,
      ...when(event, timedDuration),
      `SUMMARY:${escapeText(event.title)}`,
      `DESCRIPTION:${escapeText(event.description)}`,
      ...(alarm
        ? ['BEGIN:VALARM', 'ACTION:DISPLAY', `DESCRIPTION:${escapeText(event.title)}`, `TRIGGER:${alarm}`, 'END:VALARM']
        : []),
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** "20261122T064500Z" for DTSTAMP. */
export function icsTimestamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}
