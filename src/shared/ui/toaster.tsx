import { useAtomValue, useSetAtom } from 'jotai';
import { createPortal } from 'react-dom';
import { useTopLayer } from './layers.ts';
import { dismissToastAtom, toastsAtom } from './toast.atoms.ts';

/**
 * Stacked toasts, 16 px apart, announced to screen readers; a tap dismisses one. Always above everything: inside the
 * topmost open layer when there is one (nothing can be drawn over the top layer from outside it), else over the page.
 */
export function Toaster({ closeLabel }: { closeLabel: string }) {
  const toasts = useAtomValue(toastsAtom);
  const dismiss = useSetAtom(dismissToastAtom);
  const layer = useTopLayer();
  const toaster = (
    <div className="toaster" aria-live="polite" aria-atomic="false">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={`toast toast--${toast.kind}`}
          role={toast.kind === 'error' ? 'alert' : 'status'}
          data-testid="toast"
        >
          <span>{toast.text}</span>
          <button type="button" className="toast__close" aria-label={closeLabel} onClick={() => dismiss(toast.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
  return layer ? createPortal(toaster, layer) : toaster;
}
