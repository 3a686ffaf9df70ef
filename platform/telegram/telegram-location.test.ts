import { afterAll, describe, expect, it, vi } from 'vitest';
import { LOCATION_TIME_LIMIT_MS } from '@platform/browser/browser-location.ts';
import { installTelegramClient } from '@platform/testing/telegram-transport.ts';

/**
 * Inside a Telegram client with the location manager (Mini Apps 8.0) where the bot was never allowed the location:
 * nothing is asked on load; a gesture asks through the client, once however many callers, and a refusal is null.
 */
const client = installTelegramClient('8.0');
const geolocation = vi.fn<Geolocation['getCurrentPosition']>();
Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition: geolocation } });

afterAll(() => {
  client.uninstall();
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe('Telegram location manager, access not granted', async () => {
  const { createTelegramPlatform } = await import('./telegram-platform.ts');
  const platform = await createTelegramPlatform();

  it('on load: checks the access without asking, and gives nothing', async () => {
    expect(await platform.knownLocation()).toBeNull();
    expect(client.names().filter((name) => name.includes('location'))).toEqual(['web_app_check_location']);
    expect(await platform.knownLocation()).toBeNull();
    expect(client.names().filter((name) => name.includes('location'))).toEqual(['web_app_check_location']);
  });

  it('on a gesture: asks through the client; a refusal is null; two callers share one question', async () => {
    client.requested = { available: false };
    expect(await platform.requestLocation()).toBeNull();
    expect(client.names().filter((name) => name === 'web_app_request_location')).toHaveLength(1);

    client.requested = { available: true, latitude: 41.365, longitude: 69.287 };
    const [first, second] = await Promise.all([platform.requestLocation(), platform.requestLocation()]);
    expect(first).toEqual({ latitude: 41.365, longitude: 69.287 });
    expect(second).toEqual(first);
    expect(client.names().filter((name) => name === 'web_app_request_location')).toHaveLength(2);
    expect(geolocation).not.toHaveBeenCalled();
    // Allowed now: what reads the location without asking (distances, a silent nearest branch) gets it too.
    expect(await platform.knownLocation()).toEqual({ latitude: 41.365, longitude: 69.287 });
  });

  it('a prompt nobody answers gives up after the time limit', async () => {
    client.requested = null;
    vi.useFakeTimers();
    try {
      let result: unknown = 'pending';
      void platform.requestLocation().then((point) => (result = point));
      await vi.advanceTimersByTimeAsync(LOCATION_TIME_LIMIT_MS - 1);
      expect(result).toBe('pending');
      await vi.advanceTimersByTimeAsync(1);
      expect(result).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
