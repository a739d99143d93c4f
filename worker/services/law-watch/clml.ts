/**
 * What one provision's CLML (legislation.gov.uk's `/<provision>/data.xml`, Open Government Licence
 * v3.0) says about its commencement, as documented in legislation/data-documentation
 * (formats/xml.md, model/effects.md):
 * - revised text only (ukm:DocumentStatus "revised"): the text as enacted or made ("final") carries
 *   no in-force information, so nothing can be read from it;
 * - in force: RestrictStartDate on the provision or the nearest ancestor carrying one (a section's
 *   dates sit on its P1group); not yet in force: Status="Prospective"; repealed: Status
 *   "Repealed"/"Discarded" or a RestrictEndDate;
 * - Commencement Information: the annotations of Commentary Type "I" ("S. 152 in force at …");
 * - commencements recorded but not yet applied to the text: ukm:UnappliedEffect of Type "coming into
 *   force" or "Commencement Order", with the instrument (CommencingURI or AffectingURI) and the
 *   ukm:InForce dates, kept when it names this provision (AffectedURI, its ukm:Section URIs, or the
 *   AffectedProvisions words such as "s. 152" or "Sch. 12 para. 4").
 */
import type { IsoDate } from '../../../src/domain/calendar';
import { type ProvisionReading, type ProvisionStatus, provisionLabel } from '../../../src/domain/law-watch';
import { SourceError } from '../caselaw/http';
import { elementsOf, isIsoDay, itemOfUri, type Located, pathOfUri, textOf, type XmlElement } from './xml';

const COMMENCEMENT_EFFECTS = new Set(['coming into force', 'commencement order']);

/** Whether an effect's words name the provision or a part of it ("s. 152(1)" does, "s. 1520" does not). */
function wordsName(words: string, label: string): boolean {
  return words.split(/[,;]/).some((piece) => {
    const trimmed = piece.trim();
    return trimmed === label || (trimmed.startsWith(label) && !/[0-9A-Za-z]/.test(trimmed.charAt(label.length)));
  });
}

function concerns(effect: Located, all: Located[], provision: string): boolean {
  const within = (uri: string | undefined) => {
    const path = pathOfUri(uri);
    return path !== null && (path === provision || path.startsWith(`${provision}/`));
  };
  if (within(effect.element.attrs.AffectedURI)) return true;
  const sections = all.filter(
    (e) =>
      e.element.name === 'Section' &&
      e.ancestors.some((a) => a === effect.element) &&
      e.ancestors[0]?.name === 'AffectedProvisions',
  );
  if (sections.some((s) => within(s.element.attrs.URI))) return true;
  const words = effect.element.attrs.AffectedProvisions ?? effect.element.attrs.AffectedProvision ?? '';
  return wordsName(words, provisionLabel(provision));
}

function statusOf(chain: XmlElement[]): { status: ProvisionStatus; inForceFrom: IsoDate | null } {
  if (chain.some((e) => e.attrs.Status === 'Repealed' || e.attrs.Status === 'Discarded' || e.attrs.RestrictEndDate))
    return { status: 'repealed', inForceFrom: null };
  if (chain.some((e) => e.attrs.Status === 'Prospective')) return { status: 'prospective', inForceFrom: null };
  const started = chain.find((e) => isIsoDay(e.attrs.RestrictStartDate))?.attrs.RestrictStartDate;
  // Revised text with no start date anywhere is not in force (legislation.gov.uk marks prospective
  // provisions so, but an unmarked one must not be read as in force).
  return started ? { status: 'inForce', inForceFrom: started } : { status: 'prospective', inForceFrom: null };
}

/** The reading of `provision` ("ukpga/2025/36/section/152") from its data.xml, with the Act's title. */
export function parseProvision(xml: string, provision: string): { reading: ProvisionReading; title: string | null } {
  const all = elementsOf(xml, provision);
  if (!all.some((e) => e.element.name === 'Legislation'))
    throw new SourceError(`legislation.gov.uk sent ${provision} without a Legislation element`);
  // The deepest element that is the provision (a section response may name it on its root too).
  const target = all.filter((e) => pathOfUri(e.element.attrs.IdURI) === provision).at(-1);
  if (!target) throw new SourceError(`legislation.gov.uk sent a document that does not hold ${provision}`);
  const metadata = all.filter((e) => e.ancestors.some((a) => a.name === 'Metadata'));
  const titleElement = metadata.find((e) => e.element.name === 'title')?.element;
  const title = titleElement ? textOf(titleElement) || null : null;
  const documentStatus = metadata.find((e) => e.element.name === 'DocumentStatus')?.element.attrs.Value;

  const commencement = all
    .filter((e) => e.element.name === 'Commentary' && e.element.attrs.Type === 'I')
    .map((e) => textOf(e.element))
    .filter(Boolean);
  const pending = all
    .filter(
      (e) =>
        e.element.name === 'UnappliedEffect' &&
        COMMENCEMENT_EFFECTS.has((e.element.attrs.Type ?? '').toLowerCase()) &&
        concerns(e, all, provision),
    )
    .map((effect) => {
      const instrument = itemOfUri(effect.element.attrs.CommencingURI) ?? itemOfUri(effect.element.attrs.AffectingURI) ?? '';
      const dates = all
        .filter((e) => e.element.name === 'InForce' && e.ancestors.includes(effect.element) && isIsoDay(e.element.attrs.Date))
        .map((e) => e.element.attrs.Date as string);
      const provisions = effect.element.attrs.AffectedProvisions ?? effect.element.attrs.AffectedProvision ?? '';
      return { instrument, provisions, dates: [...new Set(dates)].sort() };
    });

  const { status, inForceFrom } =
    documentStatus === 'revised'
      ? statusOf([target.element, ...target.ancestors])
      : { status: 'notRevised' as const, inForceFrom: null };
  return {
    reading: {
      kind: 'provision',
      status,
      inForceFrom,
      commencement: [...new Set(commencement)].sort(),
      pending: pending.sort((a, b) => `${a.instrument} ${a.provisions}`.localeCompare(`${b.instrument} ${b.provisions}`)),
    },
    title,
  };
}
