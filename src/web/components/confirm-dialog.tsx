import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from './spinner';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** The button that closes without acting; name it after what it keeps ('Keep booking'). */
  cancelLabel?: string;
  /** More to read under the text (a policy, the terms). */
  children?: ReactNode;
  /** The confirmed action is running: both buttons wait, so it cannot be sent twice. */
  busy?: boolean;
  /** Confirm waits (what it would do is still being read); the way out stays open. */
  confirmDisabled?: boolean;
  /** Why the action failed, shown inside the dialog so the player can try again or leave. */
  error?: string | null;
  /**
   * Called once the dialog has closed and focus went back to where it was: the place to move
   * focus elsewhere when the button that opened the dialog is gone (the action removed it).
   */
  afterClose?: () => void;
}

/**
 * A modal question (the native <dialog>: focus is kept inside, Escape cancels, and focus returns
 * to the button that opened it). Cancel is focused first, so Enter never destroys by accident.
 */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  onConfirm,
  onCancel,
  cancelLabel,
  children,
  busy = false,
  confirmDisabled = false,
  error = null,
  afterClose,
}: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  const dialog = useRef<HTMLDialogElement>(null);
  const keepButton = useRef<HTMLButtonElement>(null);
  const id = useId();
  const afterCloseRef = useRef(afterClose);
  useEffect(() => {
    afterCloseRef.current = afterClose;
  });

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      // showModal focuses the first control inside (a choice the dialog asks, if any): Cancel first.
      keepButton.current?.focus();
    }
    if (!open && element.open) {
      element.close();
      afterCloseRef.current?.();
    }
  }, [open]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-6 shadow-2xl backdrop:bg-slate-900/50"
    >
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      <p id={`${id}-text`} className="mt-2 text-slate-700">
        {text}
      </p>
      {children}
      {error ? (
        <p
          role="alert"
          className="mt-4 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-700"
        >
          {error}
        </p>
      ) : null}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button
          ref={keepButton}
          type="button"
          autoFocus
          disabled={busy}
          onClick={onCancel}
          className="rounded-lg border border-slate-300 bg-white px-4 py-2.5 font-semibold text-slate-700 transition hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {cancelLabel ?? t('actions.cancel')}
        </button>
        <button
          type="button"
          disabled={busy || confirmDisabled}
          aria-busy={busy || undefined}
          onClick={onConfirm}
          className="inline-flex items-center justify-center gap-2 rounded-lg bg-red-700 px-4 py-2.5 font-semibold text-white shadow-sm transition hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:cursor-not-allowed disabled:opacity-70"
        >
          {busy ? <Spinner label={t('status.working')} className="size-4 text-white" /> : null}
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
