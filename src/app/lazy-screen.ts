import {
  createElement,
  lazy,
  startTransition,
  useEffect,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { withMessages } from '@/shared/i18n/texts.ts';
import { HeldDrawing } from '@/shared/ui/held-drawing.ts';
import { PageLoading } from './page-loading.tsx';
import { renewOnceCaught } from './screen-boundary.tsx';

const RELOAD_KEY = 'chunkReloadAt';
/** Reload at most once per 10 s (spec §9's page-reload guard), so a broken deploy cannot loop. */
export const RELOAD_GUARD_MS = 10_000;

/**
 * A chunk that fails to load while the device is online usually means a new deploy replaced the old files: reload the
 * page once to get the new build. Offline, or within 10 s of the last reload, the error goes to the screen's error
 * boundary instead, whose retry asks again.
 */
export async function loadWithReload<T>(load: () => Promise<T>, now = Date.now()): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (!navigator.onLine) throw error;
    try {
      const last = Number(window.sessionStorage.getItem(RELOAD_KEY) ?? 0);
      if (now - last > RELOAD_GUARD_MS) {
        window.sessionStorage.setItem(RELOAD_KEY, String(now));
        window.location.reload();
        return await new Promise<T>(() => undefined);
      }
    } catch {
      // no sessionStorage: fall through to the error boundary
    }
    throw error;
  }
}

const preloads: (() => Promise<unknown>)[] = [];
let running = 0;
/** At most 4 route preloads at once (spec §9). */
export const MAX_PRELOADS = 4;

function pump(): void {
  while (running < MAX_PRELOADS && preloads.length > 0) {
    const next = preloads.shift();
    if (!next) break;
    running += 1;
    // Each started in a task of its own: starting one (its chunk's stylesheets linked, its texts asked for) takes a
    // few milliseconds, and four started together were one task of 5-21 ms (a phone four times slower: a tap held).
    setTimeout(
      () =>
        void Promise.resolve()
          .then(next)
          .catch(() => undefined)
          .finally(() => {
            running -= 1;
            pump();
          }),
      0,
    );
  }
}

export function queuePreload(load: () => Promise<unknown>): void {
  preloads.push(load);
  pump();
}

export interface LazyScreen {
  Component: ComponentType;
  /**
   * Fetches the screen's code ahead. `opening`: the page opens on it (a deep link, a reload): fetched at once, not
   * queued, and the promise tells when it has come (it never rejects: a failure shows when the screen is drawn).
   */
  preload: (opening?: boolean) => Promise<void>;
}

/**
 * A promise-like that hands `value` over inside `then` itself. `React.lazy` reads a module given this way in the
 * same render (it checks whether `then` settled it before suspending), so a screen whose code has come is drawn at
 * once, without its suspense fallback painted for a frame first.
 */
const settled = <T>(value: T): Promise<T> =>
  ({ then: (resolve: (value: T) => void) => resolve(value) }) as unknown as Promise<T>;

/**
 * Every screen is its own chunk; `preload` fetches it ahead (queued, 4 at a time). Once its code has come, the screen
 * is drawn without suspending. The screen a page opens on is first drawn as a transition (`DrawnInSlices`), the
 * loading page standing in meanwhile; or, with `ownFrame`, the screen itself with `HeldDrawing` on
 * (shared/ui/held-drawing.ts), so the elements of the frame it draws then stay when the rest comes.
 */
export function lazyScreen<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
  { ownFrame = false } = {},
): LazyScreen {
  let held = false;
  const shown = () => {
    held = false;
  };
  let drawing: { default: ComponentType } | null = null;
  const drawingOf = (screen: Record<K, ComponentType>) => {
    const Screen = screen[name];
    return {
      default: (props: object) => createElement(DrawnInSlices, { held, shown, ownFrame }, createElement(Screen, props)),
    };
  };
  let pending: Promise<{ default: ComponentType }> | null = null;
  // Only a screen the customer opens may reload the page over a failed load: a fetch ahead that fails (offline, a
  // network blip) is dropped, and the screen's code is asked for again when it is opened.
  const once = (reload: boolean) =>
    (pending ??= (reload ? loadWithReload(() => withMessages(load)) : withMessages(load)).then(
      (screen) => (drawing = drawingOf(screen)),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));
  // After a failure the next drawing (the error page's retry) gets a fresh lazy component, which asks again.
  const fresh = (): LazyExoticComponent<ComponentType> =>
    lazy(() =>
      drawing
        ? settled(drawing)
        : once(true).catch((error: unknown) => {
            renewOnceCaught(() => (screen = fresh()));
            throw error;
          }),
    );
  let screen = fresh();
  return {
    Component: (props: object) => createElement(screen, props),
    preload: (opening = false) => {
      if (!opening) {
        queuePreload(() => once(false));
        return Promise.resolve();
      }
      held = true;
      return once(true).then(
        () => undefined,
        () => undefined,
      );
    },
  };
}

/**
 * The screen a page opens on, drawn as a transition: React builds it in slices of a few milliseconds. Otherwise it is
 * built in one task by whichever plain update first reaches it once its code is in (an atom's subscription at the
 * first paint, as it happens): 180-220 ms on a phone four times slower than this machine, on the basket page.
 * Meanwhile the loading page stays, as it was while the code came, or the screen draws its own frame. Only its first
 * drawing is held.
 */
function DrawnInSlices({
  held,
  shown,
  ownFrame,
  children,
}: {
  held: boolean;
  shown: () => void;
  ownFrame: boolean;
  children?: ReactNode;
}) {
  const [drawn, setDrawn] = useState(!held);
  useEffect(() => {
    shown();
    if (!drawn) startTransition(() => setDrawn(true));
  }, [drawn, shown]);
  // The same element either way, so the screen and what its frame drew stay.
  if (ownFrame) return createElement(HeldDrawing.Provider, { value: !drawn }, children);
  return drawn ? children : createElement(PageLoading);
}
