import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserLocation, grantedBrowserLocation, LOCATION_TIME_LIMIT_MS } from './browser-location.ts';

function stubGeolocation(getCurrentPosition: Geolocation['getCurrentPosition']) {
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } });
}

function stubPermission(state: PermissionState | Error | null) {
  const query =
    state === null
      ? undefined
      : vi.fn(() => (state instanceof Error ? Promise.reject(state) : Promise.resolve({ state })));
  Object.defineProperty(navigator, 'permissions', { configurable: true, value: query ? { query } : {} });
  return query;
}

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'geolocation');
  Reflect.deleteProperty(navigator, 'permissions');
});

describe('browserLocation', () => {
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

describe('grantedBrowserLocation (on load: never a prompt)', () => {
  const allowed = vi.fn<Geolocation['getCurrentPosition']>((ok) =>
    ok({ coords: { latitude: 41.36, longitude: 69.28 } } as GeolocationPosition),
  );
  afterEach(() => allowed.mockClear());

  it('reads the location when the permission was granted before', async () => {
    stubGeolocation(allowed);
    const query = stubPermission('granted');
    expect(await grantedBrowserLocation()).toEqual({ latitude: 41.36, longitude: 69.28 });
    expect(query).toHaveBeenCalledWith({ name: 'geolocation' });
    expect(allowed).toHaveBeenCalledTimes(1);
  });

  it.each(['prompt', 'denied'] as const)(
    'does not touch the Geolocation API when the permission is "%s"',
    async (state) => {
      stubGeolocation(allowed);
      stubPermission(state);
      expect(await grantedBrowserLocation()).toBeNull();
      expect(allowed).not.toHaveBeenCalled();
    },
  );

  it('does not touch the Geolocation API when the permission cannot be known', async () => {
    stubGeolocation(allowed);
    stubPermission(null);
    expect(await grantedBrowserLocation()).toBeNull();
    stubPermission(new TypeError('geolocation is not a permission name here'));
    expect(await grantedBrowserLocation()).toBeNull();
    expect(allowed).not.toHaveBeenCalled();
  });
});
