import { describe, expect, it } from 'vitest';
import en from '../../src/i18n/en.json';
import pt from '../../src/i18n/pt.json';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('UI strings', () => {
  it('have exactly the same keys in English and Portuguese', () => {
    const enKeys = Object.keys(en).sort();
    const ptKeys = Object.keys(pt).sort();
    expect(ptKeys.filter((key) => !enKeys.includes(key))).toEqual([]);
    expect(enKeys.filter((key) => !ptKeys.includes(key))).toEqual([]);
  });

  it('are never empty', () => {
    for (const [key, value] of [...Object.entries(en), ...Object.entries(pt)]) {
      expect(value.trim(), key).not.toBe('');
    }
  });

  it('use the same {placeholders} in both languages', () => {
    for (const [key, value] of Object.entries(en)) {
      expect(placeholders(pt[key as keyof typeof pt]), key).toEqual(placeholders(value));
    }
  });
});
