import path from 'node:path';
import type { Context, Hono } from 'hono';
import { chooseEncoding, responseBytes } from './http/compression.ts';
import type { AppEnv } from './http/context.ts';
import { AppError } from './http/errors.ts';
import { matchingTag, representationTag } from './http/etag.ts';
import { BuildFiles, type BuildFile } from './static-files.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built client: files as they are (hashed assets cached for a year, everything else revalidated with its
 * ETag), packed with brotli or gzip once rather than per request (server/static-files.ts), and `index.html` for every
 * other path that is not under /api, so a reload of a deep link works. A path that names a file (an extension, or a
 * dot-segment such as /.well-known/) and is not one of the build is a 404, never the page: robots, favicons,
 * sitemaps and stale scripts must not receive HTML with a 200.
 */
export function serveClient(app: Hono<AppEnv>, root: string): void {
  const files = new BuildFiles(root);
  files.warm().catch((error: unknown) => console.error('Packing the client build failed', error));
  const indexFile = path.join(root, 'index.html');
  app.get('*', async (c, next) => {
    const urlPath = decodedPath(new URL(c.req.url).pathname);
    if (urlPath === '/api' || urlPath.startsWith('/api/')) return next();
    // The build manifest (dist/.vite/, read by the bundle budget) lists every source path: not for visitors.
    if (urlPath === '/.vite' || urlPath.startsWith('/.vite/')) throw new AppError(404, 'NOT_FOUND', 'notFound');
    const file = path.normalize(path.join(root, urlPath));
    const found = file.startsWith(root + path.sep) ? files.get(file) : null;
    if (found) return sendFile(c, files, found, urlPath.startsWith('/assets/') ? IMMUTABLE : 'no-cache');
    // A missing hashed asset is a 404, not the page: a stale tab must not run index.html as a script.
    if (urlPath.startsWith('/assets/') || namesFile(urlPath)) throw new AppError(404, 'NOT_FOUND', 'notFound');
    const index = files.get(indexFile);
    if (!index) return c.text('The client is not built. Run `npm run build` or `npm start`.', 503);
    return sendFile(c, files, index, 'no-cache');
  });
}

/** A path a browser or a crawler asks for as a file (`/favicon.ico`, `/sitemap.xml`, `/.well-known/x`), not a route. */
export function namesFile(urlPath: string): boolean {
  const segments = urlPath.split('/');
  return segments.some((segment) => segment.startsWith('.')) || /\.[A-Za-z0-9]{1,12}$/.test(segments.at(-1) ?? '');
}

async function sendFile(
  c: Context<AppEnv>,
  files: BuildFiles,
  entry: BuildFile,
  cacheControl: string,
): Promise<Response> {
  const encoding = entry.compressible ? chooseEncoding(c.req.header('Accept-Encoding')) : null;
  const headers: Record<string, string> = { 'Cache-Control': cacheControl };
  // The security headers (server/app.ts) allow the page's inline scripts by their hashes.
  c.set('pageScripts', entry.pageScripts);
  if (entry.compressible) headers.Vary = 'Accept-Encoding';
  const matched = matchingTag(c.req.header('If-None-Match'), entry.tag);
  if (matched) return c.body(null, 304, { ...headers, ETag: matched });
  const body = encoding ? await files.packed(entry, encoding) : entry.body;
  if (encoding) headers['Content-Encoding'] = encoding;
  return c.body(responseBytes(body), 200, {
    ...headers,
    'Content-Type': entry.type,
    'Content-Length': String(body.byteLength),
    ETag: representationTag(entry.tag, encoding),
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
