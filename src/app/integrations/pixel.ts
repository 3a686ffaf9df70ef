import { pageUrl } from './integrations.lib.ts';
import { loadScript } from './load-script.ts';

/** A Facebook-style pixel: the standard `fbq` stub, `fbevents.js`, `init` per pixel id and `PageView` per route. */
export const PIXEL_SRC = 'https://connect.facebook.net/en_US/fbevents.js';

type Fbq = ((...args: unknown[]) => void) & {
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[][];
  push: Fbq;
  loaded: boolean;
  version: string;
};

declare global {
  interface Window {
    fbq?: Fbq;
    _fbq?: Fbq;
  }
}

const pixels = new Set<string>();
let lastUrl: string | null = null;

/** The snippet's stub: queues calls until fbevents.js installs `callMethod`. */
function fbq(): Fbq {
  if (!window.fbq) {
    const stub = ((...args: unknown[]) => {
      if (stub.callMethod) stub.callMethod(...args);
      else stub.queue.push(args);
    }) as Fbq;
    stub.push = stub;
    stub.loaded = true;
    stub.version = '2.0';
    stub.queue = [];
    window.fbq = stub;
    window._fbq ??= stub;
  }
  return window.fbq;
}

export function startPixel(id: string): void {
  if (pixels.has(id)) return;
  pixels.add(id);
  fbq()('init', id);
  lastUrl = pageUrl();
  fbq()('track', 'PageView');
  void loadScript(PIXEL_SRC, { 'data-integration': 'pixel' });
}

/** One PageView per new URL once a pixel is started (`track` goes to every initialised pixel). */
export function pixelPageView(url: string): void {
  if (pixels.size === 0 || url === lastUrl) return;
  lastUrl = url;
  fbq()('track', 'PageView');
}

/** Tests only. */
export function resetPixel(): void {
  pixels.clear();
  lastUrl = null;
}
