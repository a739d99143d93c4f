/**
 * The chronology as a CSV file (RFC 4180) and the name of its downloads. Pure: the island turns the
 * text into a Blob; the tests read it exactly.
 */

import { caseFileBaseName } from '../cases/case-file-name';
import type { ChronologyHeadings, ChronologyRow } from './chronology-rows';

/**
 * A byte-order mark: without it Excel reads a UTF-8 CSV as the system code page and "Conceição"
 * comes out as "ConceiÃ§Ã£o".
 */
const BOM = '\uFEFF';

/**
 * A cell a spreadsheet would read as a formula (=, +, - or @ first; tab and carriage return too, as
 * OWASP lists) is prefixed with an apostrophe, so an evidence title like "=HYPERLINK(…)" typed by
 * anyone is shown as text, never run (CSV injection). Not only at the cell's start: a spreadsheet
 * that splits on another separator than ours (a Portuguese one splits on ';', some on tabs) starts
 * a new cell after each one (and a naive reader a new row after a line break), so every part after
 * a comma, semicolon, tab or line break is defused the same way (spaces before the sign included,
 * which some spreadsheets trim): `x;=cmd|' /C calc'!A0` becomes `x;'=cmd|' /C calc'!A0`.
 */
function defused(value: string): string {
  return value
    .split(/(?<=[,;\t\r\n])/)
    .map((part) => (/^ *[=+\-@]|^[\t\r]/.test(part) ? `'${part}` : part))
    .join('');
}

/**
 * RFC 4180: a field with a comma, a double quote or a line break is quoted, its quotes doubled; so
 * is one with a semicolon or a tab, which other spreadsheets take as the separator.
 */
function csvField(value: string): string {
  const cell = defused(value);
  return /[",;\t\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

/** Heading row then one row per entry, CRLF line ends (RFC 4180), dates as ISO yyyy-mm-dd. */
export function chronologyCsv(headings: ChronologyHeadings, rows: readonly ChronologyRow[]): string {
  const lines = [[headings.date, headings.event, headings.reference], ...rows.map((row) => [row.date, row.event, row.reference])];
  return `${BOM}${lines.map((line) => line.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/**
 * `{claimant}_v_{employer}_chronology.{extension}`, with the screen's fallbacks for empty names;
 * a reading copy adds its suffix (`…_chronology_reading_copy_pt.docx`).
 */
export function chronologyFileName(
  names: { claimant: string; employer: string },
  fallbacks: { claimant: string; employer: string },
  extension: 'csv' | 'docx',
  suffix?: string,
): string {
  return `${caseFileBaseName(names, fallbacks)}_chronology${suffix ? `_${suffix}` : ''}.${extension}`;
}
