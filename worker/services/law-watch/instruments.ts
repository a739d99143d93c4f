/**
 * The commencement instruments made under an Act, from legislation.gov.uk's list of UK Statutory
 * Instruments as an Atom feed (legislation/data-documentation api/search.md "Listings": a list page
 * with `/data.feed`, the `title` query with a quoted phrase, `sort=published` and `results-count`;
 * entry shape in formats/atom.md: <id> …/id/uksi/2026/954, <title>, <ukm:CreationDate Date>).
 * The title search stems words, so entries are kept only when their title holds the Act's title and
 * "Commencement".
 */
import type { Instrument, InstrumentsReading } from '../../../src/domain/law-watch';
import { SourceError } from '../caselaw/http';
import { elementsOf, isIsoDay, itemOfUri, textOf } from './xml';

/** How many of the newest instruments one run reads: far more than an Act's commencement regulations in a year. */
export const INSTRUMENTS_PER_RUN = 50;

/** The feed's address under the legislation base ("https://www.legislation.gov.uk"). */
export function instrumentsFeedUrl(base: string, actTitle: string): string {
  const query = new URLSearchParams({
    title: `"${actTitle}" Commencement`,
    sort: 'published',
    'results-count': String(INSTRUMENTS_PER_RUN),
  });
  return `${base}/uksi/data.feed?${query.toString().replace(/\+/g, '%20')}`;
}

/** The same list as a web page, for a notice's source link. */
export function instrumentsPageUrl(actTitle: string): string {
  return instrumentsFeedUrl('https://www.legislation.gov.uk', actTitle).replace('/uksi/data.feed?', '/uksi?');
}

export function parseInstruments(xml: string, actTitle: string): InstrumentsReading {
  const all = elementsOf(xml, `the list of instruments under the ${actTitle}`);
  if (!all.some((e) => e.element.name === 'feed'))
    throw new SourceError(`legislation.gov.uk sent the list of instruments under the ${actTitle} without an Atom feed`);
  const wanted = actTitle.toLowerCase();
  const instruments: Instrument[] = [];
  for (const entry of all.filter((e) => e.element.name === 'entry')) {
    const inEntry = all.filter((e) => e.ancestors[0] === entry.element);
    const id = inEntry.find((e) => e.element.name === 'id');
    const titleElement = inEntry.find((e) => e.element.name === 'title');
    const uri = id ? itemOfUri(textOf(id.element)) : null;
    const title = titleElement ? textOf(titleElement.element) : '';
    if (!uri || !title.toLowerCase().includes(wanted) || !/commencement/i.test(title)) continue;
    const made = inEntry.find((e) => e.element.name === 'CreationDate')?.element.attrs.Date;
    instruments.push({ uri, title, made: isIsoDay(made) ? made : null });
  }
  return { kind: 'instruments', instruments: instruments.sort((a, b) => a.uri.localeCompare(b.uri)) };
}
