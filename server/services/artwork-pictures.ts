/**
 * The demo's pictures as a merchant's would reach the storefront: 480x480 WebP, as the image proxy of spec §7 gives
 * them (fit 480x480, webp). Drawn as SVG (seed/artwork.ts) and rasterised once per address, off the event loop.
 *
 * Why not the SVG itself: Chromium gives every SVG `<img>` a document of its own, committed, parsed and laid out on
 * the page's main thread (13-37 ms each on a slow host), where a WebP is decoded off it; a first screen of a dozen
 * drawings was most of the home page's blocking time (docs/performance.md, the twentieth pass).
 *
 * Safe to leave open: any key and seed of the address may be asked for, so the work is bounded. Pictures are kept in
 * memory up to a byte budget (least recently used out first), one address is drawn once however many ask at a time,
 * at most `RENDERS_AT_ONCE` are drawn together, and when `QUEUE_LIMIT` more wait a request is refused with 429.
 */
import sharp from 'sharp';
import { rateLimited } from '../http/errors.ts';
import { renderArtwork } from '../seed/artwork.ts';

export const RENDERS_AT_ONCE = 2;
export const QUEUE_LIMIT = 64;
export const CACHE_BYTES = 32 * 1024 * 1024;
/** WebP quality: flat drawings at 80 are 3-12 KB and show no banding at a phone's 2-3x. */
const QUALITY = 80;

/** A picture's bytes, in a buffer of their own. */
export type Picture = Uint8Array<ArrayBuffer>;

/** Rasterises an SVG document to WebP at its own size (the demo's drawings are 480x480). */
export async function svgToWebp(svg: string): Promise<Picture> {
  return new Uint8Array(await sharp(Buffer.from(svg), { density: 72 }).webp({ quality: QUALITY }).toBuffer());
}

export interface ArtworkPictures {
  /** The WebP of a drawing; rejects with 429 RATE_LIMITED when too many are being drawn. */
  webp(key: string, seed: number): Promise<Picture>;
}

export function createArtworkPictures(
  options: { render?: (svg: string) => Promise<Picture>; cacheBytes?: number } = {},
): ArtworkPictures {
  const render = options.render ?? svgToWebp;
  const cacheBytes = options.cacheBytes ?? CACHE_BYTES;
  /** Insertion order is recency: a hit is moved to the end, the first entry is the least recently used. */
  const cache = new Map<string, Picture>();
  let cachedBytes = 0;
  const drawing = new Map<string, Promise<Picture>>();
  const waiting: Array<() => void> = [];
  let running = 0;

  const keep = (id: string, picture: Picture) => {
    if (picture.byteLength > cacheBytes) return;
    cache.set(id, picture);
    cachedBytes += picture.byteLength;
    for (const [oldest, old] of cache) {
      if (cachedBytes <= cacheBytes) break;
      cache.delete(oldest);
      cachedBytes -= old.byteLength;
    }
  };

  const turn = async (): Promise<void> => {
    if (running < RENDERS_AT_ONCE) {
      running += 1;
      return;
    }
    if (waiting.length >= QUEUE_LIMIT) throw rateLimited(1);
    // The finishing render hands its place over (running stays the same).
    await new Promise<void>((resolve) => waiting.push(resolve));
  };
  const done = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };

  const draw = async (id: string, key: string, seed: number): Promise<Picture> => {
    await turn();
    try {
      const picture = await render(renderArtwork(key, { seed }));
      keep(id, picture);
      return picture;
    } finally {
      done();
    }
  };

  return {
    webp(key, seed) {
      const id = `${key}/${seed}`;
      const hit = cache.get(id);
      if (hit) {
        cache.delete(id);
        cache.set(id, hit);
        return Promise.resolve(hit);
      }
      let pending = drawing.get(id);
      if (!pending) {
        pending = draw(id, key, seed).finally(() => drawing.delete(id));
        drawing.set(id, pending);
      }
      return pending;
    },
  };
}
