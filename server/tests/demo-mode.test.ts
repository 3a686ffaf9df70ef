/**
 * What demo mode opens is safe to leave open on a network: the SMS inbox and the simulator's initData minting (each
 * signs anyone in) answer only this machine; the payment page is covered in payment.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectOk, nextPhone, startClient, type Client } from './test-client.ts';
import { SendCodeResponseSchema } from '../../src/shared/contract/user.ts';

let client: Client;
beforeAll(async () => {
  // As behind a reverse proxy: the client's address comes from X-Forwarded-For.
  client = await startClient({ trustProxy: true });
});
afterAll(() => client.close());

const from = (ip: string) => ({ merchant: null, headers: { 'X-Forwarded-For': ip } });

describe('demo mode from another machine', () => {
  it('keeps the SMS inbox to this machine', async () => {
    const phone = nextPhone();
    expectOk(
      await client.api('/users/v1/users/phone', { method: 'PUT', body: { phone, type: 'WEB' } }),
      SendCodeResponseSchema,
    );
    for (const ip of ['203.0.113.5', '10.0.0.7', '2001:db8::1'])
      expectError(await client.api(`/dev/sms/latest?phone=${phone}`, from(ip)), 404, 'NOT_FOUND');
    for (const ip of ['127.0.0.1', '::1', '::ffff:127.0.0.1'])
      expect((await client.api(`/dev/sms/latest?phone=${phone}`, from(ip))).status).toBe(200);
    expect((await client.latestCode(phone)).length).toBe(6);
  });

  it("keeps the simulator's initData minting to this machine", async () => {
    expectError(await client.api('/dev/telegram/init-data?id=42', from('203.0.113.5')), 404, 'NOT_FOUND');
    expect((await client.api('/dev/telegram/init-data?id=42', from('127.0.0.1'))).status).toBe(200);
  });
});

describe('demo mode behind a proxy on this machine that is not trusted', () => {
  it('treats a forwarded request as another machine, so the proxy does not make every visitor local', async () => {
    const untrusted = await startClient();
    try {
      const phone = nextPhone();
      expectOk(
        await untrusted.api('/users/v1/users/phone', { method: 'PUT', body: { phone, type: 'WEB' } }),
        SendCodeResponseSchema,
      );
      for (const header of ['X-Forwarded-For', 'Forwarded', 'X-Real-IP']) {
        const forwarded = {
          merchant: null,
          headers: { [header]: header === 'Forwarded' ? 'for=203.0.113.5' : '203.0.113.5' },
        };
        expectError(await untrusted.api(`/dev/sms/latest?phone=${phone}`, forwarded), 404, 'NOT_FOUND');
        expectError(await untrusted.api('/dev/telegram/init-data?id=42', forwarded), 404, 'NOT_FOUND');
      }
      // This machine itself, not through a proxy, still reads it.
      expect((await untrusted.api(`/dev/sms/latest?phone=${phone}`, { merchant: null })).status).toBe(200);
    } finally {
      await untrusted.close();
    }
  });
});
