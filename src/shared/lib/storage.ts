import Cookies from 'js-cookie';
import * as v from 'valibot';
import { checkValue } from '@/shared/contract/check.ts';

export { COOKIE_KEYS, STORAGE_KEYS } from './storage-keys.ts';

/** The one place that touches localStorage: values are JSON and are checked against a schema when read back. */
export function readStored<S extends v.GenericSchema>(key: string, schema: S): v.InferOutput<S> | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (raw === null) return null;
    const parsed = checkValue(schema, JSON.parse(raw));
    if (parsed.success) return parsed.output as v.InferOutput<S>;
    window.localStorage.removeItem(key);
  } catch {
    // Unavailable storage or corrupt JSON: behave as if nothing was stored.
  }
  return null;
}

export function writeStored(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the app keeps working from memory.
  }
}

export function removeStored(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // ignore
  }
}

/**
 * A large value (the menu kept for the next visit) is kept in pieces of this many characters: one `setItem` of the
 * demo menu's 98 KB held the page 8-15 ms in Chromium, the same text in pieces of 16,384 characters 0.1-1.5 ms a
 * piece (docs/performance.md, nineteenth pass).
 */
export const PIECE_CHARS = 16_384;

/** The longest a write in pieces holds the page in one idle period (the browser offers up to 50 ms). */
const SLICE_MS = 5;

/** What `key` itself holds for a value kept in pieces: how many, and the whole text's length. */
const PiecesIndexSchema = v.object({
  pieces: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000)),
  chars: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

const pieceKey = (key: string, index: number) => `${key}.${index}`;

/**
 * A value written by `writeStoredInPieces`, checked against `schema`; null when there is none, when a piece is
 * missing (a write that never ended) or when it does not fit.
 */
export function readStoredInPieces<S extends v.GenericSchema>(key: string, schema: S): v.InferOutput<S> | null {
  const index = readStored(key, PiecesIndexSchema);
  if (!index) return null;
  try {
    let text = '';
    for (let i = 0; i < index.pieces; i++) {
      const piece = window.localStorage.getItem(pieceKey(key, i));
      if (piece === null) return null;
      text += piece;
    }
    if (text.length !== index.chars) return null;
    const parsed = checkValue(schema, JSON.parse(text));
    if (parsed.success) return parsed.output as v.InferOutput<S>;
    window.localStorage.removeItem(key);
  } catch {
    // Unavailable storage or corrupt JSON: behave as if nothing was stored.
  }
  return null;
}

/** Items of a long list written out as JSON in one step. */
const LIST_STEP = 40;

/**
 * `JSON.stringify(value)` in steps, each adding its text to `out`: objects two levels down go a field at a time and
 * their long lists LIST_STEP items at a time, so no one step holds the page for a whole menu (written out at once,
 * the demo menu took 5-12 ms of its idle period at load).
 */
function jsonSteps(value: unknown, out: string[], depth = 0): (() => void)[] {
  const whole = () => void out.push(JSON.stringify(value));
  if (depth > 2 || typeof value !== 'object' || value === null || 'toJSON' in value) return [whole];
  if (Array.isArray(value)) {
    if (value.length <= LIST_STEP) return [whole];
    const steps: (() => void)[] = [];
    for (let start = 0; start < value.length; start += LIST_STEP)
      steps.push(() => {
        const items = JSON.stringify(value.slice(start, start + LIST_STEP));
        out.push((start === 0 ? '[' : ',') + items.slice(1, -1));
      });
    steps.push(() => void out.push(']'));
    return steps;
  }
  const steps: (() => void)[] = [() => void out.push('{')];
  let first = true;
  for (const [name, field] of Object.entries(value)) {
    if (field === undefined || typeof field === 'function' || typeof field === 'symbol') continue;
    const label = `${first ? '' : ','}${JSON.stringify(name)}:`;
    first = false;
    steps.push(() => void out.push(label), ...jsonSteps(field, out, depth + 1));
  }
  steps.push(() => void out.push('}'));
  return steps;
}

/** The steps of one write in pieces: the text, then the index taken away, each piece, and the index written back. */
function pieceSteps(key: string, value: unknown): (() => void)[] {
  const storage = window.localStorage;
  const out: string[] = [];
  const steps = jsonSteps(value, out);
  steps.push(() => {
    const text = out.join('');
    const count = Math.max(1, Math.ceil(text.length / PIECE_CHARS));
    // Until the index is back, a reader finds nothing rather than pieces of two versions.
    steps.push(() => storage.removeItem(key));
    for (let i = 0; i < count; i++)
      steps.push(() => storage.setItem(pieceKey(key, i), text.slice(i * PIECE_CHARS, (i + 1) * PIECE_CHARS)));
    steps.push(() => {
      removePiecesFrom(key, count);
      storage.setItem(key, JSON.stringify({ pieces: count, chars: text.length }));
    });
  });
  return steps;
}

/** Removes the pieces of `key` numbered `from` and up (a longer earlier version's, or a write that never ended). */
function removePiecesFrom(key: string, from: number): void {
  const storage = window.localStorage;
  const stale: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const name = storage.key(i);
    if (name === null || !name.startsWith(`${key}.`)) continue;
    const index = Number(name.slice(key.length + 1));
    if (Number.isInteger(index) && index >= from) stale.push(name);
  }
  for (const name of stale) storage.removeItem(name);
}

/** The write in pieces under way for each key: its steps left, or null when a newer value starts it over. */
const writesInPieces = new Map<string, { value: unknown; steps: (() => void)[] | null }>();

/**
 * Keeps a large value under `key` without holding the page: written when the browser is idle, a few pieces at a time
 * (as many as the idle period has room for), or at once when the page is left. A newer value for the same key
 * replaces one not yet written. Storage that is full or unavailable leaves nothing of the write behind.
 */
export function writeStoredInPieces(key: string, value: unknown): void {
  const running = writesInPieces.get(key);
  if (running) {
    running.value = value;
    running.steps = null;
    return;
  }
  const write: { value: unknown; steps: (() => void)[] | null } = { value, steps: null };
  writesInPieces.set(key, write);
  const end = () => {
    writesInPieces.delete(key);
    window.removeEventListener('pagehide', flush);
  };
  /** Runs steps until none is left or `more()` says the idle period is over; true when the write has ended. */
  const advance = (more: () => boolean): boolean => {
    try {
      write.steps ??= pieceSteps(key, write.value);
      do write.steps.shift()?.();
      while (write.steps.length > 0 && more());
    } catch {
      // Storage full or disabled: nothing half-written is left (the app keeps working from memory).
      write.steps = [];
      try {
        window.localStorage.removeItem(key);
        removePiecesFrom(key, 0);
      } catch {
        // Storage unavailable: there is nothing to take back.
      }
    }
    if (write.steps.length > 0) return false;
    end();
    return true;
  };
  const slice = (deadline?: IdleDeadline) => {
    if (writesInPieces.get(key) !== write) return;
    const until = performance.now() + SLICE_MS;
    if (!advance(() => !!deadline && deadline.timeRemaining() > 0 && performance.now() < until)) schedule();
  };
  function flush() {
    advance(() => true);
  }
  function schedule() {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(slice, { timeout: 5_000 });
    else setTimeout(slice, 0);
  }
  window.addEventListener('pagehide', flush);
  schedule();
}

/**
 * The page is shown in a frame of another site: Telegram Web shows a mini-app so. There a browser neither keeps nor
 * sends a `SameSite=Lax` cookie, so the session and the language would be lost with every launch.
 */
function inOtherSitesFrame(): boolean {
  if (window.self === window.top) return false;
  try {
    return window.top?.location.origin !== window.location.origin;
  } catch {
    return true; // the top page is another origin's: its location cannot be read
  }
}

/**
 * How cookies are written: `SameSite=Lax` in a page of its own; in another site's frame (on HTTPS, or this machine),
 * `SameSite=None; Secure; Partitioned`: kept for this site within that one (CHIPS), never sent to any other.
 */
function cookieAttributes(): Cookies.CookieAttributes {
  if (window.isSecureContext && inOtherSitesFrame()) return { sameSite: 'None', secure: true, partitioned: true };
  return { sameSite: 'Lax', secure: window.location.protocol === 'https:' };
}

export const cookies = {
  get: (name: string): string | null => Cookies.get(name) ?? null,
  set: (name: string, value: string, days = 365): void => {
    Cookies.set(name, value, { expires: days, ...cookieAttributes() });
  },
  remove: (name: string): void => Cookies.remove(name, cookieAttributes()),
};
