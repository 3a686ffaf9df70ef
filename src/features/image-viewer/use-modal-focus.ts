import { useLayoutEffect, useRef, type KeyboardEvent, type RefObject } from 'react';

/**
 * Modal behaviour while mounted: the page behind stops scrolling, focus moves to `initial` and goes back on unmount to
 * `returnFocus()` when given, else to the element that had it (the opener), and focus that wanders outside the dialog
 * is brought back.
 */
export function useModalFocus(
  root: RefObject<HTMLElement | null>,
  initial: RefObject<HTMLElement | null>,
  returnFocus?: () => HTMLElement | null,
): void {
  const returnTo = useRef(returnFocus);
  useLayoutEffect(() => {
    returnTo.current = returnFocus;
  });
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
      const target = returnTo.current?.() ?? opener;
      if (target instanceof HTMLElement && target.isConnected) target.focus();
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
