/**
 * One confirmation dialog for every "are you sure?" of the app screens ('Delete Evidence Item?',
 * 'Delete {file}?'), on the native <dialog> opened with showModal(): the browser makes the rest of
 * the page inert, traps Tab inside and closes on Escape, which no hand-made overlay gets right on
 * every screen reader. Focus starts on Cancel, the safe choice (a slip of Enter deletes nothing),
 * and returns to the control that opened the dialog when it closes.
 */
import { type RefObject, useId, useLayoutEffect, useRef } from 'react';

/**
 * The browser restores focus too, but not in every engine. The opener may have gone (an item just
 * deleted): then the parent moves focus itself, after this (its effects run after ours).
 */
function restoreFocus(opener: RefObject<HTMLElement | null>): void {
  if (opener.current?.isConnected) opener.current.focus();
  opener.current = null;
}

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  /** Cancel pressed, Escape, or the dialog closed by the browser: the parent sets `open` to false. */
  onCancel: () => void;
  /** While the confirmed action runs: Confirm does nothing more and Escape is ignored. */
  busy?: boolean;
}

export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  busy = false,
}: ConfirmDialogProps) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  // Whether the parent still wants the dialog open: a 'close' event while it does means the
  // browser closed it (Escape), so the parent is told.
  const wanted = useRef(open);
  wanted.current = open;

  // A layout effect: the dialog is open (or closed) by the time the parent's effects run, so a
  // toast shown after closing is not inserted into a page made inert by the modal.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      element.showModal();
      cancelButton.current?.focus();
    } else if (!open && element.open) {
      element.close();
      restoreFocus(opener);
    }
  }, [open]);

  // 'close' arrives a moment after the dialog closed. While the parent still wants it open, the
  // browser closed it (Escape): the parent is told and focus goes back.
  const closedByBrowser = () => {
    if (!wanted.current) return;
    onCancel();
    restoreFocus(opener);
  };

  return (
    <dialog
      ref={dialog}
      className="confirm-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-description`}
      onCancel={(event) => {
        if (busy) event.preventDefault();
      }}
      onClose={closedByBrowser}
    >
      <h2 id={`${id}-title`} className="confirm-dialog-title">
        {title}
      </h2>
      <p id={`${id}-description`}>{description}</p>
      <div className="confirm-dialog-actions">
        <button ref={cancelButton} type="button" className="button button-secondary" onClick={onCancel}>
          {cancelLabel}
        </button>
        <button
          type="button"
          className="button button-danger"
          aria-disabled={busy || undefined}
          onClick={() => {
            if (!busy) onConfirm();
          }}
        >
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
