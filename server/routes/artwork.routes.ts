/** Generated demo pictures (`/content/art/:key/:seed.webp`, or `.svg`), drawn from their key and seed; see seed/artwork.ts. */
import type { Hono } from 'hono';
import type { AppEnv } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { renderArtwork } from '../seed/artwork.ts';
import { createArtworkPictures } from '../services/artwork-pictures.ts';

const FOR_GOOD = 'public, max-age=31536000, immutable';

/**
 * Generated demo pictures. Content never changes for an address, so it may be cached for good. The demo's data names
 * the WebP (services/artwork-pictures.ts says why); the SVG drawing stays for data seeded before, and for anyone who
 * wants the drawing itself.
 */
export function registerArtworkRoutes(api: Hono<AppEnv>): void {
  const pictures = createArtworkPictures();
  api.get('/content/art/:key/:file', async (c) => {
    const key = c.req.param('key');
    const match = /^(\d{1,6})\.(svg|webp)$/.exec(c.req.param('file'));
    if (!match || !/^[a-z0-9-]{1,40}$/.test(key)) throw notFound();
    const seed = Number(match[1]);
    if (match[2] === 'svg') {
      return c.body(renderArtwork(key, { seed }), 200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': FOR_GOOD });
    }
    const webp = await pictures.webp(key, seed);
    return c.body(webp, 200, { 'Content-Type': 'image/webp', 'Cache-Control': FOR_GOOD });
  });
}
