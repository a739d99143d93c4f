/**
 * A bundle split into volumes: separate PDFs cut between documents, the index at the front of the
 * first listing every volume's documents under a heading per volume, page numbers running on
 * across volumes ('Page N of M' of the whole bundle), page labels starting at each volume's first
 * page, and links and bookmarks only to pages in the same PDF.
 */
import { PDFDocument, PDFName } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildBundle } from '../../src/bundle-pdf/build-bundle';
import type { BuildResult } from '../../src/bundle-pdf/types';
import { doc, LABELS_EN, links, pagesPdf, readOutline, shownText } from './_bundle-pdf';

const PDF = 'application/pdf';
const stamps = (pdf: PDFDocument) => pdf.getPages().map((_, i) => shownText(pdf, i).at(-1)?.text);
const allText = (pdf: PDFDocument, page: number) => shownText(pdf, page).map((shown) => shown.text);

describe('a bundle split at 10 pages a volume', () => {
  let result: BuildResult;
  let volumes: PDFDocument[];

  beforeAll(async () => {
    const documents = [
      doc('a', 'Claim.pdf', PDF, await pagesPdf(4, 'Claim'), 'pleadings'),
      doc('b', 'Response.pdf', PDF, await pagesPdf(4, 'Response'), 'pleadings'),
      doc('c', 'Emails.pdf', PDF, await pagesPdf(6, 'Emails'), 'correspondence'),
      doc('d', 'Payslips.pdf', PDF, await pagesPdf(3, 'Payslips'), 'evidence'),
    ];
    result = await buildBundle(documents, {
      title: 'Ana Silva v Acme Ltd',
      labels: LABELS_EN,
      dateLocale: 'en-GB',
      volumes: { maxPages: 10 },
    });
    volumes = await Promise.all((result.volumes ?? []).map((volume) => PDFDocument.load(volume.bytes)));
  });

  it('makes separate PDFs cut between documents, the first holding the index', () => {
    // 1 index page + 4 + 4 = 9 (the 6-page e-mails would make 15); then 6 + 3 = 9.
    expect(result.indexPages).toBe(1);
    expect(result.volumes?.map(({ number, firstPage, lastPage }) => ({ number, firstPage, lastPage }))).toEqual([
      { number: 1, firstPage: 1, lastPage: 9 },
      { number: 2, firstPage: 10, lastPage: 18 },
    ]);
    expect(volumes.map((pdf) => pdf.getPageCount())).toEqual([9, 9]);
    expect(result.pageCount).toBe(18);
    expect(result.bytes).toBe(result.volumes?.[0]?.bytes);
    expect(result.overLimit).toEqual([]);
    expect(allText(volumes[1]!, 0)).toContain('Emails 1');
  });

  it('numbers the pages on across volumes, of the whole bundle', () => {
    expect(stamps(volumes[0]!)).toEqual(Array.from({ length: 9 }, (_, i) => `Page ${i + 1} of 18`));
    expect(stamps(volumes[1]!)).toEqual(Array.from({ length: 9 }, (_, i) => `Page ${i + 10} of 18`));
  });

  it('lists every volume in the first volume’s index, with continuous page ranges', () => {
    const index = allText(volumes[0]!, 0);
    expect(index).toEqual(
      expect.arrayContaining(['Volume 1', 'Volume 2', 'Emails.pdf', 'Payslips.pdf', 'pp. 10–15', 'pp. 16–18']),
    );
    expect(index.indexOf('Volume 2')).toBeGreaterThan(index.indexOf('Response.pdf'));
    expect(index.indexOf('Volume 2')).toBeLessThan(index.indexOf('Emails.pdf'));
    expect(result.entries.map(({ firstPage, lastPage, volume }) => [firstPage, lastPage, volume])).toEqual([
      [2, 5, 1],
      [6, 9, 1],
      [10, 15, 2],
      [16, 18, 2],
    ]);
  });

  it('links and bookmarks only to pages in the same PDF', () => {
    expect(links(volumes[0]!, 0).map((link) => link.page)).toEqual([1, 5]);
    expect(readOutline(volumes[1]!).map((node) => [node.title, node.page])).toEqual([
      ['Correspondence', 0],
      ['Evidence', 6],
    ]);
    expect(readOutline(volumes[0]!)[0]).toMatchObject({ title: 'Index', page: 0 });
  });

  it('labels each volume’s pages with their bundle numbers, and titles it as a volume', () => {
    expect(volumes[1]!.getTitle()).toBe('Ana Silva v Acme Ltd – Hearing bundle – Volume 2 of 2');
    expect(volumes[1]!.catalog.lookup(PDFName.of('PageLabels'))?.toString()).toContain('/St 10');
  });
});

describe('a bundle split at a file size', () => {
  it('keeps every volume under the size when no document alone is over it', async () => {
    const documents = await Promise.all(
      Array.from({ length: 6 }, async (_, i) => doc(`d${i}`, `Doc ${i}.pdf`, PDF, await pagesPdf(20, `Doc ${i}`))),
    );
    const whole = await buildBundle(documents, { title: 'A v B', labels: LABELS_EN, dateLocale: 'en-GB' });
    const maxBytes = Math.ceil(whole.bytes.byteLength / 2.5);
    const split = await buildBundle(documents, { title: 'A v B', labels: LABELS_EN, dateLocale: 'en-GB', volumes: { maxBytes } });
    expect(split.volumes?.length).toBeGreaterThan(1);
    for (const volume of split.volumes ?? []) expect(volume.bytes.byteLength).toBeLessThanOrEqual(maxBytes);
    expect(split.overLimit).toEqual([]);
    expect(split.pageCount).toBe(whole.pageCount);
  });

  it('reports a volume still over the limit when one document alone is larger', async () => {
    const big = doc('big', 'Big.pdf', PDF, await pagesPdf(40, 'Big'));
    const small = doc('s', 'Small.pdf', PDF, await pagesPdf(1, 'Small'));
    const split = await buildBundle([small, big], {
      title: 'A v B',
      labels: LABELS_EN,
      dateLocale: 'en-GB',
      volumes: { maxBytes: 2_000 },
    });
    expect(split.overLimit).toContain(2);
  });

  it('makes the one PDF of an unsplit bundle when everything fits the limit', async () => {
    const documents = [doc('a', 'Claim.pdf', PDF, await pagesPdf(3, 'Claim'))];
    const result = await buildBundle(documents, {
      title: 'A v B',
      labels: LABELS_EN,
      dateLocale: 'en-GB',
      volumes: { maxPages: 100 },
    });
    expect(result.volumes?.length).toBe(1);
    const pdf = await PDFDocument.load(result.bytes);
    expect(pdf.getTitle()).toBe('A v B – Hearing bundle');
    expect(allText(pdf, 0)).not.toContain('Volume 1');
    expect(result.entries[0]?.volume).toBeUndefined();
  });
});
