import { env } from '@/shared/config/env.ts';

/** Pictures of a grid or row that a phone shows without scrolling (a row of two, or one big card): they load first. */
export const FIRST_SCREEN_PICTURES = 2;

/**
 * `fetchpriority` as the attribute itself: React 18 does not know the `fetchPriority` prop (it warns and passes it
 * through); lower-case unknown attributes go to the DOM as written.
 */
const FIRST_PICTURE = { loading: 'eager', fetchpriority: 'high' } as const;
const LATER_PICTURE = { loading: 'lazy' } as const;

/** The loading attributes of an <img>: one of the first screen's at once and ahead of other images, else when near. */
export const pictureLoading = (first: boolean) => (first ? FIRST_PICTURE : LATER_PICTURE);

/** Shown when a product has no picture or its picture fails to load. */
export const DEFAULT_PICTURE = '/default-product.svg';

/**
 * Image address of spec §7: through the resizing proxy (fit 480x480, quality 100, webp) when one is configured,
 * else the content path as it is.
 */
export function imageUrl(path: string | null | undefined, proxy: string = env.VITE_IMAGE_PROXY_URL): string {
  const absolute = pictureAddress(path);
  if (!absolute) return DEFAULT_PICTURE;
  if (!proxy) return path ?? DEFAULT_PICTURE;
  return `${proxy.replace(/\/$/, '')}/fit/480/480/q:100/plain/${encodeURIComponent(absolute)}@webp`;
}

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
