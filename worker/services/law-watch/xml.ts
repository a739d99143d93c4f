/**
 * legislation.gov.uk's XML (CLML and Atom) read in document order, so an annotation's words come
 * out in their order ("S. 152 in force at 1.10.2026 by S.I. 2026/954, reg. 3") and an element's
 * ancestors are known (a section's in-force dates sit on its P1group wrapper). Namespace prefixes
 * are dropped (ukm:InForce → InForce). A document that is not well-formed (a connection cut off
 * mid-transfer) is a SourceError, as in the case-law sync.
 */
import { XMLParser } from 'fast-xml-parser';
import { SourceError } from '../caselaw/http';

type XmlNode = Record<string, unknown>;

export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlNode[];
}

export interface Located {
  element: XmlElement;
  /** Nearest first, up to the root. */
  ancestors: XmlElement[];
}

const ordered = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  removeNSPrefix: true,
  preserveOrder: true,
  trimValues: false,
  parseTagValue: false,
  parseAttributeValue: false,
});

function asElement(node: XmlNode): XmlElement | null {
  for (const [key, value] of Object.entries(node)) {
    if (key === ':@' || key === '#text') continue;
    const attrs = (node[':@'] ?? {}) as Record<string, string>;
    return { name: key, attrs, children: Array.isArray(value) ? (value as XmlNode[]) : [] };
  }
  return null;
}

/** Every element, depth first in document order, with its ancestors. */
export function elementsOf(xml: string, what: string): Located[] {
  let nodes: XmlNode[];
  try {
    nodes = ordered.parse(xml, true) as XmlNode[];
  } catch {
    throw new SourceError(`legislation.gov.uk sent ${what} as XML that is not well-formed`);
  }
  const found: Located[] = [];
  const visit = (list: XmlNode[], ancestors: XmlElement[]) => {
    for (const node of list) {
      const element = asElement(node);
      if (!element) continue;
      found.push({ element, ancestors });
      visit(element.children, [element, ...ancestors]);
    }
  };
  visit(nodes, []);
  return found;
}

/** An element's text, its children's in order, with runs of white space made one space. */
export function textOf(element: XmlElement): string {
  const collect = (list: XmlNode[]): string =>
    list
      .map((node) => {
        const text = node['#text'];
        if (typeof text === 'string' || typeof text === 'number') return String(text);
        const child = asElement(node);
        return child ? collect(child.children) : '';
      })
      .join('');
  return collect(element.children).replace(/\s+/g, ' ').trim();
}

/** "http://www.legislation.gov.uk/id/uksi/2026/954/regulation/3" → "uksi/2026/954/regulation/3". */
export function pathOfUri(uri: string | undefined): string | null {
  const match = /^https?:\/\/www\.legislation\.gov\.uk\/(?:id\/)?([a-z]+\/\d{4}\/\d+(?:\/[^?#]*)?)$/.exec(uri ?? '');
  return match?.[1]?.replace(/\/$/, '') ?? null;
}

/** "…/id/uksi/2026/954/regulation/3" → "uksi/2026/954". */
export function itemOfUri(uri: string | undefined): string | null {
  const path = pathOfUri(uri);
  return path ? path.split('/').slice(0, 3).join('/') : null;
}

export const isIsoDay = (value: string | undefined): value is string => /^\d{4}-\d{2}-\d{2}$/.test(value ?? '');
