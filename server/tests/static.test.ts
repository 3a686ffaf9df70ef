/**
 * The storefront's pages as `npm start` serves them: files of the build, index.html for every other path, and a
 * crafted path answered in the API's error shape, never a 500 or plain text.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integrationSources, storefrontCsp, STRICT_TRANSPORT } from '../http/security-headers.ts';
import { BuildFiles } from '../static-files.ts';
import { startTestServer, type TestServer } from './test-server.ts';
import { DEMO_MERCHANT_ID, checkErrorBody, rawRequest, type ApiResponse } from './test-client.ts';

let server: TestServer;
let root: string;

const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>';
/** A script big enough to be worth packing (about 40 KB). */
const MENU_SCRIPT = Array.from(
  { length: 600 },
  (_, i) => `export const dish${i} = { id: ${i}, name: 'Dish number ${i}', price: ${i * 1000} };`,
).join('\n');

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-dist-'));
  fs.mkdirSync(path.join(root, 'assets'));
  fs.writeFileSync(path.join(root, 'index.html'), INDEX);
  fs.writeFileSync(path.join(root, 'assets', 'index-abc123.js'), 'console.log(1);');
  fs.writeFileSync(path.join(root, 'assets', 'menu-def456.js'), MENU_SCRIPT);
  fs.writeFileSync(path.join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.mkdirSync(path.join(root, '.vite'));
  fs.writeFileSync(path.join(root, '.vite', 'manifest.json'), '{"src/main.tsx":{"file":"assets/index-abc123.js"}}');
  // The build copies public/ as it is.
  fs.copyFileSync(path.resolve('public/robots.txt'), path.join(root, 'robots.txt'));
  server = await startTestServer({ serveClient: true, staticDir: root });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(root, { recursive: true, force: true });
});

async function get(origin: string, urlPath: string): Promise<ApiResponse> {
  const response = await fetch(`${origin}${urlPath}`);
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: response.status, body, headers: response.headers, text };
}

describe('static pages', () => {
  it('serves index.html for the root and for deep links, and the build files as they are', async () => {
    for (const urlPath of [
      '/',
      '/Product/12',
      '/orders/5?tab=archive',
      '/cart',
      '/Category/3',
      '/login/confirm',
      '/no-such-page',
    ]) {
      const page = await get(server.origin, urlPath);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(page.text).toBe(INDEX);
    }
    const script = await get(server.origin, '/assets/index-abc123.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(script.headers.get('cache-control')).toContain('immutable');
  });

  it.each(['/%E0%A4%A', '/assets/%ff.js', '/Product/%', '/%C0%AF'])(
    'answers the malformed path %s with 400 in the error shape',
    async (urlPath) => {
      const answer = await get(server.origin, urlPath);
      expect(answer.status).toBe(400);
      expect(checkErrorBody(answer)).toMatchObject({ code: 'BAD_PATH', field: 'path' });
    },
  );

  it('answers a missing hashed asset with 404 in the error shape, not with the page', async () => {
    const answer = await get(server.origin, '/assets/index-gone999.js');
    expect(answer.status).toBe(404);
    expect(checkErrorBody(answer).code).toBe('NOT_FOUND');
  });

  it("never serves the build's manifest of source paths, and answers it with 404 in the error shape", async () => {
    for (const urlPath of ['/.vite/manifest.json', '/.vite/', '/%2evite/manifest.json']) {
      const answer = await get(server.origin, urlPath);
      expect(answer.status).toBe(404);
      expect(checkErrorBody(answer).code).toBe('NOT_FOUND');
    }
  });

  it('never serves a file outside the build', async () => {
    for (const urlPath of ['/..%2f..%2fetc%2fpasswd', '/%2e%2e/%2e%2e/etc/passwd', '/assets/..%2f..%2fpackage.json']) {
      const answer = await get(server.origin, urlPath);
      expect(answer.status).toBeLessThan(500);
      expect(answer.text).not.toContain('root:');
      expect(answer.text).not.toContain('"name"');
    }
  });

  it('answers a write to a page, or a path that resolves out of /api, with 404 in the error shape', async () => {
    const post = await fetch(`${server.origin}/Product/12`, { method: 'POST', body: '{}' });
    expect(post.status).toBe(404);
    expect(checkErrorBody({ status: post.status, body: await post.json(), headers: post.headers, text: '' }).code).toBe(
      'NOT_FOUND',
    );
    // The URL parser turns /api/%2e%2e/pay into /pay.
    const apiOnly = await startTestServer();
    try {
      const out = await get(apiOnly.origin, '/api/%2e%2e/pay');
      expect(out.status).toBe(404);
      expect(checkErrorBody(out).code).toBe('NOT_FOUND');
    } finally {
      await apiOnly.close();
    }
  });

  it('leaves /api to the API', async () => {
    const answer = await get(server.origin, '/api/health');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ ok: true });
  });
});

describe('packed and revalidated build files', () => {
  const script = '/assets/menu-def456.js';

  it('sends a text file packed with brotli or gzip as the browser accepts, decoding to the file, with an ETag per encoding; a tiny one as it is', async () => {
    const br = await rawRequest(`${server.origin}${script}`, { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    const gzip = await rawRequest(`${server.origin}${script}`, { 'Accept-Encoding': 'gzip' });
    const plain = await rawRequest(`${server.origin}${script}`);
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(MENU_SCRIPT);
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(MENU_SCRIPT);
    expect(plain.body.toString()).toBe(MENU_SCRIPT);
    expect(br.body.length).toBeLessThan(MENU_SCRIPT.length / 5);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    for (const answer of [br, gzip, plain]) {
      expect(answer.headers.vary).toBe('Accept-Encoding');
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    expect(plain.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(br.headers.etag).toBe(String(plain.headers.etag).replace(/"$/, '-br"'));
    expect(gzip.headers.etag).toBe(String(plain.headers.etag).replace(/"$/, '-gzip"'));
    // A file of a few bytes is sent as it is: packing would save nothing.
    const small = await rawRequest(`${server.origin}/assets/index-abc123.js`, { 'Accept-Encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString()).toBe('console.log(1);');
  });

  it('packs each file once, at start or on first use, and again when the build changes it', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-pack-'));
    const file = path.join(dir, 'app.js');
    try {
      fs.writeFileSync(file, MENU_SCRIPT);
      const files = new BuildFiles(dir);
      await files.warm();
      const entry = files.get(file);
      if (!entry) throw new Error('the file is not read');
      expect([...entry.packed.keys()].sort()).toEqual(['br', 'gzip']);
      const packed = await files.packed(entry, 'br');
      expect(files.get(file)).toBe(entry);
      expect(await files.packed(entry, 'br')).toBe(packed);

      fs.writeFileSync(file, `${MENU_SCRIPT}\nexport const more = 1;`);
      fs.utimesSync(file, new Date(), new Date(Date.now() + 5000));
      const changed = files.get(file);
      expect(changed?.tag).not.toBe(entry.tag);
      expect(zlib.brotliDecompressSync(await files.packed(changed ?? entry, 'br')).toString()).toContain('more = 1');
      fs.rmSync(file);
      expect(files.get(file)).toBeNull();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('revalidates the page and other unhashed files with their ETag: 304 and no body', async () => {
    for (const urlPath of ['/', '/Product/12', '/favicon.svg', '/robots.txt', script]) {
      const first = await rawRequest(`${server.origin}${urlPath}`, { 'Accept-Encoding': 'br' });
      expect(first.status).toBe(200);
      const tag = String(first.headers.etag);
      expect(tag).toMatch(/^"[0-9a-f]{32}(-br)?"$/);
      const again = await rawRequest(`${server.origin}${urlPath}`, { 'Accept-Encoding': 'br', 'If-None-Match': tag });
      expect({ urlPath, status: again.status, bytes: again.body.length, etag: again.headers.etag }).toEqual({
        urlPath,
        status: 304,
        bytes: 0,
        etag: tag,
      });
      expect(again.headers['cache-control']).toBe(first.headers['cache-control']);
    }
    expect((await rawRequest(`${server.origin}/`)).headers['cache-control']).toBe('no-cache');
    const changed = await rawRequest(`${server.origin}/`, { 'If-None-Match': '"00000000000000000000000000000000"' });
    expect(changed.status).toBe(200);
    expect(changed.body.toString()).toBe(INDEX);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const full = await rawRequest(`${server.origin}${script}`, { 'Accept-Encoding': 'br' });
    const head = await rawRequest(`${server.origin}${script}`, { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    for (const name of ['etag', 'content-encoding', 'content-length', 'vary'])
      expect(head.headers[name], name).toBe(full.headers[name]);
  });
});

describe('files that are not pages', () => {
  it('serves a valid robots.txt that keeps crawlers off the API and the simulator, not the storefront', async () => {
    const answer = await get(server.origin, '/robots.txt');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const lines = answer.text
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#'));
    for (const line of lines) expect(line).toMatch(/^(User-agent|Allow|Disallow|Sitemap|Crawl-delay): *\S+$/);
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toEqual(expect.arrayContaining(['Disallow: /api/', 'Disallow: /__telegram']));
    const disallowed = lines
      .filter((line) => line.startsWith('Disallow:'))
      .map((line) => line.slice('Disallow:'.length).trim());
    for (const page of ['/', '/Product/1', '/Category/2', '/search', '/cart'])
      expect(disallowed.some((prefix) => page.startsWith(prefix))).toBe(false);
  });

  it.each([
    '/favicon.ico',
    '/sitemap.xml',
    '/.well-known/security.txt',
    '/.well-known/assetlinks.json',
    '/apple-touch-icon.png',
    '/Product/1/photo.jpg',
    '/.env',
  ])('answers %s, which the build does not have, with 404 in the error shape, not with the page', async (urlPath) => {
    const answer = await get(server.origin, urlPath);
    expect(answer.status).toBe(404);
    expect(checkErrorBody(answer).code).toBe('NOT_FOUND');
    expect(answer.text).not.toContain('<html');
  });

  it('has a description for search results in the page every merchant shares', () => {
    const html = fs.readFileSync(path.resolve('index.html'), 'utf8');
    const content = /<meta\s+name="description"\s+content="([^"<>]*)"\s*\/?>/.exec(html)?.[1] ?? '';
    expect(content.length).toBeGreaterThanOrEqual(50);
    expect(content.length).toBeLessThanOrEqual(160);
  });
});

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | null): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

describe('security headers of the storefront', () => {
  it.each(['/', '/Product/12', '/assets/index-abc123.js', '/favicon.svg', '/%E0%A4%A'])(
    'sends CSP, nosniff and a referrer policy on %s',
    async (urlPath) => {
      const answer = await get(server.origin, urlPath);
      const csp = directives(answer.headers.get('content-security-policy'));
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    },
  );

  it("allows the page's inline script by its hash, on the page only, and follows a new build", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-inline-'));
    const page = (code: string) =>
      `<!doctype html><html><head><script type="module" src="/assets/app-1.js"></script><script>${code}</script></head><body></body></html>`;
    const hash = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'assets', 'app-1.js'), 'console.log(1);');
    fs.writeFileSync(path.join(dir, 'index.html'), page('fetch("/api/a")'));
    const scripts = async (urlPath: string) =>
      directives((await get(built.origin, urlPath)).headers.get('content-security-policy')).get('script-src');
    const built = await startTestServer({ serveClient: true, staticDir: dir });
    try {
      for (const urlPath of ['/', '/cart', '/orders/3']) {
        expect(await scripts(urlPath)).toEqual(["'self'", hash('fetch("/api/a")')]);
      }
      expect(await scripts('/assets/app-1.js')).toEqual(["'self'"]);
      fs.writeFileSync(path.join(dir, 'index.html'), page('fetch("/api/b")'));
      fs.utimesSync(path.join(dir, 'index.html'), new Date(), new Date(Date.now() + 5000));
      expect(await scripts('/')).toEqual(["'self'", hash('fetch("/api/b")')]);
    } finally {
      await built.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("lets Telegram's web clients frame it, and in demo mode the simulator on the same origin, and no one else", async () => {
    const ancestors = directives((await get(server.origin, '/')).headers.get('content-security-policy')).get(
      'frame-ancestors',
    );
    expect(ancestors).toEqual([
      "'self'",
      'https://web.telegram.org',
      'https://webk.telegram.org',
      'https://webz.telegram.org',
    ]);
    const production = await startTestServer({ serveClient: true, staticDir: root, demoMode: false });
    try {
      const outside = directives((await get(production.origin, '/')).headers.get('content-security-policy')).get(
        'frame-ancestors',
      );
      expect(outside).toEqual(['https://web.telegram.org', 'https://webk.telegram.org', 'https://webz.telegram.org']);
    } finally {
      await production.close();
    }
  });

  it("keeps the simulator page's own policy, which frames the app from the same origin", async () => {
    const page = await get(server.origin, '/__telegram');
    expect(directives(page.headers.get('content-security-policy')).get('frame-src')).toEqual(["'self'"]);
  });

  it('gives API answers a policy under which nothing runs or is framed', async () => {
    const answer = await get(server.origin, '/api/health');
    expect(answer.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('adds the hosts of the integrations a merchant turns on, and only then', async () => {
    const policy = async () => directives((await get(server.origin, '/')).headers.get('content-security-policy'));
    const before = await policy();
    expect(before.get('frame-src')).toEqual(["'self'"]);
    expect(before.get('connect-src')).toEqual(["'self'"]);

    const row = server.db.prepare('SELECT data FROM web_settings WHERE merchant_id = ?').get(DEMO_MERCHANT_ID) as {
      data: string;
    };
    const settings = JSON.parse(row.data) as Record<string, unknown>;
    server.db.prepare('UPDATE web_settings SET data = ? WHERE merchant_id = ?').run(
      JSON.stringify({
        ...settings,
        yandexMetrics: { enabled: true, id: '12345678', keys: [] },
        pixel: { enabled: true, id: '1234567890' },
        amoCrm: { active: true, id: '1088123', hash: 'abc' },
        callWidget: { enabled: true, scriptUrl: 'https://widget.example.com/call.js?key=1' },
        mapType: 'YANDEX',
        mapKey: 'a-key',
      }),
      DEMO_MERCHANT_ID,
    );
    try {
      const after = await policy();
      const script = after.get('script-src') ?? [];
      for (const host of [
        'https://mc.yandex.ru',
        'https://connect.facebook.net',
        'https://gso.amocrm.ru',
        'https://widget.example.com',
        'https://api-maps.yandex.ru',
      ]) {
        expect(script).toContain(host);
      }
      expect(script).toContain("'unsafe-eval'");
      expect(script).not.toContain("'unsafe-inline'");
      expect(after.get('connect-src')).toEqual(
        expect.arrayContaining([
          'https://mc.yandex.ru',
          'https://www.facebook.com',
          'wss://widget.example.com',
          'https://*.maps.yandex.net',
        ]),
      );
      expect(after.get('frame-src')).toEqual(
        expect.arrayContaining(['https://www.facebook.com', 'https://widget.example.com']),
      );
      expect(after.get('frame-ancestors')).not.toContain('*');
    } finally {
      server.db.prepare('UPDATE web_settings SET data = ? WHERE merchant_id = ?').run(row.data, DEMO_MERCHANT_ID);
    }
    expect(await policy()).toEqual(before);
  });
});

describe('docs/nginx.conf', () => {
  /** What the build writes for nginx beside the page (scripts/vite-early-requests.ts), for a page script of this hash. */
  const PAGE_SCRIPT = `set $script "$script 'sha256-PAGE'";`;
  /**
   * The Content-Security-Policy the config sends: its `set` lines evaluated in order, as nginx does, with the build's
   * page-script file in place of its `include`.
   */
  function nginxPolicy(): string {
    const vars = new Map<string, string>();
    const text = fs
      .readFileSync(path.resolve('docs/nginx.conf'), 'utf8')
      .replace(/^\s*include \S+\/dist\/\.vite\/page-script\.nginx\.conf;\s*$/m, PAGE_SCRIPT);
    for (const match of text.matchAll(/^\s*set \$(\w+)\s+"(.*)";\s*$/gm)) {
      const [, name = '', value = ''] = match;
      vars.set(
        name,
        value.replace(/\$(\w+)/g, (_, v: string) => vars.get(v) ?? ''),
      );
    }
    return vars.get('csp') ?? '';
  }
  const asSets = (policy: string) =>
    new Map([...directives(policy)].map(([name, values]) => [name, [...new Set(values)].sort()]));

  it("states the server's policy for a merchant with every listed integration on, outside demo mode", () => {
    const everything = integrationSources([
      {
        yandexMetrics: { enabled: true, id: '1', keys: [] },
        pixel: { enabled: true, id: '1' },
        amoCrm: { active: true, id: '1', hash: 'h' },
        mapType: 'YANDEX',
        mapKey: 'k',
      },
    ]);
    expect(asSets(nginxPolicy())).toEqual(
      asSets(storefrontCsp(everything, { frameSelf: false, scripts: ["'sha256-PAGE'"] })),
    );
  });

  it('holds browsers to HTTPS wherever it sends the policy, as a production server over HTTPS does', () => {
    const text = fs.readFileSync(path.resolve('docs/nginx.conf'), 'utf8');
    const policies = text.match(/^\s*add_header Content-Security-Policy \$csp always;$/gm) ?? [];
    const strict = text.match(/^\s*add_header Strict-Transport-Security "([^"]+)" always;$/gm) ?? [];
    expect(policies.length).toBeGreaterThan(0);
    expect(strict).toHaveLength(policies.length);
    for (const line of strict) expect(line).toContain(`"${STRICT_TRANSPORT}"`);
  });
});
