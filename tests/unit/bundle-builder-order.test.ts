/**
 * The rules behind the 'Build hearing bundle' list: the starting order, Move up / Move down within
 * a section, drag and drop, changing a file's section, leaving a file out, and the fetch of the
 * chosen files. Plus the PDF's words in both languages.
 */
import { describe, expect, it, vi } from 'vitest';
import { pickMessages } from '../../src/i18n/island-messages';
import { BUNDLE_PDF_MESSAGE_KEYS, bundleLabels, bundlePdfLabels } from '../../src/islands/bundle/bundle-labels';
import {
  type Arranged,
  canMoveDown,
  canMoveUp,
  initialArrangement,
  moveDown,
  moveTo,
  moveUp,
  positionOf,
  setIncluded,
  setSection,
} from '../../src/islands/bundle/bundle-order';
import { fetchAll } from '../../src/islands/bundle/fetch-all';

/** A file with no date or description of its own. */
const NO_DETAILS = { documentDate: null, description: null };
const ids = (items: readonly Arranged[]) => items.map((item) => item.id);
const flat = (...names: string[]): Arranged[] =>
  names.map((id) => ({ id, section: null, included: true, documentDate: null, description: null }));

describe('initialArrangement', () => {
  it('starts with the oldest upload first, ties by name, everything in and unsectioned', () => {
    const items = initialArrangement([
      { id: 'c', fileName: 'c.pdf', uploadDate: '2026-11-21T10:00:00Z' },
      { id: 'b', fileName: 'b.pdf', uploadDate: '2026-11-20T10:00:00Z' },
      { id: 'a', fileName: 'a.pdf', uploadDate: '2026-11-20T10:00:00Z' },
    ]);
    expect(items).toEqual(flat('a', 'b', 'c'));
  });

  it('starts from the saved arrangement: saved places first, in their sections, then files never arranged by upload', () => {
    const items = initialArrangement([
      { id: 'new', fileName: 'new.pdf', uploadDate: '2026-11-01T10:00:00Z', position: null },
      { id: 'second', fileName: 'b.pdf', uploadDate: '2026-11-20T10:00:00Z', position: 1, section: 'evidence', included: false },
      {
        id: 'first',
        fileName: 'a.pdf',
        uploadDate: '2026-11-21T10:00:00Z',
        position: 0,
        section: 'evidence',
        documentDate: '2026-03-02',
        description: 'Letter of dismissal',
      },
      { id: 'pleading', fileName: 'et1.pdf', uploadDate: '2026-11-22T10:00:00Z', position: 2, section: 'pleadings' },
    ]);
    expect(items).toEqual([
      { id: 'pleading', section: 'pleadings', included: true, documentDate: null, description: null },
      { id: 'first', section: 'evidence', included: true, documentDate: '2026-03-02', description: 'Letter of dismissal' },
      { id: 'second', section: 'evidence', included: false, documentDate: null, description: null },
      { id: 'new', section: null, included: true, documentDate: null, description: null },
    ]);
  });
});

describe('moveUp and moveDown', () => {
  it('swap a file with its neighbour', () => {
    expect(ids(moveUp(flat('a', 'b', 'c'), 'c'))).toEqual(['a', 'c', 'b']);
    expect(ids(moveDown(flat('a', 'b', 'c'), 'a'))).toEqual(['b', 'a', 'c']);
  });
  it('do nothing at the ends of the list', () => {
    expect(canMoveUp(flat('a', 'b'), 'a')).toBe(false);
    expect(canMoveDown(flat('a', 'b'), 'b')).toBe(false);
    expect(ids(moveUp(flat('a', 'b'), 'a'))).toEqual(['a', 'b']);
    expect(ids(moveDown(flat('a', 'b'), 'b'))).toEqual(['a', 'b']);
  });
  it('stay within a section', () => {
    const items: Arranged[] = [
      { id: 'p1', section: 'pleadings', included: true, ...NO_DETAILS },
      { id: 'e1', section: 'evidence', included: true, ...NO_DETAILS },
      { id: 'e2', section: 'evidence', included: true, ...NO_DETAILS },
    ];
    expect(canMoveUp(items, 'e1')).toBe(false);
    expect(canMoveDown(items, 'p1')).toBe(false);
    expect(canMoveUp(items, 'e2')).toBe(true);
    expect(ids(moveUp(items, 'e1'))).toEqual(['p1', 'e1', 'e2']);
    expect(ids(moveUp(items, 'e2'))).toEqual(['p1', 'e2', 'e1']);
  });
  it('report the new position for the announcement', () => {
    const moved = moveUp(flat('a', 'b', 'c'), 'c');
    expect(positionOf(moved, 'c')).toBe(2);
  });
});

describe('moveTo (drag and drop)', () => {
  it('puts the file where the target was, moving the others along', () => {
    expect(ids(moveTo(flat('a', 'b', 'c', 'd'), 'a', 'c'))).toEqual(['b', 'c', 'a', 'd']);
    expect(ids(moveTo(flat('a', 'b', 'c', 'd'), 'd', 'b'))).toEqual(['a', 'd', 'b', 'c']);
    expect(ids(moveTo(flat('a', 'b'), 'a', 'a'))).toEqual(['a', 'b']);
    expect(ids(moveTo(flat('a', 'b'), 'a', 'gone'))).toEqual(['a', 'b']);
  });
  it("joins the target's section when dropped among another section's files", () => {
    const items: Arranged[] = [
      { id: 'p1', section: 'pleadings', included: true, ...NO_DETAILS },
      { id: 'p2', section: 'pleadings', included: true, ...NO_DETAILS },
      { id: 'x', section: null, included: false, ...NO_DETAILS },
    ];
    expect(moveTo(items, 'x', 'p2')).toEqual([
      { id: 'p1', section: 'pleadings', included: true, ...NO_DETAILS },
      { id: 'x', section: 'pleadings', included: false, ...NO_DETAILS },
      { id: 'p2', section: 'pleadings', included: true, ...NO_DETAILS },
    ]);
  });
});

describe('setSection and setIncluded', () => {
  it('moves a file to the end of its new section, keeping the list grouped', () => {
    const items: Arranged[] = [
      { id: 'a', section: null, included: true, ...NO_DETAILS },
      { id: 'e1', section: 'evidence', included: true, ...NO_DETAILS },
      { id: 'b', section: null, included: true, ...NO_DETAILS },
    ];
    const grouped = setSection(items, 'b', 'evidence');
    expect(grouped.map((item) => [item.id, item.section])).toEqual([
      ['e1', 'evidence'],
      ['b', 'evidence'],
      ['a', null],
    ]);
    expect(ids(setSection(grouped, 'a', 'pleadings'))).toEqual(['a', 'e1', 'b']);
    expect(setSection(grouped, 'b', 'evidence')).toEqual(grouped);
  });
  it('leaves a file out without moving it', () => {
    const [a, b] = flat('a', 'b');
    expect(setIncluded(flat('a', 'b'), 'b', false)).toEqual([a, { ...b, included: false }]);
  });
});

describe('fetchAll', () => {
  it('returns every file in the order asked, counting each as it arrives', async () => {
    const seen: number[] = [];
    const result = await fetchAll(
      ['a', 'b', 'c', 'd', 'e'],
      async (id) => new TextEncoder().encode(id).buffer,
      (done) => seen.push(done),
    );
    expect('bytes' in result && result.bytes.map((b) => new TextDecoder().decode(b))).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(seen).toEqual([1, 2, 3, 4, 5]);
  });
  it('names the first file that cannot be fetched', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const result = await fetchAll(
      ['a', 'b', 'c'],
      async (id) => {
        if (id === 'b') throw new Error('offline');
        return new ArrayBuffer(1);
      },
      () => {},
    );
    expect(result).toEqual({ failed: 'b' });
    expect(logged).toHaveBeenCalledTimes(1);
    logged.mockRestore();
  });
});

describe('bundleLabels', () => {
  it('gives the PDF its words in English and European Portuguese', () => {
    const en = bundleLabels(pickMessages('en', BUNDLE_PDF_MESSAGE_KEYS));
    const pt = bundleLabels(pickMessages('pt', BUNDLE_PDF_MESSAGE_KEYS));
    expect([en.index, en.pageOf, en.pageRange, en.sections.witness_statements]).toEqual([
      'Index',
      'Page {n} of {total}',
      'pp. {from}–{to}',
      'Witness statements',
    ]);
    expect([pt.index, pt.pageOf, pt.bundleTitle, pt.sections.witness_statements]).toEqual([
      'Índice',
      'Página {n} de {total}',
      'Dossier da audiência',
      'Depoimentos escritos de testemunhas',
    ]);
  });
});

describe('bundlePdfLabels', () => {
  const en = pickMessages('en', BUNDLE_PDF_MESSAGE_KEYS);
  const pt = pickMessages('pt', BUNDLE_PDF_MESSAGE_KEYS);

  it('prints the bundle to file in English from a Portuguese screen, with a Portuguese reading copy marked not for filing', () => {
    const labels = bundlePdfLabels(en, pt, 'pt');
    expect([labels.filing.bundleTitle, labels.filing.index, labels.filing.pageOf, labels.filing.undated]).toEqual([
      'Hearing bundle',
      'Index',
      'Page {n} of {total}',
      'Undated',
    ]);
    expect(labels.reading).toMatchObject({
      dateLocale: 'pt-PT',
      notice: 'cópia de leitura, não apresentar ao tribunal',
      labels: { bundleTitle: 'Dossier da audiência', index: 'Índice', undated: 'Sem data' },
    });
  });

  it('offers no reading copy from an English screen', () => {
    expect(bundlePdfLabels(en, en, 'en')).toEqual({ filing: bundleLabels(en), reading: null });
  });
});
