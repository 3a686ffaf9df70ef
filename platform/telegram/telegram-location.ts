/**
 * The device's location inside Telegram. Clients from Mini Apps 8.0 have a location manager: the app learns whether
 * the bot may read the location (`web_app_check_location`) without asking, and asks through the client
 * (`web_app_request_location`), which shows Telegram's own prompt. Older clients keep the webview's Geolocation API.
 */
import { locationManager } from '@telegram-apps/sdk-react';
import { browserLocation, grantedBrowserLocation, LOCATION_TIME_LIMIT_MS } from '@platform/browser/browser-location.ts';
import type { GeoPoint } from '@platform/types.ts';

/** How long the client may take to say whether location is available and allowed (it answers from the device). */
export const LOCATION_CHECK_TIME_LIMIT_MS = 3000;

let mounted: Promise<boolean> | null = null;
let asking: Promise<GeoPoint | null> | null = null;
let deviceLocates = false;
/**
 * The person allowed the location in this session (a prompt answered with a point): the SDK's `isAccessGranted` keeps
 * what the first check said, so the branches' distances and a silent 'nearest branch' would stay off until a reload.
 */
let allowedSince = false;

/**
 * Mounts the location manager once: true when the client has one and answered the check. Whether the device can
 * locate at all is kept from that check: the SDK marks location unavailable after a refusal, and the person may
 * still allow it on a later tap.
 */
function managerReady(): Promise<boolean> {
  mounted ??= locationManager.mount.isAvailable()
    ? locationManager.mount({ timeout: LOCATION_CHECK_TIME_LIMIT_MS }).then(
        () => {
          deviceLocates = locationManager.isAvailable();
          return true;
        },
        () => false,
      )
    : Promise.resolve(false);
  return mounted;
}

function toPoint(answer: unknown): GeoPoint | null {
  const { latitude, longitude } = (answer ?? {}) as { latitude?: unknown; longitude?: unknown };
  return typeof latitude === 'number' && typeof longitude === 'number' ? { latitude, longitude } : null;
}

/** One request through the client at a time (a second caller shares it); a refusal, an error or silence is null. */
function managerLocation(): Promise<GeoPoint | null> {
  if (!deviceLocates || !locationManager.requestLocation.isAvailable()) return Promise.resolve(null);
  asking ??= locationManager
    .requestLocation({ timeout: LOCATION_TIME_LIMIT_MS })
    .then(toPoint, () => null)
    .then((point) => {
      if (point) allowedSince = true;
      return point;
    })
    .finally(() => (asking = null));
  return asking;
}

/** Asks for the location (on a gesture): Telegram's prompt when the bot was never allowed. */
export async function telegramLocation(): Promise<GeoPoint | null> {
  return (await managerReady()) ? managerLocation() : browserLocation();
}

/** The location only when the person already allowed the bot to read it; never a prompt. */
export async function grantedTelegramLocation(): Promise<GeoPoint | null> {
  if (!(await managerReady())) return grantedBrowserLocation();
  return locationManager.isAccessGranted() || allowedSince ? managerLocation() : null;
}
