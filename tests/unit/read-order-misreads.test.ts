/**
 * Each class of sentence the order reader misread in orders as tribunals write them, on its own:
 * hearings listed with a length, listings in other words, the sending date at the order's foot,
 * who must act, dates written in other ways, the kind of document asked for, and when a date may
 * be offered as certain. Counting follows the ET Procedure Rules 2024, r.5 (the day of the event
 * is not counted).
 */
import { describe, expect, it } from 'vitest';
import { readOrder, sentDateIn } from '../../src/domain/orders/read-order';
import { hearing, summary } from './_orders';

describe('a hearing listed with a length starts on the date written', () => {
  it.each([
    ['The claim is re-listed for 5 days from 7 June 2027.', '2027-06-07'],
    ['The final hearing has been listed for 4 days from 12 April 2027.', '2027-04-12'],
    ['The claim will be heard over 2 days from Monday 8 March 2027.', '2027-03-08'],
    ['The final hearing is listed for 3 days starting on Tuesday 4 May 2027.', '2027-05-04'],
    ['It is listed for 4 days from 12 April 2027.', '2027-04-12'],
  ])('%s', (text, date) => {
    expect(summary(`1. ${text}`)).toEqual([hearing(date)]);
  });

  it('counts the directions before the hearing from its first day', () => {
    const text =
      '1. The final hearing has been listed for 3 days from 7 June 2027.\n2. The parties must exchange witness statements no later than 4 weeks before the final hearing.';
    expect(readOrder(text)[1]).toMatchObject({ date: '2027-05-10', party: 'both', certain: true });
  });

  it('gives a direction to the party named at its start when it ends by naming the listing', () => {
    const text =
      '1. The claimant must send the respondent a schedule of loss no later than 10 days before the final hearing, which is listed for 2 days starting on Tuesday 4 May 2027.';
    expect(summary(text)).toEqual([
      { date: '2027-04-24', time: null, party: 'claimant', kind: 'scheduleOfLoss', listing: null, certain: true },
    ]);
  });
});

describe('listings in other words are hearings, and directions anchor on the right one', () => {
  it.each([
    ['The claims are listed for a final hearing of 4 days from 14 to 17 June 2027.', '2027-06-14', 'final'],
    ['The claim will be listed for a preliminary hearing in public on 15 April 2027, by video.', '2027-04-15', 'preliminary'],
    ['The claim is listed for a final hearing by video on Wednesday 3rd and Thursday 4th March 2027.', '2027-03-03', 'final'],
    [
      'There will be a public preliminary hearing by video on 23 April 2027 to consider the application.',
      '2027-04-23',
      'preliminary',
    ],
  ] as const)('%s', (text, date, listing) => {
    expect(summary(`1. ${text}`)).toEqual([hearing(date, listing)]);
  });

  it('reads a postponed hearing’s new day as certain, and counts from it rather than the stored one', () => {
    const text = [
      '1. The final hearing, previously listed for 10 May 2027, is postponed and will now take place on 14 June 2027, starting at 10am.',
      '2. The parties must exchange witness statements no later than 21 days before the final hearing.',
    ].join('\n');
    const [listed, statements] = readOrder(text, { hearingDate: '2027-05-10' });
    expect(listed).toMatchObject({
      date: '2027-06-14',
      time: '10:00',
      party: 'tribunal',
      listing: 'final',
      certain: true,
      relisted: true,
    });
    expect(statements).toMatchObject({ date: '2027-05-24', certain: true, doubts: [] });
  });

  it('anchors "before that hearing" and "before the preliminary hearing" on the preliminary hearing, not the final one', () => {
    const text = [
      '1. A preliminary hearing in public will take place on 24 March 2027 to decide whether the claimant was disabled.',
      '2. The claim is also listed for a final hearing for 5 days from 13 September 2027.',
      '3. The respondent must send the claimant a bundle for the preliminary hearing no later than 14 days before that hearing.',
      '4. The claimant must send any further witness statement no later than 7 days before the preliminary hearing.',
    ].join('\n');
    expect(readOrder(text).map((d) => [d.date, d.certain])).toEqual([
      ['2027-03-24', true],
      ['2027-09-13', true],
      ['2027-03-10', true],
      ['2027-03-17', true],
    ]);
  });

  it('offers no hearing, and no date counted from the stored one, when a hearing is postponed without a new day', () => {
    const text = [
      '1. The final hearing listed for 3 days starting on 22 March 2027 is postponed. It will be re-listed on the first available date after 1 July 2027, and the parties will be notified of the new date.',
      '2. The respondent must send the claimant the bundle no later than 28 days before the new hearing date.',
    ].join('\n');
    expect(readOrder(text, { hearingDate: '2027-03-22' })).toEqual([
      expect.objectContaining({ date: null, certain: false, waitsFor: expect.objectContaining({ on: 'hearingDate' }) }),
    ]);
  });
});

describe('the sending date is the one at the order’s foot', () => {
  const unless = [
    '1. By an order sent to the parties on 3 December 2026 the claimant was ordered to provide further information.',
    '2. UNLESS within 14 days of the date this order is sent to the parties the claimant provides the further information, the complaint shall stand dismissed without further order.',
    'Employment Judge Example',
    'Date: 19 February 2027',
    'Sent to the parties on:',
    '23 February 2027',
  ].join('\n');

  it('is not an earlier order’s sending date quoted in the text', () => {
    expect(sentDateIn(unless)).toBe('2027-02-23');
  });

  it('is found by readOrder itself when it is not given', () => {
    expect(summary(unless, { orderSent: null })).toEqual([
      { date: '2027-03-09', time: null, party: 'claimant', kind: 'furtherInformation', listing: null, certain: true },
    ]);
  });

  it.each([
    ['Made at a hearing on 19 January 2027 (by video)', '2027-02-02'],
    ['Employment Judge Example\nDate: 19 January 2027', '2027-02-02'],
  ])('counts "within 14 days of the date of this order" from the order’s own date (%s)', (dated, date) => {
    const text = `${dated}\n1. Within 14 days of the date of this order the claimant must provide further particulars.\nSent to the parties on 27 January 2027`;
    expect(readOrder(text)[0]).toMatchObject({ date, certain: true, doubts: [] });
  });
});

describe('who must act', () => {
  it('binds both parties to a passive direction after one naming a party', () => {
    const text =
      '1. The Respondent must send the Claimant the hearing bundle by 26 March 2027. Witness statements must be exchanged by 4.00 pm on 9 April 2027.';
    expect(readOrder(text).map((d) => d.party)).toEqual(['respondent', 'both']);
  });

  it('keeps the party for a pronoun ("It must be sent")', () => {
    const text = '1. The claimant must prepare a statement of her losses. It must be sent to the respondent by 8 January 2027.';
    expect(readOrder(text)[0]?.party).toBe('claimant');
  });

  it('binds the party in default under an unless order', () => {
    const text =
      'The response shall be struck out, without further order, unless by 4.00 pm on 2 March 2027 the respondent sends the claimant its list of documents.';
    expect(summary(text)).toEqual([
      { date: '2027-03-02', time: '16:00', party: 'respondent', kind: 'listOfDocuments', listing: null, certain: true },
    ]);
  });

  it('reads "the claimants’ representative" and "Each claimant" as the claimant', () => {
    expect(
      readOrder(
        "1. By 22 January 2027 the claimants' representative must tell the Tribunal which claimants will give evidence.",
      )[0]?.party,
    ).toBe('claimant');
  });

  it('reads "The Claimant must do the same by" as the claimant, for the same kind of document', () => {
    const text =
      '1. The Respondent must send the Claimant a list of the documents it holds that are relevant to the issues by 22 January 2027. The Claimant must do the same by 29 January 2027.';
    expect(readOrder(text).map((d) => [d.party, d.kind])).toEqual([
      ['respondent', 'listOfDocuments'],
      ['claimant', 'listOfDocuments'],
    ]);
  });

  it("gives a date written once to both parties' acts, with its doubt, but never lends a count that is one act's own", () => {
    const shared = readOrder(
      '1. The Claimant shall send the Respondent a schedule of loss and the Respondent shall send the Claimant its list of documents by 5 May 2027.\n\nSent to the parties on 1 April 2027',
    );
    expect(shared.map((d) => [d.party, d.date, d.certain, d.doubts])).toEqual([
      ['claimant', '2027-05-05', false, ['sharedDate']],
      ['respondent', '2027-05-05', true, []],
    ]);
    // The respondent's 14 days run from receiving the claimant's statement: the claimant's sending has no date.
    const own = readOrder(
      '1. The Claimant shall send the Respondent a statement of the remedy sought and the Respondent shall reply to it within 14 days of receiving it.\n\nSent to the parties on 1 April 2027',
    );
    expect(own.map((d) => d.party)).toEqual(['respondent']);
  });
});

describe('dates written in other ways', () => {
  it('counts "within 14 days thereafter" from the direction before', () => {
    const text =
      '1. The claimant must send a witness statement by 15 January 2027.\n2. The respondent must send any witness statement in reply within 14 days thereafter.';
    expect(readOrder(text, { orderSent: '2026-12-02' })[1]).toMatchObject({ date: '2027-01-29', certain: true });
  });

  it('carries the doubt of the date it counts from', () => {
    const text =
      '1. It is ordered that the claimant shall provide further information on or before 21st December.\n2. The respondent shall provide any amended response within 14 days thereafter.';
    expect(readOrder(text, { orderSent: '2026-12-03' }).map((d) => [d.date, d.certain, d.doubts])).toEqual([
      ['2026-12-21', false, ['noYear']],
      ['2027-01-04', false, ['noYear']],
    ]);
  });

  it('counts "the 7th day before the hearing"', () => {
    const text =
      '1. The final hearing will take place on 26th and 27th April 2027. The parties shall exchange witness statements not later than the 7th day before the hearing.';
    expect(readOrder(text)[1]).toMatchObject({ date: '2027-04-19', party: 'both', kind: 'witnessStatements', certain: true });
  });

  it('does not read the month of May as a direction', () => {
    expect(readOrder('2. The claimant was employed from 2 May 2019 until 14 June 2026, when she was dismissed.')).toEqual([]);
  });
});

describe('the kind of document asked for', () => {
  it.each([
    ['The claimant must send a written statement of the remedy she seeks by 17 February 2027.', 'remedyStatement'],
    [
      'The claimant must send an impact statement describing the effect of her impairment by 23 December 2026.',
      'impactStatement',
    ],
    [
      'The claimant must send a statement describing the effect of his impairment on his ability to carry out normal day-to-day activities by 4 February 2027.',
      'impactStatement',
    ],
    ['The respondent must prepare a chronology and a cast list by 28 June 2027.', 'chronology'],
    ['The claimant must send a chronology of the events she complains about by 15 January 2027.', 'chronology'],
    ['The claimant must provide further particulars of each protected disclosure by 2 February 2027.', 'furtherInformation'],
    ['The claimant must send the respondent copies of any further documents she relies on by 12 March 2027.', 'listOfDocuments'],
    ['The respondent must send the claimant a draft list of issues by 3 February 2027.', 'listOfIssues'],
    ['The parties must exchange witness statements by 9 April 2027.', 'witnessStatements'],
  ])('%s', (text, kind) => {
    expect(readOrder(`Bundle\n1. ${text}`)[0]?.kind).toBe(kind);
  });
});

describe('a date is certain only when the order gives it', () => {
  it('never offers a past date the order only mentions', () => {
    const text = [
      'Heard at: Exeter   On: 6 January 2027',
      '1. The claimant should have sent his medical records by 4 December 2026 under the last order.',
      '2. There will be a public preliminary hearing to decide whether the complaints about events before 20 May 2026 were in time. It will take place on 16 March 2027.',
      'Sent to the parties on 13 January 2027',
    ].join('\n');
    expect(readOrder(text).map((d) => d.date)).toEqual(['2027-03-16']);
  });

  it('does not offer "the first available date after" a day as a direction', () => {
    expect(readOrder('1. The claim will be re-listed on the first available date after 1 July 2027.')).toEqual([]);
  });
});

describe('quotes', () => {
  it('stop before the next paragraph’s number when the order’s paragraphs run on in one line', () => {
    const text =
      '1. The claimant must send a schedule of loss by 8 December 2026. 2. The respondent must send the bundle by 12 January 2027. 2.1 It must be paginated.';
    const directions = readOrder(text);
    expect(directions.map((d) => [d.paragraph, d.quote])).toEqual([
      ['1', 'The claimant must send a schedule of loss by 8 December 2026.'],
      ['2', 'The respondent must send the bundle by 12 January 2027.'],
    ]);
  });
});
