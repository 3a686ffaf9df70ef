import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { historyDepth } from '@platform/index.ts';

/** Scroll positions by history entry (depth and path), so going back returns to where the user was. */
const positions = new Map<string, number>();
let cameBack = false;
const entryKey = (path: string) => `${historyDepth()}:${path}`;

/** Installed before the router so a back navigation is known before the new screen renders. */
export function installScrollRestoration(): void {
  if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  window.addEventListener('popstate', () => {
    cameBack = true;
  });
}

/** After each route change: back to the saved position when going back, else to the top. */
export function useScrollRestoration(paused = false): void {
  const [location] = useLocation();
  const pageKey = useRef<string | null>(null);
  useLayoutEffect(() => {
    // A product shown over the page leaves the page where it is, and that is where "back" returns to.
    if (paused) {
      if (pageKey.current) positions.set(pageKey.current, window.scrollY);
      return;
    }
    const key = entryKey(location);
    // The page the app opened on starts at the top already (restoration is manual): scrolling there would only make
    // the browser lay the new page out at once, a long task while it loads.
    const opening = pageKey.current === null;
    pageKey.current = key;
    const target = cameBack ? (positions.get(key) ?? 0) : 0;
    cameBack = false;
    if (opening && target === 0) return saveOnScroll(key);
    window.scrollTo(0, target);
    // A lazy screen may paint after this; try once more on the next frame.
    const frame = window.requestAnimationFrame(() => window.scrollTo(0, target));
    const stopSaving = saveOnScroll(key);
    return () => {
      window.cancelAnimationFrame(frame);
      stopSaving();
    };
  }, [location, paused]);
}

/** Keeps the page's scroll position as it moves, until the returned function stops it. */
function saveOnScroll(key: string): () => void {
  const save = () => positions.set(key, window.scrollY);
  window.addEventListener('scroll', save, { passive: true });
  return () => window.removeEventListener('scroll', save);
}
