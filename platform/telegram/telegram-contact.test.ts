import { afterAll, describe, expect, it, vi } from 'vitest';
import { installTelegramClient } from '@platform/testing/telegram-transport.ts';
import { CONTACT_TIME_LIMIT_MS } from './telegram-contact.ts';

/**
 * The phone inside Telegram: the prompt (`web_app_request_phone`), then the signed contact fetched with
 * `getRequestedContact`, handed over as the raw string; a refusal, silence or an old client give null.
 */
const client = installTelegramClient('8.0');
afterAll(() => client.uninstall());

const CONTACT = new URLSearchParams({
  contact: JSON.stringify({ user_id: 44, phone_number: '998901234567', first_name: 'Lola' }),
  auth_date: '1763700000',
  hash: 'ab'.repeat(32),
}).toString();

describe('Telegram contact', async () => {
  const { createTelegramPlatform } = await import('./telegram-platform.ts');
  const platform = await createTelegramPlatform();
  const contactCalls = () =>
    client.sent.filter((event) => event.name === 'web_app_invoke_custom_method').map((event) => event.data?.method);

  it('a shared phone: asks once, then gives the contact exactly as Telegram signed it', async () => {
    client.phone = { status: 'sent' };
    client.contact = CONTACT;
    expect(await platform.requestContact()).toBe(CONTACT);
    expect(client.names().filter((name) => name === 'web_app_request_phone')).toHaveLength(1);
    expect(contactCalls()).toEqual(['getRequestedContact']);
  });

  it('keeps asking for the contact until Telegram has it', async () => {
    client.sent.length = 0;
    client.phone = { status: 'sent' };
    client.contact = '';
    const pending = platform.requestContact();
    await vi.waitFor(() => expect(contactCalls().length).toBeGreaterThanOrEqual(2));
    client.contact = CONTACT;
    expect(await pending).toBe(CONTACT);
  });

  it('a refusal is null and fetches nothing', async () => {
    client.sent.length = 0;
    client.phone = { status: 'cancelled' };
    expect(await platform.requestContact()).toBeNull();
    expect(contactCalls()).toEqual([]);
  });

  it('a prompt nobody answers gives up after the time limit; two taps share one prompt', async () => {
    client.sent.length = 0;
    client.phone = null;
    vi.useFakeTimers();
    try {
      let result: unknown = 'pending';
      const first = platform.requestContact();
      const second = platform.requestContact();
      void first.then((contact) => (result = contact));
      await vi.advanceTimersByTimeAsync(CONTACT_TIME_LIMIT_MS - 1);
      expect(result).toBe('pending');
      await vi.advanceTimersByTimeAsync(1);
      expect(result).toBeNull();
      expect(await second).toBeNull();
      expect(client.names().filter((name) => name === 'web_app_request_phone')).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('in a browser', () => {
  it('there is no contact to give', async () => {
    const { createBrowserPlatform } = await import('@platform/browser/browser-platform.ts');
    expect(await createBrowserPlatform().requestContact()).toBeNull();
  });
});
