/**
 * A page reached by a link to one of its sections (/tracker#account) scrolls there on load, but
 * an island above it then renders the case and pushes the section down out of view; the browser's
 * scroll anchoring does not hold it when the page was first too short to scroll. So, until the
 * reader scrolls, taps or types (or 10 s have passed), the section is brought back to the top each
 * time the page's height changes, and its heading takes focus (tabindex -1) so Tab goes on from
 * there.
 */
const HOLD_MS = 10_000;

function holdTarget(): void {
  const id = decodeURIComponent(window.location.hash.slice(1));
  const target = id ? document.getElementById(id) : null;
  if (!target) return;
  const heading = target.querySelector<HTMLElement>('h2, h1');
  if (heading) {
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  }
  const observer = new ResizeObserver(() => target.scrollIntoView({ block: 'start' }));
  const release = () => {
    observer.disconnect();
    for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const) window.removeEventListener(type, release);
  };
  for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const) {
    window.addEventListener(type, release, { passive: true, once: true });
  }
  observer.observe(document.body);
  setTimeout(release, HOLD_MS);
}

holdTarget();
