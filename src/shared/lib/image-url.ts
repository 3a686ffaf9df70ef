import { env } from '@/shared/config/env.ts';

/** Pictures of a grid or row that a phone shows without scrolling (a row of two, or one big card): they load first. */
export const FIRST_SCREEN_PICTURES = 2;

/**
 * `fetchpriority` as the attribute itself: React 18 does not know the `fetchPriority` prop (it warns and passes it
 * through); lower-case unknown attributes go to the DOM as written.
 */
const FIRST_PICTURE = { loading: 'eager', fetchpriority: 'high' } as const;
const LATER_PICTURE = { loading: 'lazy', fetchpriority: 'low' } as const;

/**
 * The loading attributes of an <img>: one of the first screen's at once and ahead of other images, else when near and
 * behind them (Chromium raises a lazy picture on the screen to high priority, beside the largest paint's own).
 */
export const pictureLoading = (first: boolean) => (first ? FIRST_PICTURE : LATER_PICTURE);

/** Shown when a product has no picture or its picture fails to load. */
export const DEFAULT_PICTURE = '/default-product.svg';

/** An <img>'s `onError`: a picture that cannot be shown gives way to the default one (spec §7), once. */
export function showDefaultPicture(event: { currentTarget: HTMLImageElement }): void {
  if (!event.currentTarget.src.endsWith(DEFAULT_PICTURE)) event.currentTarget.src = DEFAULT_PICTURE;
}

/** The size spec §7 asks the resizing proxy for: a picture shown large. */
const FULL_WIDTH = 480;

/** The widths the resizing proxy is asked for: few, so each picture is kept at few sizes in caches along the way. */
export const PROXY_WIDTHS = [160, 240, 320, FULL_WIDTH] as const;

/**
 * The proxy width for a picture shown `shown` CSS pixels wide: its width in the screen's device pixels, rounded up to
 * the next of `PROXY_WIDTHS` (480 at most, spec §7's size). A 44 px logo on a 3x phone is 132 device pixels: 160.
 */
export function proxyWidth(shown: number, density: number = globalThis.devicePixelRatio || 1): number {
  const pixels = shown * (Number.isFinite(density) && density > 0 ? density : 1);
  return PROXY_WIDTHS.find((width) => width >= pixels) ?? FULL_WIDTH;
}

/**
 * Image address of spec §7: through the resizing proxy (fit `width` x `width`, quality 100, webp) when one is
 * configured, else the content path as it is.
 */
export function imageUrl(
  path: string | null | undefined,
  proxy: string = env.VITE_IMAGE_PROXY_URL,
  width = FULL_WIDTH,
): string {
  const absolute = pictureAddress(path);
  if (!absolute) return DEFAULT_PICTURE;
  if (!proxy) return path ?? DEFAULT_PICTURE;
  return `${proxy.replace(/\/$/, '')}/fit/${width}/${width}/q:100/plain/${encodeURIComponent(absolute)}@webp`;
}

/**
 * The address of a picture the page shows small (a thumbnail, a logo, a story's cover), `shown` CSS pixels wide: the
 * proxy is asked for its size on this screen instead of 480x480 (a 64 px thumbnail on a 2x phone: 160x160, a ninth
 * of the pixels). Apart from `imageUrl` so that the page's early script, which asks for a dish's large picture, does
 * not carry it.
 */
export const smallImageUrl = (
  path: string | null | undefined,
  shown: number,
  proxy: string = env.VITE_IMAGE_PROXY_URL,
): string => imageUrl(path, proxy, proxyWidth(shown));

/**
 * A picture's address from the content, resolved against the page, when it is one a picture may come from: http(s)
 * only (a path of this site included). Anything else (`javascript:`, `data:`, `vbscript:`, `blob:`, a malformed
 * address) gives null, and the default picture is shown instead.
 */
export function pictureAddress(path: string | null | undefined): string | null {
  if (!path) return null;
  try {
    const url = new URL(path.trim(), window.location.origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}
