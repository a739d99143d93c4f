/**
 * The hearing bundle builder's pure parts: which files are which kind, section order, text that the
 * standard fonts can print, word wrap and pages, the index's page breaks, where 'Page N of M' goes
 * on a turned page, and how a photo's EXIF orientation is shown upright.
 */
import { describe, expect, it } from 'vitest';
import { uploadMoment } from '../../src/bundle-pdf/dates';
import { jpegOrientation, type Orientation, orientationMatrix } from '../../src/bundle-pdf/image-orientation';
import { fitImage } from '../../src/bundle-pdf/image-page';
import { type IndexRow, layoutIndex, rowHeight } from '../../src/bundle-pdf/index-layout';
import { documentKind } from '../../src/bundle-pdf/kinds';
import { visibleCount } from '../../src/bundle-pdf/outline';
import { groupBySection, usesSections } from '../../src/bundle-pdf/sections';
import { stampPlacement } from '../../src/bundle-pdf/stamp';
import { paginate, wrapParagraph } from '../../src/bundle-pdf/text-layout';
import { decodeText } from '../../src/bundle-pdf/text-pages';
import { encodableText } from '../../src/bundle-pdf/winansi';

describe('documentKind', () => {
  it('goes by the recorded type, then by the ending', () => {
    expect(documentKind('a.pdf', 'application/pdf')).toBe('pdf');
    expect(documentKind('scan', 'application/pdf')).toBe('pdf');
    expect(documentKind('notes.txt', 'text/plain; charset=utf-8')).toBe('text');
    expect(documentKind('photo.JPG', '')).toBe('jpeg');
    expect(documentKind('photo.jpeg', 'application/octet-stream')).toBe('jpeg');
    expect(documentKind('x.png', 'image/png')).toBe('png');
    expect(documentKind('x.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBe('docx');
    expect(documentKind('x.doc', 'application/msword')).toBe('doc');
    expect(documentKind('x.doc', '')).toBe('doc');
    expect(documentKind('x.exe', 'application/x-msdownload')).toBe('other');
  });
});

describe('groupBySection', () => {
  it('puts sections in tribunal order, unsectioned last, keeping the order within each', () => {
    const items = [
      { id: 'a', section: null },
      { id: 'b', section: 'evidence' },
      { id: 'c', section: 'pleadings' },
      { id: 'd', section: 'evidence' },
      { id: 'e', section: 'witness_statements' },
      { id: 'f', section: 'orders' },
      { id: 'g', section: null },
      { id: 'h', section: 'correspondence' },
      { id: 'i', section: 'pleadings' },
    ] as const;
    expect(groupBySection(items).map((item) => item.id)).toEqual(['c', 'i', 'f', 'h', 'b', 'd', 'e', 'a', 'g']);
    expect(usesSections(items)).toBe(true);
    expect(usesSections([{ section: null }])).toBe(false);
  });
});

describe('encodableText', () => {
  // WinAnsi's printable characters: ASCII, Latin-1 and the Windows-1252 extras (€ – — ‘ ’ “ ” …).
  const supported = new Set<number>();
  for (let b = 0x20; b <= 0xff; b++) {
    const char = new TextDecoder('windows-1252').decode(new Uint8Array([b]));
    if (b !== 0x7f && !(b >= 0x80 && b <= 0x9f && char.codePointAt(0) === b)) supported.add(char.codePointAt(0) ?? 0);
  }
  const printable = encodableText(supported);

  it('keeps Portuguese accents, the euro and typographic quotes', () => {
    expect(printable('Ação, não, é, õ, ç, Ç, Á, º — “olá” ‘sim’ €12')).toBe('Ação, não, é, õ, ç, Ç, Á, º — “olá” ‘sim’ €12');
  });
  it('composes accents typed as separate marks (NFD) before printing', () => {
    expect(printable('Aca\u0303o')).toBe('Acão');
  });
  it('drops only the marks it cannot print, and prints ? for letters with no plain form', () => {
    expect(printable('Łódź Kraków ő')).toBe('?ódz Kraków o');
  });
  it('prints ? for emoji, dropping their joiners, skin tones and variation selectors', () => {
    expect(printable('ok 😀 👍🏽 ❤️ 👨‍👩‍👧 done')).toBe('ok ? ? ? ??? done');
  });
  it('turns other spaces and dashes into the nearest it has, and removes control characters', () => {
    expect(printable('a\tb\u2009c\u2011d\u2212e\u0007f\u200bg')).toBe('a b c-d-efg');
  });
});

describe('wrapParagraph and paginate', () => {
  // One point per character makes widths easy to follow.
  const measure = (text: string) => text.length;

  it('wraps at spaces within the width, keeping indentation on a line', () => {
    expect(wrapParagraph('  one two three four', 9, measure)).toEqual(['  one two', 'three', 'four']);
  });
  it('breaks a word longer than the line between characters', () => {
    expect(wrapParagraph('see https://example.org/a/b/c', 10, measure)).toEqual(['see', 'https://ex', 'ample.org/', 'a/b/c']);
  });
  it('keeps a blank line and drops trailing spaces', () => {
    expect(wrapParagraph('', 10, measure)).toEqual(['']);
    expect(wrapParagraph('word    ', 10, measure)).toEqual(['word']);
  });
  it('fills the first page with fewer lines than the others', () => {
    expect(paginate([1, 2, 3, 4, 5, 6, 7], 2, 3)).toEqual([
      [1, 2],
      [3, 4, 5],
      [6, 7],
    ]);
    expect(paginate([], 2, 3)).toEqual([[]]);
  });
});

describe('layoutIndex', () => {
  const entry = (n: number, lines = 1): IndexRow => ({
    kind: 'entry',
    entry: n,
    nameLines: Array(lines).fill('x'),
    noteLines: [],
  });
  const section: IndexRow = { kind: 'section', title: 'Evidence' };

  it('places rows down the page and starts a new page when the next row would cross the bottom', () => {
    const rows = [entry(0), entry(1), entry(2)];
    const h = rowHeight(entry(0));
    expect(h).toBe(21);
    const { pageCount, placed } = layoutIndex(rows, 100, 200, 100 - 2 * h - 1);
    expect(pageCount).toBe(2);
    expect(placed.map((p) => [p.page, p.top])).toEqual([
      [0, 100],
      [0, 79],
      [1, 200],
    ]);
  });
  it('never leaves a section heading alone at the bottom of a page', () => {
    const rows = [entry(0), section, entry(1)];
    const { placed } = layoutIndex(rows, 100, 200, 100 - 21 - 26 - 10);
    expect(placed.map((p) => p.page)).toEqual([0, 1, 1]);
  });
  it('gives a long name and a Word note their own lines', () => {
    expect(rowHeight({ kind: 'entry', entry: 0, nameLines: ['a', 'b'], noteLines: ['c'] })).toBe(8 + 26 + 11);
  });
});

describe('stampPlacement', () => {
  const box = { x: 0, y: 0, width: 600, height: 800 };
  it('centres the stamp on the bottom edge the reader sees, whatever /Rotate says', () => {
    expect(stampPlacement(box, 0, 100)).toEqual({ x: 250, y: 22, rotate: 0 });
    expect(stampPlacement(box, 90, 100)).toEqual({ x: 578, y: 350, rotate: 90 });
    expect(stampPlacement(box, 180, 100)).toEqual({ x: 350, y: 778, rotate: 180 });
    expect(stampPlacement(box, 270, 100)).toEqual({ x: 22, y: 450, rotate: 270 });
    expect(stampPlacement(box, -90, 100)).toEqual(stampPlacement(box, 270, 100));
    expect(stampPlacement(box, 450, 100)).toEqual(stampPlacement(box, 90, 100));
  });
  it('measures from the visible box when it does not start at the origin', () => {
    expect(stampPlacement({ x: 10, y: 20, width: 600, height: 800 }, 0, 100)).toEqual({ x: 260, y: 42, rotate: 0 });
  });
});

describe('images', () => {
  /** A JPEG start with an APP1 Exif segment holding only Orientation (big- or little-endian). */
  function jpegWithOrientation(value: number, little: boolean): Uint8Array {
    const u16 = (n: number) => (little ? [n & 0xff, n >> 8] : [n >> 8, n & 0xff]);
    const u32 = (n: number) => (little ? [n & 0xff, (n >> 8) & 0xff, 0, 0] : [0, 0, (n >> 8) & 0xff, n & 0xff]);
    const tiff = [
      ...(little ? [0x49, 0x49] : [0x4d, 0x4d]),
      ...u16(42),
      ...u32(8),
      ...u16(1),
      ...u16(0x0112),
      ...u16(3),
      ...u32(1),
      ...u16(value),
      0,
      0,
      ...u32(0),
    ];
    const app1 = [0x45, 0x78, 0x69, 0x66, 0, 0, ...tiff];
    const length = app1.length + 2;
    return new Uint8Array([0xff, 0xd8, 0xff, 0xe1, length >> 8, length & 0xff, ...app1, 0xff, 0xda, 0, 2]);
  }

  it('reads the EXIF orientation in either byte order, and 1 when there is none', () => {
    expect(jpegOrientation(jpegWithOrientation(6, false))).toBe(6);
    expect(jpegOrientation(jpegWithOrientation(8, true))).toBe(8);
    expect(jpegOrientation(new Uint8Array([0xff, 0xd8, 0xff, 0xda, 0, 2]))).toBe(1);
    expect(jpegOrientation(new Uint8Array([1, 2, 3]))).toBe(1);
    expect(jpegOrientation(jpegWithOrientation(9, false))).toBe(1);
  });

  it('maps the stored first row and column where each orientation shows them', () => {
    // Where the stored image's top-left corner (u 0, v 1) and top-right (u 1, v 1) land in a 10×20
    // rectangle at (100, 200).
    const at = (o: Orientation, u: number, v: number) => {
      const [a, b, c, d, e, f] = orientationMatrix(o, 100, 200, 10, 20);
      return [a * u + c * v + e, b * u + d * v + f];
    };
    const corners = (o: Orientation) => [at(o, 0, 1), at(o, 1, 1)];
    const [TL, TR, BL, BR] = [
      [100, 220],
      [110, 220],
      [100, 200],
      [110, 200],
    ];
    expect(corners(1)).toEqual([TL, TR]);
    expect(corners(2)).toEqual([TR, TL]);
    expect(corners(3)).toEqual([BR, BL]);
    expect(corners(4)).toEqual([BL, BR]);
    expect(corners(5)).toEqual([TL, BL]);
    expect(corners(6)).toEqual([TR, BR]);
    expect(corners(7)).toEqual([BR, TR]);
    expect(corners(8)).toEqual([BL, TL]);
  });

  it('shrinks to fit inside the margins keeping the aspect ratio, and never enlarges', () => {
    expect(fitImage(120, 80, 700)).toEqual({ x: (595.28 - 120) / 2, y: 620, width: 120, height: 80 });
    const photo = fitImage(4000, 3000, 700);
    expect(photo.width).toBeCloseTo(595.28 - 2 * 56.69, 10);
    expect(photo.height / photo.width).toBeCloseTo(0.75, 10);
    const tall = fitImage(1000, 4000, 700);
    expect(tall.height).toBeCloseTo(700 - 56.69, 10);
    expect(tall.width / tall.height).toBeCloseTo(0.25, 10);
  });
});

describe('decodeText', () => {
  it('reads UTF-8 with or without a byte-order mark, UTF-16 with one, and Windows-1252', () => {
    expect(decodeText(new TextEncoder().encode('Ação'))).toBe('Ação');
    expect(decodeText(new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('Ação')]))).toBe('Ação');
    expect(decodeText(new Uint8Array([0xff, 0xfe, 0x41, 0, 0xe7, 0, 0xe3, 0, 0x6f, 0]))).toBe('Ação');
    expect(decodeText(new Uint8Array([0xfe, 0xff, 0, 0x41, 0, 0xe7, 0, 0xe3, 0, 0x6f]))).toBe('Ação');
    expect(decodeText(new Uint8Array([0x41, 0xe7, 0xe3, 0x6f, 0x20, 0x80]))).toBe('Ação €');
  });
});

describe('outline counts and upload dates', () => {
  it('counts every item and its descendants', () => {
    const leaf = { title: 'x', page: undefined as never, children: [] };
    expect(visibleCount([leaf, { ...leaf, children: [leaf, { ...leaf, children: [leaf] }] }])).toBe(5);
  });
  it('reads a bare date at noon UTC and a timestamp as it is', () => {
    expect(uploadMoment('2026-11-20')?.toISOString()).toBe('2026-11-20T12:00:00.000Z');
    expect(uploadMoment('2026-11-20T23:30:00Z')?.toISOString()).toBe('2026-11-20T23:30:00.000Z');
    expect(uploadMoment('not a date')).toBeNull();
  });
});
