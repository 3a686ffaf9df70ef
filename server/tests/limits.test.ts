/**
 * Limits of the reference API: the request body size (413 before the body is read), and the rate limits (429 with
 * Retry-After) of code sending, sign-in and the other write calls, per client address and per merchant.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MERCHANT_HEADER } from '../../src/shared/contract/common.ts';
import { MAX_BODY_BYTES } from '../app.ts';
import { loadConfig } from '../config.ts';
import { LIMITS } from '../http/rate-limit.ts';
import {
  BURGER_MERCHANT_ID,
  DEMO_MERCHANT_ID,
  checkErrorBody,
  expectError,
  nextPhone,
  startClient,
  type ApiResponse,
  type Client,
} from './test-client.ts';
import { loadCatalogue } from './fixtures.ts';

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
        for (const [name, value] of Object.entries(response.headers))
          if (typeof value === 'string') headers.set(name, value);
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

  const jsonOfSize = (bytes: number) =>
    JSON.stringify({ phone: '998901234567', type: 'WEB', pad: 'x'.repeat(bytes - 50) });

  it('refuses a body over 64 KB with 413 in the error shape, with or without a token', async () => {
    const { token } = await client.signIn();
    for (const options of [{}, { token }]) {
      const answer = await client.api('/users/v1/users/phone', {
        method: 'PUT',
        raw: jsonOfSize(MAX_BODY_BYTES + 1024),
        ...options,
      });
      expect(expectError(answer, 413, 'PAYLOAD_TOO_LARGE').description.eng).toBe(
        'The request is too large (at most 64 KB)',
      );
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
      headers: {
        'Content-Type': 'application/json',
        'Content-Length': String(50 * 1024 * 1024),
        [MERCHANT_HEADER]: DEMO_MERCHANT_ID,
      },
      chunks: [Buffer.from('{"phone":"')],
    });
    expect(answer.status).toBe(413);
    expect(checkErrorBody(answer).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('cuts a chunked body without a length off at the limit', async () => {
    const answer = await sendPartly(`${client.server.url}/orders/v1/orders`, {
      headers: {
        'Content-Type': 'application/json',
        'Transfer-Encoding': 'chunked',
        [MERCHANT_HEADER]: DEMO_MERCHANT_ID,
      },
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
        {
          method: 'PUT',
          headers: {
            'Content-Type': 'application/json',
            'Transfer-Encoding': 'chunked',
            [MERCHANT_HEADER]: DEMO_MERCHANT_ID,
          },
        },
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

describe('rate limits', () => {
  let client: Client;
  beforeAll(async () => {
    // Limits on (test servers have them off), and the client address taken from X-Forwarded-For, so one test can
    // speak as many clients.
    client = await startClient({ rateLimits: true, trustProxy: true });
  });
  afterAll(() => client.close());

  let ipCounter = 0;
  /** A client address no other test uses. */
  const nextIp = () => {
    ipCounter += 1;
    return `10.${Math.floor(ipCounter / 250)}.${ipCounter % 250}.7`;
  };
  const from = (ip: string) => ({ headers: { 'X-Forwarded-For': `203.0.113.9, ${ip}` } });
  const sendCode = (ip: string, phone = nextPhone()) =>
    client.api('/users/v1/users/phone', { method: 'PUT', body: { phone, type: 'WEB' }, ...from(ip) });

  it('lets one client send 5 codes a minute to different numbers, then 429 with Retry-After in the error shape', async () => {
    const ip = nextIp();
    for (let i = 0; i < LIMITS.sendCode[0].limit; i += 1) expect((await sendCode(ip)).status).toBe(200);
    const refused = await sendCode(ip);
    const error = expectError(refused, 429, 'RATE_LIMITED');
    expect(error.retryAfter).toBeGreaterThan(0);
    expect(error.retryAfter).toBeLessThanOrEqual(60);
    expect(refused.headers.get('retry-after')).toBe(String(error.retryAfter));
    expect(error.description.eng).toBe(`Too many requests. Try again in ${error.retryAfter} seconds`);
    // Another client is not affected; the first one can go on after the minute.
    expect((await sendCode(nextIp())).status).toBe(200);
    client.server.advance(61_000);
    expect((await sendCode(ip)).status).toBe(200);
  });

  it("limits the demo payment page's Pay like every other write, per client address", async () => {
    const ip = nextIp();
    const pay = () => client.api('/dev/pay/999999?key=none', { method: 'POST', ...from(ip) });
    for (let i = 0; i < LIMITS.write[0].limit; i += 1) expect((await pay()).status).not.toBe(429);
    expectError(await pay(), 429, 'RATE_LIMITED');
    expect((await client.api('/dev/pay/999999?key=none', { method: 'POST', ...from(nextIp()) })).status).not.toBe(429);
  });

  it('lets one client send at most 30 codes an hour', async () => {
    const ip = nextIp();
    for (let minute = 0; minute < 6; minute += 1) {
      for (let i = 0; i < 5; i += 1) expect((await sendCode(ip)).status).toBe(200);
      client.server.advance(61_000);
    }
    const error = expectError(await sendCode(ip), 429, 'RATE_LIMITED');
    expect(error.retryAfter).toBeGreaterThan(60);
  });

  it('counts IPv6 clients by their /64 network', async () => {
    const network = '2001:db8:aa:bb';
    for (let i = 0; i < 5; i += 1) expect((await sendCode(`${network}::${i + 1}`)).status).toBe(200);
    expectError(await sendCode(`${network}:0:0:0:ff`), 429, 'RATE_LIMITED');
    expect((await sendCode('2001:db8:aa:bc::1')).status).toBe(200);
  });

  it('caps the codes of a merchant at 500 an hour across all clients; refused requests use up nothing', async () => {
    client.server.advance(2 * 60 * 60 * 1000);
    const blocked = nextIp();
    for (let i = 0; i < 5; i += 1) await sendCode(blocked);
    // A client that is refused hammers on: it must not drain the merchant's budget.
    for (let i = 0; i < 50; i += 1) expectError(await sendCode(blocked), 429, 'RATE_LIMITED');
    for (let i = 5; i < LIMITS.sendCode[2].limit; i += 5) {
      const ip = nextIp();
      for (let j = 0; j < 5; j += 1) expect((await sendCode(ip)).status).toBe(200);
    }
    const error = expectError(await sendCode(nextIp()), 429, 'RATE_LIMITED');
    expect(error.retryAfter).toBeGreaterThan(60);
    // Another merchant's customers still get their codes.
    const burger = await client.api('/users/v1/users/phone', {
      method: 'PUT',
      merchant: BURGER_MERCHANT_ID,
      body: { phone: nextPhone(), type: 'WEB' },
      ...from(nextIp()),
    });
    expect(burger.status).toBe(200);
  });

  it("does not let junk from many clients use up the merchant's budgets: they count what was done, not what was asked", async () => {
    client.server.advance(2 * 60 * 60 * 1000);
    // More refused code requests (a malformed phone) than the merchant's hourly budget, 5 a client.
    for (let i = 0; i < LIMITS.sendCode[2].limit + 20; i += 5) {
      const ip = nextIp();
      for (let j = 0; j < 5; j += 1) expectError(await sendCode(ip, 'not-a-phone'), 400, 'INVALID_PHONE');
    }
    expect((await sendCode(nextIp())).status).toBe(200);
    // The same for the other writes: orders that cannot be placed do not use up the merchant's minute.
    for (let i = 0; i < LIMITS.write[1].limit + 20; i += 100) {
      const ip = nextIp();
      for (let j = 0; j < 100; j += 1)
        expectError(
          await client.api('/orders/v1/orders', { method: 'POST', body: {}, ...from(ip) }),
          401,
          'UNAUTHORIZED',
        );
    }
    const { token } = await client.signIn(nextPhone());
    expect(
      (
        await client.api('/users/v1/users/me', {
          method: 'PUT',
          token,
          body: { firstName: 'Still' },
          ...from(nextIp()),
        })
      ).status,
    ).toBe(200);
  });

  it('limits code checks and mini-app sign-ins to 30 a minute per client', async () => {
    const ip = nextIp();
    for (let i = 0; i < 30; i += 1) {
      const path = i % 2 === 0 ? '/users/v1/users/phone/verify' : '/webbot/v1/users/auth';
      const body = i % 2 === 0 ? { phone: nextPhone(), code: '123456', type: 'WEB' } : { initData: 'forged' };
      expect((await client.api(path, { method: i % 2 === 0 ? 'PUT' : 'POST', body, ...from(ip) })).status).not.toBe(
        429,
      );
    }
    expectError(
      await client.api('/webbot/v1/users/token', { method: 'POST', body: { initData: 'x' }, ...from(ip) }),
      429,
      'RATE_LIMITED',
    );
  });

  it('counts phones shared from Telegram with the sign-ins: 30 a minute per client', async () => {
    const { token } = await client.signInTelegram({ id: 930_000_001, first_name: 'Limit' });
    const ip = nextIp();
    for (let i = 0; i < 30; i += 1) {
      const answer = await client.api('/webbot/v1/users/contact', {
        method: 'POST',
        token,
        body: { contact: 'forged' },
        ...from(ip),
      });
      expect(answer.status).toBe(400);
    }
    expectError(
      await client.api('/webbot/v1/users/auth', { method: 'POST', body: { initData: 'x' }, ...from(ip) }),
      429,
      'RATE_LIMITED',
    );
  });

  it('limits the other write calls to 120 a minute per client', async () => {
    // A fresh hour: the merchant test before used up this hour's codes.
    client.server.advance(2 * 60 * 60 * 1000);
    const ip = nextIp();
    const { token } = await client.signIn(nextPhone());
    const write = () =>
      client.api('/users/v1/users/me', { method: 'PUT', token, body: { firstName: 'Busy' }, ...from(ip) });
    for (let i = 0; i < LIMITS.write[0].limit; i += 1) expect((await write()).status).toBe(200);
    expectError(await write(), 429, 'RATE_LIMITED');
    // Reading is not limited.
    expect((await client.api('/users/v1/users/me', { token, ...from(ip) })).status).toBe(200);
  });

  it('limits reviews to 10 an hour per customer, whatever the address', async () => {
    const { token } = await client.signIn(nextPhone());
    const { products } = await loadCatalogue(client).then((c) => c.overall);
    const review = (i: number) =>
      client.api('/products/v1/comment', {
        method: 'POST',
        token,
        body: { productId: products[i % products.length]?.id, grade: 1, comment: `Bad #${i}` },
        ...from(nextIp()),
      });
    for (let i = 0; i < LIMITS.review[0].limit; i += 1) expect((await review(i)).status).toBeLessThan(300);
    expectError(await review(99), 429, 'RATE_LIMITED');
  });
});

describe('rate limits without a trusted proxy', () => {
  it('take the address from the connection, so a forged X-Forwarded-For does not escape them', async () => {
    const client = await startClient({ rateLimits: true });
    try {
      for (let i = 0; i < 5; i += 1) {
        const answer = await client.api('/users/v1/users/phone', {
          method: 'PUT',
          body: { phone: nextPhone(), type: 'WEB' },
          headers: { 'X-Forwarded-For': `10.9.9.${i}` },
        });
        expect(answer.status).toBe(200);
      }
      expectError(
        await client.api('/users/v1/users/phone', {
          method: 'PUT',
          body: { phone: nextPhone(), type: 'WEB' },
          headers: { 'X-Forwarded-For': '10.9.9.99' },
        }),
        429,
        'RATE_LIMITED',
      );
    } finally {
      await client.close();
    }
  });
});

describe('rate limit configuration', () => {
  it('is on by default and in production, off only when the test suites ask (NODE_ENV=test) or RATE_LIMITS=off', () => {
    expect(loadConfig({}).rateLimits).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', TELEGRAM_BOT_TOKEN: 'x' }).rateLimits).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).rateLimits).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', RATE_LIMITS: 'on' }).rateLimits).toBe(true);
    expect(loadConfig({ RATE_LIMITS: 'off' }).rateLimits).toBe(false);
    expect(loadConfig({}).trustProxy).toBe(false);
  });
});
