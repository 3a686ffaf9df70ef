import { useLayoutEffect, type KeyboardEvent, type RefObject } from 'react';

/**
 * Modal behaviour while mounted: the page behind stops scrolling, focus moves to `initial` and goes back to the
 * element that had it (the opener) on unmount, and focus that wanders outside the dialog is brought back.
 */
export function useModalFocus(root: RefObject<HTMLElement | null>, initial: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const opener = document.activeElement;
    const { body } = document;
    const overflow = body.style.overflow;
    const onFocusIn = (event: FocusEvent) => {
      const element = root.current;
      if (element && event.target instanceof Node && !element.contains(event.target)) initial.current?.focus();
    };
    body.style.overflow = 'hidden';
    initial.current?.focus();
    document.addEventListener('focusin', onFocusIn);
    return () => {
      // The listener goes first, or it would pull the returning focus back into the closing dialog.
      document.removeEventListener('focusin', onFocusIn);
      body.style.overflow = overflow;
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [root, initial]);
}

const FOCUSABLE = 'button:not([disabled]), a[href], input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab and Shift+Tab cycle through the dialog's controls instead of leaving it. */
export function trapTab(event: KeyboardEvent, root: HTMLElement | null): void {
  if (!root) return;
  const items = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  const outside = !(active instanceof Node) || !root.contains(active) || active === root;
  if (event.shiftKey && (outside || active === first)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (outside || active === last)) {
    event.preventDefault();
    first.focus();
  }
}
