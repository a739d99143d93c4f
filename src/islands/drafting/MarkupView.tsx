/**
 * A drafted document or research analysis on screen: the blocks of the plain-text markup
 * (src/domain/drafting/markup.ts) as semantic HTML — headings at a level offset, numbered
 * paragraphs as an ordered list, bullets, tables with header cells scoped to their columns (a wide
 * table scrolls in its own focusable box, never the page). Text is React text, never HTML; only two
 * kinds of address become links: site paths to the case-law cards, and https addresses.
 */
import type { ReactNode } from 'react';
import { type Block, parseMarkup } from '../../domain/drafting/markup';

/** A case-law path of this site (either language), or an https address; trailing punctuation is not part of it. */
const LINK = /(?:https:\/\/|(?<![\w/])\/(?:pt\/)?case-law(?=[/?#\s]|$))[^\s<>"]*/g;

/**
 * What a case-law link says: the decision it searches for ("Gisda Cyf v Barratt"), not the raw
 * path; a path without a search shows as written, decoded.
 */
function caseLawLinkText(href: string): string {
  try {
    const query = new URL(href, 'https://site.invalid').searchParams.get('q')?.trim();
    return query || decodeURIComponent(href);
  } catch {
    // A malformed escape: show the address as written.
    return href;
  }
}

function linked(text: string, newTabLabel?: string): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const href = match[0].replace(/[.,;:)]+$/, '');
    const start = match.index ?? 0;
    parts.push(text.slice(last, start));
    if (href.startsWith('https://')) {
      parts.push(
        <a key={start} href={href} target="_blank" rel="noopener noreferrer">
          {href}
          {newTabLabel && <span className="visually-hidden"> {newTabLabel}</span>}
        </a>,
      );
    } else {
      const shown = caseLawLinkText(href);
      parts.push(
        <a key={start} href={href}>
          {shown}
        </a>,
      );
    }
    last = start + href.length;
  }
  parts.push(text.slice(last));
  return parts;
}

type Group =
  | { kind: 'numbered'; items: Extract<Block, { kind: 'numbered' }>[] }
  | { kind: 'bullets'; items: Extract<Block, { kind: 'bullet' }>[] }
  | { kind: 'single'; block: Exclude<Block, { kind: 'numbered' | 'bullet' }> };

/** Consecutive numbered paragraphs form one list, consecutive bullets another. */
function grouped(blocks: readonly Block[]): Group[] {
  const groups: Group[] = [];
  for (const block of blocks) {
    const previous = groups.at(-1);
    if (block.kind === 'numbered') {
      if (previous?.kind === 'numbered') previous.items.push(block);
      else groups.push({ kind: 'numbered', items: [block] });
    } else if (block.kind === 'bullet') {
      if (previous?.kind === 'bullets') previous.items.push(block);
      else groups.push({ kind: 'bullets', items: [block] });
    } else groups.push({ kind: 'single', block });
  }
  return groups;
}

export interface MarkupViewProps {
  /** The text in the markup. */
  text: string;
  /** Added to the markup's heading level: 1 makes "#" an <h2> (under the page's <h1>). */
  headingOffset?: number;
  /** The accessible name of each table's scrolling box. */
  tableLabel: string;
  /** Read after an external link's text ("opens in a new tab"), in the reader's language. */
  newTabLabel?: string | undefined;
  className?: string | undefined;
  /** The BCP 47 tag of the text's language, when it differs from the page's. */
  lang?: string | undefined;
}

export function MarkupView({ text, headingOffset = 1, tableLabel, newTabLabel, className, lang }: MarkupViewProps) {
  const content = grouped(parseMarkup(text)).map((group, index) => {
    const key = `${group.kind}-${index}`;
    if (group.kind === 'numbered') {
      // Whole numbers are the list's own; "1.2"-style numbers are shown as written.
      const plain = group.items.every((item) => /^\d+$/.test(item.number));
      return (
        <ol key={key} className={plain ? 'markup-numbered' : 'markup-numbered markup-numbered-written'}>
          {group.items.map((item) => (
            <li key={item.number} value={plain ? Number(item.number) : undefined}>
              {!plain && <span className="markup-number">{item.number}. </span>}
              {linked(item.text, newTabLabel)}
            </li>
          ))}
        </ol>
      );
    }
    if (group.kind === 'bullets') {
      return (
        <ul key={key}>
          {group.items.map((item, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: bullets have no identity but their place.
            <li key={i}>{linked(item.text, newTabLabel)}</li>
          ))}
        </ul>
      );
    }
    const { block } = group;
    if (block.kind === 'heading') {
      const level = Math.min(6, block.level + headingOffset);
      const Heading = `h${level}` as 'h2';
      return <Heading key={key}>{block.text}</Heading>;
    }
    if (block.kind === 'table') {
      return (
        // A named region: a scrolling box must be reachable by keyboard (WCAG 2.1.1) and say what it is.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: see above.
        <section key={key} className="table-scroll" aria-label={tableLabel} tabIndex={0}>
          <table className="markup-table">
            <thead>
              <tr>
                {block.header.map((cell, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: columns are positional.
                  <th key={i} scope="col">
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, r) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional.
                <tr key={r}>
                  {row.map((cell, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: columns are positional.
                    <td key={i}>{linked(cell, newTabLabel)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      );
    }
    return <p key={key}>{linked(block.text, newTabLabel)}</p>;
  });
  return (
    <div className={className ? `markup ${className}` : 'markup'} lang={lang}>
      {content}
    </div>
  );
}
