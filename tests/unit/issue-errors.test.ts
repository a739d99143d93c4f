/** The one way islands show input at fault: issues (field + message key) to field errors and the error summary. */
import { describe, expect, it } from 'vitest';
import { caseInputSchema } from '../../src/domain/case-schema';
import { ClientFailureCode } from '../../src/domain/error-codes';
import { validationIssues } from '../../src/domain/validation';
import pt from '../../src/i18n/pt.json';
import { errorSummary, issueErrors } from '../../src/islands/forms/issue-errors';
import { failureFrom } from '../../src/stores/api';

const FIELDS = ['claimantName', 'employerName', 'dismissalDate'] as const;
const messages = {
  'caseValidation.claimantRequired': 'O nome do demandante é obrigatório',
  'caseValidation.employerRequired': 'O nome do empregador é obrigatório',
  'caseValidation.dismissalTooEarly': 'Indique uma data a partir de {date}',
  'form.invalidAnswer': 'Verifique esta resposta',
};

describe('issueErrors', () => {
  it('gives every field at fault its message in the reader’s language, from one answer', () => {
    const { fields, other } = issueErrors(
      [
        { field: 'claimantName', key: 'caseValidation.claimantRequired' },
        { field: 'employerName', key: 'caseValidation.employerRequired' },
      ],
      FIELDS,
      messages,
    );
    expect(fields).toEqual({
      claimantName: 'O nome do demandante é obrigatório',
      employerName: 'O nome do empregador é obrigatório',
    });
    expect(other).toEqual([]);
  });

  it('fills placeholders, keeps the first issue of a field, and says a key it was not given in general words', () => {
    const { fields } = issueErrors(
      [
        { field: 'dismissalDate', key: 'caseValidation.dismissalTooEarly' },
        { field: 'dismissalDate', key: 'caseValidation.claimantRequired' },
        { field: 'claimantName', key: 'caseValidation.unknownToThisScreen' },
      ],
      FIELDS,
      messages,
      { date: '1 de outubro de 2010' },
    );
    expect(fields).toEqual({
      dismissalDate: 'Indique uma data a partir de 1 de outubro de 2010',
      claimantName: 'Verifique esta resposta',
    });
  });

  it('hands back issues no field of the form shows (the body as a whole), for the screen to say another way', () => {
    const { fields, other } = issueErrors([{ field: '', key: 'caseValidation.claimantRequired' }], FIELDS, messages);
    expect(fields).toEqual({});
    expect(other).toEqual(['O nome do demandante é obrigatório']);
  });

  it('reads the same issues from the form’s own check as from the API', () => {
    const check = caseInputSchema('2026-11-22').safeParse({ claimantName: '', employerName: ' ' });
    expect(check.success).toBe(false);
    if (check.success) return;
    expect(issueErrors(validationIssues(check.error), FIELDS, pt).fields).toEqual({
      claimantName: pt['caseValidation.claimantRequired'],
      employerName: pt['caseValidation.employerRequired'],
    });
  });
});

describe('errorSummary', () => {
  it('lists one entry per field at fault, in the form’s order, each linking to its field', () => {
    expect(errorSummary({ employerName: 'B', claimantName: 'A' }, FIELDS, (name) => `form-${name}`)).toEqual([
      { fieldId: 'form-claimantName', message: 'A' },
      { fieldId: 'form-employerName', message: 'B' },
    ]);
  });
});

describe('failureFrom', () => {
  it('exposes the issues of a refused body, and none from an answer without them', () => {
    const failure = failureFrom(
      { status: 400, statusText: 'Bad Request' },
      {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Claimant name is required',
          issues: [{ field: 'claimantName', key: 'caseValidation.claimantRequired' }, { field: 3 }],
        },
      },
    );
    expect(failure.code).toBe('VALIDATION_FAILED');
    expect(failure.message).toBe('Claimant name is required');
    expect(failure.issues).toEqual([{ field: 'claimantName', key: 'caseValidation.claimantRequired' }]);
    // better-auth's bare { code, message } is still read: its code is none of ours (FOREIGN in the
    // closed set a screen compares) and is kept as serverCode, which the sign-in screen translates.
    const auth = failureFrom(
      { status: 401, statusText: 'Unauthorized' },
      { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid' },
    );
    expect(auth.code).toBe(ClientFailureCode.FOREIGN);
    expect(auth.serverCode).toBe('INVALID_EMAIL_OR_PASSWORD');
    expect(auth.issues).toEqual([]);
  });
});
