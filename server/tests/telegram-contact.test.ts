import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AddressSchema, AuthResponseSchema, UserSchema, type AddressInput } from '../../src/shared/contract/user.ts';
import { messages } from '../http/messages.ts';
import {
  BURGER_MERCHANT_ID,
  DEMO_MERCHANT_ID,
  contactFor,
  expectError,
  expectOk,
  moveClockToOpenHours,
  nextPhone,
  startClient,
  type Client,
} from './test-client.ts';
import { loadCatalogue, mainBranch, placePickUp } from './fixtures.ts';

let client: Client;
beforeAll(async () => {
  client = await startClient();
  moveClockToOpenHours(client.server);
});
afterAll(() => client.close());

let telegramIds = 910_000_000;
const nextTelegramId = () => (telegramIds += 1);

const share = (token: string | undefined, body: unknown, merchant: string = DEMO_MERCHANT_ID) =>
  client.api('/webbot/v1/users/contact', { method: 'POST', token, merchant, body });
const me = (token: string) => client.api('/users/v1/users/me', { token });

async function telegramCustomer(merchant?: string) {
  const id = nextTelegramId();
  const session = await client.signInTelegram({ id, first_name: 'Lola', last_name: 'Saidova' }, { merchant });
  return { id, ...session };
}

const ADDRESS: AddressInput = {
  type: 'APARTMENT',
  name: 'Amir Temur 1',
  streetName: 'Amir Temur',
  details: null,
  description: null,
  latitude: 41.311,
  longitude: 69.279,
  cityId: null,
  houseNumber: '1',
  office: null,
  domophone: '12',
  entrance: '2',
  floor: '5',
  comment: 'Ring twice',
};

describe('a phone shared from Telegram', () => {
  it('attaches a +998 number signed for the account’s Telegram user, stored as 998 and 9 digits', async () => {
    const customer = await telegramCustomer();
    expect(customer.user.phone).toBeNull();
    const phone = nextPhone();
    const auth = expectOk(
      await share(customer.token, { contact: contactFor({ user_id: customer.id, phone_number: phone }) }),
      AuthResponseSchema,
    );
    expect(auth.token).toBeNull();
    expect(auth.user).toMatchObject({ id: customer.user.id, phone, telegramId: customer.id });
    expect(expectOk(await me(customer.token), UserSchema).phone).toBe(phone);
  });

  it('accepts the number with a plus, as some clients send it', async () => {
    const customer = await telegramCustomer();
    const phone = nextPhone();
    const auth = expectOk(
      await share(customer.token, { contact: contactFor({ user_id: customer.id, phone_number: `+${phone}` }) }),
      AuthResponseSchema,
    );
    expect(auth.user.phone).toBe(phone);
  });

  it('refuses a forged hash, a contact signed by another bot and a changed field with 400 CONTACT_INVALID', async () => {
    const customer = await telegramCustomer();
    const genuine = contactFor({ user_id: customer.id, phone_number: nextPhone() });
    const forgedHash = genuine.replace(/hash=[0-9a-f]{4}/, 'hash=0000');
    const otherBot = contactFor({ user_id: customer.id, phone_number: nextPhone() }, new Date(), '42:OTHER-bot');
    const changed = new URLSearchParams(genuine);
    changed.set('contact', JSON.stringify({ user_id: customer.id, phone_number: nextPhone(), first_name: 'Aziz' }));
    for (const contact of [forgedHash, otherBot, changed.toString()]) {
      const error = expectError(await share(customer.token, { contact }), 400, 'CONTACT_INVALID');
      expect(error.field).toBe('contact');
      expect(error.description).toEqual(messages.contactInvalid);
    }
    expect(expectOk(await me(customer.token), UserSchema).phone).toBeNull();
  });

  it('refuses a contact older than a day or dated ahead of the clock with 400 CONTACT_INVALID', async () => {
    const customer = await telegramCustomer();
    const dayAndMinute = new Date(Date.now() - (24 * 60 + 1) * 60 * 1000);
    const ahead = new Date(Date.now() + 10 * 60 * 1000);
    for (const date of [dayAndMinute, ahead]) {
      const contact = contactFor({ user_id: customer.id, phone_number: nextPhone() }, date);
      expectError(await share(customer.token, { contact }), 400, 'CONTACT_INVALID');
    }
  });

  it('refuses a contact of another Telegram user, and any from an account without Telegram, with 403', async () => {
    const customer = await telegramCustomer();
    const someoneElse = contactFor({ user_id: customer.id + 1, phone_number: nextPhone() });
    expectError(await share(customer.token, { contact: someoneElse }), 403, 'CONTACT_NOT_YOURS');
    const smsCustomer = await client.signIn();
    const contact = contactFor({ user_id: customer.id, phone_number: nextPhone() });
    expectError(await share(smsCustomer.token, { contact }), 403, 'CONTACT_NOT_YOURS');
  });

  it.each(['79991234567', '+7 999 123 45 67', '99890123456', '9989012345678', '901234567', 'not a number'])(
    'refuses %j with 422 PHONE_NOT_UZBEK (the SMS check stays)',
    async (phoneNumber) => {
      const customer = await telegramCustomer();
      const contact = contactFor({ user_id: customer.id, phone_number: phoneNumber });
      const error = expectError(await share(customer.token, { contact }), 422, 'PHONE_NOT_UZBEK');
      expect(error.field).toBe('phone');
      expect(error.description).toEqual(messages.phoneNotUzbek);
      expect(expectOk(await me(customer.token), UserSchema).phone).toBeNull();
    },
  );

  it('answers every malformed body with a 4xx in the error shape', async () => {
    const customer = await telegramCustomer();
    const unsigned = (contact: unknown) => {
      const params = new URLSearchParams({ contact: JSON.stringify(contact), auth_date: '1700000000' });
      params.set('hash', 'a'.repeat(64));
      return params.toString();
    };
    const bodies: unknown[] = [
      {},
      { contact: '' },
      { contact: 42 },
      { contact: null },
      { contact: 'x'.repeat(5000) },
      { contact: 'contact=%7B&auth_date=abc&hash=zz' },
      { contact: unsigned('just text') },
      { contact: unsigned({ user_id: 'one', phone_number: 998901234567 }) },
      [],
      'contact',
    ];
    for (const body of bodies) {
      const response = await share(customer.token, body);
      expect(response.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(response.status, JSON.stringify(body)).toBeLessThan(500);
    }
    const raw = await client.api('/webbot/v1/users/contact', {
      method: 'POST',
      token: customer.token,
      raw: '{"contact":',
    });
    expectError(raw, 400, 'BAD_JSON');
  });

  it('needs a signed-in account (401 without a token)', async () => {
    const contact = contactFor({ user_id: nextTelegramId(), phone_number: nextPhone() });
    expectError(await share(undefined, { contact }), 401, 'UNAUTHORIZED');
  });

  it('links a new Telegram account to the SMS account of the number: its addresses move, the old session ends', async () => {
    const phone = nextPhone();
    const smsAccount = await client.signIn(phone);
    const customer = await telegramCustomer();
    expectOk(
      await client.api('/users/v1/addresses', { method: 'POST', token: customer.token, body: ADDRESS }),
      AddressSchema,
      201,
    );
    const auth = expectOk(
      await share(customer.token, { contact: contactFor({ user_id: customer.id, phone_number: phone }) }),
      AuthResponseSchema,
    );
    expect(auth.token).toEqual(expect.any(String));
    expect(auth.user).toMatchObject({ id: smsAccount.user.id, phone, telegramId: customer.id });
    // The Telegram account was closed: its session ends and its address now belongs to the phone's account.
    expectError(await me(customer.token), 401);
    const addresses = client.server.db
      .prepare('SELECT COUNT(*) AS n FROM addresses WHERE user_id = ?')
      .get(smsAccount.user.id) as { n: number };
    expect(addresses.n).toBe(1);
    // Both the new token and the SMS session are the same account, and Telegram sign-in now lands on it.
    expect(expectOk(await me(auth.token ?? ''), UserSchema).id).toBe(smsAccount.user.id);
    expect(expectOk(await me(smsAccount.token), UserSchema).telegramId).toBe(customer.id);
    const again = await client.signInTelegram({ id: customer.id, first_name: 'Lola' });
    expect(again.user.id).toBe(smsAccount.user.id);
  });

  it('does not merge two histories: a Telegram account with orders gets 409 PHONE_TAKEN', async () => {
    const phone = nextPhone();
    await client.signIn(phone);
    const customer = await telegramCustomer();
    const catalogue = await loadCatalogue(client);
    await placePickUp(client, catalogue, customer.token, mainBranch(catalogue).id);
    const contact = contactFor({ user_id: customer.id, phone_number: phone });
    expectError(await share(customer.token, { contact }), 409, 'PHONE_TAKEN');
    expect(expectOk(await me(customer.token), UserSchema).phone).toBeNull();
  });

  it('refuses the number of an account that already has another Telegram user with 409 PHONE_TAKEN', async () => {
    const first = await telegramCustomer();
    const phone = nextPhone();
    expectOk(
      await share(first.token, { contact: contactFor({ user_id: first.id, phone_number: phone }) }),
      AuthResponseSchema,
    );
    const second = await telegramCustomer();
    const contact = contactFor({ user_id: second.id, phone_number: phone });
    expectError(await share(second.token, { contact }), 409, 'PHONE_TAKEN');
  });

  it('links only within the merchant: the same number at another merchant is a new phone there', async () => {
    const phone = nextPhone();
    await client.signIn(phone, DEMO_MERCHANT_ID);
    const customer = await telegramCustomer(BURGER_MERCHANT_ID);
    const auth = expectOk(
      await share(
        customer.token,
        { contact: contactFor({ user_id: customer.id, phone_number: phone }) },
        BURGER_MERCHANT_ID,
      ),
      AuthResponseSchema,
    );
    expect(auth.token).toBeNull();
    expect(auth.user).toMatchObject({ id: customer.user.id, phone, merchantId: BURGER_MERCHANT_ID });
  });

  it('sharing the number the account already has changes nothing', async () => {
    const customer = await telegramCustomer();
    const phone = nextPhone();
    const contact = contactFor({ user_id: customer.id, phone_number: phone });
    expectOk(await share(customer.token, { contact }), AuthResponseSchema);
    const again = expectOk(await share(customer.token, { contact }), AuthResponseSchema);
    expect(again).toMatchObject({ token: null, user: { id: customer.user.id, phone } });
  });
});
