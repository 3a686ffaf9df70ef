/**
 * The storefront's pages as `npm start` serves them: files of the build, index.html for every other path, and a
 * crafted path answered in the API's error shape, never a 500 or plain text.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { checkErrorBody, type ApiResponse } from './http.ts';

let server: TestServer;
let root: string;

const INDEX = '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>';

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-dist-'));
  fs.mkdirSync(path.join(root, 'assets'));
  fs.writeFileSync(path.join(root, 'index.html'), INDEX);
  fs.writeFileSync(path.join(root, 'assets', 'index-abc123.js'), 'console.log(1);');
  fs.writeFileSync(path.join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
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
    for (const urlPath of ['/', '/Product/12', '/orders/5?tab=archive']) {
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

  it.each(['/%E0%A4%A', '/assets/%ff.js', '/Product/%', '/%C0%AF'])('answers the malformed path %s with 400 in the error shape', async (urlPath) => {
    const answer = await get(server.origin, urlPath);
    expect(answer.status).toBe(400);
    expect(checkErrorBody(answer)).toMatchObject({ code: 'BAD_PATH', field: 'path' });
  });

  it('answers a missing hashed asset with 404 in the error shape, not with the page', async () => {
    const answer = await get(server.origin, '/assets/index-gone999.js');
    expect(answer.status).toBe(404);
    expect(checkErrorBody(answer).code).toBe('NOT_FOUND');
  });

  it('never serves a file outside the build', async () => {
    for (const urlPath of ['/..%2f..%2fetc%2fpasswd', '/%2e%2e/%2e%2e/etc/passwd', '/assets/..%2f..%2fpackage.json']) {
      const answer = await get(server.origin, urlPath);
      expect(answer.status).toBeLessThan(500);
      expect(answer.text).not.toContain('root:');
      expect(answer.text).not.toContain('"name"');
    }
  });

  it('leaves /api to the API', async () => {
    const answer = await get(server.origin, '/api/health');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ ok: true });
  });
});
