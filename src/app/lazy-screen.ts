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
import { withMessages } from '@/shared/i18n/i18n.ts';
import { PageLoading } from './page-loading.tsx';

const RELOAD_KEY = 'chunkReloadAt';
/** Reload at most once per 10 s (spec §9's page-reload guard), so a broken deploy cannot loop. */
export const RELOAD_GUARD_MS = 10_000;

/**
 * A chunk that fails to load usually means a new deploy replaced the old files: reload the page once to get the new
 * build. Within 10 s of the last reload the error goes to the screen's error boundary instead.
 */
export async function loadWithReload<T>(load: () => Promise<T>, now = Date.now()): Promise<T> {
  try {
    return await load();
  } catch (error) {
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
    void next()
      .catch(() => undefined)
      .finally(() => {
        running -= 1;
        pump();
      });
  }
}

export function queuePreload(load: () => Promise<unknown>): void {
  preloads.push(load);
  pump();
}

export interface LazyScreen {
  Component: LazyExoticComponent<ComponentType>;
  /** Fetches the screen's code ahead; `opening`: the page opens on it (a deep link, a reload). */
  preload: (opening?: boolean) => void;
}

/**
 * Every screen is its own chunk; `preload` fetches it ahead (queued, 4 at a time). The screen a page opens on is first
 * drawn as a transition (`DrawnInSlices`).
 */
export function lazyScreen<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): LazyScreen {
  let pending: Promise<Record<K, ComponentType>> | null = null;
  const once = () =>
    (pending ??= loadWithReload(() => withMessages(load)).catch((error: unknown) => {
      pending = null;
      throw error;
    }));
  let held = false;
  const shown = () => {
    held = false;
  };
  return {
    Component: lazy(async (): Promise<{ default: ComponentType }> => {
      const Screen = (await once())[name];
      return {
        default: (props: object) => createElement(DrawnInSlices, { held, shown }, createElement(Screen, props)),
      };
    }),
    preload: (opening = false) => {
      held ||= opening;
      queuePreload(once);
    },
  };
}

/**
 * The screen a page opens on, drawn as a transition: React builds it in slices of a few milliseconds. Otherwise it is
 * built in one task by whichever plain update first reaches it once its code is in (an atom's subscription at the
 * first paint, as it happens): 180-220 ms on a phone four times slower than this machine, on the basket page.
 * Meanwhile the loading page stays, as it was while the code came. Only its first drawing is held.
 */
function DrawnInSlices({ held, shown, children }: { held: boolean; shown: () => void; children?: ReactNode }) {
  const [drawn, setDrawn] = useState(!held);
  useEffect(() => {
    shown();
    if (!drawn) startTransition(() => setDrawn(true));
  }, [drawn, shown]);
  return drawn ? children : createElement(PageLoading);
}
