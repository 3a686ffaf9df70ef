import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserLocation, LOCATION_TIME_LIMIT_MS } from './browser-platform.ts';

function stubGeolocation(getCurrentPosition: Geolocation['getCurrentPosition']) {
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } });
}

describe('browserLocation', () => {
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(navigator, 'geolocation');
  });

  it('gives up (null) when the permission prompt is never answered', async () => {
    vi.useFakeTimers();
    stubGeolocation(() => undefined);
    let result: unknown = 'pending';
    void browserLocation().then((point) => (result = point));
    await vi.advanceTimersByTimeAsync(LOCATION_TIME_LIMIT_MS - 1);
    expect(result).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toBeNull();
  });

  it('is null on a refusal and the point when allowed', async () => {
    stubGeolocation((_ok, error) => error?.({ code: 1 } as GeolocationPositionError));
    expect(await browserLocation()).toBeNull();
    stubGeolocation((ok) => ok({ coords: { latitude: 41.3, longitude: 69.2 } } as GeolocationPosition));
    expect(await browserLocation()).toEqual({ latitude: 41.3, longitude: 69.2 });
  });
});
