import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CloseIcon } from './close-icon.tsx';
import { cx } from './cx.ts';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Visible heading; also the dialog's accessible name. */
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/**
 * A modal on the native <dialog>: showModal() makes the rest of the page inert (focus stays inside),
 * Escape raises `cancel`, and the browser returns focus to the opener on close. Controlled only, so
 * the owner's state is the single truth. A press on the backdrop closes it too. Every button inside
 * is an in-page control, so the dialog opts its content out of the scroll-to-top rule.
 */
export function Dialog({ open, onOpenChange, title, description, children, className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      data-no-scroll
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onOpenChange(false);
      }}
      onClose={() => {
        if (open) onOpenChange(false);
      }}
      onClick={(event) => {
        // The inner wrapper fills the dialog, so only a backdrop press targets the <dialog> itself.
        if (event.target === event.currentTarget) onOpenChange(false);
      }}
      className={cx(
        'm-auto w-[calc(100%-2rem)] max-w-lg rounded-2xl p-0 text-ink-900 shadow-xl backdrop:bg-ink-900/60',
        className,
      )}
    >
      <div className="relative grid gap-4 p-6">
        <div className="grid gap-1.5 pr-8">
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          {description && (
            <p id={descriptionId} className="text-sm text-ink-600">
              {description}
            </p>
          )}
        </div>
        {children}
        <button
          type="button"
          data-no-scroll
          aria-label="Close"
          onClick={() => onOpenChange(false)}
          className="absolute top-3 right-3 rounded-md p-2 text-ink-600 hover:bg-ink-100"
        >
          <CloseIcon />
        </button>
      </div>
    </dialog>
  );
}
