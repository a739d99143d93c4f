/**
 * An order's PDF to its directions, as the tracker does it in the browser: the text is extracted
 * with unpdf (pdf.js), line by line, and read. The PDF is made here with pdf-lib, the way a
 * tribunal's word processor lays an order out: numbered paragraphs, lines broken mid-sentence.
 */
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { readOrder, sentDateIn } from '../../src/domain/orders/read-order';
import en from '../../src/i18n/en.json';
import { taskDraft } from '../../src/islands/tracker/orders/order-task';
import { pdfText } from '../../src/islands/tracker/orders/pdf-text';

const LINES = [
  'CASE MANAGEMENT ORDERS',
  '1. Schedule of loss',
  '1.1 The claimant must by 4pm on 8 December 2026 send the respondent a',
  'schedule of loss.',
  '2. Witness statements',
  '2.1 The parties must exchange witness statements no later than 21 days',
  'before the final hearing.',
  'Sent to the parties on: 12 November 2026',
];

async function orderPdf(): Promise<ArrayBuffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  LINES.forEach((line, i) => {
    page.drawText(line, { x: 50, y: 780 - i * 18, size: 11, font });
  });
  const bytes = await pdf.save();
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

describe('an order from its PDF', () => {
  it('is read into its directions, with the sending date endorsed on it', async () => {
    const text = await pdfText(await orderPdf());
    expect(text).toContain('1.1 The claimant must by 4pm on 8 December 2026');
    const orderSent = sentDateIn(text);
    expect(orderSent).toBe('2026-11-12');
    const directions = readOrder(text, { orderSent, hearingDate: '2027-03-15' });
    expect(directions.map((d) => [d.paragraph, d.date, d.time, d.party, d.kind])).toEqual([
      ['1.1', '2026-12-08', '16:00', 'claimant', 'scheduleOfLoss'],
      ['2.1', '2027-02-22', null, 'both', 'witnessStatements'],
    ]);
  }, 30_000);
});

describe('taskDraft', () => {
  it('gives the task a title in the page language, the date and time, and the order’s words in its notes', () => {
    const [direction] = readOrder('2.1 The claimant must by 4pm on 8 December 2026 send the respondent a schedule of loss.');
    if (!direction) throw new Error('no direction');
    expect(taskDraft(direction, 'Schedule of loss', en)).toEqual({
      title: 'Schedule of loss, by you',
      date: '2026-12-08',
      time: '16:00',
      notes:
        'From the order, paragraph 2.1: “The claimant must by 4pm on 8 December 2026 send the respondent a schedule of loss.”',
    });
  });

  it('cuts a long quote so the notes stay within the tasks API’s limit', () => {
    const [direction] = readOrder(
      `The claimant must by 8 December 2026 send ${'a very long list of things, '.repeat(120)}to the respondent.`,
    );
    if (!direction) throw new Error('no direction');
    const notes = taskDraft(direction, 'Other direction', en).notes;
    expect(notes.length).toBeLessThanOrEqual(2000);
    expect(notes.endsWith('…”')).toBe(true);
  });
});
