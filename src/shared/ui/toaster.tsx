import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTopLayer } from './layers.ts';
import { announcementAtom, dismissToastAtom, toastsAtom } from './toast.atoms.ts';

/**
 * Stacked toasts, 16 px apart, announced to screen readers; a tap dismisses one. Always above everything: inside the
 * topmost open layer when there is one (nothing can be drawn over the top layer from outside it, and the page under a
 * modal layer is inert, so not read out either), else over the page.
 *
 * Screen readers read out what is added to a live region that is already in the page, not a region added together
 * with its text. So the page's region is always there (empty while a layer is open), and a layer's region is put in
 * the layer empty and filled a frame later: a toast shown as the product pop-up closes lands in the page's standing
 * region, one shown as a layer opens in the layer's region a frame after it exists.
 */
export function Toaster({ closeLabel }: { closeLabel: string }) {
  const layer = useTopLayer();
  const [ready, setReady] = useState<HTMLDialogElement | null>(null);
  useEffect(() => {
    if (!layer) return;
    const frame = requestAnimationFrame(() => setReady(layer));
    return () => {
      cancelAnimationFrame(frame);
      setReady(null);
    };
  }, [layer]);
  return (
    <>
      <div className="toaster" aria-live="polite" aria-atomic="false" data-testid="toaster">
        {!layer && <Messages closeLabel={closeLabel} />}
      </div>
      {layer &&
        createPortal(
          <div className="toaster" aria-live="polite" aria-atomic="false" data-testid="toaster">
            {ready === layer && <Messages closeLabel={closeLabel} />}
          </div>,
          layer,
        )}
    </>
  );
}

function Messages({ closeLabel }: { closeLabel: string }) {
  const toasts = useAtomValue(toastsAtom);
  const announcement = useAtomValue(announcementAtom);
  const dismiss = useSetAtom(dismissToastAtom);
  return (
    <>
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
      {announcement && (
        <span key={announcement.id} className="visually-hidden" data-testid="announcement">
          {announcement.text}
        </span>
      )}
    </>
  );
}
