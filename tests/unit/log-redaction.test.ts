/** The Worker's error log never carries a failed query's parameters (personal data). */
import { describe, expect, it } from 'vitest';
import { describeError, withoutQueryParams } from '../../worker/log';

describe('error logging', () => {
  it('keeps the failed query and drops its parameters, in the message and the stack', () => {
    const error = new Error(
      'Failed query: insert into "documents" ("id", "content") values (?, ?)\nparams: 1f2e,Ana Silva was dismissed',
    );
    error.stack = `${error.message}\n    at insert (worker.js:10:5)\n    at run (worker.js:20:1)`;
    const logged = describeError(error);
    expect(logged.errorMessage).toBe(
      'Failed query: insert into "documents" ("id", "content") values (?, ?)\nparams: [not logged]',
    );
    expect(String(logged.stack)).not.toContain('Ana Silva');
    expect(String(logged.stack)).toContain('at insert (worker.js:10:5)');
    expect(withoutQueryParams('D1_ERROR: no such table: x')).toBe('D1_ERROR: no such table: x');
  });
});
