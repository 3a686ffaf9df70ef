import { env } from '@/shared/config/env.ts';

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
