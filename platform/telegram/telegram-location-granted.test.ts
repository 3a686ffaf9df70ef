import { afterAll, describe, expect, it, vi } from 'vitest';
import { installTelegramClient } from '@platform/testing/telegram-transport.ts';

/** Inside a Telegram client where the bot was allowed the location before: it is read on load with no prompt. */
const client = installTelegramClient('8.0');
client.checked = { available: true, access_requested: true, access_granted: true };
client.requested = { available: true, latitude: 41.2856, longitude: 69.2034 };
const geolocation = vi.fn<Geolocation['getCurrentPosition']>();
Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition: geolocation } });

afterAll(() => {
  client.uninstall();
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe('Telegram location manager, access granted before', async () => {
  const { createTelegramPlatform } = await import('./telegram-platform.ts');
  const platform = await createTelegramPlatform();

  it('gives the location through the client, the webview API untouched', async () => {
    expect(await platform.knownLocation()).toEqual({ latitude: 41.2856, longitude: 69.2034 });
    expect(client.names().filter((name) => name.includes('location'))).toEqual([
      'web_app_check_location',
      'web_app_request_location',
    ]);
    expect(geolocation).not.toHaveBeenCalled();
  });
});
