import { describe, expect, it } from 'vitest';
import { extensionOf, MAX_FILE_BYTES, refusalFor } from '../../src/domain/bundle-files';

describe('what the bundle accepts, checked before sending', () => {
  it('reads the extension in lower case, ignoring a leading dot', () => {
    expect(extensionOf('Dismissal Letter.PDF')).toBe('.pdf');
    expect(extensionOf('archive.tar.gz')).toBe('.gz');
    expect(extensionOf('.bashrc')).toBe('');
    expect(extensionOf('README')).toBe('');
  });

  it('takes exactly 10 MB and refuses one byte more', () => {
    expect(MAX_FILE_BYTES).toBe(10 * 1024 * 1024);
    expect(refusalFor({ name: 'a.pdf', size: MAX_FILE_BYTES })).toBeNull();
    expect(refusalFor({ name: 'a.pdf', size: MAX_FILE_BYTES + 1 })).toBe('tooLarge');
  });

  it('refuses empty files and types outside the spec list', () => {
    expect(refusalFor({ name: 'notes.txt', size: 0 })).toBe('empty');
    expect(refusalFor({ name: 'setup.exe', size: 10 })).toBe('unsupported');
    expect(refusalFor({ name: 'photo.jpeg', size: 10 })).toBeNull();
    expect(refusalFor({ name: 'contract.docx', size: 10 })).toBeNull();
  });
});
