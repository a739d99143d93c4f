/**
 * The current text of the key statutory sections from legislation.gov.uk (Open Government Licence
 * v3.0), in CLML, into the legislation table shown under 'Key legislation' with its version date.
 */
import { XMLParser } from 'fast-xml-parser';
import { type SectionRow, writeSections } from '../../db/raw/case-law-sync';
import { OGL_ATTRIBUTION } from './govuk';
import { politeClient, SourceError } from './http';
import { counted, type SyncContext, type SyncResult } from './types';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i));

/** The sections the guide relies on. */
export const KEY_SECTIONS: { act: string; path: string; sections: string[] }[] = [
  { act: 'Employment Rights Act 1996', path: 'ukpga/1996/18', sections: [...range(94, 98), '103A', '108', '111', '207B'] },
  { act: 'Equality Act 2010', path: 'ukpga/2010/15', sections: [...range(13, 27), '123', '136', '140B'] },
];

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  textNodeName: '#text',
  trimValues: true,
});

function walk(node: unknown, visit: (key: string, value: unknown) => void): void {
  if (Array.isArray(node)) for (const child of node) walk(child, visit);
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
      visit(key, value);
      walk(value, visit);
    }
  }
}

function text(node: unknown): string {
  if (node === null || node === undefined) return '';
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(text).join(' ');
  if (typeof node === 'object') {
    return Object.entries(node as Record<string, unknown>)
      .filter(([key]) => !key.startsWith('@') && key !== 'CommentaryRef' && key !== 'Commentaries')
      .map(([, value]) => text(value))
      .join(' ');
  }
  return '';
}

export interface SectionText {
  heading: string | null;
  text: string;
  versionDate: string | null;
}

export function parseSection(xml: string, section: string): SectionText {
  let doc: Record<string, unknown>;
  try {
    doc = parser.parse(xml, true) as Record<string, unknown>;
  } catch {
    throw new SourceError(`legislation.gov.uk sent section ${section} as XML that is not well-formed`);
  }
  const paragraphs: string[] = [];
  let heading: string | null = null;
  let versionDate: string | null = null;
  walk(doc, (key, value) => {
    if (key === 'Text')
      for (const t of Array.isArray(value) ? value : [value]) paragraphs.push(text(t).replace(/\s+/g, ' ').trim());
    if (key === 'Title' && heading === null) heading = text(value).replace(/\s+/g, ' ').trim() || null;
    if (key === '@RestrictStartDate' && versionDate === null && typeof value === 'string') versionDate = value;
    if (key === 'valid' && versionDate === null) versionDate = text(value).trim() || null;
  });
  const body = paragraphs.filter(Boolean).join('\n\n');
  if (!body) throw new SourceError(`legislation.gov.uk sent section ${section} without any text`);
  return {
    heading,
    text: body,
    versionDate: versionDate && /^\d{4}-\d{2}-\d{2}/.test(versionDate) ? String(versionDate).slice(0, 10) : null,
  };
}

export async function syncLegislation(ctx: SyncContext): Promise<SyncResult> {
  // legislation.gov.uk allows 3,000 requests per 5 minutes; 27 sections take a few seconds.
  const get = politeClient({ fetcher: ctx.fetcher, ...(ctx.sleep ? { sleep: ctx.sleep } : {}), intervalMs: 150 });
  const now = new Date().toISOString();
  const sections: SectionRow[] = [];
  for (const { act, path, sections: numbers } of KEY_SECTIONS) {
    for (const section of numbers) {
      const uri = `${path}/section/${section}`;
      const parsed = parseSection(await get(`${ctx.config.legislationBase}/${uri}/data.xml`, 'application/xml'), section);
      sections.push({
        uri,
        actTitle: act,
        section,
        heading: parsed.heading ?? `Section ${section}`,
        text: parsed.text,
        versionDate: parsed.versionDate,
        attribution: `${OGL_ATTRIBUTION} Crown copyright.`,
      });
    }
  }
  // All sections or none: one batch is one transaction.
  await writeSections(ctx.db, sections, now);
  return {
    success: true,
    message: `legislation.gov.uk: ${counted(sections.length, 'section', 'sections')} updated.`,
    count: sections.length,
  };
}
