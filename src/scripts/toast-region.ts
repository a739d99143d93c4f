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
  });
}

showFlashedToast();
