/**
 * Errors cross the seam as a code and message keys: a screen chooses its words by ErrorCode's
 * constants or by the issues' keys, in its reader's language. The server's English `message` is for
 * logs; a code compared with a string would compile whatever it said.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ClientFailureCode, ErrorCode } from '../../src/domain/error-codes';
import { ApiFailure } from '../../src/stores/api';

const root = path.resolve(import.meta.dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.(ts|tsx)$/.test(name) ? [file] : [];
  });
}

/** Every island and page script that can meet an ApiFailure. */
const clientFiles = ['src/islands', 'src/browser']
  .flatMap((dir) => sources(path.join(root, dir)))
  .map((file) => ({ file: path.relative(root, file), text: readFileSync(file, 'utf8') }))
  .filter(({ text }) => /\bApiFailure\b|\bFailureCode\b|\bproblemFor\b/.test(text));

const LITERAL_CODES_LEFT = new Set<string>();

describe('islands and page scripts', () => {
  it('are found', () => {
    expect(clientFiles.length).toBeGreaterThan(20);
  });

  it('never read an ApiFailure’s message for display', () => {
    const reads = clientFiles.flatMap(({ file, text }) =>
      [...text.matchAll(/\b(error|failure|err|cause)\.message\b/g)].map((match) => `${file}: ${match[0]}`),
    );
    expect(reads).toEqual([]);
  });

  it('compare codes with ErrorCode’s constants, never a string', () => {
    const literals = clientFiles
      .filter(({ file }) => !LITERAL_CODES_LEFT.has(file))
      .flatMap(({ file, text }) =>
        [...text.matchAll(/\bcode\s*[!=]==?\s*['"`]|\bcase\s+['"`][A-Z][A-Z0-9_]+['"`]\s*:/g)].map(
          (match) => `${file}: ${match[0]}`,
        ),
      );
    expect(literals).toEqual([]);
  });
});

/** Forms still keeping the state by hand (none now: a new one may not be added). */
const OWN_ERROR_STATE_LEFT = new Set<string>();

describe('form islands', () => {
  const islands = sources(path.join(root, 'src/islands')).map((file) => ({
    file: path.relative(root, file),
    text: readFileSync(file, 'utf8'),
  }));

  it('keep their errors and refused submits in useFieldErrors, never a copy of its state', () => {
    const copies = islands
      .filter(({ file }) => !OWN_ERROR_STATE_LEFT.has(file))
      .filter(({ text }) => /\bsetAttempt\b|useState<FormError\[\]>/.test(text))
      .map(({ file }) => file);
    expect(copies).toEqual([]);
  });

  it('list as left only files that still keep the state by hand (the list only shrinks)', () => {
    const copying = new Set(islands.filter(({ text }) => /\bsetAttempt\b/.test(text)).map(({ file }) => file));
    expect([...OWN_ERROR_STATE_LEFT].filter((file) => !copying.has(file))).toEqual([]);
  });
});

describe('ApiFailure', () => {
  it('keeps one of our codes as it came', () => {
    expect(new ApiFailure(409, 'EDIT_CONFLICT', 'Changed elsewhere').code).toBe(ErrorCode.EDIT_CONFLICT);
    expect(new ApiFailure(0, 'NETWORK', 'No answer').code).toBe(ClientFailureCode.NETWORK);
  });

  it('names a code that is not ours FOREIGN, and keeps it as sent for the sign-in screen', () => {
    const failure = new ApiFailure(401, 'INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password');
    expect(failure.code).toBe(ClientFailureCode.FOREIGN);
    expect(failure.serverCode).toBe('INVALID_EMAIL_OR_PASSWORD');
  });
});
