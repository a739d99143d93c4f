/**
 * A realistic case for the drafting tests: Ana Silva, a warehouse supervisor dismissed by Harbour
 * Logistics Ltd on 28 August 2026 after raising safety concerns; Acas Day A 20 September, Day B
 * 30 October 2026, so the ET1 is due by 6 January 2027. Fixed dates only.
 */

import type { CaseEventRecord } from '../../src/domain/case-events';
import type { CaseRecord } from '../../src/domain/case-record';
import { buildChronology } from '../../src/domain/chronology';
import type { DocumentLanguage } from '../../src/domain/documents';
import type { DraftFacts } from '../../src/domain/drafting/facts';
import type { EvidenceRecord } from '../../src/domain/evidence';

export const TODAY = '2026-11-22';

const record: CaseRecord = {
  id: '7f3a9c1b-0000-4000-8000-000000000001',
  claimantName: 'Ana Silva',
  employerName: 'Harbour Logistics Ltd',
  claimType: 'unfair-dismissal',
  dismissalDate: '2026-08-28',
  acasStartDate: '2026-09-20',
  acasEndDate: '2026-10-30',
  acasCertificateNumber: 'R123456/26/01',
  et1FiledDate: null,
  hearingDate: '2027-04-19',
  notes: 'Dismissed for gross misconduct two weeks after complaining about forklift safety.',
  stage2Checklist: {} as CaseRecord['stage2Checklist'],
  createdAt: '2026-07-01T09:00:00.000Z',
  updatedAt: '2026-10-01T09:00:00.000Z',
};

const event = (id: string, date: string, kind: CaseEventRecord['kind'], description: string | null): CaseEventRecord => ({
  id,
  caseId: record.id,
  kind,
  date,
  description,
  createdAt: '2026-07-01T09:00:00.000Z',
  updatedAt: '2026-07-01T09:00:00.000Z',
});

const events: CaseEventRecord[] = [
  event('ev-1', '2026-08-28', 'dismissal', 'I was dismissed at a meeting with the operations manager'),
];

const evidence = (id: string, title: string, date: string | null, fileId: string | null): EvidenceRecord => ({
  id,
  caseId: record.id,
  title,
  category: 'email',
  importance: 'high',
  evidenceDate: date,
  description: null,
  documentUrl: null,
  bundleFileId: fileId,
  tags: [],
  notes: null,
  createdAt: '2026-07-02T09:00:00.000Z',
  updatedAt: '2026-07-02T09:00:00.000Z',
});

const items: EvidenceRecord[] = [
  evidence('e-1', 'E-mail to the operations manager about forklift brakes', '2026-08-10', 'f-1'),
  evidence('e-2', 'Dismissal letter', '2026-08-29', 'f-2'),
  evidence('e-3', 'Contract of employment', null, null),
];

export function draftFacts(overrides: Partial<DraftFacts> = {}, language: DocumentLanguage = 'en'): DraftFacts {
  const base: DraftFacts = {
    today: TODAY,
    language,
    case: record,
    events,
    evidence: items,
    chronology: buildChronology(record, events, items),
    bundleFiles: [
      { id: 'f-1', fileName: 'forklift-email.pdf', uploadDate: '2026-07-03T10:00:00.000Z' },
      { id: 'f-2', fileName: 'dismissal-letter.pdf', uploadDate: '2026-07-03T10:01:00.000Z' },
      { id: 'f-3', fileName: 'payslips-2026.pdf', uploadDate: '2026-07-03T10:02:00.000Z' },
    ],
    payDetails: {
      dateOfBirth: '1984-03-09',
      employmentStart: '2019-02-04',
      weeklyGrossPence: 62_000,
      weeklyNetPence: 49_500,
      weeklyPensionPence: 1_860,
      newJobStart: null,
      newWeeklyNetPence: null,
      futureLossWeeks: 26,
      noticePayReceivedPence: null,
      otherPaymentsReceivedPence: null,
    },
    complaints: null,
    authorities: [
      {
        id: 'cl-1',
        caseName: 'British Home Stores Ltd v Burchell',
        citation: '[1980] ICR 303',
        year: 1978,
        court: 'Employment Appeal Tribunal',
        legalPrinciple:
          'A dismissal for misconduct needs a genuine belief, on reasonable grounds, after a reasonable investigation.',
        summary: 'The test for misconduct dismissals.',
        caseUrl: 'https://www.bailii.org/uk/cases/UKEAT/1978/108_78_2007.html',
      },
    ],
  };
  return { ...base, ...overrides };
}
