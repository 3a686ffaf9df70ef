import fs from 'node:fs';
import path from 'node:path';
import type { Hono } from 'hono';
import type { AppEnv } from './http/context.ts';
import { AppError } from './http/errors.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/**
 * Serves the built client: files as they are (hashed assets cached for a year, everything else revalidated), and
 * `index.html` for every other path that is not under /api, so a reload of a deep link works.
 */
export function serveClient(app: Hono<AppEnv>, root: string): void {
  const indexFile = path.join(root, 'index.html');
  app.get('*', async (c, next) => {
    const urlPath = decodedPath(new URL(c.req.url).pathname);
    if (urlPath === '/api' || urlPath.startsWith('/api/')) return next();
    // The build manifest (dist/.vite/, read by the bundle budget) lists every source path: not for visitors.
    if (urlPath === '/.vite' || urlPath.startsWith('/.vite/')) throw new AppError(404, 'NOT_FOUND', 'notFound');
    const file = path.normalize(path.join(root, urlPath));
    if (file.startsWith(root + path.sep) && isFile(file)) {
      const hashed = urlPath.startsWith('/assets/');
      return c.body(fs.readFileSync(file), 200, {
        'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      });
    }
    // A missing hashed asset is a 404, not the page: a stale tab must not run index.html as a script.
    if (urlPath.startsWith('/assets/')) throw new AppError(404, 'NOT_FOUND', 'notFound');
    if (!isFile(indexFile)) return c.text('The client is not built. Run `npm run build` or `npm start`.', 503);
    return c.body(fs.readFileSync(indexFile), 200, { 'Content-Type': TYPES['.html'] ?? 'text/html', 'Cache-Control': 'no-cache' });
  });
}

/** The decoded path; a malformed percent-encoding (`/%E0%A4%A`, `/assets/%ff.js`) is a 400 naming the path. */
function decodedPath(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    throw new AppError(400, 'BAD_PATH', 'badRequest', { field: 'path' });
  }
}

function isFile(file: string): boolean {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}
