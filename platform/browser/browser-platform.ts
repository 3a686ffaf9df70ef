import type { GeoPoint, LaunchFacts, Platform, ThemeState } from '../types.ts';

/**
 * How long the app waits for a location. The Geolocation API's own `timeout` starts only once the person answers the
 * permission prompt, so a prompt left unanswered (or a webview that never replies) would otherwise hang for ever.
 */
export const LOCATION_TIME_LIMIT_MS = 10_000;

/** The Geolocation API, with a time limit; any refusal, error or silence is null. */
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

const launch: LaunchFacts = { kind: 'browser', startParam: null, user: null, initDataRaw: null, clientPlatform: null };
const noop = () => undefined;

/** The browser: no native controls (the in-page bar and header arrow render the atoms), no haptics. */
export function createBrowserPlatform(): Platform {
  const media = typeof window.matchMedia === 'function' ? window.matchMedia('(prefers-color-scheme: dark)') : null;
  const theme = (): ThemeState => ({ dark: media?.matches ?? false, colors: {} });
  const ios = /iPad|iPhone|iPod|Macintosh/.test(navigator.userAgent) && 'ontouchend' in document;
  return {
    kind: 'browser',
    launch,
    uiPlatform: ios ? 'ios' : 'base',
    haptics: { impact: noop, notification: noop, selection: noop },
    theme,
    onThemeChange(listener) {
      if (!media) return noop;
      const handler = () => listener(theme());
      media.addEventListener('change', handler);
      return () => media.removeEventListener('change', handler);
    },
    setMainButton: noop,
    onMainButtonClick: () => noop,
    setBackButton: noop,
    onBackButtonClick: () => noop,
    // The basket survives closing the tab, so a browser is never asked to confirm leaving.
    setClosingConfirmation: noop,
    openLink(url) {
      window.open(url, '_blank', 'noopener,noreferrer');
    },
    openTelegramLink(url) {
      window.open(url, '_blank', 'noopener,noreferrer');
    },
    ready: noop,
    requestLocation: browserLocation,
  };
}
