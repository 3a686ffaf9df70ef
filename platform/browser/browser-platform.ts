import type { LaunchFacts, Platform, ThemeState } from '@platform/types.ts';
import { browserLocation, grantedBrowserLocation } from './browser-location.ts';

const launch: LaunchFacts = { kind: 'browser', startParam: null, user: null, initDataRaw: null, clientPlatform: null };
const noop = () => undefined;

/** Closes the on-screen keyboard the one way a page can: the focused field gives up its focus. */
export function blurFocusedField(): void {
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
}

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
    nativeBackButton: false,
    setBackButton: noop,
    onBackButtonClick: () => noop,
    secondaryButtonSupported: false,
    setSecondaryButton: noop,
    onSecondaryButtonClick: () => noop,
    setSettingsButton: noop,
    onSettingsButtonClick: () => noop,
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
    knownLocation: grantedBrowserLocation,
    // A browser has no signed phone to give: the number is confirmed by SMS.
    requestContact: () => Promise.resolve(null),
    setChromeColors: noop,
    hideKeyboard: blurFocusedField,
  };
}
