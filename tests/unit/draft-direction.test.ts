/**
 * From a direction the order reader finds to /documents: the document each kind asks for, the
 * recipients the order's words name, and the query string the documents screen reads back through
 * its schema (a hand-edited address that does not read is refused, never guessed at).
 */
import { describe, expect, it } from 'vitest';
import { readDraftQuery } from '../../src/domain/drafting/direction';
import { documentForKind, draftQuery, recipientsIn } from '../../src/domain/drafting/direction-link';
import { readOrder } from '../../src/domain/orders/read-order';

const CASE = '7f3a9c1b-0000-4000-8000-000000000001';
const ORDER = [
  '1. By 4pm on 12 February 2027 the parties shall agree a list of issues and the Claimant shall send a draft of it to the Respondent and to the Tribunal.',
  '2. The Claimant shall by 26 February 2027 send the Respondent a disability impact statement describing the effects of her impairment on her normal day-to-day activities.',
  '3. The Respondent shall by 12 March 2027 send the Claimant a counter-schedule of loss.',
  'Sent to the parties on: 8 January 2027',
].join('\n');

describe('Draft this now', () => {
  it('links each claimant direction to its document, with its due date, time, recipients and words', () => {
    const directions = readOrder(ORDER, { orderSent: null });
    const issues = directions.find((d) => d.kind === 'listOfIssues');
    expect(issues).toBeDefined();
    const query = draftQuery(issues!, CASE);
    const read = readDraftQuery(`?${query}`);
    expect(read).toEqual({
      type: 'list_of_issues',
      direction: { due: '2027-02-12', time: '16:00', to: ['respondent', 'tribunal'], quote: issues!.quote },
    });
    expect(new URLSearchParams(query ?? '').get('case')).toBe(CASE);
    const impact = directions.find((d) => d.kind === 'impactStatement');
    expect(readDraftQuery(`?${draftQuery(impact!, CASE)}`)?.type).toBe('impact_statement');
    // The respondent's counter-schedule is not the claimant's to draft.
    const counter = directions.find((d) => d.party === 'respondent');
    expect(counter && draftQuery(counter, CASE)).toBeNull();
  });

  it('carries a date only when it is certain or the claimant accepted it: a doubtful date is never passed on as due', () => {
    const [doubtful] = readOrder('1. The Claimant shall send the Respondent a chronology by 21st December.', {
      orderSent: '2026-11-20',
    });
    expect(doubtful?.certain).toBe(false);
    expect(doubtful?.date).not.toBeNull();
    const read = readDraftQuery(`?${doubtful ? draftQuery(doubtful, CASE) : ''}`);
    expect(read?.type).toBe('chronology_cast_list');
    expect(read?.direction.due).toBeNull();
    expect(read?.direction.time).toBeNull();
  });

  it('maps every document kind to a document type, and names recipients only where the words do', () => {
    expect(Object.values(documentForKind).sort()).toEqual(
      [
        'chronology_cast_list',
        'further_particulars',
        'impact_statement',
        'list_of_issues',
        'remedy_statement',
        'schedule_of_loss',
        'witness_statement',
      ].sort(),
    );
    expect(recipientsIn('Witness statements must be exchanged by 1 May.')).toEqual(['respondent']);
    expect(recipientsIn('The Claimant shall file a chronology with the Tribunal.')).toEqual(['tribunal']);
    expect(recipientsIn('The Claimant shall prepare a chronology.')).toEqual([]);
  });

  it('refuses an address that does not read, and reads none where no document is asked', () => {
    expect(readDraftQuery('')).toBeNull();
    expect(readDraftQuery('?case=x')).toBeNull();
    for (const bad of [
      '?type=will',
      '?type=list_of_issues&due=2027-02-30',
      '?type=list_of_issues&to=judge',
      '?type=list_of_issues&time=4pm',
    ]) {
      expect(readDraftQuery(bad), bad).toBeNull();
    }
    expect(readDraftQuery(`?type=list_of_issues&quote=${'x'.repeat(1501)}`)).toBeNull();
  });
});
