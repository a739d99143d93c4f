import { describe, expect, it } from 'vitest';
import { caseInputSchema, casePatchSchema } from '../../src/domain/case-schema';
import { validationIssues } from '../../src/domain/validation';
import { translate } from '../../src/i18n/translate';

const TODAY = '2026-11-22';
const schema = caseInputSchema(TODAY);
const valid = { claimantName: 'Ana Silva', employerName: 'Acme Ltd' };

/** The first issue's key, in English words (as the Worker's 400 message says it). */
function message(input: Record<string, unknown>): string | null {
  const result = schema.safeParse({ ...valid, ...input });
  const first = result.success ? undefined : validationIssues(result.error)[0];
  return first ? translate('en', first.key, { date: '1 October 2010' }) : null;
}

describe('case form rules', () => {
  it('accepts a minimal case and stores empty optional values as null', () => {
    const parsed = schema.parse({
      claimantName: '  Ana Silva ',
      employerName: 'Acme Ltd',
      dismissalDate: '',
      notes: '   ',
      acasCertificateNumber: '',
    });
    expect(parsed).toMatchObject({
      claimantName: 'Ana Silva',
      employerName: 'Acme Ltd',
      dismissalDate: null,
      notes: null,
      acasCertificateNumber: null,
    });
  });

  it.each([
    [{ claimantName: '   ' }, 'Claimant name is required'],
    [{ claimantName: undefined }, 'Claimant name is required'],
    [{ claimantName: 'a'.repeat(201) }, 'Claimant name must be less than 200 characters'],
    [{ employerName: '' }, 'Employer name is required'],
    [{ employerName: 'b'.repeat(201) }, 'Employer name must be less than 200 characters'],
    [{ dismissalDate: '2026-11-23' }, 'Dismissal date cannot be in the future'],
    // Before the figures table answers every time limit (equal pay from the Equality Act 2010).
    [
      { dismissalDate: '1994-03-23' },
      'Enter a date from 1 October 2010 onwards: this tool cannot work out time limits for earlier events',
    ],
    [
      { dismissalDate: '2010-09-30' },
      'Enter a date from 1 October 2010 onwards: this tool cannot work out time limits for earlier events',
    ],
    [{ acasCertificateNumber: 'R123456/12/345' }, 'Acas certificate must be in format R######/##/## (e.g., R123456/12/34)'],
    [{ acasCertificateNumber: 'r123456/12/34' }, 'Acas certificate must be in format R######/##/## (e.g., R123456/12/34)'],
    [{ acasCertificateNumber: `R123456/12/34${' x'.repeat(30)}` }, 'Certificate number must be less than 50 characters'],
    [{ hearingDate: '2026-11-21' }, 'Hearing date cannot be in the past'],
    [{ notes: 'n'.repeat(5001) }, 'Notes must be less than 5000 characters'],
    [{ acasStartDate: '2026-02-30' }, 'Enter a real date, like 2026-03-27'],
    [{ claimType: 'holiday' }, 'Choose one of the seven kinds of claim'],
  ])('%j → %s', (input, expected) => {
    expect(message(input)).toBe(expected);
  });

  it('accepts every claim type, a whistleblowing dismissal (ERA s.103A) among them', () => {
    expect(schema.parse({ ...valid, claimType: 'whistleblowing-dismissal' }).claimType).toBe('whistleblowing-dismissal');
    expect(casePatchSchema(TODAY).parse({ claimType: 'whistleblowing-dismissal' }).claimType).toBe('whistleblowing-dismissal');
  });

  it('accepts the edges: 200 characters, today as dismissal and hearing date, a trimmed certificate', () => {
    expect(
      message({
        claimantName: 'a'.repeat(200),
        dismissalDate: TODAY,
        hearingDate: TODAY,
        acasStartDate: '2010-10-01',
        acasCertificateNumber: ' R123456/12/34 ',
      }),
    ).toBeNull();
    expect(schema.parse({ ...valid, acasCertificateNumber: ' R123456/12/34 ' }).acasCertificateNumber).toBe('R123456/12/34');
    expect(message({ dismissalDate: '2010-10-01' })).toBeNull();
  });

  it('names every field at fault with its message key, in field order', () => {
    const result = schema.safeParse({ ...valid, claimantName: '', employerName: '', notes: 'n'.repeat(5001) });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(validationIssues(result.error)).toEqual([
      { field: 'claimantName', key: 'caseValidation.claimantRequired' },
      { field: 'employerName', key: 'caseValidation.employerRequired' },
      { field: 'notes', key: 'caseValidation.notesTooLong' },
    ]);
  });

  it('lets a saved hearing date stay after the day has passed, but not a new past one', () => {
    const patch = casePatchSchema(TODAY, { hearingDate: '2026-10-01' });
    expect(patch.safeParse({ hearingDate: '2026-10-01' }).success).toBe(true);
    expect(patch.safeParse({ hearingDate: '2026-10-02' }).success).toBe(false);
    expect(patch.safeParse({ notes: 'x' }).success).toBe(true);
  });

  it('refuses an Acas certificate date before the Acas start date, at the certificate date field (ERA 1996 s.207B(2))', () => {
    const result = schema.safeParse({ ...valid, acasStartDate: '2026-10-10', acasEndDate: '2026-10-09' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(validationIssues(result.error)).toEqual([{ field: 'acasEndDate', key: 'caseValidation.acasEndBeforeStart' }]);
    // The same day, a later day, or one date alone are fine.
    expect(message({ acasStartDate: '2026-10-10', acasEndDate: '2026-10-10' })).toBeNull();
    expect(message({ acasStartDate: '2026-10-10', acasEndDate: '2026-10-24' })).toBeNull();
    expect(message({ acasEndDate: '2026-10-09' })).toBeNull();
    const patch = casePatchSchema(TODAY);
    expect(patch.safeParse({ acasStartDate: '2026-10-10', acasEndDate: '2026-10-01' }).success).toBe(false);
    expect(patch.safeParse({ acasEndDate: '2026-10-01' }).success).toBe(true);
  });
});
