/**
 * React taking over the tracker from its first paint (src/browser/tracker-first.ts): the screen is
 * drawn beside the first paint's picker and card with what that paint already knows, and in the
 * same commit (before the browser paints) the first paint's elements are removed, so the reader sees
 * the same card throughout. Focus moves to the same control in React's screen.
 */
import { useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { SCREEN_DRAWN_ATTRIBUTE, SCREEN_DRAWN_EVENT } from '../after-screen';
import { knownCaseEvents } from './case-events-request';
import TrackerScreen from './TrackerScreen';
import type { TrackerFirstAnswer, TrackerScreenProps } from './tracker-screen-props';

/** The controls a reader can be on in the first paint, in the order both screens draw them. */
const CONTROLS = 'select, button, a[href], [tabindex]';

function Takeover({ onDrawn, ...props }: TrackerScreenProps & { first?: TrackerFirstAnswer | undefined; onDrawn(): void }) {
  useLayoutEffect(() => onDrawn(), [onDrawn]);
  return <TrackerScreen {...props} />;
}

/**
 * Draws React's screen in place of `firstPaint`; `replay` is the control the reader used in the
 * first paint (React's own is clicked, so 'New case' does what it says).
 */
export function mountTracker(
  firstPaint: HTMLElement,
  props: TrackerScreenProps,
  first: TrackerFirstAnswer | undefined,
  replay?: Element | undefined,
): void {
  if (first?.events && !first.events.failed) knownCaseEvents(first.events.caseId, first.events.items);
  const controls = [...firstPaint.querySelectorAll(CONTROLS)];
  const focused = document.activeElement ? controls.indexOf(document.activeElement) : -1;
  const replayed = replay ? controls.indexOf(replay) : -1;
  const host = document.createElement('div');
  host.dataset.trackerScreen = '';
  firstPaint.after(host);
  const onDrawn = () => {
    firstPaint.remove();
    const now = [...host.querySelectorAll<HTMLElement>(CONTROLS)];
    if (focused >= 0) now[focused]?.focus();
    if (replayed >= 0) now[replayed]?.click();
    // The islands below (client:after-screen) hydrate now.
    document.documentElement.setAttribute(SCREEN_DRAWN_ATTRIBUTE, '');
    window.dispatchEvent(new Event(SCREEN_DRAWN_EVENT));
  };
  createRoot(host).render(<Takeover {...props} first={first} onDrawn={onDrawn} />);
}
