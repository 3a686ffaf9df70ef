import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { OkSchema } from '../../src/shared/contract/common.ts';
import { AddressSchema, UserSchema, type AddressInput } from '../../src/shared/contract/user.ts';
import { MAX_ADDRESSES } from '../services/addresses.ts';
import {
  BURGER_MERCHANT_ID,
  NASTY,
  expectError,
  expectOk,
  startClient,
  type Client,
  type Session,
} from './test-client.ts';

let client: Client;
let alice: Session;
let bob: Session;
beforeAll(async () => {
  client = await startClient();
  alice = await client.signIn();
  bob = await client.signIn();
});
afterAll(() => client.close());

const address = (overrides: Partial<AddressInput> = {}): AddressInput => ({
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
  ...overrides,
});
const AddressListSchema = v.array(AddressSchema);

describe('profile', () => {
  it('updates names, gender, birthday and e-mail and keeps fields that are not sent', async () => {
    const response = await client.api('/users/v1/users/me', {
      method: 'PUT',
      token: alice.token,
      body: {
        firstName: '  Alisa ',
        lastName: 'Karimova',
        gender: 'FEMALE',
        birthday: '1995-04-12',
        email: 'alisa@example.uz',
      },
    });
    expect(expectOk(response, UserSchema)).toMatchObject({
      id: alice.user.id,
      firstName: 'Alisa',
      lastName: 'Karimova',
      gender: 'FEMALE',
      birthday: '1995-04-12',
      email: 'alisa@example.uz',
    });
    const partial = expectOk(
      await client.api('/users/v1/users/me', { method: 'PUT', token: alice.token, body: { lastName: 'Y' } }),
      UserSchema,
    );
    expect(partial).toMatchObject({ firstName: 'Alisa', lastName: 'Y', email: 'alisa@example.uz' });
    expect(expectOk(await client.api('/users/v1/users/me', { token: alice.token }), UserSchema).lastName).toBe('Y');
  });

  it('clears a field sent as null (an emptied last name, gender or birthday) and keeps those not sent', async () => {
    const put = (body: object) => client.api('/users/v1/users/me', { method: 'PUT', token: bob.token, body });
    expectOk(await put({ firstName: 'Bobur', lastName: 'Aliev', gender: 'MALE', birthday: '1990-01-02' }), UserSchema);
    const cleared = expectOk(
      await put({ firstName: 'Bobur', lastName: null, gender: null, birthday: null }),
      UserSchema,
    );
    expect(cleared).toMatchObject({ firstName: 'Bobur' });
    expect(cleared.lastName ?? null).toBeNull();
    expect(cleared.gender ?? null).toBeNull();
    expect(cleared.birthday ?? null).toBeNull();
    const kept = expectOk(await put({ lastName: 'Aliev' }), UserSchema);
    expect(kept).toMatchObject({ firstName: 'Bobur', lastName: 'Aliev' });
  });

  it.each([
    ['a bad e-mail', { email: 'not-an-email' }, 'email'],
    ['a bad birthday', { birthday: '12.04.1995' }, 'birthday'],
    ['an unknown gender', { gender: 'OTHER' }, 'gender'],
    ['a first name of 101 characters', { firstName: 'x'.repeat(101) }, 'firstName'],
    ['a numeric first name', { firstName: 42 }, 'firstName'],
  ])('refuses %s with 400 naming the field', async (_label, body, field) => {
    const error = expectError(
      await client.api('/users/v1/users/me', { method: 'PUT', token: alice.token, body }),
      400,
      'VALIDATION_FAILED',
    );
    expect(error.field).toBe(field);
  });

  it('refuses an update without a token with 401', async () => {
    expectError(
      await client.api('/users/v1/users/me', { method: 'PUT', body: { firstName: 'X' } }),
      401,
      'UNAUTHORIZED',
    );
  });

  it('stores SQL metacharacters in names verbatim', async () => {
    for (const text of NASTY) {
      const user = expectOk(
        await client.api('/users/v1/users/me', {
          method: 'PUT',
          token: bob.token,
          body: { firstName: text, lastName: text },
        }),
        UserSchema,
      );
      expect(user).toMatchObject({ firstName: text, lastName: text });
    }
    expect(expectOk(await client.api('/users/v1/users/me', { token: alice.token }), UserSchema).firstName).toBe(
      'Alisa',
    );
  });
});

describe('addresses', () => {
  it(`keeps at most ${MAX_ADDRESSES} addresses per customer (422 TOO_MANY_ADDRESSES), and takes one again after a delete`, async () => {
    const carol = await client.signIn();
    const save = () => client.api('/users/v1/addresses', { method: 'POST', token: carol.token, body: address() });
    let last = 0;
    for (let i = 0; i < MAX_ADDRESSES; i += 1) last = expectOk(await save(), AddressSchema, 201).id;
    const refused = expectError(await save(), 422, 'TOO_MANY_ADDRESSES');
    expect(refused.description.eng).toBe(
      `You can keep at most ${MAX_ADDRESSES} addresses: delete one you no longer need`,
    );
    expect((await client.api(`/users/v1/addresses/${last}`, { method: 'DELETE', token: carol.token })).status).toBe(
      200,
    );
    expectOk(await save(), AddressSchema, 201);
    // Another customer is not affected.
    const erin = await client.signIn();
    expectOk(
      await client.api('/users/v1/addresses', { method: 'POST', token: erin.token, body: address() }),
      AddressSchema,
      201,
    );
  });

  it('creates, lists, updates and deletes an address', async () => {
    const created = expectOk(
      await client.api('/users/v1/addresses', { method: 'POST', token: alice.token, body: address() }),
      AddressSchema,
      201,
    );
    expect(created).toMatchObject({ name: 'Amir Temur 1', domophone: '12', floor: '5', comment: 'Ring twice' });

    const list = expectOk(await client.api('/users/v1/addresses', { token: alice.token }), AddressListSchema);
    expect(list.map((a) => a.id)).toContain(created.id);

    const updated = expectOk(
      await client.api(`/users/v1/addresses/${created.id}`, {
        method: 'PUT',
        token: alice.token,
        body: address({ name: 'Navoiy 5', description: 'Office', type: 'HOUSE' }),
      }),
      AddressSchema,
    );
    expect(updated).toMatchObject({ id: created.id, name: 'Navoiy 5', description: 'Office', type: 'HOUSE' });

    expectOk(await client.api(`/users/v1/addresses/${created.id}`, { method: 'DELETE', token: alice.token }), OkSchema);
    const after = expectOk(await client.api('/users/v1/addresses', { token: alice.token }), AddressListSchema);
    expect(after.map((a) => a.id)).not.toContain(created.id);
    expectError(
      await client.api(`/users/v1/addresses/${created.id}`, { method: 'DELETE', token: alice.token }),
      404,
      'NOT_FOUND',
    );
  });

  it('the description falls back to the name, on create and on update', async () => {
    const created = expectOk(
      await client.api('/users/v1/addresses', {
        method: 'POST',
        token: alice.token,
        body: address({ name: 'Chilonzor 9', description: '' }),
      }),
      AddressSchema,
      201,
    );
    expect(created.description).toBe('Chilonzor 9');
    const updated = expectOk(
      await client.api(`/users/v1/addresses/${created.id}`, {
        method: 'PUT',
        token: alice.token,
        body: address({ name: 'Chilonzor 10', description: null }),
      }),
      AddressSchema,
    );
    expect(updated.description).toBe('Chilonzor 10');
  });

  it("hides another user's address: list, update and delete answer as if it did not exist", async () => {
    const own = expectOk(
      await client.api('/users/v1/addresses', {
        method: 'POST',
        token: alice.token,
        body: address({ name: 'Alice home' }),
      }),
      AddressSchema,
      201,
    );
    const bobsList = expectOk(await client.api('/users/v1/addresses', { token: bob.token }), AddressListSchema);
    expect(bobsList.map((a) => a.id)).not.toContain(own.id);
    expectError(
      await client.api(`/users/v1/addresses/${own.id}`, {
        method: 'PUT',
        token: bob.token,
        body: address({ name: 'Stolen' }),
      }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await client.api(`/users/v1/addresses/${own.id}`, { method: 'DELETE', token: bob.token }),
      404,
      'NOT_FOUND',
    );
    const still = expectOk(await client.api('/users/v1/addresses', { token: alice.token }), AddressListSchema).find(
      (a) => a.id === own.id,
    );
    expect(still?.name).toBe('Alice home');
  });

  it('hides the address under another merchant (the token is refused there)', async () => {
    expectError(
      await client.api('/users/v1/addresses', { token: alice.token, merchant: BURGER_MERCHANT_ID }),
      401,
      'UNAUTHORIZED',
    );
  });

  it('stores SQL metacharacters in every text field verbatim', async () => {
    for (const text of NASTY) {
      const input = address({
        name: text,
        streetName: text,
        details: text,
        description: text,
        houseNumber: text.slice(0, 50),
        office: text.slice(0, 50),
        domophone: text.slice(0, 50),
        entrance: text.slice(0, 50),
        floor: text.slice(0, 50),
        comment: text,
      });
      const created = expectOk(
        await client.api('/users/v1/addresses', { method: 'POST', token: bob.token, body: input }),
        AddressSchema,
        201,
      );
      expect(created).toMatchObject(input);
      const listed = expectOk(await client.api('/users/v1/addresses', { token: bob.token }), AddressListSchema).find(
        (a) => a.id === created.id,
      );
      expect(listed).toMatchObject(input);
    }
    // Every address is still there: nothing was dropped or rewritten.
    const count = client.server.db
      .prepare('SELECT COUNT(*) AS n FROM addresses WHERE user_id = ?')
      .get(bob.user.id) as { n: number };
    expect(count.n).toBe(NASTY.length);
  });

  it.each([
    ['an empty name', { name: '' }, 'name'],
    ['a blank name', { name: '   ' }, 'name'],
    ['latitude 91', { latitude: 91 }, 'latitude'],
    ['longitude -181', { longitude: -181 }, 'longitude'],
    ['an unknown type', { type: 'CASTLE' }, 'type'],
    ['a comment of 501 characters', { comment: 'x'.repeat(501) }, 'comment'],
  ])('refuses an address with %s with 400 naming the field', async (_label, overrides, field) => {
    const body = { ...address(), ...overrides };
    expect(
      expectError(
        await client.api('/users/v1/addresses', { method: 'POST', token: alice.token, body }),
        400,
        'VALIDATION_FAILED',
      ).field,
    ).toBe(field);
  });

  it('refuses a bad id and a missing token', async () => {
    expect(
      expectError(
        await client.api('/users/v1/addresses/abc', { method: 'DELETE', token: alice.token }),
        400,
        'VALIDATION_FAILED',
      ).field,
    ).toBe('id');
    expectError(
      await client.api('/users/v1/addresses/0', { method: 'PUT', token: alice.token, body: address() }),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await client.api('/users/v1/addresses/999999', { method: 'PUT', token: alice.token, body: address() }),
      404,
      'NOT_FOUND',
    );
    expectError(await client.api('/users/v1/addresses'), 401, 'UNAUTHORIZED');
    expectError(await client.api('/users/v1/addresses', { method: 'POST', body: address() }), 401, 'UNAUTHORIZED');
    expectError(await client.api('/users/v1/addresses/1', { method: 'PUT', body: address() }), 401, 'UNAUTHORIZED');
    expectError(await client.api('/users/v1/addresses/1', { method: 'DELETE' }), 401, 'UNAUTHORIZED');
  });
});

describe('account deletion', () => {
  it('anonymises the user, revokes every token and frees the phone', async () => {
    const phone = '998939999001';
    const first = await client.signIn(phone);
    client.server.advance(61_000);
    const second = await client.signIn(phone);
    expectOk(
      await client.api('/users/v1/addresses', { method: 'POST', token: first.token, body: address() }),
      AddressSchema,
      201,
    );
    expectOk(await client.api('/users/v1/users', { method: 'DELETE', token: first.token }), OkSchema);
    expectError(await client.api('/users/v1/users/me', { token: first.token }), 401, 'UNAUTHORIZED');
    expectError(await client.api('/users/v1/users/me', { token: second.token }), 401, 'UNAUTHORIZED');
    const row = client.server.db.prepare('SELECT phone, is_active FROM users WHERE id = ?').get(first.user.id) as {
      phone: string | null;
      is_active: number;
    };
    expect(row).toEqual({ phone: null, is_active: 0 });
    const addresses = client.server.db
      .prepare('SELECT COUNT(*) AS n FROM addresses WHERE user_id = ?')
      .get(first.user.id) as { n: number };
    expect(addresses.n).toBe(0);
    client.server.advance(61_000);
    const again = await client.signIn(phone);
    expect(again.user.id).not.toBe(first.user.id);
  });

  it('refuses deletion without a token', async () => {
    expectError(await client.api('/users/v1/users', { method: 'DELETE' }), 401, 'UNAUTHORIZED');
  });
});
