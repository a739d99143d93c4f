import { describe, expect, it } from 'vitest';
import { buildChronology } from '../../src/domain/chronology';

const noDates = { dismissalDate: null, acasStartDate: null, acasEndDate: null, et1FiledDate: null, hearingDate: null };

describe('the chronology', () => {
  it('merges the case’s dates, its events and its dated evidence by date, with evidence references', () => {
    const entries = buildChronology(
      { ...noDates, dismissalDate: '2026-09-30', acasStartDate: '2026-10-10', hearingDate: '2027-03-01' },
      [{ id: 'ev1', date: '2026-08-01', kind: 'detriment', description: 'Shifts cut' }],
      [
        { id: 'x2', evidenceDate: '2026-09-30', title: 'Dismissal letter', createdAt: '2026-11-01T10:00:00.000Z' },
        { id: 'x1', evidenceDate: '2026-07-15', title: 'Grievance e-mail', createdAt: '2026-11-01T09:00:00.000Z' },
        { id: 'x3', evidenceDate: null, title: 'Undated note', createdAt: '2026-11-01T08:00:00.000Z' },
      ],
    );
    expect(entries).toEqual([
      { date: '2026-07-15', kind: 'evidence', title: 'Grievance e-mail', evidenceId: 'x1', reference: 'E1' },
      { date: '2026-08-01', kind: 'event', eventKind: 'detriment', description: 'Shifts cut', eventId: 'ev1' },
      // Same day: the case's own date before the evidence of it.
      { date: '2026-09-30', kind: 'caseDate', field: 'dismissalDate' },
      { date: '2026-09-30', kind: 'evidence', title: 'Dismissal letter', evidenceId: 'x2', reference: 'E2' },
      { date: '2026-10-10', kind: 'caseDate', field: 'acasStartDate' },
      { date: '2027-03-01', kind: 'caseDate', field: 'hearingDate' },
    ]);
  });

  it('is empty for a case with no dates', () => {
    expect(buildChronology(noDates, [], [])).toEqual([]);
  });
});
