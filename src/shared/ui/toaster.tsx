import { useAtomValue, useSetAtom } from 'jotai';
import { dismissToastAtom, toastsAtom } from './toast.atoms.ts';

/** Stacked toasts, 16 px apart, announced to screen readers; a tap dismisses one. */
export function Toaster({ closeLabel }: { closeLabel: string }) {
  const toasts = useAtomValue(toastsAtom);
  const dismiss = useSetAtom(dismissToastAtom);
  return (
    <div className="toaster" aria-live="polite" aria-atomic="false">
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast--${toast.kind}`} role={toast.kind === 'error' ? 'alert' : 'status'} data-testid="toast">
          <span>{toast.text}</span>
          <button type="button" className="toast__close" aria-label={closeLabel} onClick={() => dismiss(toast.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
