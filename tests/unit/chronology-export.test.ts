/** The chronology's words and its exports: rows, the CSV byte for byte, file names, the Word file. */
import { Packer } from 'docx';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { ChronologyEntry } from '../../src/domain/chronology';
import en from '../../src/i18n/en.json';
import { chronologyDocument } from '../../src/islands/evidence/chronology-docx';
import { chronologyCsv, chronologyFileName } from '../../src/islands/evidence/chronology-export';
import { type ChronologyWords, chronologyRows } from '../../src/islands/evidence/chronology-rows';

const words: ChronologyWords = {
  caseDate: {
    dismissalDate: en['chronology.caseDate.dismissalDate'],
    acasStartDate: en['chronology.caseDate.acasStartDate'],
    acasEndDate: en['chronology.caseDate.acasEndDate'],
    et1FiledDate: en['chronology.caseDate.et1FiledDate'],
    hearingDate: en['chronology.caseDate.hearingDate'],
  },
  eventKind: {
    dismissal: en['chronology.eventKind.dismissal'],
    discrimination: en['chronology.eventKind.discrimination'],
    detriment: en['chronology.eventKind.detriment'],
    deduction: en['chronology.eventKind.deduction'],
    contract: en['chronology.eventKind.contract'],
    equalPay: en['chronology.eventKind.equalPay'],
    disclosure: en['chronology.eventKind.disclosure'],
    safetyConcern: en['chronology.eventKind.safetyConcern'],
  },
  eventWithDescription: en['chronology.eventWithDescription'],
};
const headings = { date: 'Date', event: 'Event', reference: 'Evidence reference' };

const entries: ChronologyEntry[] = [
  { date: '2026-07-15', kind: 'evidence', title: 'Grievance e-mail', evidenceId: 'x1', reference: 'E1' },
  { date: '2026-08-01', kind: 'event', eventKind: 'detriment', description: 'Shifts cut', eventId: 'ev1' },
  { date: '2026-08-20', kind: 'event', eventKind: 'deduction', description: null, eventId: 'ev2' },
  { date: '2026-09-30', kind: 'caseDate', field: 'dismissalDate' },
];

describe('chronology rows', () => {
  it('word each kind of entry: case dates and events by label, evidence by title with its reference', () => {
    expect(chronologyRows(entries, words)).toEqual([
      { date: '2026-07-15', event: 'Grievance e-mail', reference: 'E1' },
      { date: '2026-08-01', event: 'Detriment: Shifts cut', reference: '' },
      { date: '2026-08-20', event: 'Deduction from wages', reference: '' },
      { date: '2026-09-30', event: 'Dismissal, or the main event of the claim', reference: '' },
    ]);
  });
});

describe('chronology CSV', () => {
  it('starts with a byte-order mark, ends lines with CRLF and quotes only what RFC 4180 needs', () => {
    const csv = chronologyCsv(headings, [
      { date: '2026-07-15', event: 'Grievance e-mail', reference: 'E1' },
      { date: '2026-08-01', event: 'Meeting with HR, notes "off the record"', reference: '' },
      { date: '2026-08-02', event: 'Two lines\nof text', reference: '' },
      { date: '2026-08-03', event: 'Carta à Conceição', reference: 'E2' },
    ]);
    expect(csv).toBe(
      '\uFEFFDate,Event,Evidence reference\r\n' +
        '2026-07-15,Grievance e-mail,E1\r\n' +
        '2026-08-01,"Meeting with HR, notes ""off the record""",\r\n' +
        '2026-08-02,"Two lines\nof text",\r\n' +
        '2026-08-03,Carta à Conceição,E2\r\n',
    );
  });

  it('defuses cells a spreadsheet would run as formulas (= + - @) with a leading apostrophe', () => {
    const csv = chronologyCsv(headings, [
      { date: '2026-07-15', event: '=HYPERLINK("https://evil.example","x")', reference: '' },
      { date: '2026-07-16', event: '+1 overtime', reference: '' },
      { date: '2026-07-17', event: '-5% pay', reference: '' },
      { date: '2026-07-18', event: '@SUM(A1)', reference: '' },
      { date: '2026-07-19', event: 'Pay = £0', reference: '' },
    ]);
    expect(csv.split('\r\n').slice(1, 6)).toEqual([
      `2026-07-15,"'=HYPERLINK(""https://evil.example"",""x"")",`,
      "2026-07-16,'+1 overtime,",
      "2026-07-17,'-5% pay,",
      "2026-07-18,'@SUM(A1),",
      '2026-07-19,Pay = £0,',
    ]);
  });

  it('defuses a formula after any separator a spreadsheet may split on, and quotes such cells', () => {
    const csv = chronologyCsv(headings, [
      { date: '2026-07-15', event: "x;=cmd|' /C calc'!A0", reference: '' },
      { date: '2026-07-16', event: 'a,+1', reference: '' },
      { date: '2026-07-17', event: 'a\t-2', reference: '' },
      { date: '2026-07-18', event: 'one; two;  @SUM(A1)', reference: 'E1;=1+1' },
      { date: '2026-07-19', event: 'Notes; nothing to run', reference: '' },
      { date: '2026-07-20', event: '\r=1+1', reference: '' },
    ]);
    expect(csv.split('\r\n').slice(1, 7)).toEqual([
      `2026-07-15,"x;'=cmd|' /C calc'!A0",`,
      `2026-07-16,"a,'+1",`,
      '2026-07-17,"a\t\'-2",',
      `2026-07-18,"one; two;'  @SUM(A1)","E1;'=1+1"`,
      '2026-07-19,"Notes; nothing to run",',
      // A line break, alone or not, starts a part of its own too; the cell is quoted for it.
      `2026-07-20,"'\r'=1+1",`,
    ]);
    // Every part a spreadsheet could make a cell of, split on ',' ';' or tab, is text.
    for (const line of csv.split('\r\n').slice(1)) {
      const cells = line.replace(/^\d{4}-\d{2}-\d{2},/, '').split(/[,;\t\r\n]/);
      for (const cell of cells) expect(cell.replace(/^"/, ''), line).not.toMatch(/^ *[=+\-@]/);
    }
  });

  it('is the heading row alone for an empty chronology', () => {
    expect(chronologyCsv(headings, [])).toBe('\uFEFFDate,Event,Evidence reference\r\n');
  });
});

describe('chronology file names', () => {
  const fallbacks = { claimant: 'Unnamed', employer: 'Employer' };

  it('join the two names with underscores, accents kept', () => {
    expect(chronologyFileName({ claimant: 'Maria da Conceição', employer: 'Acme Ltd' }, fallbacks, 'csv')).toBe(
      'Maria_da_Conceição_v_Acme_Ltd_chronology.csv',
    );
  });

  it('drop characters no file system accepts, and fall back for empty names', () => {
    expect(chronologyFileName({ claimant: ' ../a/b: "c"? ', employer: '  ' }, fallbacks, 'docx')).toBe(
      'ab_c_v_Employer_chronology.docx',
    );
  });
});

describe('chronology Word file', () => {
  it('holds the title, the case, a repeated heading row, every row and the generated-on line', async () => {
    const document = chronologyDocument({
      title: 'Chronology',
      caseName: 'Ana Silva v Acme & Co',
      headings,
      rows: [
        { date: '15 July 2026', event: 'Grievance e-mail', reference: 'E1' },
        { date: '30 September 2026', event: 'Dismissal <by letter>', reference: '' },
      ],
      generatedLine: 'Generated on 22 November 2026 with Tribunal Toolkit.',
      language: 'en-GB',
    });
    const files = unzipSync(new Uint8Array(await Packer.toBuffer(document)));
    const xml = strFromU8(files['word/document.xml'] ?? new Uint8Array());
    const texts = [...xml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]);
    expect(texts).toEqual([
      'Chronology',
      'Ana Silva v Acme &amp; Co',
      'Date',
      'Event',
      'Evidence reference',
      '15 July 2026',
      'Grievance e-mail',
      'E1',
      '30 September 2026',
      'Dismissal &lt;by letter&gt;',
      'Generated on 22 November 2026 with Tribunal Toolkit.',
    ]);
    expect(xml).toContain('<w:tblHeader/>');
    expect(strFromU8(files['word/styles.xml'] ?? new Uint8Array())).toContain('<w:lang w:val="en-GB"/>');
  });
});
