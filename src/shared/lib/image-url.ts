import { env } from '@/shared/config/env.ts';

/** Shown when a product has no picture or its picture fails to load. */
export const DEFAULT_PICTURE = '/default-product.svg';

/**
 * Image address of spec §7: through the resizing proxy (fit 480x480, quality 100, webp) when one is configured,
 * else the content path as it is.
 */
export function imageUrl(path: string | null | undefined, proxy: string = env.VITE_IMAGE_PROXY_URL): string {
  if (!path) return DEFAULT_PICTURE;
  if (!proxy) return path;
  const absolute = new URL(path, window.location.origin).toString();
  return `${proxy.replace(/\/$/, '')}/fit/480/480/q:100/plain/${encodeURIComponent(absolute)}@webp`;
}
