import { atom } from 'nanostores';

/**
 * The one toast queue of the site. Islands call `showToast`; the region in the layout
 * (src/browser/toast-region.ts) renders it into two live regions: polite for normal messages,
 * assertive for destructive ones (a failure the reader must act on is announced at once).
 */
export type ToastVariant = 'default' | 'success' | 'destructive';

export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
  action?: string;
}

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /**
   * What the toast reports on ('bundle-upload', 'case-save' …): a success of an action clears the
   * errors that action showed before, so a failed upload's error does not stay after later uploads
   * went through.
   */
  action?: string;
}

/** Normal toasts leave by themselves; destructive ones stay until dismissed, so nobody misses an error. */
export const TOAST_DURATION_MS = 8000;
/** Older toasts are dropped beyond this many, so a burst cannot fill the screen. */
export const MAX_TOASTS = 3;

export const $toasts = atom<readonly Toast[]>([]);

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

export function dismissToast(id: number): void {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
  $toasts.set($toasts.get().filter((toast) => toast.id !== id));
}

const sameCause = (a: Toast, b: Toast) => a.variant === b.variant && a.title === b.title && a.description === b.description;

/**
 * Shows a toast. One toast per cause: the same message again replaces the one on screen (and
 * restarts its timer) instead of piling up, so pressing Save five times never stacks five errors.
 */
export function showToast(input: ToastInput): number {
  const toast: Toast = { id: nextId++, variant: input.variant ?? 'default', title: input.title };
  if (input.description !== undefined) toast.description = input.description;
  if (input.action !== undefined) toast.action = input.action;
  const outdated = (shown: Toast) =>
    sameCause(shown, toast) ||
    (toast.variant === 'success' &&
      toast.action !== undefined &&
      shown.variant === 'destructive' &&
      shown.action === toast.action);
  for (const earlier of $toasts.get().filter(outdated)) dismissToast(earlier.id);
  const queue = [...$toasts.get(), toast];
  for (const dropped of queue.slice(0, Math.max(0, queue.length - MAX_TOASTS))) dismissToast(dropped.id);
  $toasts.set(queue.slice(-MAX_TOASTS));
  if (toast.variant !== 'destructive') {
    timers.set(
      toast.id,
      setTimeout(() => dismissToast(toast.id), TOAST_DURATION_MS),
    );
  }
  return toast.id;
}

const FLASH_KEY = 'tt-flash-toast';

/**
 * A toast for the next page: the page shows 'You are signed in.' and then moves the reader to the home
 * page, so the message travels in sessionStorage and the next page's toast region shows it.
 */
export function flashToast(input: ToastInput): void {
  try {
    sessionStorage.setItem(FLASH_KEY, JSON.stringify(input));
  } catch {
    showToast(input);
  }
}

/** Shows (once) a toast left by the previous page. */
export function showFlashedToast(): void {
  try {
    const stored = sessionStorage.getItem(FLASH_KEY);
    if (!stored) return;
    sessionStorage.removeItem(FLASH_KEY);
    const input = JSON.parse(stored) as ToastInput;
    if (typeof input.title === 'string') showToast(input);
  } catch {
    // Nothing to show.
  }
}
