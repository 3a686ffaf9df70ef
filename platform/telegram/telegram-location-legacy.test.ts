import { afterAll, describe, expect, it, vi } from 'vitest';
import { installTelegramClient } from '@platform/testing/telegram-transport.ts';

/** A client before Mini Apps 8.0 has no location manager: the webview's Geolocation and Permissions APIs stand in. */
const client = installTelegramClient('7.10');
const geolocation = vi.fn<Geolocation['getCurrentPosition']>((ok) =>
  ok({ coords: { latitude: 41.3, longitude: 69.2 } } as GeolocationPosition),
);
let permission: PermissionState = 'prompt';
Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition: geolocation } });
Object.defineProperty(navigator, 'permissions', {
  configurable: true,
  value: { query: () => Promise.resolve({ state: permission }) },
});

afterAll(() => {
  client.uninstall();
  Reflect.deleteProperty(navigator, 'geolocation');
  Reflect.deleteProperty(navigator, 'permissions');
});

describe('Telegram before Mini Apps 8.0', async () => {
  const { createTelegramPlatform } = await import('./telegram-platform.ts');
  const platform = await createTelegramPlatform();

  it('reads nothing on load unless the webview was allowed, and asks through the webview on a gesture', async () => {
    expect(await platform.knownLocation()).toBeNull();
    expect(geolocation).not.toHaveBeenCalled();
    expect(await platform.requestLocation()).toEqual({ latitude: 41.3, longitude: 69.2 });
    expect(geolocation).toHaveBeenCalledTimes(1);
    permission = 'granted';
    expect(await platform.knownLocation()).toEqual({ latitude: 41.3, longitude: 69.2 });
    expect(client.names().filter((name) => name.includes('location'))).toEqual([]);
  });
});
