import { pageUrl, type MetrikaOptions } from './integrations.lib.ts';
import { loadScript } from './load-script.ts';

/** Yandex Metrika: the standard `ym` queue stub, `tag.js`, one `init` per counter and a `hit` per route change. */
export const METRIKA_SRC = 'https://mc.yandex.ru/metrika/tag.js';

type Ym = ((...args: unknown[]) => void) & { a?: unknown[][]; l?: number };

declare global {
  interface Window {
    ym?: Ym;
  }
}

/** Counter id -> the last URL it recorded (its `init` records the page it starts on). */
const counters = new Map<string, string>();

/** The snippet's stub: calls are queued in `ym.a` until tag.js loads and replays them. */
function ym(): Ym {
  if (!window.ym) {
    const stub: Ym = (...args: unknown[]) => {
      (stub.a ??= []).push(args);
    };
    stub.l = Date.now();
    window.ym = stub;
  }
  return window.ym;
}

export function startMetrika(id: string, options: MetrikaOptions): void {
  if (counters.has(id)) return;
  counters.set(id, pageUrl());
  ym()(Number(id), 'init', { ...options });
  void loadScript(METRIKA_SRC, { 'data-integration': 'metrika' });
}

/** Reports a page view to every started counter that has not seen this URL yet (SPA navigation). */
export function metrikaHit(url: string): void {
  for (const [id, previous] of counters) {
    if (previous === url) continue;
    counters.set(id, url);
    ym()(Number(id), 'hit', url, { referer: previous });
  }
}

/** Tests only. */
export function resetMetrika(): void {
  counters.clear();
}
