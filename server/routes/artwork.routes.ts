/** Generated demo pictures (`/content/art/:key/:file`), drawn from their key and seed; see seed/artwork.ts. */
import type { Hono } from 'hono';
import type { AppEnv } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { renderArtwork } from '../seed/artwork.ts';

/** Generated demo pictures. Content never changes for a URL, so it may be cached for good. */
export function registerArtworkRoutes(api: Hono<AppEnv>): void {
  api.get('/content/art/:key/:file', (c) => {
    const key = c.req.param('key');
    const match = /^(\d{1,6})\.svg$/.exec(c.req.param('file'));
    if (!match || !/^[a-z0-9-]{1,40}$/.test(key)) throw notFound();
    const svg = renderArtwork(key, { seed: Number(match[1]) });
    return c.body(svg, 200, {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  });
}
