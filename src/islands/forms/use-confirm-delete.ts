/**
 * "Delete this?" for a list's item, written once for every screen that deletes (research, documents,
 * evidence): which item waits for the reader's answer, the delete while it runs (the dialog's
 * Confirm does nothing more and Escape is ignored), and what follows. Spread `dialog` into
 * ConfirmDialog.
 */
import { useState } from 'react';
import { flushSync } from 'react-dom';

interface Actions<T> {
  /** The request that deletes the item. */
  remove: (item: T) => Promise<unknown>;
  /** After the dialog has closed: say so, move focus, forget the item shown. */
  onDeleted: (item: T) => void;
  /** After the dialog has closed: say what went wrong. */
  onFailed: (error: unknown) => void;
  /** Either way, once it is over: read the list again. */
  onSettled: () => void;
}

export function useConfirmDelete<T>({ remove, onDeleted, onFailed, onSettled }: Actions<T>) {
  const [pending, setPending] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    const item = pending;
    if (item === null) return;
    setBusy(true);
    try {
      await remove(item);
      // The dialog closes (a layout effect, flushed here) before the toast, so the toast is not
      // inserted while the rest of the page is inert behind the modal.
      flushSync(() => setPending(null));
      onDeleted(item);
    } catch (error) {
      flushSync(() => setPending(null));
      onFailed(error);
    } finally {
      setBusy(false);
      onSettled();
    }
  }

  return {
    /** The item waiting for an answer, or null. */
    pending,
    /** Opens the dialog for an item. */
    ask: (item: T) => setPending(item),
    dialog: {
      open: pending !== null,
      busy,
      onConfirm: () => void confirm(),
      onCancel: () => setPending(null),
    },
  };
}
