/**
 * The files of the client's build, read once and packed once: each file is kept in memory with its strong ETag and,
 * when it is text worth packing, its brotli and gzip forms at the highest settings (packed in zlib's thread pool in
 * the background when the server starts, or on the first request that needs one). A file changed on disk (a new
 * build while the server runs) is read and packed again; a removed one is gone.
 */
import fs from 'node:fs';
import path from 'node:path';
import { compress, isCompressible, type Encoding } from './http/compression.ts';
import { entityTag } from './http/etag.ts';
import { inlineScriptSources } from './http/page-scripts.ts';

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
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

export interface BuildFile {
  body: Buffer;
  type: string;
  /** Strong tag of the file as it is on disk. */
  tag: string;
  /** Whether brotli or gzip make it smaller enough to be worth it (text of at least a kilobyte). */
  compressible: boolean;
  /** A page's inline scripts as policy sources (server/http/page-scripts.ts); none for other files. */
  pageScripts: readonly string[];
  mtimeMs: number;
  size: number;
  packed: Map<Encoding, Promise<Buffer>>;
}

export class BuildFiles {
  private readonly files = new Map<string, BuildFile>();

  constructor(readonly root: string) {}

  /** The file at an absolute path inside the build, or null when there is no such file. */
  get(file: string): BuildFile | null {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(file);
    } catch {
      this.files.delete(file);
      return null;
    }
    if (!stat.isFile()) return null;
    const known = this.files.get(file);
    if (known && known.mtimeMs === stat.mtimeMs && known.size === stat.size) return known;
    const body = fs.readFileSync(file);
    const type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
    const entry: BuildFile = {
      body,
      type,
      tag: entityTag(body),
      compressible: isCompressible(type, body.byteLength),
      pageScripts: type.startsWith('text/html') ? inlineScriptSources(body.toString('utf8')) : [],
      mtimeMs: stat.mtimeMs,
      size: stat.size,
      packed: new Map(),
    };
    this.files.set(file, entry);
    return entry;
  }

  /** The file packed with an encoding, packed at most once per version of the file. */
  packed(entry: BuildFile, encoding: Encoding): Promise<Buffer> {
    let packed = entry.packed.get(encoding);
    if (!packed) {
      packed = compress(entry.body, encoding, 'build');
      packed.catch(() => entry.packed.delete(encoding));
      entry.packed.set(encoding, packed);
    }
    return packed;
  }

  /**
   * Reads and packs every file of the build, one after the other, so first visitors get packed files at once: the page
   * and the files it names first (the entry script, its preloads and styles), then the rest. Brotli at its best takes
   * about 3 s of one core for a 1 MB build, in zlib's thread pool; a request for a file not packed yet packs it itself.
   */
  async warm(): Promise<void> {
    const index = this.get(path.join(this.root, 'index.html'));
    const named = new Set(
      [...(index?.body.toString('utf8') ?? '').matchAll(/(?:src|href)="\/([^"?#]+)"/g)].map((m) =>
        path.join(this.root, m[1] ?? ''),
      ),
    );
    const inside = (file: string) => file.startsWith(this.root + path.sep);
    for (const file of new Set([
      path.join(this.root, 'index.html'),
      ...[...named].filter(inside),
      ...listFiles(this.root),
    ])) {
      const entry = this.get(file);
      if (!entry?.compressible) continue;
      await this.packed(entry, 'br');
      await this.packed(entry, 'gzip');
    }
  }
}

function listFiles(dir: string): string[] {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(full);
    return entry.isFile() ? [full] : [];
  });
}
