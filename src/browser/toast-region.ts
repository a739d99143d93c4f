/**
 * Renders the toast store into the layout's live regions. A toast is inserted into a region that is
 * already in the page, which is what makes screen readers announce it.
 */
import { $toasts, dismissToast, showFlashedToast, type Toast } from '../stores/toasts';

const region = document.querySelector<HTMLElement>('[data-toast-region]');
const polite = region?.querySelector<HTMLElement>('[data-toast-polite]');
const assertive = region?.querySelector<HTMLElement>('[data-toast-assertive]');
const dismissLabel = region?.dataset.dismissLabel ?? 'Dismiss';

function render(toast: Toast): HTMLElement {
  const item = document.createElement('div');
  item.className = `toast toast-${toast.variant}`;
  item.dataset.toastId = String(toast.id);
  const text = document.createElement('div');
  const title = document.createElement('p');
  title.className = 'toast-title';
  title.textContent = toast.title;
  text.append(title);
  if (toast.description) {
    const description = document.createElement('p');
    description.className = 'toast-description';
    description.textContent = toast.description;
    text.append(description);
  }
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'toast-close';
  close.setAttribute('aria-label', dismissLabel);
  close.textContent = '×';
  close.addEventListener('click', () => dismissToast(toast.id));
  item.append(text, close);
  return item;
}

/**
 * On a phone the toasts sit across the bottom of the screen, over whatever is there: the page gets
 * room below its end and a scroll padding of their height (--toast-space), and the control the
 * claimant just used (still focused: a Save button) is brought above them, so "Case saved" never
 * hides what was saved.
 */
const phone = window.matchMedia('(max-width: 40rem)');
/** The control last focused or pressed outside the toasts (a Save button is disabled, so unfocused, while it saves). */
let lastUsed: Element | null = null;
const remember = (event: Event) => {
  if (event.target instanceof Element && !region?.contains(event.target)) lastUsed = event.target;
};
document.addEventListener('focusin', remember);
document.addEventListener('pointerdown', remember, true);

function keepClear(shown: number): void {
  // From the top of the toasts to the bottom of the screen (they sit a little above it), and a gap.
  const height =
    shown > 0 && phone.matches && region ? Math.ceil(window.innerHeight - region.getBoundingClientRect().top) + 8 : 0;
  document.documentElement.style.setProperty('--toast-space', `${height}px`);
  if (height === 0) return;
  // After the screen has drawn what the action changed (a save re-renders the form), not before.
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      const used = lastUsed?.isConnected ? lastUsed : null;
      if (used && used.getBoundingClientRect().bottom > window.innerHeight - height) used.scrollIntoView({ block: 'nearest' });
    }),
  );
}

if (polite && assertive) {
  $toasts.subscribe((toasts) => {
    const shown = new Set(toasts.map((t) => String(t.id)));
    for (const element of region?.querySelectorAll<HTMLElement>('[data-toast-id]') ?? []) {
      if (!shown.has(element.dataset.toastId ?? '')) element.remove();
    }
    for (const toast of toasts) {
      if (region?.querySelector(`[data-toast-id="${toast.id}"]`)) continue;
      (toast.variant === 'destructive' ? assertive : polite).append(render(toast));
    }
    keepClear(toasts.length);
  });
}

showFlashedToast();
