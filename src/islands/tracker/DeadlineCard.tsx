/**
 * The ET1 deadline card in React: the tree of ./deadline-card-view.ts (its states, words and
 * calendar file are described there), drawn as React elements. The tracker's first paint draws the
 * same tree as plain DOM (./card-dom.ts) before React has loaded.
 */
import { createElement, type ReactNode } from 'react';
import {
  type CardElement,
  type CardNode,
  calendarEntries,
  type DeadlineCardProps,
  deadlineCardView,
  downloadCalendar,
} from './deadline-card-view';

export { DEADLINE_MESSAGE_KEYS } from './deadline-card-view';

/** HTML attribute names React spells otherwise. */
const REACT_NAMES: Readonly<Record<string, string>> = { class: 'className', tabindex: 'tabIndex' };

function toReact(node: CardNode, download: () => void): ReactNode {
  if (typeof node === 'string') return node;
  // Lists are flattened by the caller (flat): only an element is left.
  if (!node || Array.isArray(node)) return null;
  const { tag, attrs, children, action } = node as CardElement;
  const props: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(attrs)) props[REACT_NAMES[name] ?? name] = value;
  if (action === 'download') props.onClick = download;
  // Children are passed as arguments, not an array: their order is fixed, so React needs no keys.
  return createElement(tag, props, ...flat(children).map((child) => toReact(child, download)));
}

/** Lists inside lists, as one list of children. */
function flat(children: readonly CardNode[]): CardNode[] {
  return children.flatMap((child) => (Array.isArray(child) ? flat(child as readonly CardNode[]) : [child]));
}

export default function DeadlineCard(props: DeadlineCardProps) {
  const view = deadlineCardView(props);
  if (!view) return null;
  return toReact(view, () => downloadCalendar(calendarEntries(props)));
}
