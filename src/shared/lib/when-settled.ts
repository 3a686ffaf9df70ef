/**
 * `whenSettled(fn)` runs `fn` once the page has settled: after `window.load`, once no resource has finished loading
 * for QUIET_MS (the first screen's data and images are in), and then when the main thread is idle. Work that only
 * helps later screens (fetching their code) waits for it, so it never competes with what the first screen shows.
 * A page that never goes quiet (polling) runs `fn` at the latest SETTLE_CAP_MS after the call. Returns a cancel
 * function; errors thrown by `fn` are swallowed.
 */

/** How long no resource may finish before the network counts as quiet. */
export const QUIET_MS = 2_000;
/** The latest `fn` runs, quiet or not. */
export const SETTLE_CAP_MS = 15_000;
/** `requestIdleCallback`'s deadline once quiet. */
const IDLE_TIMEOUT_MS = 2_000;

export function whenSettled(fn: () => void): () => void {
  // The window the task was set up in: its timers may fire after the global is gone, or after the window itself has
  // been taken apart (a test's page torn down), so its methods are called only when they are still there.
  const view = window;
  let done = false;
  let quietTimer: ReturnType<typeof setTimeout> | undefined;
  let idleHandle: number | undefined;
  let observer: PerformanceObserver | undefined;

  const stop = () => {
    done = true;
    clearTimeout(quietTimer);
    clearTimeout(capTimer);
    observer?.disconnect();
    view.removeEventListener?.('load', onLoad);
    if (idleHandle !== undefined) view.cancelIdleCallback?.(idleHandle);
  };
  const run = () => {
    if (done) return;
    stop();
    try {
      fn();
    } catch (error) {
      console.debug('[when-settled] task failed', error);
    }
  };
  const whenIdle = () => {
    if (done) return;
    if (typeof view.requestIdleCallback === 'function')
      idleHandle = view.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    else run();
  };
  const restartQuiet = () => {
    clearTimeout(quietTimer);
    quietTimer = setTimeout(whenIdle, QUIET_MS);
  };
  function onLoad() {
    if (done) return;
    if (typeof PerformanceObserver === 'function') {
      try {
        observer = new PerformanceObserver(restartQuiet);
        observer.observe({ type: 'resource' });
      } catch {
        observer = undefined;
      }
    }
    restartQuiet();
  }
  const capTimer = setTimeout(run, SETTLE_CAP_MS);
  if (document.readyState === 'complete') onLoad();
  else view.addEventListener('load', onLoad);
  return stop;
}
