/** The reload hook's request key (src/islands/use-reload.ts): what makes a read run again. */
import { describe, expect, it } from 'vitest';
import { requestKeyOf } from '../../src/islands/use-reload';

describe('the request key of a reloadable read', () => {
  it('is null while there is nothing to read (no case chosen yet)', () => {
    expect(requestKeyOf(null, 0)).toBeNull();
    expect(requestKeyOf(null, 3)).toBeNull();
  });

  it('changes when an input changes, and when reload() is asked for with the same inputs', () => {
    const first = requestKeyOf(['case-1', 0], 0);
    expect(requestKeyOf(['case-1', 0], 0)).toBe(first);
    expect(requestKeyOf(['case-2', 0], 0)).not.toBe(first);
    expect(requestKeyOf(['case-1', 1], 0)).not.toBe(first);
    expect(requestKeyOf(['case-1', 0], 1)).not.toBe(first);
  });

  it('never confuses inputs that join to the same text', () => {
    expect(requestKeyOf(['a,b', 'c'], 0)).not.toBe(requestKeyOf(['a', 'b,c'], 0));
    expect(requestKeyOf([null], 0)).not.toBe(requestKeyOf(['null'], 0));
  });
});
