import { useRef, type ReactNode } from 'react';
import { useLayer } from './layers.ts';

/**
 * A modal dialog on the native <dialog> element, one of the app's layers (layers.ts): focus moves in and back, Escape
 * closes, the page behind is inert.
 * Light enough for the first screen (telegram-ui's Modal brings a drawer library with it).
 */
export function Dialog({
  open,
  onClose,
  labelledBy,
  children,
  testId,
}: {
  open: boolean;
  onClose: () => void;
  labelledBy: string;
  children: ReactNode;
  testId?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useLayer(ref, open, onClose);
  return (
    <dialog ref={ref} className="app-dialog" aria-labelledby={labelledBy} data-testid={testId}>
      {open && children}
    </dialog>
  );
}
