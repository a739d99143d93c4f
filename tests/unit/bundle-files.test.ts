import { describe, expect, it } from 'vitest';
import { BUNDLE_ACCEPT, MAX_BUNDLE_FILE_BYTES, refusalFor } from '../../src/domain/bundle-files';

describe('what the bundle accepts, checked in the browser before sending', () => {
  it('offers the accepted types (PDF, Word, JPEG, PNG, text) to the file input', () => {
    expect(BUNDLE_ACCEPT).toBe('.pdf,.doc,.docx,.jpg,.jpeg,.png,.txt');
  });

  it('takes exactly 10 MB and refuses one byte more', () => {
    expect(MAX_BUNDLE_FILE_BYTES).toBe(10 * 1024 * 1024);
    expect(refusalFor({ name: 'a.pdf', size: MAX_BUNDLE_FILE_BYTES })).toBeNull();
    expect(refusalFor({ name: 'a.pdf', size: MAX_BUNDLE_FILE_BYTES + 1 })).toBe('tooLarge');
  });

  it('refuses empty files and types outside that list, whatever the case of the extension', () => {
    expect(refusalFor({ name: 'notes.txt', size: 0 })).toBe('empty');
    expect(refusalFor({ name: 'setup.exe', size: 10 })).toBe('unsupported');
    expect(refusalFor({ name: 'README', size: 10 })).toBe('unsupported');
    expect(refusalFor({ name: 'Photo.JPEG', size: 10 })).toBeNull();
    expect(refusalFor({ name: 'contract.docx', size: 10 })).toBeNull();
  });
});
