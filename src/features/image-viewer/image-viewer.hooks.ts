import { useCallback, useEffect, useLayoutEffect, useState, type KeyboardEvent, type RefObject } from 'react';
import { HINT_DURATION_MS, type Size } from './image-viewer.lib.ts';

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

/** A short message ("Slideshow started", "120%") that clears itself after HINT_DURATION_MS. */
export function useHint(): [string, (text: string) => void] {
  const [hint, setHint] = useState<{ text: string; seq: number } | null>(null);
  useEffect(() => {
    if (!hint) return;
    const timer = setTimeout(() => setHint(null), HINT_DURATION_MS);
    return () => clearTimeout(timer);
  }, [hint]);
  const show = useCallback((text: string) => setHint((previous) => ({ text, seq: (previous?.seq ?? 0) + 1 })), []);
  return [hint?.text ?? '', show];
}

const windowSize = (): Size => ({ width: window.innerWidth, height: window.innerHeight });

/** The viewer fills the window, so the window's size is its viewport; follows resizes and rotations. */
export function useViewportSize(): Size {
  const [size, setSize] = useState<Size>(windowSize);
  useEffect(() => {
    const onResize = () =>
      setSize((previous) => {
        const next = windowSize();
        return previous.width === next.width && previous.height === next.height ? previous : next;
      });
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return size;
}
