/**
 * The server over HTTPS (TLS_CERT_FILE, TLS_KEY_FILE): HTTP/2 to a client that offers it, HTTP/1.1 to one that does
 * not, the same answers either way (bodies read, errors in their shape, the client's address known to the limits),
 * and a start refused with a clear message when the certificate is missing or half-given.
 */
import fs from 'node:fs';
import http2 from 'node:http2';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localhostCertificate, type LocalhostCertificate } from '../http/localhost-certificate.ts';
import { MERCHANT_HEADER } from '../../src/shared/contract/common.ts';
import { endpoints } from '../../src/shared/contract/endpoints.ts';
import { loadConfig, startupProblem } from '../config.ts';
import { listenOptions } from '../http/listen.ts';
import { STRICT_TRANSPORT } from '../http/security-headers.ts';
import { DEMO_MERCHANT_ID } from './test-client.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let dir: string;
let certificate: LocalhostCertificate;
let server: TestServer;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-tls-'));
  certificate = localhostCertificate(dir);
  server = await startTestServer({ tls: { certFile: certificate.certFile, keyFile: certificate.keyFile } });
});

afterAll(async () => {
  await server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  protocol: string;
}

/** One request over HTTP/2, on a session of its own. */
function overHttp2(
  origin: string,
  pathname: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
) {
  return new Promise<Answer>((resolve, reject) => {
    const session = http2.connect(origin, { ca: fs.readFileSync(certificate.certFile) });
    session.on('error', reject);
    const stream = session.request({
      ':method': init.method ?? 'GET',
      ':path': pathname,
      'content-type': 'application/json',
      ...init.headers,
    });
    let body = '';
    let status = 0;
    let headers: Answer['headers'] = {};
    stream.setEncoding('utf8');
    stream.on('response', (answer) => {
      status = Number(answer[':status']);
      headers = answer;
    });
    stream.on('data', (chunk: string) => (body += chunk));
    stream.on('end', () => {
      session.close();
      resolve({ status, headers, body, protocol: 'h2' });
    });
    stream.on('error', reject);
    stream.end(init.body);
  });
}

/** One request over HTTP/1.1 on TLS (a client that offers no HTTP/2). */
function overHttp1(pathname: string) {
  return new Promise<Answer>((resolve, reject) => {
    const request = https.get(
      `${server.origin}${pathname}`,
      { ca: fs.readFileSync(certificate.certFile), headers: { [MERCHANT_HEADER]: DEMO_MERCHANT_ID } },
      (answer) => {
        let body = '';
        answer.setEncoding('utf8');
        answer.on('data', (chunk: string) => (body += chunk));
        answer.on('end', () =>
          resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body, protocol: answer.httpVersion }),
        );
      },
    );
    request.on('error', reject);
  });
}

describe('the server over HTTPS', () => {
  it('answers HTTP/2 with the same answers as over HTTP/1.1', async () => {
    expect(server.origin).toMatch(/^https:\/\//);
    const path = `/api${endpoints.banners.path}`;
    const h2 = await overHttp2(server.origin, path, { headers: { [MERCHANT_HEADER]: DEMO_MERCHANT_ID } });
    const h1 = await overHttp1(path);
    expect(h2.status).toBe(200);
    expect(h1.status).toBe(200);
    expect(h1.protocol).toBe('1.1');
    expect(JSON.parse(h2.body)).toEqual(JSON.parse(h1.body));
    expect(JSON.parse(h2.body)).not.toHaveLength(0);
    // HTTP/2 forbids connection-specific headers; the security headers are there on both.
    expect(h2.headers.connection).toBeUndefined();
    expect(h2.headers['x-content-type-options']).toBe('nosniff');
  });

  it('reads request bodies over HTTP/2: a malformed one is a 400 in the error shape, a good one is served', async () => {
    const path = `/api${endpoints.sendCode.path}`;
    const headers = { [MERCHANT_HEADER]: DEMO_MERCHANT_ID };
    const bad = await overHttp2(server.origin, path, { method: 'PUT', headers, body: '{"phone": ' });
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.body)).toMatchObject({ code: 'BAD_JSON', field: 'body' });
    const good = await overHttp2(server.origin, path, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ phone: '998901234567', type: 'WEB' }),
    });
    expect(good.status).toBe(200);
  });
});

describe('Strict-Transport-Security', () => {
  it('is sent by a production server over HTTPS, on pages and API answers alike, and by no other', async () => {
    const tls = { certFile: certificate.certFile, keyFile: certificate.keyFile };
    const production = await startTestServer({ tls, production: true });
    try {
      const answer = await overHttp2(production.origin, '/api/health');
      expect(answer.status).toBe(200);
      expect(answer.headers['strict-transport-security']).toBe(STRICT_TRANSPORT);
      expect((await overHttp2(production.origin, '/no-such-page')).headers['strict-transport-security']).toBe(
        STRICT_TRANSPORT,
      );
    } finally {
      await production.close();
    }
    // Over HTTPS outside production (this machine: it would hold the browser to HTTPS for all of localhost).
    expect((await overHttp2(server.origin, '/api/health')).headers['strict-transport-security']).toBeUndefined();
    // Over plain HTTP in production (behind a proxy that speaks HTTPS, which sends its own).
    const plain = await startTestServer({ production: true });
    try {
      expect((await fetch(`${plain.url}/health`)).headers.get('strict-transport-security')).toBeNull();
    } finally {
      await plain.close();
    }
  });
});

describe('the TLS configuration', () => {
  it('serves HTTPS only with both files, and says so when one is missing', () => {
    expect(loadConfig({}).tls).toBeNull();
    const both = loadConfig({ PORT: '9000', TLS_CERT_FILE: 'cert.pem', TLS_KEY_FILE: 'key.pem' });
    expect(both.tls).toEqual({ certFile: 'cert.pem', keyFile: 'key.pem' });
    expect(startupProblem(both)).toBeNull();
    expect(startupProblem(loadConfig({ TLS_CERT_FILE: 'cert.pem' }))).toMatch(/TLS_CERT_FILE and TLS_KEY_FILE/);
    expect(startupProblem(loadConfig({ TLS_KEY_FILE: 'key.pem' }))).toMatch(/TLS_CERT_FILE and TLS_KEY_FILE/);
  });

  it('names the file it cannot read', () => {
    expect(() => listenOptions({ certFile: path.join(dir, 'none.pem'), keyFile: certificate.keyFile })).toThrow(
      /certificate .*none\.pem cannot be read \(ENOENT\)/,
    );
    expect(listenOptions(null)).toEqual({});
  });
});

describe('a request over HTTP/2 that never arrives whole', () => {
  it('has its stream cancelled at the deadline, and the server answers the next one', async () => {
    const slow = await startTestServer(
      { tls: { certFile: certificate.certFile, keyFile: certificate.keyFile } },
      { requestTimeoutMs: 400 },
    );
    try {
      const session = http2.connect(slow.origin, { ca: fs.readFileSync(certificate.certFile) });
      session.on('error', () => undefined);
      const started = Date.now();
      // A body of 60,000 bytes promised, and none of it sent.
      const stream = session.request({
        ':method': 'POST',
        ':path': '/api/webbot/v1/users/auth',
        'content-type': 'application/json',
        'content-length': '60000',
        [MERCHANT_HEADER]: DEMO_MERCHANT_ID,
      });
      stream.on('error', () => undefined);
      const code = await new Promise<number>((resolve) => stream.on('close', () => resolve(stream.rstCode)));
      expect(code).toBe(http2.constants.NGHTTP2_CANCEL);
      expect(Date.now() - started).toBeLessThan(5_000);
      session.close();
      expect((await overHttp2(slow.origin, '/api/health')).status).toBe(200);
    } finally {
      await slow.close();
    }
  });
});
