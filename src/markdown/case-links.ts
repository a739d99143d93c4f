/**
 * Links every citation of a curated decision in the guide to that decision's own page
 * (/case-law/<slug>, or /pt/case-law/<slug> for content/pt) when the page is built: an editor writes
 * the case name as usual and the page gets the link, in any form src/domain/case-names.ts
 * recognises. A name already inside a link, a heading or code is left as it is.
 * scripts/check-case-links.mjs then fails the build on a citation left unlinked in the built pages.
 *
 * A hast plugin of Sätteri, Astro's Markdown and MDX processor (astro.config.mjs).
 */
import { readCuratedCases, slug } from '../../scripts/case-law-seed.mjs';
import { curatedSlug } from '../domain/case-law-address';
import { caseNamePattern } from '../domain/case-names';

interface TextNode {
  type: 'text';
  value: string;
}
interface ParentNode {
  type: string;
  tagName?: string;
  name?: string | null;
}
interface LinkNode {
  type: 'element';
  tagName: 'a';
  properties: { href: string; className: string[] };
  children: TextNode[];
}
interface VisitorContext {
  readonly fileURL: URL | undefined;
  parent(node: unknown): ParentNode | undefined;
  replaceNode(node: unknown, replacement: (TextNode | LinkNode)[]): void;
}

interface Linkable {
  pattern: RegExp;
  slug: string;
}

/** Elements (or MDX components by name) whose text never becomes a link. */
const KEEP = new Set(['a', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'code', 'pre', 'script', 'style']);

function linkables(root: string): Linkable[] {
  return (readCuratedCases(root) as { caseName: string; year: number }[]).flatMap((decision) => {
    const pattern = caseNamePattern(decision.caseName);
    return pattern ? [{ pattern, slug: curatedSlug(slug(decision.caseName), decision.year) }] : [];
  });
}

/** The earliest citation in `text` of any decision. */
function firstCitation(text: string, decisions: Linkable[]): { start: number; end: number; slug: string } | null {
  let best: { start: number; end: number; slug: string } | null = null;
  for (const decision of decisions) {
    decision.pattern.lastIndex = 0;
    const match = decision.pattern.exec(text);
    if (match && (best === null || match.index < best.start)) {
      best = { start: match.index, end: match.index + match[0].length, slug: decision.slug };
    }
  }
  return best;
}

/** `text` split into plain text and links to each cited decision's page, or null when it cites none. */
export function linkCitations(text: string, decisions: Linkable[], prefix: string): (TextNode | LinkNode)[] | null {
  const out: (TextNode | LinkNode)[] = [];
  let rest = text;
  for (let found = firstCitation(rest, decisions); found; found = firstCitation(rest, decisions)) {
    if (found.start > 0) out.push({ type: 'text', value: rest.slice(0, found.start) });
    out.push({
      type: 'element',
      tagName: 'a',
      properties: { href: `${prefix}/case-law/${found.slug}`, className: ['case-link'] },
      children: [{ type: 'text', value: rest.slice(found.start, found.end) }],
    });
    rest = rest.slice(found.end);
  }
  if (out.length === 0) return null;
  if (rest.length > 0) out.push({ type: 'text', value: rest });
  return out;
}

function insideKept(node: unknown, ctx: VisitorContext): boolean {
  for (let parent = ctx.parent(node); parent; parent = ctx.parent(parent)) {
    const name = parent.tagName ?? parent.name ?? '';
    if (KEEP.has(name)) return true;
  }
  return false;
}

/** The plugin for `satteri({ hastPlugins: [caseLinks(root)] })`: a factory, told each document's file. */
export function caseLinks(root: string) {
  const decisions = linkables(root);
  return (factory: { fileURL: URL | undefined }) => {
    const prefix = factory.fileURL?.pathname.includes('/content/pt/') ? '/pt' : '';
    return {
      name: 'case-links',
      text(node: TextNode, ctx: VisitorContext) {
        if (insideKept(node, ctx)) return;
        const linked = linkCitations(node.value, decisions, prefix);
        if (linked) ctx.replaceNode(node, linked);
      },
    };
  };
}
