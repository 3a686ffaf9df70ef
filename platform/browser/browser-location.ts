import type { GeoPoint } from '@platform/types.ts';

/**
 * How long the app waits for a location. The Geolocation API's own `timeout` starts only once the person answers the
 * permission prompt, so a prompt left unanswered (or a webview that never replies) would otherwise hang for ever.
 */
export const LOCATION_TIME_LIMIT_MS = 10_000;

/** The Geolocation API, with a time limit; any refusal, error or silence is null. Asks the person if need be. */
export function browserLocation(): Promise<GeoPoint | null> {
  if (!('geolocation' in navigator)) return Promise.resolve(null);
  return new Promise((resolve) => {
    const timer = window.setTimeout(() => resolve(null), LOCATION_TIME_LIMIT_MS);
    const answer = (point: GeoPoint | null) => {
      window.clearTimeout(timer);
      resolve(point);
    };
    navigator.geolocation.getCurrentPosition(
      (position) => answer({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      () => answer(null),
      { enableHighAccuracy: false, timeout: 8000, maximumAge: 10 * 60_000 },
    );
  });
}

/** Whether the page may read the location without a prompt (Permissions API); false where that cannot be known. */
export async function geolocationGranted(): Promise<boolean> {
  if (!('geolocation' in navigator) || typeof navigator.permissions?.query !== 'function') return false;
  try {
    return (await navigator.permissions.query({ name: 'geolocation' })).state === 'granted';
  } catch {
    return false;
  }
}

/** The location only when the person already allowed it: never a prompt (and never a Geolocation call otherwise). */
export async function grantedBrowserLocation(): Promise<GeoPoint | null> {
  return (await geolocationGranted()) ? browserLocation() : null;
}
