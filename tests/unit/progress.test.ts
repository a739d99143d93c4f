import { describe, expect, it } from 'vitest';
import { navCurrent, STAGE_COUNT, stageNeighbours } from '../../src/config/routes';
import { stageProgressPercent } from '../../src/domain/progress';

describe('stage progress', () => {
  it('rounds current / total × 100', () => {
    expect(stageProgressPercent(1, 8)).toBe(13);
    expect(stageProgressPercent(3, 8)).toBe(38);
    expect(stageProgressPercent(8, 8)).toBe(100);
    expect(stageProgressPercent(0, 8)).toBe(0);
  });

  it('refuses impossible progress', () => {
    expect(() => stageProgressPercent(9, 8)).toThrow(RangeError);
    expect(() => stageProgressPercent(1, 0)).toThrow(RangeError);
  });

  it('chains the stages 1 to 8, then home', () => {
    expect(STAGE_COUNT).toBe(8);
    expect(stageNeighbours(1)).toEqual({ previous: null, next: '/stage/2' });
    expect(stageNeighbours(5)).toEqual({ previous: '/stage/4', next: '/stage/6' });
    expect(stageNeighbours(8)).toEqual({ previous: '/stage/7', next: '/' });
  });
});

describe('navCurrent', () => {
  it('marks the page itself, and its section while reading inside it', () => {
    expect(navCurrent('/stages', '/stages')).toBe('page');
    expect(navCurrent('/stages', '/stage/3')).toBe('true');
    expect(navCurrent('/case-law', '/case-law/admin')).toBe('true');
    expect(navCurrent('/', '/stage/3')).toBeUndefined();
    expect(navCurrent('/tracker', '/stages')).toBeUndefined();
    expect(navCurrent('/stages', null)).toBeUndefined();
  });
});
