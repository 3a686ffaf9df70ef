/**
 * Third-party scripts, loaded without ever blocking or breaking the page: `loadScript` appends one async `<script>`
 * per URL and settles to `true` (loaded) or `false` (refused, failed or timed out), never rejecting or throwing;
 * `whenIdle` runs a callback once the page has finished loading and the browser is idle.
 */

export const SCRIPT_TIMEOUT_MS = 10_000;
/** `requestIdleCallback`'s deadline: run at the latest this long after `load`, even on a busy page. */
export const IDLE_TIMEOUT_MS = 3_000;
/** Without `requestIdleCallback` (Safari): this long after `load`. */
export const IDLE_FALLBACK_DELAY_MS = 500;
/** If `load` never fires (a hanging image), start anyway this long after the call. */
export const LOAD_WAIT_CAP_MS = 15_000;

const MAX_URL_LENGTH = 2048;

/** The URL as an absolute http(s) address, or null: no other scheme, no credentials, no quotes, spaces or brackets. */
export function httpScriptUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > MAX_URL_LENGTH || /[\s"'<>`\\]/.test(value)) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (url.username || url.password || !url.hostname) return null;
    return url.href;
  } catch {
    return null;
  }
}

/** Attribute names a caller may set: data-*, id, and the fetch-related ones. Never event handlers, src or type. */
const ALLOWED_ATTRIBUTE = /^(data-[a-z0-9-]+|id|crossorigin|referrerpolicy|nonce|charset)$/;

const requests = new Map<string, Promise<boolean>>();

/**
 * Appends `<script async src>` once per URL (later calls get the first call's promise, whatever its outcome).
 * Settles `false` on a non-http(s) URL, a load error or after `timeoutMs`.
 */
export function loadScript(
  src: string,
  attrs: Record<string, string> = {},
  timeoutMs = SCRIPT_TIMEOUT_MS,
): Promise<boolean> {
  const url = httpScriptUrl(src);
  if (!url) return Promise.resolve(false);
  const known = requests.get(url);
  if (known) return known;
  const request = new Promise<boolean>((resolve) => {
    try {
      const script = document.createElement('script');
      const settle = (loaded: boolean) => {
        clearTimeout(timer);
        script.onload = null;
        script.onerror = null;
        if (!loaded) console.debug(`[integrations] script not loaded: ${url}`);
        resolve(loaded);
      };
      script.onload = () => settle(true);
      script.onerror = () => settle(false);
      const timer = setTimeout(() => settle(false), timeoutMs);
      for (const [name, value] of Object.entries(attrs)) {
        if (ALLOWED_ATTRIBUTE.test(name)) script.setAttribute(name, value);
      }
      script.async = true;
      script.src = url;
      (document.head ?? document.body).appendChild(script);
    } catch (error) {
      console.debug('[integrations] script not appended', error);
      resolve(false);
    }
  });
  requests.set(url, request);
  return request;
}

/** Forgets every URL loadScript has seen (tests only: the real page keeps what it appended). */
export function forgetLoadedScripts(): void {
  requests.clear();
}

/**
 * Runs `fn` once the page is interactive in the sense that matters here: after `window.load` (every resource of the
 * first render is in) and then when the main thread is idle (`requestIdleCallback`, at most IDLE_TIMEOUT_MS later;
 * a short `setTimeout` where it does not exist). Errors thrown by `fn` are swallowed. Returns a cancel function.
 */
export function whenIdle(fn: () => void): () => void {
  let cancelled = false;
  let scheduled = false;
  const timers: ReturnType<typeof setTimeout>[] = [];
  let idleHandle: number | undefined;
  const run = () => {
    if (cancelled) return;
    try {
      fn();
    } catch (error) {
      console.debug('[integrations] idle task failed', error);
    }
  };
  const schedule = () => {
    if (scheduled || cancelled) return;
    scheduled = true;
    window.removeEventListener('load', schedule);
    if (typeof window.requestIdleCallback === 'function')
      idleHandle = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    else timers.push(setTimeout(run, IDLE_FALLBACK_DELAY_MS));
  };
  if (document.readyState === 'complete') schedule();
  else {
    window.addEventListener('load', schedule);
    timers.push(setTimeout(schedule, LOAD_WAIT_CAP_MS));
  }
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    timers.forEach(clearTimeout);
    if (idleHandle !== undefined) window.cancelIdleCallback?.(idleHandle);
  };
}
