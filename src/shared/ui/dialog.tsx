import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A modal dialog on the native <dialog> element: focus moves in and back, Escape closes, the page behind is inert.
 * Light enough for the first screen (telegram-ui's Modal brings a drawer library with it).
 */
export function Dialog({ open, onClose, labelledBy, children, testId }: { open: boolean; onClose: () => void; labelledBy: string; children: ReactNode; testId?: string }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className="app-dialog"
      aria-labelledby={labelledBy}
      // A dialog taken out of the page (a re-mount) closes without the user: only a real close counts.
      onClose={() => ref.current?.isConnected && onClose()}
      onCancel={onClose}
      data-testid={testId}
    >
      {open && children}
    </dialog>
  );
}
