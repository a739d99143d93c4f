/** The bundle upload panel names each refusal in the reader's language, from the server's stable code. */
import { expect, it } from 'vitest';
import { storageQuotaMessage } from '../../src/domain/bundle-files';
import { failureCodeOf } from '../../src/domain/error-codes';
import { STORAGE_QUOTA_BYTES, storageQuotaFor } from '../../src/domain/plans';
import { translate } from '../../src/i18n/translate';
import { percentOf, problemFor } from '../../src/islands/bundle/upload-queue';

it('maps every error code the upload route answers to a problem worded in both languages', () => {
  expect(problemFor('FILE_TOO_LARGE')).toBe('tooLarge');
  expect(problemFor('PAYLOAD_TOO_LARGE')).toBe('tooLarge');
  expect(problemFor('EMPTY_FILE')).toBe('empty');
  expect(problemFor('UNSUPPORTED_FILE_TYPE')).toBe('unsupported');
  expect(problemFor('FILE_SIGNATURE_MISMATCH')).toBe('signature');
  expect(problemFor('LIMIT_REACHED')).toBe('limit');
  expect(problemFor('STORAGE_QUOTA_EXCEEDED')).toBe('quota');
  // Storage or network trouble: the server's (or browser's) English text is not shown to a Portuguese reader.
  expect(problemFor('STORAGE_UNAVAILABLE')).toBe('unavailable');
  expect(problemFor('NETWORK')).toBe('network');
  // A code not ours arrives as FOREIGN (src/domain/error-codes.ts).
  expect(problemFor(failureCodeOf('SOMETHING_NEW'))).toBe('other');
  expect(translate('pt', 'bundle.problem.unavailable', { file: 'carta.pdf' })).toBe(
    'carta.pdf não foi adicionado: o nosso armazenamento não respondeu. Tente novamente daqui a pouco.',
  );
});

it('never shows 100% before the server has answered', () => {
  expect(percentOf(0, 0)).toBe(0);
  expect(percentOf(50, 100)).toBe(50);
  expect(percentOf(100, 100)).toBe(99);
});

it('says how much of the plan’s storage the files take, in both languages, and the quota follows the plan held', () => {
  expect(translate('en', 'bundle.storageUsed', { used: '12.5 MB', quota: '500 MB' })).toBe(
    'Your files in every case take 12.5 MB of the 500 MB your plan allows.',
  );
  expect(translate('pt', 'bundle.storageUsed', { used: '12,5 MB', quota: '500 MB' })).toBe(
    'Os seus ficheiros, em todos os processos, ocupam 12,5 MB dos 500 MB que o seu plano permite.',
  );
  expect(storageQuotaFor([])).toBe(STORAGE_QUOTA_BYTES.free);
  expect(storageQuotaFor(['research_addon', 'premium_base'])).toBe(STORAGE_QUOTA_BYTES.premium_base);
  expect(storageQuotaFor(['paralegal'])).toBe(STORAGE_QUOTA_BYTES.paralegal);
  expect(storageQuotaMessage(STORAGE_QUOTA_BYTES.free)).toContain('at most 500 MB on your plan');
});
