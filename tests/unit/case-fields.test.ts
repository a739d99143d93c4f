import { describe, expect, it } from 'vitest';
import { emptyChecklist } from '../../src/domain/case-notes';
import { type CaseRecord, caseFields, pickCaseFields } from '../../src/domain/case-record';
import { EMPTY_FORM, valuesOf } from '../../src/islands/tracker/case-form-values';

const record: CaseRecord = {
  id: '00000000-0000-4000-8000-000000000001',
  claimantName: 'Ana Silva',
  employerName: 'Acme Ltd',
  claimType: 'unfair-dismissal',
  dismissalDate: '2026-06-01',
  acasStartDate: '2026-06-10',
  acasEndDate: null,
  acasCertificateNumber: 'R123456/26/01',
  et1FiledDate: null,
  hearingDate: null,
  notes: 'Met HR on 3 June',
  stage2Checklist: emptyChecklist,
  createdAt: '2026-06-01T10:00:00.000Z',
  updatedAt: '2026-06-01T10:00:00.000Z',
};

describe('the case field list', () => {
  it('picks exactly the case fields a source holds, and nothing else', () => {
    expect(pickCaseFields(record)).toEqual({
      claimantName: 'Ana Silva',
      employerName: 'Acme Ltd',
      claimType: 'unfair-dismissal',
      dismissalDate: '2026-06-01',
      acasStartDate: '2026-06-10',
      acasEndDate: null,
      acasCertificateNumber: 'R123456/26/01',
      et1FiledDate: null,
      hearingDate: null,
    });
    // A field not sent stays absent (the insert then stores the column's default).
    expect(pickCaseFields({ claimantName: 'A', employerName: 'B', notes: 'x' })).toEqual({
      claimantName: 'A',
      employerName: 'B',
    });
  });

  it('gives the tracker form one input per case field plus the notes', () => {
    expect(Object.keys(EMPTY_FORM)).toEqual([...caseFields, 'notes']);
    expect(Object.values(EMPTY_FORM).every((value) => value === '')).toBe(true);
    expect(valuesOf(record)).toEqual({
      claimantName: 'Ana Silva',
      employerName: 'Acme Ltd',
      claimType: 'unfair-dismissal',
      dismissalDate: '2026-06-01',
      acasStartDate: '2026-06-10',
      acasEndDate: '',
      acasCertificateNumber: 'R123456/26/01',
      et1FiledDate: '',
      hearingDate: '',
      notes: 'Met HR on 3 June',
    });
  });
});
