/**
 * Compression of answers: brotli or gzip, as the client's Accept-Encoding prefers (brotli when both are equally
 * welcome), for text-like bodies of at least COMPRESS_MIN_BYTES. Node's zlib runs in its thread pool, so a big
 * catalogue never blocks the event loop while it is packed.
 *
 * Answers with a strong ETag (the public catalogue, server/http/public-cache.ts) are the same bytes for every client of
 * a merchant, so their packed bodies are kept by tag: each version of the catalogue is packed once per encoding, not
 * once per request, and so packed harder (`'kept'`). Their ETag gains the encoding (`"abc-br"`), since a packed body
 * is a different representation; server/http/etag.ts matches the tags of all encodings of one content.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context.ts';
import { representationTag } from './etag.ts';

export type Encoding = 'br' | 'gzip';

/** Below this a packed body saves little or grows (headers of the format, a round trip of zlib). */
export const COMPRESS_MIN_BYTES = 1024;

const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|xml|manifest\+json)|image\/svg\+xml)/i;

/** Whether a body of this type and size is worth packing (and so whether the answer varies by Accept-Encoding). */
export function isCompressible(contentType: string | null | undefined, bytes: number): boolean {
  return bytes >= COMPRESS_MIN_BYTES && COMPRESSIBLE.test(contentType ?? '');
}

/**
 * The encoding to answer with for an Accept-Encoding header, or null for the body as it is. q-values are honoured
 * (`br;q=0` refuses brotli, `*` stands for any encoding not named); at equal weight brotli wins, as it packs JSON and
 * scripts about a fifth smaller than gzip.
 */
export function chooseEncoding(header: string | null | undefined): Encoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (encoding: Encoding) =>
    weights.get(encoding) ?? (encoding === 'gzip' ? weights.get('x-gzip') : undefined) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gzip = weightOf('gzip');
  if (br <= 0 && gzip <= 0) return null;
  return br >= gzip ? 'br' : 'gzip';
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * How hard a body is packed:
 * - `'build'`, files packed once (the client's build): the smallest result, whatever it costs;
 * - `'answer'`, API answers packed while a client waits: brotli 5 and gzip 6 pack a 100 KB catalogue in a few
 *   milliseconds, within a few per cent of their best;
 * - `'kept'`, an answer packed once and kept for every client after (a tagged one): brotli 10 and gzip 9, up to
 *   KEPT_HARD_MAX_BYTES. The demo menu's 104 KB: 17.0 KB at brotli 5, 14.8 KB at 10 in about 30 ms on this machine
 *   (11 takes three times as long for the same size). Larger, its first client would wait seconds (the scale
 *   merchant's 6 MB menu), and it is packed as an answer.
 */
export type Effort = 'build' | 'answer' | 'kept';

/** The largest body a `'kept'` packing packs hard. */
export const KEPT_HARD_MAX_BYTES = 1024 * 1024;

const QUALITY: Record<Effort, { brotli: number; gzip: number }> = {
  build: { brotli: 11, gzip: 9 },
  answer: { brotli: 5, gzip: 6 },
  kept: { brotli: 10, gzip: 9 },
};

/** Packs a body with the effort's quality. */
export function compress(body: Uint8Array, encoding: Encoding, effort: Effort): Promise<Buffer> {
  const quality = QUALITY[effort === 'kept' && body.byteLength > KEPT_HARD_MAX_BYTES ? 'answer' : effort];
  if (encoding === 'gzip') return gzip(body, { level: quality.gzip });
  return brotli(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality.brotli,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
    },
  });
}

/** A body for a Response without a copy: Node's buffers (files read, zlib's output) live on plain ArrayBuffers. */
export function responseBytes(body: Uint8Array): Uint8Array<ArrayBuffer> {
  return body as Uint8Array<ArrayBuffer>;
}

/** Adds names to a Vary header value once each (case-insensitively). */
export function withVary(current: string | null, ...names: string[]): string {
  const list = (current ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  for (const name of names) if (!list.some((known) => known.toLowerCase() === name.toLowerCase())) list.push(name);
  return list.join(', ');
}

/** Packed bodies of tagged answers, by encoding and tag, the oldest dropped first beyond a total size. */
class PackedBodies {
  private readonly entries = new Map<string, Promise<Buffer>>();
  private readonly sizes = new Map<string, number>();
  private total = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string, pack: () => Promise<Buffer>): Promise<Buffer> {
    const known = this.entries.get(key);
    if (known) {
      this.entries.delete(key);
      this.entries.set(key, known);
      return known;
    }
    const packed = pack();
    this.entries.set(key, packed);
    packed.then(
      (body) => this.settle(key, packed, body.byteLength),
      () => this.entries.delete(key),
    );
    return packed;
  }

  private settle(key: string, packed: Promise<Buffer>, bytes: number): void {
    if (this.entries.get(key) !== packed) return;
    this.sizes.set(key, bytes);
    this.total += bytes;
    for (const oldest of this.entries.keys()) {
      if (this.total <= this.maxBytes || oldest === key) break;
      this.total -= this.sizes.get(oldest) ?? 0;
      this.sizes.delete(oldest);
      this.entries.delete(oldest);
    }
  }
}

/**
 * Packs every answer that is worth it and not packed yet (the client's files come packed from server/static.ts), and
 * says `Vary: Accept-Encoding` on every answer whose body depends on it. Only whole 200 answers (not a 304, a 206 or an
 * error) and never one marked `Cache-Control: no-transform`. A HEAD gets the headers its GET would get (Hono then drops
 * the body).
 */
export function compression(options: { cacheBytes?: number } = {}): MiddlewareHandler<AppEnv> {
  const packed = new PackedBodies(options.cacheBytes ?? 16 * 1024 * 1024);
  return async (c, next) => {
    await next();
    const res = c.res;
    if (res.status !== 200 || !res.body || res.headers.has('Content-Encoding')) return;
    if (!isCompressible(res.headers.get('Content-Type'), Number.POSITIVE_INFINITY)) return;
    if (/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(res.headers.get('Cache-Control') ?? '')) return;
    const declared = res.headers.get('Content-Length');
    if (declared !== null && !isCompressible(res.headers.get('Content-Type'), Number(declared))) return;
    // A tagged answer of a declared size is read only when its packing is not kept yet (or the client takes it as is).
    let body: Uint8Array | undefined;
    const read = async () => (body ??= new Uint8Array(await res.clone().arrayBuffer()));
    if (declared === null && !isCompressible(res.headers.get('Content-Type'), (await read()).byteLength)) return;
    const headers = new Headers(res.headers);
    headers.set('Vary', withVary(headers.get('Vary'), 'Accept-Encoding'));
    const encoding = chooseEncoding(c.req.header('Accept-Encoding'));
    let out: Uint8Array;
    if (encoding) {
      const tag = headers.get('ETag');
      const strong = tag !== null && tag.startsWith('"');
      out = await (strong
        ? packed.get(`${encoding} ${tag}`, async () => compress(await read(), encoding, 'kept'))
        : compress(await read(), encoding, 'answer'));
      headers.set('Content-Encoding', encoding);
      if (strong) headers.set('ETag', representationTag(tag, encoding));
    } else out = await read();
    headers.set('Content-Length', String(out.byteLength));
    // Set twice: Hono merges the headers of the answer it holds into a new one, and this one must replace them.
    c.res = undefined;
    c.res = new Response(responseBytes(out), { status: res.status, headers });
  };
}
