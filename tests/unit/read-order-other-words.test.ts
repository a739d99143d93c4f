/**
 * Sentences the order reader misread in orders written after its first fixes and read untouched
 * (tests/fixtures/orders/tribunal t23-t32): directions in other words, hearings moved or resumed
 * in other words, notices and letters that count from their receipt or their own date.
 */
import { describe, expect, it } from 'vitest';
import { readOrder } from '../../src/domain/orders/read-order';
import { hearing, summary } from './_orders';

describe('directions in other words', () => {
  it('reads a permission with a date ("has permission to file an amended response by …")', () => {
    expect(summary('6. The respondent has permission to file an amended response by 1 March 2027.')).toEqual([
      { date: '2027-03-01', time: null, party: 'respondent', kind: 'other', listing: null, certain: true },
    ]);
  });

  it('reads "Statements must be exchanged" as witness statements', () => {
    expect(readOrder('(5) Statements must be exchanged simultaneously by email by 4pm on 24 May 2027.')[0]?.kind).toBe(
      'witnessStatements',
    );
  });

  it('keeps a time split from its "pm" at a line’s end, not taking "By 4" for a heading', () => {
    const text = '3.1  By 4\n     pm on 19 February 2027 the parties must send each other a list of the documents they have.';
    expect(readOrder(text)[0]).toMatchObject({ date: '2027-02-19', time: '16:00', paragraph: '3.1' });
  });

  it('reads a date moved by the tribunal ("is moved from 2 April 2027 to 16 April 2027") as the new one', () => {
    expect(summary('The date for exchange of witness statements is moved from 2 April 2027 to 16 April 2027.')).toEqual([
      { date: '2027-04-16', time: null, party: 'both', kind: 'witnessStatements', listing: null, certain: true },
    ]);
  });
});

describe('a date counted to before the order was made', () => {
  it('is still offered: only a date the order writes can be one it merely mentions', () => {
    const text =
      '1. The respondent must send the bundle no later than 21 days before the final hearing.\nSent to the parties on 1 December 2026';
    expect(readOrder(text, { hearingDate: '2026-12-10' })).toEqual([
      expect.objectContaining({ date: '2026-11-19', party: 'respondent', kind: 'bundle' }),
    ]);
  });
});

describe('a hearing moved without the word "postponed"', () => {
  it('is read on its new day ("listed to take place on …, will now take place on …"), and counted from', () => {
    const text = [
      '1. The final hearing, listed to take place on 6 to 8 September 2027, will now take place on 13 to 15 September 2027.',
      '2. The bundle must be sent to the claimant no later than 14 days before the final hearing.',
    ].join('\n');
    expect(readOrder(text, { hearingDate: '2027-09-06' }).map((d) => [d.date, d.certain, d.relisted])).toEqual([
      ['2027-09-13', true, true],
      ['2027-08-30', true, false],
    ]);
  });
});

describe('hearings and counts in letters and notices', () => {
  it('reads an adjourned part-heard hearing that "will resume on" a day as the hearing on that day', () => {
    const text =
      'The hearing on 10 and 11 February 2027 was adjourned part-heard and will resume on Monday 4 October 2027 for one day.';
    expect(summary(text, { orderSent: '2027-02-15' })).toEqual([{ ...hearing('2027-10-04'), listing: 'final' }]);
  });

  it('reads "will be considered at a preliminary hearing … on" as the preliminary hearing, and counts from it', () => {
    const text = [
      '1. The claim will be considered at a preliminary hearing (case management) by telephone on 26 April 2027 at 2.00pm.',
      '2. Both parties must send the Tribunal their completed agenda at least 14 days before the preliminary hearing.',
    ].join('\n');
    expect(summary(text)).toEqual([
      hearing('2027-04-26', 'preliminary', '14:00'),
      { date: '2027-04-12', time: null, party: 'both', kind: 'other', listing: null, certain: true },
    ]);
  });

  it('counts "within 28 days of receipt of this letter" from the letter’s date when it gives no sending date, with the doubt', () => {
    const text =
      'Date: 15 February 2027\nThe respondent must, within 28 days of receipt of this letter, send the claimant the documents.';
    expect(readOrder(text)[0]).toMatchObject({ date: '2027-03-15', certain: false, doubts: ['receipt'] });
  });
});
