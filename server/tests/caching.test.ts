/**
 * HTTP caching and compression of the API, over real HTTP: the public catalogue and the other guest answers the home
 * page reads carry a strong ETag and a short public lifetime, a revalidation gets a bodiless 304, private answers stay
 * no-store, and bodies come packed with brotli or gzip as the client accepts.
 */
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MERCHANT_HEADER } from '../../src/shared/contract/common.ts';
import { endpoints } from '../../src/shared/contract/endpoints.ts';
import { Hono } from 'hono';
import { compress, compression, KEPT_HARD_MAX_BYTES } from '../http/compression.ts';
import { entityTag } from '../http/etag.ts';
import { PUBLIC_ENDPOINTS } from '../http/public-cache.ts';
import { loadCatalogue } from './fixtures.ts';
import {
  BURGER_MERCHANT_ID,
  DEMO_MERCHANT_ID,
  rawRequest,
  startClient,
  type Client,
  type RawResponse,
  type Session,
} from './test-client.ts';

let client: Client;
let alice: Session;

beforeAll(async () => {
  client = await startClient();
  alice = await client.signIn();
});
afterAll(() => client.close());

const CATALOGUE = '/products/v1/overalls?type=WEB';
/** Content only the merchant edits: a minute. */
const MINUTE = 'public, max-age=60, stale-while-revalidate=60';
/** Content customers' orders and reviews change: revalidated on every use. */
const REVALIDATE = 'public, no-cache';

/** What the home page reads on load, as a guest, with the lifetime each gets. */
const HOME_READS: [string, string][] = [
  ['/users/v1/merchants/sub/demo', MINUTE],
  ['/support/v1/merchant/settings/web', MINUTE],
  [CATALOGUE, REVALIDATE],
  ['/products/v1/grade', REVALIDATE],
  ['/support/v1/banners', MINUTE],
  ['/support/v1/stories', MINUTE],
  ['/users/v1/branches', MINUTE],
];

function get(path: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET'): Promise<RawResponse> {
  return rawRequest(`${client.server.url}${path}`, { [MERCHANT_HEADER]: DEMO_MERCHANT_ID, ...headers }, method);
}

const varyOf = (response: RawResponse) =>
  String(response.headers.vary ?? '')
    .split(/\s*,\s*/)
    .map((name) => name.toLowerCase());
const json = (body: Buffer): unknown => JSON.parse(body.toString('utf8'));

describe('public answers', () => {
  it('are only GETs a guest may call', () => {
    for (const name of Object.keys(PUBLIC_ENDPOINTS) as (keyof typeof PUBLIC_ENDPOINTS)[])
      expect({ name, method: endpoints[name].method, auth: endpoints[name].auth }).toEqual({
        name,
        method: 'GET',
        auth: 'none',
      });
  });

  it('answer the catalogue with a strong ETag of its body, the same on every request, public and revalidated on every use', async () => {
    const first = await get(CATALOGUE);
    const second = await get(CATALOGUE);
    expect(first.status).toBe(200);
    expect(first.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(first.headers.etag).toBe(entityTag(first.body));
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(first.headers['cache-control']).toBe(REVALIDATE);
    expect(varyOf(first)).toEqual(expect.arrayContaining(['x-merchant-id', 'authorization', 'accept-encoding']));
    expect(varyOf(first)).not.toContain('*');
  });

  it.each(HOME_READS)(
    'answers %s with an ETag, %s, and a 304 without a body when the client still has it',
    async (path, policy) => {
      const fresh = await get(path);
      expect(fresh.status).toBe(200);
      expect(fresh.headers['cache-control']).toBe(policy);
      const tag = String(fresh.headers.etag);
      expect(tag).toMatch(/^"[0-9a-f]{32}"$/);
      const again = await get(path, { 'If-None-Match': tag });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers.etag).toBe(tag);
      expect(again.headers['cache-control']).toBe(policy);
      expect(again.headers.vary).toBe(fresh.headers.vary);
      expect(again.headers['content-type']).toBeUndefined();
    },
  );

  it('revalidates a packed copy, a weak or listed tag and *, and sends the whole answer for a stale tag', async () => {
    const packed = await get(CATALOGUE, { 'Accept-Encoding': 'br' });
    const packedTag = String(packed.headers.etag);
    expect(packedTag).toMatch(/^"[0-9a-f]{32}-br"$/);
    const held = await get(CATALOGUE, { 'Accept-Encoding': 'br', 'If-None-Match': packedTag });
    expect({ status: held.status, bytes: held.body.length, etag: held.headers.etag }).toEqual({
      status: 304,
      bytes: 0,
      etag: packedTag,
    });

    for (const header of [`W/${packedTag}`, `"0000", ${packedTag}`, '*'])
      expect((await get(CATALOGUE, { 'If-None-Match': header })).status).toBe(304);
    const stale = await get(CATALOGUE, { 'If-None-Match': '"00000000000000000000000000000000"' });
    expect(stale.status).toBe(200);
    expect(json(stale.body)).toMatchObject({ products: expect.any(Array) });
  });

  it('gives a changed catalogue a new ETag, and the old one gets the whole new answer', async () => {
    const before = await get(CATALOGUE);
    const product = client.server.db
      .prepare('SELECT id, cost_price FROM products WHERE merchant_id = ? ORDER BY id LIMIT 1')
      .get(DEMO_MERCHANT_ID) as { id: number; cost_price: number };
    client.server.db
      .prepare('UPDATE products SET cost_price = ? WHERE id = ?')
      .run(product.cost_price + 1000, product.id);
    try {
      const after = await get(CATALOGUE, { 'If-None-Match': String(before.headers.etag) });
      expect(after.status).toBe(200);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      expect(json(after.body)).not.toEqual(json(before.body));
    } finally {
      client.server.db.prepare('UPDATE products SET cost_price = ? WHERE id = ?').run(product.cost_price, product.id);
    }
    expect((await get(CATALOGUE)).headers.etag).toBe(before.headers.etag);
  });

  it('gives the grades a new ETag as soon as a review is posted', async () => {
    const before = await get('/products/v1/grade');
    const product = (await loadCatalogue(client)).overall.products[0];
    const posted = await client.api('/products/v1/comment', {
      method: 'POST',
      token: alice.token,
      body: { productId: product?.id, grade: 1, comment: 'Cold' },
    });
    expect(posted.status).toBeLessThan(300);
    const after = await get('/products/v1/grade', { 'If-None-Match': String(before.headers.etag) });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it("tags each merchant's catalogue apart; the language does not change it (every answer carries all three)", async () => {
    const demo = await get(CATALOGUE, { 'Accept-Language': 'uz' });
    const burger = await get(CATALOGUE, { [MERCHANT_HEADER]: BURGER_MERCHANT_ID, 'Accept-Language': 'uz' });
    expect(burger.status).toBe(200);
    expect(burger.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(burger.headers.etag).not.toBe(demo.headers.etag);
    expect(
      (await get(CATALOGUE, { [MERCHANT_HEADER]: BURGER_MERCHANT_ID, 'If-None-Match': String(demo.headers.etag) }))
        .status,
    ).toBe(200);

    const russian = await get(CATALOGUE, { 'Accept-Language': 'ru' });
    expect(russian.body.equals(demo.body)).toBe(true);
    expect(russian.headers.etag).toBe(demo.headers.etag);
    expect(
      (await get(CATALOGUE, { 'Accept-Language': 'eng', 'If-None-Match': String(demo.headers.etag) })).status,
    ).toBe(304);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const full = await get(CATALOGUE, { 'Accept-Encoding': 'br' });
    const head = await get(CATALOGUE, { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    for (const name of ['etag', 'cache-control', 'vary', 'content-encoding', 'content-length'])
      expect(head.headers[name], name).toBe(full.headers[name]);
  });
});

describe('private answers', () => {
  it('stay no-store without an ETag when a token is sent, even on public endpoints, and are never a 304', async () => {
    const guest = await get(CATALOGUE);
    expect(guest.headers['cache-control']).toBe(REVALIDATE);
    const signedIn = await get(CATALOGUE, {
      Authorization: `Bearer ${alice.token}`,
      'If-None-Match': String(guest.headers.etag),
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('no-store');
    expect(signedIn.headers.etag).toBeUndefined();
    expect(json(signedIn.body)).toMatchObject({ products: expect.any(Array) });

    for (const path of [
      '/users/v1/users/me',
      `/orders/v1/orders/user/${alice.user.id}/active`,
      '/users/v1/addresses',
      '/support/v1/banners',
    ]) {
      const answer = await get(path, { Authorization: `Bearer ${alice.token}` });
      expect({
        path,
        status: answer.status,
        cache: answer.headers['cache-control'],
        etag: answer.headers.etag,
      }).toEqual({ path, status: 200, cache: 'no-store', etag: undefined });
    }
  });

  it('keep errors, a bad token and the endpoints that depend on the asker no-store', async () => {
    expect((await get('/users/v1/branches')).headers['cache-control']).toBe(MINUTE);
    const paths: [string, Record<string, string>][] = [
      [CATALOGUE, { Authorization: 'Bearer not-a-token' }],
      [CATALOGUE, { [MERCHANT_HEADER]: '00000000-0000-0000-0000-000000000000' }],
      ['/users/v1/merchants/sub/nobody', {}],
      [`/users/v1/branches/merchant/${DEMO_MERCHANT_ID}/closest?lat=41.3&lon=69.2`, {}],
      ['/deliveries/v1/delivery/zones/check?lat=41.3&lon=69.2', {}],
      ['/products/v1/comment/all?productId=1', {}],
      ['/health', {}],
    ];
    for (const [path, headers] of paths) {
      const answer = await get(path, headers);
      expect({ path, cache: answer.headers['cache-control'], etag: answer.headers.etag }).toEqual({
        path,
        cache: 'no-store',
        etag: undefined,
      });
    }
  });
});

describe('compression', () => {
  it('packs with brotli when the client takes it, with gzip when it takes only that, and both decode to the same JSON', async () => {
    const plain = await get(CATALOGUE, { 'Accept-Encoding': 'identity' });
    const br = await get(CATALOGUE, { 'Accept-Encoding': 'gzip, deflate, br' });
    const gzip = await get(CATALOGUE, { 'Accept-Encoding': 'gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(plain.body.length / 4);
    expect(json(zlib.brotliDecompressSync(br.body))).toEqual(json(plain.body));
    expect(json(zlib.gunzipSync(gzip.body))).toEqual(json(plain.body));
    // One content, one tag per encoding.
    expect(br.headers.etag).toBe(String(plain.headers.etag).replace(/"$/, '-br"'));
    expect(gzip.headers.etag).toBe(String(plain.headers.etag).replace(/"$/, '-gzip"'));
  });

  it('honours the weights of Accept-Encoding and sends the body as it is when nothing is accepted', async () => {
    expect((await get(CATALOGUE, { 'Accept-Encoding': 'br;q=0, gzip' })).headers['content-encoding']).toBe('gzip');
    expect((await get(CATALOGUE, { 'Accept-Encoding': 'gzip;q=0.5, br;q=0.8' })).headers['content-encoding']).toBe(
      'br',
    );
    expect((await get(CATALOGUE, { 'Accept-Encoding': '*' })).headers['content-encoding']).toBe('br');
    const refusing: Record<string, string>[] = [
      {},
      { 'Accept-Encoding': 'identity' },
      { 'Accept-Encoding': 'br;q=0, gzip;q=0' },
      { 'Accept-Encoding': 'deflate' },
    ];
    for (const headers of refusing) {
      const answer = await get(CATALOGUE, headers);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
      expect(json(answer.body)).toMatchObject({ products: expect.any(Array) });
    }
  });

  it('packs the catalogue once per version and harder than an answer packed while its client waits', async () => {
    const plain = await get(CATALOGUE, { 'Accept-Encoding': 'identity' });
    const first = await get(CATALOGUE, { 'Accept-Encoding': 'br' });
    const again = await get(CATALOGUE, { 'Accept-Encoding': 'br' });
    const fast = await compress(plain.body, 'br', 'answer');
    expect(first.body.length).toBeLessThan(fast.length * 0.95);
    expect(again.body.equals(first.body)).toBe(true);
    const gzip = await get(CATALOGUE, { 'Accept-Encoding': 'gzip' });
    expect(gzip.body.length).toBeLessThanOrEqual((await compress(plain.body, 'gzip', 'answer')).length);
  });

  it('reads a tagged answer of a known size only to pack it the first time', async () => {
    const content = Buffer.from(JSON.stringify({ dishes: Array.from({ length: 400 }, (_, i) => `dish ${i}`) }));
    let reads = 0;
    const app = new Hono();
    app.use('*', compression());
    app.get('/kept', (c) => {
      const body = new ReadableStream<Uint8Array>(
        {
          pull(controller) {
            reads += 1;
            controller.enqueue(new Uint8Array(content));
            controller.close();
          },
        },
        // Nothing pulled before someone reads.
        { highWaterMark: 0 },
      );
      return c.body(body, 200, {
        'Content-Type': 'application/json',
        'Content-Length': String(content.byteLength),
        ETag: entityTag(content),
      });
    });
    const ask = async (encoding: string) => {
      const answer = await app.request('/kept', { headers: { 'Accept-Encoding': encoding } });
      return { encoding: answer.headers.get('Content-Encoding'), body: Buffer.from(await answer.arrayBuffer()) };
    };
    const first = await ask('br');
    expect(reads).toBe(1);
    const again = await ask('br');
    expect(reads).toBe(1);
    expect(again).toEqual(first);
    expect(zlib.brotliDecompressSync(first.body).equals(content)).toBe(true);
    const plain = await ask('identity');
    expect(plain).toEqual({ encoding: null, body: content });
  });

  it('packs a kept body beyond the hard limit as an answer, so its first client does not wait seconds', async () => {
    const rows = Array.from({ length: 30_000 }, (_, i) => ({
      id: i,
      name: `dish ${(i * 7919) % 10007}`,
      price: i * 13,
    }));
    const large = Buffer.from(JSON.stringify(rows));
    expect(large.byteLength).toBeGreaterThan(KEPT_HARD_MAX_BYTES);
    expect((await compress(large, 'br', 'kept')).equals(await compress(large, 'br', 'answer'))).toBe(true);
    const small = large.subarray(0, 200_000);
    expect((await compress(small, 'br', 'kept')).length).toBeLessThan((await compress(small, 'br', 'answer')).length);
  });

  it('packs private answers too, and leaves a small answer as it is', async () => {
    const signedIn = await get(CATALOGUE, { Authorization: `Bearer ${alice.token}`, 'Accept-Encoding': 'br' });
    expect(signedIn.headers['content-encoding']).toBe('br');
    expect(json(zlib.brotliDecompressSync(signedIn.body))).toMatchObject({ products: expect.any(Array) });
    const small = await get('/health', { 'Accept-Encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(json(small.body)).toMatchObject({ ok: true });
  });
});
