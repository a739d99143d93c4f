/** The calendar address kept on the device that made it, so it can be copied again (not only once). */
import { describe, expect, it } from 'vitest';
import { forgetFeedAddress, keepFeedAddress, keptFeedAddress } from '../../src/islands/tracker/tasks/feed-address';

function memory(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

const URL_A = 'https://tribunal.example/api/calendar/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.ics';

describe('the kept calendar address', () => {
  it('comes back for the same feed, case by case', () => {
    const store = memory();
    keepFeedAddress(store, 'case-1', { url: URL_A, createdAt: '2026-11-22T10:00:00.000Z' });
    expect(keptFeedAddress(store, 'case-1', '2026-11-22T10:00:00.000Z')).toBe(URL_A);
    expect(keptFeedAddress(store, 'case-2', '2026-11-22T10:00:00.000Z')).toBeNull();
  });

  it('is not shown once a newer address was made elsewhere, or the feed stopped, or after it is forgotten', () => {
    const store = memory();
    keepFeedAddress(store, 'case-1', { url: URL_A, createdAt: '2026-11-22T10:00:00.000Z' });
    expect(keptFeedAddress(store, 'case-1', '2026-11-23T08:00:00.000Z')).toBeNull();
    expect(keptFeedAddress(store, 'case-1', null)).toBeNull();
    forgetFeedAddress(store, 'case-1');
    expect(keptFeedAddress(store, 'case-1', '2026-11-22T10:00:00.000Z')).toBeNull();
  });

  it('ignores anything stored that is not an address', () => {
    const store = memory();
    store.setItem('tt-calendar-feed:case-1', JSON.stringify({ url: 'javascript:alert(1)', createdAt: 'x' }));
    expect(keptFeedAddress(store, 'case-1', 'x')).toBeNull();
    store.setItem('tt-calendar-feed:case-1', '{not json');
    expect(keptFeedAddress(store, 'case-1', 'x')).toBeNull();
  });
});
