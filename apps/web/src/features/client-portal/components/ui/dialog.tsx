import { type KeyboardEvent, type ReactNode, type SyntheticEvent, useEffect, useRef } from 'react';

interface DialogProps {
  onClose: () => void;
  labelledBy?: string;
  label?: string;
  className?: string;
  onKeyDown?: (event: KeyboardEvent<HTMLDialogElement>) => void;
  children: ReactNode;
}

/**
 * A native modal <dialog>: the browser traps focus, makes the page behind it inert and restores focus when it
 * closes. Escape closes it (only the topmost one, when dialogs are stacked).
 */
export function Dialog({ onClose, labelledBy, label, className, onKeyDown, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const previous = document.activeElement as HTMLElement | null;
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else {
      dialog.setAttribute('open', '');
    }
    // showModal() focuses the first control; a field that asked for focus (data-autofocus) gets it instead.
    const wanted = dialog.querySelector<HTMLElement>('[data-autofocus]');
    if (wanted) wanted.focus();
    else if (!dialog.contains(document.activeElement)) dialog.focus();
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      previous?.focus?.();
    };
  }, []);

  const onCancel = (event: SyntheticEvent) => {
    event.preventDefault();
    onCloseRef.current();
  };

  return (
    <dialog
      ref={ref}
      className={className ? `cp-dialog ${className}` : 'cp-dialog'}
      aria-labelledby={labelledBy}
      aria-label={label}
      aria-modal="true"
      tabIndex={-1}
      onCancel={onCancel}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          event.stopPropagation();
          onCloseRef.current();
          return;
        }
        onKeyDown?.(event);
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      {children}
    </dialog>
  );
}
