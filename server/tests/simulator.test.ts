import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { MERCHANT_HEADER } from '../../src/shared/contract/common.ts';
import { AuthResponseSchema } from '../../src/shared/contract/user.ts';
import { TEST_BOT_TOKEN } from '../config.ts';
import { demoBotToken } from '../services/demo-bot.ts';
import { startTestServer, type TestServer } from './test-server.ts';
import { contactFor, DEMO_MERCHANT_ID, initDataFor } from './test-client.ts';

const InitDataSchema = v.object({ initData: v.string() });

async function mint(
  server: TestServer,
  query: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${server.url}/dev/telegram/init-data?${new URLSearchParams(query)}`, { headers });
}

/** The simulator page lives on the top-level app, outside /api. */
const pageUrl = (server: TestServer) => `${server.url.replace(/\/api$/, '')}/__telegram`;

async function auth(server: TestServer, initData: string): Promise<Response> {
  return fetch(`${server.url}/webbot/v1/users/auth`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [MERCHANT_HEADER]: DEMO_MERCHANT_ID },
    body: JSON.stringify({ initData }),
  });
}

describe('Telegram simulator (demo mode)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('serves the simulator page at /__telegram', async () => {
    const answer = await fetch(pageUrl(server));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await answer.text()).toContain('<title>Telegram simulator</title>');
  });

  it('mints initData signed with the bot token that the mini-app sign-in accepts', async () => {
    const minted = await mint(server, {
      id: '424242',
      first_name: 'Ali Vali',
      username: 'ali_vali',
      language_code: 'ru',
      start_param: 'promo_42',
    });
    expect(minted.status).toBe(200);
    const { initData } = v.parse(InitDataSchema, await minted.json());
    const params = new URLSearchParams(initData);
    expect(JSON.parse(params.get('user') ?? '{}')).toMatchObject({
      id: 424242,
      first_name: 'Ali Vali',
      username: 'ali_vali',
      language_code: 'ru',
    });
    expect(params.get('start_param')).toBe('promo_42');
    expect(params.get('hash')).toMatch(/^[0-9a-f]{64}$/);

    const answer = await auth(server, initData);
    expect(answer.status).toBe(200);
    const session = v.parse(AuthResponseSchema, await answer.json());
    expect(session.token).toEqual(expect.any(String));
    expect(session.user.firstName).toBe('Ali Vali');
  });

  it('refuses a malformed user id or start parameter with 400 naming the field', async () => {
    for (const [query, field] of [
      [{ id: '-5' }, 'id'],
      [{ id: '12ab' }, 'id'],
      [{ start_param: 'has space' }, 'start_param'],
    ] as const) {
      const answer = await mint(server, query);
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({ code: 'VALIDATION_FAILED', field });
    }
  });

  it('initData whose signature was tampered with is refused by the sign-in', async () => {
    const { initData } = v.parse(InitDataSchema, await (await mint(server, {})).json());
    const answer = await auth(server, initData.replace(/hash=[0-9a-f]+/, `hash=${'0'.repeat(64)}`));
    expect(answer.status).toBe(401);
  });
});

describe('Telegram simulator outside demo mode', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ demoMode: false });
  });
  afterAll(() => server.close());

  it('has no init-data route and no simulator page (404)', async () => {
    // With the merchant header, so the answer is not the merchant check's 400 of the API's scoped part.
    const answer = await mint(server, { id: '424242' }, { [MERCHANT_HEADER]: DEMO_MERCHANT_ID });
    expect(answer.status).toBe(404);
    expect(await answer.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await fetch(pageUrl(server))).status).toBe(404);
  });
});

describe('a demo left open to the internet (demo mode, no TELEGRAM_BOT_TOKEN)', () => {
  let server: TestServer;
  beforeAll(async () => {
    // The token a demo has when it is not the test suites' (NODE_ENV=test): made at random and kept in the database.
    server = await startTestServer({ telegramBotToken: '' });
  });
  afterAll(() => server.close());

  it('checks initData with a secret token of its own, which the simulator mints with, and refuses the public test one', async () => {
    const own = server.deps.config.telegramBotToken;
    expect(own).toMatch(/^\d{10}:[\w-]{36}$/);
    expect(own).not.toBe(TEST_BOT_TOKEN);
    const { initData } = v.parse(InitDataSchema, await (await mint(server, { id: '515151' })).json());
    expect((await auth(server, initData)).status).toBe(200);
    const forged = initDataFor({ id: 515152, first_name: 'Mallory' });
    expect((await auth(server, forged)).status).toBe(401);
  });

  it('refuses a shared phone number signed with the public test token', async () => {
    const { initData } = v.parse(InitDataSchema, await (await mint(server, { id: '515153' })).json());
    const { token } = v.parse(AuthResponseSchema, await (await auth(server, initData)).json());
    const answer = await fetch(`${server.url}/webbot/v1/users/contact`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        [MERCHANT_HEADER]: DEMO_MERCHANT_ID,
        Authorization: `Bearer ${token}`,
      },
      body: JSON.stringify({ contact: contactFor({ user_id: 515153, phone_number: '998901234567' }) }),
    });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
  });

  it('keeps its token across restarts, in its database', () => {
    expect(demoBotToken(server.db)).toBe(server.deps.config.telegramBotToken);
  });
});
