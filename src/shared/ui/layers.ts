/**
 * One stacking order for everything that opens over the page (side menu, sheets, pop-ups, dialogs): each layer is a
 * modal <dialog> in the browser's top layer, where the one opened last is on top and the rest of the page is inert.
 * z-index cannot lift anything above the top layer, so what must show over the topmost layer (toasts, the photo
 * viewer) renders inside it: `useTopLayer` gives that element.
 */
import { useLayoutEffect, useRef, useSyncExternalStore, type RefObject } from 'react';

const stack: HTMLDialogElement[] = [];
const listeners = new Set<() => void>();

function update(dialog: HTMLDialogElement, open: boolean): void {
  const index = stack.indexOf(dialog);
  if (index >= 0) stack.splice(index, 1);
  if (open) stack.push(dialog);
  // The page behind a layer does not scroll (a modal dialog alone does not stop touch scrolling on iOS).
  document.body.classList.toggle('scroll-locked', stack.length > 0);
  for (const listener of listeners) listener();
}

/** However a layer closes (Escape, a form, our own close), it leaves the stack; a reopened one stays. */
function onClose(event: Event): void {
  const dialog = event.currentTarget as HTMLDialogElement;
  if (!dialog.open) update(dialog, false);
}

/** Opens `dialog` as the topmost layer. */
export function openLayer(dialog: HTMLDialogElement): void {
  if (!dialog.open) dialog.showModal?.();
  dialog.addEventListener('close', onClose);
  update(dialog, true);
}

export function closeLayer(dialog: HTMLDialogElement): void {
  if (dialog.open) dialog.close();
  update(dialog, false);
}

/**
 * Keeps the dialog in `ref` open as a layer while `open` is true, and closes it when the component goes away.
 * Escape (the dialog's `cancel`) asks `onDismiss` instead of closing, so the owner decides; a close the owner did not
 * make (a form, the browser) is reported to it too. Native listeners on purpose: React passes a nested dialog's
 * `close` and `cancel` on to the handlers of the dialogs around it, which would close the side menu with its sheet.
 */
export function useLayer(ref: RefObject<HTMLDialogElement | null>, open: boolean, onDismiss?: () => void): void {
  const dismiss = useRef(onDismiss);
  useLayoutEffect(() => {
    dismiss.current = onDismiss;
  });
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    // What had focus before the layer opened gets it back when the layer closes.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const cancel = (event: Event) => {
      event.preventDefault();
      dismiss.current?.();
    };
    const closed = () => !dialog.open && dismiss.current?.();
    dialog.addEventListener('cancel', cancel);
    dialog.addEventListener('close', closed);
    openLayer(dialog);
    return () => {
      dialog.removeEventListener('cancel', cancel);
      dialog.removeEventListener('close', closed);
      closeLayer(dialog);
      // A dialog still in the page hands focus back itself when it closes; one React has already taken out cannot.
      if (!dialog.isConnected && opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [ref, open]);
}

/** Calls `listener` whenever a layer opens or closes (or is taken out of the page); returns the unsubscribe. */
export const onLayersChange = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const top = () => stack.at(-1) ?? null;

/** The topmost open layer, or null when none is open. */
export function useTopLayer(): HTMLDialogElement | null {
  return useSyncExternalStore(onLayersChange, top, () => null);
}
