/**
 * The order reader's parts on their own: times, the sending date, counting (rule 5 of the ET
 * Procedure Rules 2024; months to the corresponding date, never Date's month overflow), and the
 * fail-safe cases a claimant must not be misled by.
 */
import { describe, expect, it } from 'vitest';
import { pageLimitIn } from '../../src/domain/orders/page-limit';
import { readOrder, sentDateIn } from '../../src/domain/orders/read-order';
import { timeIn } from '../../src/domain/orders/times';

const one = (text: string, options = {}) => {
  const directions = readOrder(text, options);
  expect(directions).toHaveLength(1);
  return directions[0] as (typeof directions)[number];
};

describe('timeIn', () => {
  it.each([
    ['by 4pm on', '16:00'],
    ['by 4.00 pm on', '16:00'],
    ['by 4 p.m. on', '16:00'],
    ['at 16:00', '16:00'],
    ['at 16.00', '16:00'],
    ['by 12 noon on', '12:00'],
    ['by midday on', '12:00'],
    ['at 10am', '10:00'],
    ['at 12.30pm', '12:30'],
    ['at 12am', '00:00'],
  ])('reads %s as %s', (words, time) => {
    expect(timeIn(words)).toBe(time);
  });
  it('finds no time in a list of 4 documents or a paragraph number', () => {
    expect(timeIn('send 4 copies of paragraph 2.1')).toBeNull();
  });
});

describe('sentDateIn', () => {
  it('reads the date endorsed on the order', () => {
    expect(sentDateIn('Employment Judge X\nSent to the parties on: 12 November 2026\n')).toBe('2026-11-12');
    expect(sentDateIn('Date sent to parties: 8 January 2027')).toBe('2027-01-08');
    expect(sentDateIn('Sent to the parties on:\n     26 November 2026')).toBe('2026-11-26');
    expect(sentDateIn('An order with no sending date')).toBeNull();
  });
});

describe('readOrder', () => {
  it('counts a month from 31 January to the last day of February, not into March', () => {
    const direction = one('1. The claimant must, within one month of the date this order is sent, send a schedule of loss.', {
      orderSent: '2027-01-31',
    });
    expect(direction.date).toBe('2027-02-28');
    expect(direction.working).toMatchObject({ from: 'orderSent', anchor: '2027-01-31', count: 1, unit: 'months' });
  });

  it('excludes the day of the event (28 days from 1 October is 29 October; 7 days before 8 October is 1 October)', () => {
    expect(
      one('The respondent must reply within 28 days of the date this order is sent.', { orderSent: '2026-10-01' }).date,
    ).toBe('2026-10-29');
    expect(
      one('The parties must exchange statements not less than 7 days before the hearing.', { hearingDate: '2026-10-08' }).date,
    ).toBe('2026-10-01');
  });

  it('offers a date counted from the hearing without a date when the case has none, saying what it waits for', () => {
    const direction = one('The respondent must send the bundle no later than 21 days before the final hearing.');
    expect(direction).toMatchObject({ date: null, certain: false, waitsFor: { on: 'hearingDate', words: 'the final hearing' } });
  });

  it('never offers a date as certain when the weekday written is not that date’s', () => {
    const direction = one('The claimant must send the schedule of loss by Monday 8 December 2026.');
    expect(direction).toMatchObject({ date: '2026-12-08', certain: false, doubts: ['weekdayMismatch'] });
  });

  it('gives no date for a day that does not exist', () => {
    expect(one('The parties must agree the bundle by 30 February 2027.')).toMatchObject({
      date: null,
      certain: false,
      waitsFor: { on: 'check', words: '30 February 2027' },
    });
  });

  it('reads nothing from dates that are history, signatures or the sending date', () => {
    expect(
      readOrder(
        'The claimant was dismissed on 31 March 2026.\n\nHeard at: Leeds On: 2 December 2026\n\nEmployment Judge X\n4 December 2026\n\nSent to the parties on 7 December 2026',
      ),
    ).toEqual([]);
  });

  it('reads the elliptical "no later than 21 days before" as before the hearing, but not as certain', () => {
    const direction = one('The parties must exchange witness statements no later than 21 days before.', {
      hearingDate: '2027-05-10',
    });
    expect(direction).toMatchObject({ date: '2027-04-19', certain: false, doubts: ['anchorAssumed'] });
  });

  it('gives each party its own direction when one sentence holds two', () => {
    const directions = readOrder(
      'The claimant must send a schedule of loss by 8 December 2026 and the respondent must send a counter-schedule by 22 December 2026.',
    );
    expect(directions.map((d) => [d.party, d.date, d.kind])).toEqual([
      ['claimant', '2026-12-08', 'scheduleOfLoss'],
      ['respondent', '2026-12-22', 'scheduleOfLoss'],
    ]);
  });

  it('marks a hearing the order lists as the tribunal’s, final or preliminary, and counts from a preliminary one it lists', () => {
    const directions = readOrder(
      [
        '1. There will be a preliminary hearing to decide whether the claimant was disabled. It will take place by video on 9 March 2027 at 2pm.',
        '2. The respondent must send the bundle no later than 7 days before the preliminary hearing.',
        '3. The final hearing will take place on 10 May 2027 at 10am.',
      ].join('\n'),
    );
    expect(directions.map((d) => [d.listing, d.party, d.date, d.time])).toEqual([
      ['preliminary', 'tribunal', '2027-03-09', '14:00'],
      [null, 'respondent', '2027-03-02', null],
      ['final', 'tribunal', '2027-05-10', '10:00'],
    ]);
  });

  it('keeps no date of a hearing taken out of the list, and reads a moved one on its new day', () => {
    expect(readOrder('The hearing listed for 15 March 2027 is postponed.')).toEqual([]);
    expect(readOrder('The final hearing listed for 15 March 2027 will not take place.')).toEqual([]);
    const [moved] = readOrder('The hearing listed for 15 March 2027 is postponed and will now take place on 20 April 2027.');
    expect(moved).toMatchObject({
      date: '2027-04-20',
      party: 'tribunal',
      listing: 'final',
      relisted: true,
      certain: true,
      doubts: [],
    });
  });

  it('counts from "the date of the hearing" as from the hearing', () => {
    expect(
      one('The parties must exchange statements within 7 days after the date of the hearing.', { hearingDate: '2027-05-10' })
        .date,
    ).toBe('2027-05-17');
  });
});

describe('the bundle page limit', () => {
  it('reads the limit an order sets for the bundle, in its usual wordings', () => {
    expect(pageLimitIn('The bundle must not exceed 300 pages, including the index.')).toBe(300);
    expect(pageLimitIn('The hearing bundle shall be no more than 250 pages.')).toBe(250);
    expect(pageLimitIn('The bundle is limited to 400 A4 pages.')).toBe(400);
    expect(pageLimitIn('A single bundle of a maximum of 200 pages.')).toBe(200);
  });

  it('does not take a witness statement’s limit, or a sentence that is not about the bundle, for the bundle’s', () => {
    expect(pageLimitIn('No witness statement is to be more than 15 pages long.')).toBeNull();
    expect(pageLimitIn('Witness statements must not exceed 20 pages; the bundle is to be agreed.')).toBeNull();
    expect(pageLimitIn('Skeleton arguments must not exceed 10 pages.')).toBeNull();
    expect(pageLimitIn('The respondent must prepare the bundle by 5 March 2027.')).toBeNull();
  });

  it('gives the limit to the order’s bundle directions only', () => {
    const text = [
      '1. The claimant must send a schedule of loss by 15 January 2027.',
      '2. By 5 March 2027 the respondent must send the claimant the hearing bundle.',
      '3. The bundle must not exceed 350 pages.',
    ].join('\n');
    expect(readOrder(text).map((d) => [d.kind, d.pageLimit])).toEqual([
      ['scheduleOfLoss', null],
      ['bundle', 350],
    ]);
  });
});
