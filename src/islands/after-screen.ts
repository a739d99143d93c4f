/**
 * `client:after-screen`: an island under an app screen that is drawn first without React (the
 * tracker's picker and deadline card, src/browser/tracker-first.ts) hydrates once React has taken
 * that screen over (islands/tracker/mount.tsx announces it), or when it comes into view, whichever
 * comes first. Hydrated while the page loads (`client:idle`), it would bring React's runtime onto
 * the way to the card; hydrated only in view (`client:visible`), Tab from the screen above would
 * skip its controls.
 */
import type { ClientDirective } from 'astro';

export const SCREEN_DRAWN_EVENT = 'tt:screen-drawn';
export const SCREEN_DRAWN_ATTRIBUTE = 'data-screen-drawn';

const afterScreen: ClientDirective = (load, _options, el) => {
  let started = false;
  const observer = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) void go();
  });
  async function go() {
    if (started) return;
    started = true;
    observer.disconnect();
    window.removeEventListener(SCREEN_DRAWN_EVENT, go);
    const hydrate = await load();
    await hydrate();
  }
  // The island element itself lays out as `display: contents`: its children are what is seen.
  for (const child of Array.from(el.children)) observer.observe(child);
  if (document.documentElement.hasAttribute(SCREEN_DRAWN_ATTRIBUTE)) void go();
  else window.addEventListener(SCREEN_DRAWN_EVENT, go);
};

export default afterScreen;
