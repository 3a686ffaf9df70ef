/**
 * In-app history depth, so "back" knows whether there is an in-app page to return to. Every pushState records the
 * depth in history.state; a page opened by a deep link starts at depth 0 and "back" then goes to `/`.
 */
const KEY = '__appDepth';

function depthOf(state: unknown): number {
  const value = (state as Record<string, unknown> | null)?.[KEY];
  return typeof value === 'number' ? value : 0;
}

let installed = false;
export function trackHistoryDepth(): void {
  if (installed) return;
  installed = true;
  const push = window.history.pushState.bind(window.history);
  const replace = window.history.replaceState.bind(window.history);
  const withDepth = (state: unknown, depth: number) => ({
    ...(typeof state === 'object' && state !== null ? state : {}),
    [KEY]: depth,
  });
  window.history.pushState = (state: unknown, unused: string, url?: string | URL | null) =>
    push(withDepth(state, depthOf(window.history.state) + 1), unused, url);
  // A replaced entry stands where the old one stood: same depth (a redirect must not make "back" leave the app).
  window.history.replaceState = (state: unknown, unused: string, url?: string | URL | null) =>
    replace(withDepth(state, depthOf(window.history.state)), unused, url);
}

export const canGoBack = (): boolean => depthOf(window.history.state) > 0;

/** How deep the current history entry is inside the app (0 = where the app was opened). */
export const historyDepth = (): number => depthOf(window.history.state);
