/**
 * Limits of the reference API: the request body size (413 before the body is read), and the rate limits (429 with
 * Retry-After) of code sending, sign-in and the other write calls, per client address and per merchant.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MERCHANT_HEADER } from '../../src/shared/contract/common.ts';
import { MAX_BODY_BYTES } from '../app.ts';
import { DEMO_MERCHANT, checkErrorBody, expectError, startClient, type ApiResponse, type Client } from './http.ts';

/**
 * A request written by hand, so the test decides what the headers declare and how much of the body is sent: the
 * answer is awaited while the body is still open, which only comes if the server answers without reading it all.
 */
function sendPartly(url: string, options: { headers: Record<string, string>; chunks: Buffer[] }): Promise<ApiResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: 'PUT', headers: options.headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => {
        request.destroy();
        const headers = new Headers();
        for (const [name, value] of Object.entries(response.headers)) if (typeof value === 'string') headers.set(name, value);
        resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as unknown, headers, text });
      });
    });
    request.on('error', reject);
    for (const chunk of options.chunks) request.write(chunk);
    // Never ended: the rest of the body never comes.
  });
}

describe('request body limit', () => {
  let client: Client;
  beforeAll(async () => {
    client = await startClient();
  });
  afterAll(() => client.close());

  const jsonOfSize = (bytes: number) => JSON.stringify({ phone: '998901234567', type: 'WEB', pad: 'x'.repeat(bytes - 50) });

  it('refuses a body over 64 KB with 413 in the error shape, with or without a token', async () => {
    const { token } = await client.signIn();
    for (const options of [{}, { token }]) {
      const answer = await client.api('/users/v1/users/phone', { method: 'PUT', raw: jsonOfSize(MAX_BODY_BYTES + 1024), ...options });
      expect(expectError(answer, 413, 'PAYLOAD_TOO_LARGE').description.eng).toBe('The request is too large (at most 64 KB)');
    }
    const orders = await client.api('/orders/v1/orders', { method: 'POST', token, raw: jsonOfSize(1024 * 1024) });
    expectError(orders, 413, 'PAYLOAD_TOO_LARGE');
  });

  it('reads a body just under the limit as usual', async () => {
    const answer = await client.api('/users/v1/users/phone', { method: 'PUT', raw: jsonOfSize(MAX_BODY_BYTES - 1024) });
    expect(answer.status).toBe(200);
  });

  it('answers 413 as soon as the declared length is too big, before the body is sent', async () => {
    const answer = await sendPartly(`${client.server.url}/users/v1/users/phone`, {
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(50 * 1024 * 1024), [MERCHANT_HEADER]: DEMO_MERCHANT },
      chunks: [Buffer.from('{"phone":"')],
    });
    expect(answer.status).toBe(413);
    expect(checkErrorBody(answer).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('cuts a chunked body without a length off at the limit', async () => {
    const answer = await sendPartly(`${client.server.url}/orders/v1/orders`, {
      headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked', [MERCHANT_HEADER]: DEMO_MERCHANT },
      chunks: Array.from({ length: 80 }, () => Buffer.alloc(1024, 0x20)),
    });
    expect(answer.status).toBe(413);
    expect(checkErrorBody(answer).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('reads a small chunked body', async () => {
    const body = Buffer.from(JSON.stringify({ phone: 'not a phone', type: 'WEB' }));
    const answer = await new Promise<number>((resolve, reject) => {
      const request = http.request(
        `${client.server.url}/users/v1/users/phone`,
        { method: 'PUT', headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked', [MERCHANT_HEADER]: DEMO_MERCHANT } },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      request.on('error', reject);
      request.end(body);
    });
    expect(answer).toBe(400);
  });
});
