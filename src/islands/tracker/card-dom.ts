/**
 * The deadline card's elements (./deadline-card-view.ts) as DOM, for the tracker's first paint
 * before React has loaded: the same tree React draws, so the card does not change when React takes
 * over. Text goes in as text nodes, never as HTML.
 */
import type { CardElement, CardNode } from './deadline-card-view';

export function cardDom(node: CardNode, actions: { download(): void }): Node[] {
  if (node === null || node === undefined || node === false) return [];
  if (typeof node === 'string') return [document.createTextNode(node)];
  if (Array.isArray(node)) return (node as readonly CardNode[]).flatMap((child) => cardDom(child, actions));
  const { tag, attrs, children, action } = node as CardElement;
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) if (value !== undefined) element.setAttribute(name, String(value));
  if (action === 'download') element.addEventListener('click', () => actions.download());
  element.append(...children.flatMap((child) => cardDom(child, actions)));
  return [element];
}
