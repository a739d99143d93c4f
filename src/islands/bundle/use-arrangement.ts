/**
 * The state of the 'Build hearing bundle' list: the claimant's arrangement (./bundle-order), kept
 * in step with the case's files, the drag in progress, the polite announcement after each move, and
 * focus put back on the Move button pressed (re-ordering the DOM would otherwise drop it).
 */
import { useEffect, useRef, useState } from 'react';
import type { BundleSection } from '../../bundle-pdf/types';
import { format } from '../../i18n/island-messages';
import type { Direction } from './BundleItem';
import {
  type ArrangeableFile,
  type Arranged,
  initialArrangement,
  moveDown,
  moveTo,
  moveUp,
  positionOf,
  setDetails,
  setIncluded,
  setSection,
} from './bundle-order';

/** `movedTemplate`: '{file}: position {position} of {total}', in the page's language. */
export function useArrangement(files: readonly ArrangeableFile[], movedTemplate: string) {
  const [items, setItems] = useState<Arranged[]>(() => initialArrangement(files));
  const [announcement, announce] = useState('');
  const [dragged, setDragged] = useState<string | null>(null);
  const [dropTarget, setDropTarget] = useState<string | null>(null);
  const [focusAfterMove, setFocusAfterMove] = useState<{ id: string; direction: Direction } | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  // Read by dragover and drop, which can fire before React has re-rendered after dragstart.
  const draggedId = useRef<string | null>(null);

  // Files uploaded or deleted on the screen: the others keep their places, new files join the end
  // of the files with no section.
  useEffect(() => {
    setItems((current) => {
      const present = new Set(files.map((file) => file.id));
      const kept = current.filter((item) => present.has(item.id));
      const known = new Set(kept.map((item) => item.id));
      const added = initialArrangement(files.filter((file) => !known.has(file.id)));
      return kept.length === current.length && added.length === 0 ? current : [...kept, ...added];
    });
  }, [files]);

  // The button pressed keeps focus, or its partner if the move left it disabled (top or bottom of
  // its section).
  useEffect(() => {
    if (!focusAfterMove) return;
    setFocusAfterMove(null);
    const { id, direction } = focusAfterMove;
    const pressed = buttons.current.get(`${id}:${direction}`);
    const other = buttons.current.get(`${id}:${direction === 'up' ? 'down' : 'up'}`);
    const target = pressed && !pressed.disabled ? pressed : other;
    if (!target) return;
    target.focus({ preventScroll: true });
    // The file has moved a row: bring its button back into view, clear of the sticky header (a
    // plain focus() leaves a button that is still partly on screen where it is, under the header:
    // WCAG 2.2, 2.4.11 Focus Not Obscured). scrollIntoView honours the page's scroll-padding.
    target.scrollIntoView({ block: 'nearest' });
  }, [focusAfterMove]);

  const change = (next: Arranged[], id: string) => {
    setItems(next);
    const file = files.find((f) => f.id === id)?.fileName ?? '';
    announce(format(movedTemplate, { file, position: positionOf(next, id), total: next.length }));
  };
  const endDrag = () => {
    draggedId.current = null;
    setDragged(null);
    setDropTarget(null);
  };

  return {
    items,
    announcement,
    announce,
    dragged,
    dropTarget,
    include: (id: string, included: boolean) => setItems(setIncluded(items, id, included)),
    details: (id: string, details: Partial<Pick<Arranged, 'documentDate' | 'description'>>) =>
      setItems((current) => setDetails(current, id, details)),
    section: (id: string, section: BundleSection | null) => change(setSection(items, id, section), id),
    move: (id: string, direction: Direction) => {
      change(direction === 'up' ? moveUp(items, id) : moveDown(items, id), id);
      setFocusAfterMove({ id, direction });
    },
    moveButton: (id: string, direction: Direction, element: HTMLButtonElement | null) => {
      if (element) buttons.current.set(`${id}:${direction}`, element);
      else buttons.current.delete(`${id}:${direction}`);
    },
    drag: (id: string) => ({
      start: () => {
        draggedId.current = id;
        setDragged(id);
      },
      over: () => {
        if (draggedId.current === null) return false;
        setDropTarget(id);
        return true;
      },
      leave: () => setDropTarget((current) => (current === id ? null : current)),
      drop: () => {
        const moving = draggedId.current;
        if (moving && moving !== id) change(moveTo(items, moving, id), moving);
        endDrag();
      },
      end: endDrag,
    }),
  };
}
