import { createHash } from 'node:crypto';
import { signData } from '@telegram-apps/init-data-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OkSchema } from '../../src/shared/contract/common.ts';
import {
  AuthResponseSchema,
  SendCodeResponseSchema,
  TokenResponseSchema,
  UserSchema,
} from '../../src/shared/contract/user.ts';
import { TEST_BOT_TOKEN } from '../config.ts';
import { messages } from '../http/messages.ts';
import { OTP_MAX_ATTEMPTS } from '../services/otp.ts';
import {
  BURGER_MERCHANT_ID,
  DEMO_MERCHANT_ID,
  expectError,
  expectOk,
  initDataFor,
  nextPhone,
  startClient,
  type Client,
} from './test-client.ts';
import { myPromos } from './fixtures.ts';

let client: Client;
beforeAll(async () => {
  client = await startClient();
});
afterAll(() => client.close());

const sendCode = (phone: string, token?: string) =>
  client.api('/users/v1/users/phone', { method: 'PUT', token, body: { phone, type: 'WEB' } });
const verify = (phone: string, code: string, token?: string) =>
  client.api('/users/v1/users/phone/verify', { method: 'PUT', token, body: { phone, code, type: 'WEB' } });
const me = (token: string) => client.api('/users/v1/users/me', { token });
/** A six-digit code that is not `code`. */
const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('SMS sign-in', () => {
  it('accepts a phone with +, spaces or only 9 digits and stores it as 998XXXXXXXXX', async () => {
    const sent = expectOk(await sendCode('+998 93 123 45 67'), SendCodeResponseSchema);
    expect(sent).toEqual({ phone: '998931234567', expiresIn: 120, resendIn: 60 });
    // The other spellings are the same number, so they hit its resend limit.
    expectError(await sendCode('998931234567'), 429, 'RESEND_TOO_SOON');
    expectError(await sendCode('(93) 123-45-67'), 429, 'RESEND_TOO_SOON');
    const code = await client.latestCode('931234567');
    const auth = expectOk(await verify('931234567', code), AuthResponseSchema);
    expect(auth.user.phone).toBe('998931234567');
    expect(auth.token).toEqual(expect.any(String));
  });

  it.each(['+998 90 123 45 67', '998901234567', '901234567'])('normalises %j to 998901234567', async (phone) => {
    client.server.advance(61_000);
    expect(expectOk(await sendCode(phone), SendCodeResponseSchema).phone).toBe('998901234567');
  });

  it.each(['12345678901', 'abc def ghi', '+7 999 123 45 67', '998 93 123 45 6x'])(
    'refuses the bad phone %j with 400',
    async (phone) => {
      const error = expectError(await sendCode(phone), 400, 'INVALID_PHONE');
      expect(error.field).toBe('phone');
    },
  );

  it('refuses a body without a phone, a too short phone or a bad type with 400 naming the field', async () => {
    expect(
      expectError(
        await client.api('/users/v1/users/phone', { method: 'PUT', body: { type: 'WEB' } }),
        400,
        'VALIDATION_FAILED',
      ).field,
    ).toBe('phone');
    expect(expectError(await sendCode('123'), 400, 'VALIDATION_FAILED').field).toBe('phone');
    const badType = await client.api('/users/v1/users/phone', {
      method: 'PUT',
      body: { phone: nextPhone(), type: 'FAX' },
    });
    expect(expectError(badType, 400, 'VALIDATION_FAILED').field).toBe('type');
  });

  it('keeps no code when the SMS could not be sent: trying again at once sends one', async () => {
    const phone = nextPhone();
    const gateway = client.server.deps.sms;
    client.server.deps.sms = { send: () => Promise.reject(new Error('the provider is down')) };
    const quiet = console.error;
    console.error = () => undefined;
    try {
      const down = await client.api('/users/v1/users/phone', {
        method: 'PUT',
        body: { phone, type: 'WEB' },
        upstreamDown: true,
      });
      expectError(down, 502, 'SMS_FAILED');
    } finally {
      client.server.deps.sms = gateway;
      console.error = quiet;
    }
    expect(expectOk(await sendCode(phone), SendCodeResponseSchema).resendIn).toBe(60);
    const code = await client.latestCode(phone);
    expect(expectOk(await verify(phone, code), AuthResponseSchema).token).toEqual(expect.any(String));
  });

  it('refuses a new code within 60 s with 429, retryAfter and "Resend in N seconds"; after 61 s it works', async () => {
    const phone = nextPhone();
    expectOk(await sendCode(phone), SendCodeResponseSchema);
    const again = await sendCode(phone);
    const error = expectError(again, 429, 'RESEND_TOO_SOON');
    const seconds = error.retryAfter ?? 0;
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(again.headers.get('retry-after')).toBe(String(seconds));
    expect(error.description).toEqual({
      uz: messages.resendTooSoon.uz.replace('{seconds}', String(seconds)),
      ru: messages.resendTooSoon.ru.replace('{seconds}', String(seconds)),
      eng: `Resend in ${seconds} seconds`,
    });
    client.server.advance(61_000);
    expectOk(await sendCode(phone), SendCodeResponseSchema);
  });

  it('sends one phone at most 10 codes a day (429 TOO_MANY_CODES), then again after a day', async () => {
    const phone = nextPhone();
    for (let i = 0; i < 10; i += 1) {
      expectOk(await sendCode(phone), SendCodeResponseSchema);
      client.server.advance(61_000);
    }
    const error = expectError(await sendCode(phone), 429, 'TOO_MANY_CODES');
    expect(error.retryAfter ?? 0).toBeGreaterThan(0);
    // A wait of up to a day is said in hours, not in tens of thousands of seconds.
    const hours = Math.ceil((error.retryAfter ?? 0) / 3600);
    expect(hours).toBeLessThanOrEqual(24);
    expect(error.description?.eng).toBe(`Too many codes today. Try again in ${hours} h`);
    expect(error.description?.ru).toBe(`Сегодня запрошено слишком много кодов. Попробуйте через ${hours} ч`);
    client.server.advance(24 * 60 * 60 * 1000);
    expectOk(await sendCode(phone), SendCodeResponseSchema);
  });

  it('answers a wrong code with 400 WRONG_CODE in three languages', async () => {
    const phone = nextPhone();
    await sendCode(phone);
    const code = await client.latestCode(phone);
    const error = expectError(await verify(phone, wrongCodeFor(code)), 400, 'WRONG_CODE');
    expect(error.field).toBe('code');
    expect(error.description).toEqual(messages.wrongCode);
    expect(error.description.eng).toBe('Wrong code entered or sms code is expired');
    // A wrong try does not burn the code.
    expectOk(await verify(phone, code), AuthResponseSchema);
  });

  it(`locks the code after ${OTP_MAX_ATTEMPTS} wrong tries: even the right code then gets 429 TOO_MANY_ATTEMPTS`, async () => {
    const phone = nextPhone();
    await sendCode(phone);
    const code = await client.latestCode(phone);
    for (let i = 0; i < OTP_MAX_ATTEMPTS; i += 1)
      expectError(await verify(phone, wrongCodeFor(code)), 400, 'WRONG_CODE');
    expectError(await verify(phone, code), 429, 'TOO_MANY_ATTEMPTS');
    expectError(await verify(phone, wrongCodeFor(code)), 429, 'TOO_MANY_ATTEMPTS');
    // A new code (after the resend pause) starts a fresh count.
    client.server.advance(61_000);
    await sendCode(phone);
    expectOk(await verify(phone, await client.latestCode(phone)), AuthResponseSchema);
  });

  it('expires a code after 2 minutes', async () => {
    const phone = nextPhone();
    await sendCode(phone);
    const code = await client.latestCode(phone);
    client.server.advance(121_000);
    expectError(await verify(phone, code), 400, 'WRONG_CODE');
  });

  it('accepts a code only once', async () => {
    const phone = nextPhone();
    await sendCode(phone);
    const code = await client.latestCode(phone);
    expectOk(await verify(phone, code), AuthResponseSchema);
    expectError(await verify(phone, code), 400, 'WRONG_CODE');
  });

  it('refuses a code that is not 4-6 digits with 400 naming the field', async () => {
    const phone = nextPhone();
    for (const code of ['abc', '12', '1234567', "1' OR '1'='1"]) {
      expect(expectError(await verify(phone, code), 400, 'VALIDATION_FAILED').field).toBe('code');
    }
  });

  it('creates a new user with the welcome cashback and the welcome promos; signing in again finds the same user', async () => {
    const phone = nextPhone();
    const { token, user } = await client.signIn(phone);
    const merchant = client.server.db
      .prepare('SELECT new_user_cashback AS cashback FROM merchants WHERE id = ?')
      .get(DEMO_MERCHANT_ID) as { cashback: number };
    expect(merchant.cashback).toBeGreaterThan(0);
    expect(user).toMatchObject({
      phone,
      merchantId: DEMO_MERCHANT_ID,
      cashback: merchant.cashback,
      isActive: true,
      role: 'CLIENT',
    });

    const welcome = client.server.db
      .prepare('SELECT code FROM promos WHERE merchant_id = ? AND give_to_new_users = 1 ORDER BY code')
      .all(DEMO_MERCHANT_ID) as { code: string }[];
    expect(welcome.map((p) => p.code)).toContainEqual(expect.stringMatching(/^WELCOME/));
    const promos = await myPromos(client, token);
    expect(promos.map((p) => p.code).sort()).toEqual(welcome.map((p) => p.code));

    expect(expectOk(await me(token), UserSchema)).toMatchObject({ id: user.id, phone });
    client.server.advance(61_000);
    const again = await client.signIn(phone);
    expect(again.user.id).toBe(user.id);
    expect(again.token).not.toBe(token);
  });

  it('an account opened again after the number closed its account gets no second welcome bonus nor welcome promos', async () => {
    const phone = nextPhone();
    const first = await client.signIn(phone);
    expect(first.user.cashback).toBeGreaterThan(0);
    expectOk(await client.api('/users/v1/users', { method: 'DELETE', token: first.token }), OkSchema);
    client.server.advance(61_000);
    const again = await client.signIn(phone);
    expect(again.user.id).not.toBe(first.user.id);
    expect(again.user.cashback).toBe(0);
    expect(await myPromos(client, again.token)).toEqual([]);
    const moves = client.server.db
      .prepare("SELECT COUNT(*) AS n FROM cashback_moves WHERE user_id = ? AND kind = 'WELCOME'")
      .get(again.user.id) as { n: number };
    expect(moves.n).toBe(0);
    // Another number is still welcomed.
    expect((await client.signIn(nextPhone())).user.cashback).toBeGreaterThan(0);
  });

  it('a number an account was welcomed with is not welcomed again after the account moved to another number and closed', async () => {
    const phone = nextPhone();
    const first = await client.signIn(phone);
    const moved = nextPhone();
    expectOk(await sendCode(moved, first.token), SendCodeResponseSchema);
    expectOk(await verify(moved, await client.latestCode(moved), first.token), AuthResponseSchema);
    expectOk(await client.api('/users/v1/users', { method: 'DELETE', token: first.token }), OkSchema);
    client.server.advance(61_000);
    expect((await client.signIn(phone)).user.cashback).toBe(0);
    expect((await client.signIn(moved)).user.cashback).toBe(0);
  });

  it('keeps the welcomed numbers only as hashes keyed by the server secret', () => {
    const rows = client.server.db.prepare('SELECT identity_hash AS hash FROM welcomed_identities').all() as {
      hash: string;
    }[];
    expect(rows.length).toBeGreaterThan(0);
    for (const { hash } of rows) expect(hash).toMatch(/^[0-9a-f]{64}$/);
    const plain = client.server.db.prepare('SELECT phone FROM users WHERE phone IS NOT NULL LIMIT 1').get() as {
      phone: string;
    };
    const unkeyed = createHash('sha256').update(`welcomed:${DEMO_MERCHANT_ID}:phone:${plain.phone}`).digest('hex');
    expect(rows.map((row) => row.hash)).not.toContain(unkeyed);
  });

  it('a Telegram user whose account was closed is not welcomed twice either', async () => {
    const first = await client.signInTelegram({ id: 7781, first_name: 'Vali' });
    expect(first.user.cashback).toBeGreaterThan(0);
    expectOk(await client.api('/users/v1/users', { method: 'DELETE', token: first.token }), OkSchema);
    const again = await client.signInTelegram({ id: 7781, first_name: 'Vali' });
    expect(again.user.id).not.toBe(first.user.id);
    expect(again.user.cashback).toBe(0);
  });

  it('GET /me refuses a missing, unknown or malformed token with 401', async () => {
    expectError(await client.api('/users/v1/users/me'), 401, 'UNAUTHORIZED');
    expectError(await me('not-a-token'), 401, 'UNAUTHORIZED');
    expectError(
      await client.api('/users/v1/users/me', { headers: { Authorization: 'Basic abc' } }),
      401,
      'UNAUTHORIZED',
    );
    expectError(await client.api('/users/v1/users/me', { headers: { Authorization: 'Bearer' } }), 401, 'UNAUTHORIZED');
  });

  it('logout revokes the token; the other sessions of the user stay valid', async () => {
    const phone = nextPhone();
    const first = await client.signIn(phone);
    client.server.advance(61_000);
    const second = await client.signIn(phone);
    expectOk(await client.api('/users/v1/users/logout', { method: 'POST', token: first.token }), OkSchema);
    expectError(await me(first.token), 401, 'UNAUTHORIZED');
    expectError(
      await client.api('/users/v1/users/logout', { method: 'POST', token: first.token }),
      401,
      'UNAUTHORIZED',
    );
    expectOk(await me(second.token), UserSchema);
    expectError(await client.api('/users/v1/users/logout', { method: 'POST' }), 401, 'UNAUTHORIZED');
  });

  it('changes the phone with a code bound to the signed-in user', async () => {
    const { token, user } = await client.signIn();
    const newPhone = nextPhone();
    expectOk(await sendCode(newPhone, token), SendCodeResponseSchema);
    const code = await client.latestCode(newPhone);
    // The code serves only that user: without the token it is no sign-in code.
    expectError(await verify(newPhone, code), 400, 'WRONG_CODE');
    const changed = expectOk(await verify(newPhone, code, token), AuthResponseSchema);
    expect(changed.token).toBeNull();
    expect(changed.user).toMatchObject({ id: user.id, phone: newPhone });
    expect(expectOk(await me(token), UserSchema).phone).toBe(newPhone);
  });

  it('refuses a phone that belongs to another user of the merchant with 409 PHONE_TAKEN', async () => {
    const owner = await client.signIn();
    const other = await client.signIn();
    const error = expectError(await sendCode(owner.user.phone ?? '', other.token), 409, 'PHONE_TAKEN');
    expect(error.field).toBe('phone');
    expect(expectOk(await me(other.token), UserSchema).phone).toBe(other.user.phone);
  });

  it('a code sent for sign-in cannot change the phone of a signed-in user', async () => {
    const { token } = await client.signIn();
    const phone = nextPhone();
    await sendCode(phone);
    expectError(await verify(phone, await client.latestCode(phone), token), 400, 'WRONG_CODE');
  });
});

describe('Telegram mini-app sign-in', () => {
  const auth = (initData: string, merchant: string = DEMO_MERCHANT_ID) =>
    client.api('/webbot/v1/users/auth', { method: 'POST', merchant, body: { initData } });

  it('signs in with valid initData; the same Telegram id is the same user', async () => {
    const first = await client.signInTelegram({ id: 777, first_name: 'Ali', last_name: 'Valiyev' });
    expect(first.user).toMatchObject({
      telegramId: 777,
      firstName: 'Ali',
      lastName: 'Valiyev',
      merchantId: DEMO_MERCHANT_ID,
      phone: null,
    });
    const second = await client.signInTelegram({ id: 777, first_name: 'Ali' });
    expect(second.user.id).toBe(first.user.id);
    expect(second.token).not.toBe(first.token);
    expect(expectOk(await me(second.token), UserSchema).telegramId).toBe(777);
  });

  it('gives a new mini-app user the welcome cashback', async () => {
    const { user } = await client.signInTelegram({ id: 778, first_name: 'Vali' });
    expect(user.cashback).toBeGreaterThan(0);
  });

  it('the token endpoint answers a token for valid initData', async () => {
    const response = await client.api('/webbot/v1/users/token', {
      method: 'POST',
      body: { initData: initDataFor({ id: 779, first_name: 'Olim' }) },
    });
    const { token } = expectOk(response, TokenResponseSchema);
    expect(expectOk(await me(token), UserSchema).telegramId).toBe(779);
  });

  it('accepts the raw initData string as a text/plain body', async () => {
    const initData = initDataFor({ id: 780, first_name: 'Raw' });
    const viaAuth = await client.api('/webbot/v1/users/auth', {
      method: 'POST',
      raw: initData,
      contentType: 'text/plain',
    });
    expect(expectOk(viaAuth, AuthResponseSchema).user.telegramId).toBe(780);
    const viaToken = await client.api('/webbot/v1/users/token', {
      method: 'POST',
      raw: initData,
      contentType: 'text/plain;charset=UTF-8',
    });
    expectOk(viaToken, TokenResponseSchema);
  });

  it('refuses a forged hash with 401', async () => {
    const valid = new URLSearchParams(initDataFor({ id: 781, first_name: 'Forger' }));
    const hash = valid.get('hash') ?? '';
    valid.set('hash', `${hash.slice(0, -1)}${hash.endsWith('0') ? '1' : '0'}`);
    expectError(await auth(valid.toString()), 401, 'INIT_DATA_INVALID');
  });

  it('refuses initData whose user was changed after signing with 401', async () => {
    const valid = new URLSearchParams(initDataFor({ id: 782, first_name: 'Honest' }));
    valid.set('user', JSON.stringify({ id: 1, first_name: 'Admin' }));
    expectError(await auth(valid.toString()), 401, 'INIT_DATA_INVALID');
  });

  it('refuses initData signed with another bot token with 401', async () => {
    const other = initDataFor({ id: 783, first_name: 'Other' }, new Date(), '987654321:ANOTHER-bot-token');
    expectError(await auth(other), 401, 'INIT_DATA_INVALID');
  });

  it('refuses initData older than 24 hours with 401', async () => {
    const old = initDataFor({ id: 784, first_name: 'Late' }, new Date(Date.now() - 25 * 60 * 60 * 1000));
    const error = expectError(await auth(old), 401, 'INIT_DATA_INVALID');
    expect(error.description.eng).toBe(messages.initDataInvalid.eng);
    // 23 hours is still fine.
    expectOk(
      await auth(initDataFor({ id: 784, first_name: 'Late' }, new Date(Date.now() - 23 * 60 * 60 * 1000))),
      AuthResponseSchema,
    );
  });

  it('refuses signed initData without a user with 401', async () => {
    expectError(await auth(initDataFor(null)), 401, 'INIT_DATA_INVALID');
  });

  it('refuses correctly signed initData whose user is not an object with 401, not 500', async () => {
    // Signed as Telegram signs (the sorted `key=value` lines of every field but `hash`), with a user field that is
    // valid JSON but no user object.
    const signedWithUser = (user: string) => {
      const params = new URLSearchParams({
        auth_date: String(Math.floor(Date.now() / 1000)),
        query_id: 'AAH-test-query',
        user,
      });
      const checked = [...params.entries()]
        .map(([key, value]) => `${key}=${value}`)
        .sort()
        .join('\n');
      params.set('hash', signData(checked, TEST_BOT_TOKEN));
      return params.toString();
    };
    for (const user of ['null', '42', '"Ali"', '[788]', 'true']) {
      expectError(await auth(signedWithUser(user)), 401, 'INIT_DATA_INVALID');
    }
    // The same signing with a real user object signs in, so the refusals above are about the user field alone.
    expectOk(await auth(signedWithUser(JSON.stringify({ id: 788, first_name: 'Signed' }))), AuthResponseSchema);
  });

  it('refuses garbage, an unsigned string and a missing hash with 401', async () => {
    expectError(await auth('hello'), 401, 'INIT_DATA_INVALID');
    expectError(
      await auth(`user=${encodeURIComponent(JSON.stringify({ id: 785 }))}&auth_date=${Math.floor(Date.now() / 1000)}`),
      401,
      'INIT_DATA_INVALID',
    );
  });

  it('refuses an empty or missing initData with 400', async () => {
    expectError(await auth(''), 400, 'VALIDATION_FAILED');
    expectError(await client.api('/webbot/v1/users/auth', { method: 'POST', body: {} }), 400, 'VALIDATION_FAILED');
    expectError(
      await client.api('/webbot/v1/users/auth', { method: 'POST', raw: '', contentType: 'text/plain' }),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await client.api('/webbot/v1/users/auth', {
        method: 'POST',
        raw: '{"initData":',
        contentType: 'application/json',
      }),
      400,
      'BAD_JSON',
    );
  });

  it('keeps Telegram users apart per merchant', async () => {
    const demo = await client.signInTelegram({ id: 786, first_name: 'Two' });
    const burger = await client.signInTelegram({ id: 786, first_name: 'Two' }, { merchant: BURGER_MERCHANT_ID });
    expect(burger.user.id).not.toBe(demo.user.id);
    expect(burger.user.merchantId).toBe(BURGER_MERCHANT_ID);
  });

  it('the mini-app logout revokes the token', async () => {
    const { token } = await client.signInTelegram({ id: 787, first_name: 'Bye' });
    expectOk(await client.api('/webbot/v1/users/logout', { method: 'POST', token }), OkSchema);
    expectError(await me(token), 401, 'UNAUTHORIZED');
    expectError(await client.api('/webbot/v1/users/logout', { method: 'POST', token }), 401, 'UNAUTHORIZED');
  });

  it('a deleted Telegram account signs in again as a new user', async () => {
    const first = await client.signInTelegram({ id: 788, first_name: 'Gone' });
    expectOk(await client.api('/users/v1/users', { method: 'DELETE', token: first.token }), OkSchema);
    const second = await client.signInTelegram({ id: 788, first_name: 'Gone' });
    expect(second.user.id).not.toBe(first.user.id);
    expect(second.user.phone).toBeNull();
  });
});

describe('token lifetime', () => {
  const DAY_MS = 24 * 60 * 60 * 1000;

  it('expires a token 30 days after sign-in with 401 SESSION_EXPIRED, on every kind of call', async () => {
    const { token } = await client.signIn();
    client.server.advance(30 * DAY_MS - 60_000);
    expectOk(await me(token), UserSchema);
    client.server.advance(61_000);
    const error = expectError(await me(token), 401, 'SESSION_EXPIRED');
    expect(error.description).toEqual(messages.sessionExpired);
    // Also where signing in is optional, so the client's session-expired path runs wherever the token is sent.
    expectError(await client.api('/products/v1/overalls', { token }), 401, 'SESSION_EXPIRED');
    expectError(await client.api('/users/v1/users/logout', { method: 'POST', token }), 401, 'SESSION_EXPIRED');
  });

  it('is fixed, not sliding: using a token does not extend it', async () => {
    const { token } = await client.signIn();
    client.server.advance(29 * DAY_MS);
    expectOk(await me(token), UserSchema);
    client.server.advance(DAY_MS + 1000);
    expectError(await me(token), 401, 'SESSION_EXPIRED');
  });

  it('gives a Telegram token the same lifetime, and a new sign-in a new one', async () => {
    const telegram = await client.signInTelegram({ id: 790, first_name: 'Timed' });
    client.server.advance(30 * DAY_MS + 1000);
    expectError(await me(telegram.token), 401, 'SESSION_EXPIRED');
    const again = await client.signInTelegram({ id: 790, first_name: 'Timed' });
    expectOk(await me(again.token), UserSchema);
  });
});
