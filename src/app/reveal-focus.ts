import { useEffect } from 'react';

/**
 * A control reached with the keyboard is brought wholly into view, clear of what is fixed over the page: the room the
 * bars take is each control's `scroll-margin` (global.css). Chromium scrolls a focused element only when none of it
 * shows, so without this a control half under the main button's bar, or half out of a sideways row (banners, a row of
 * dishes, the category chips), would stay so. Focus by a tap is left alone: the page never moves under a finger.
 */
export function useRevealFocus(): void {
  useEffect(() => {
    const reveal = (event: FocusEvent) => {
      const target = event.target;
      if (target instanceof HTMLElement && target.matches(':focus-visible'))
        target.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    };
    document.addEventListener('focusin', reveal);
    return () => document.removeEventListener('focusin', reveal);
  }, []);
}
