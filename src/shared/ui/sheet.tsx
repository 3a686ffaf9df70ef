import { useId, useRef, type ReactNode } from 'react';
import { useLayer } from './layers.ts';

/**
 * A bottom sheet, one of the app's layers (layers.ts): opened from another layer (the side menu), it goes on top of
 * it. Escape, a tap on the backdrop or `onOpenChange(false)` closes it; nothing is mounted while closed.
 */
export function Sheet(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A visible title, which also names the sheet for screen readers. */
  title?: string;
  /** The sheet's name for screen readers when it shows no title of its own. */
  label?: string;
  children: ReactNode;
  testId?: string;
}) {
  const { open, onOpenChange } = props;
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useLayer(ref, open, () => onOpenChange(false));
  if (!open) return null;
  return (
    <dialog
      ref={ref}
      className="sheet"
      aria-labelledby={props.title ? titleId : undefined}
      aria-label={props.title ? undefined : props.label}
      onClick={(event) => event.target === ref.current && onOpenChange(false)}
      data-testid={props.testId}
    >
      <div className="sheet__body">
        {props.title && (
          <h2 id={titleId} className="sheet__title">
            {props.title}
          </h2>
        )}
        {props.children}
      </div>
    </dialog>
  );
}
