import type { ChromeColors, LaunchFacts, MainButtonParams, Platform, ThemeState } from '@platform/types.ts';

/** A platform for tests: records what the app asks of it and lets a test press its buttons or change its theme. */
export interface FakePlatform extends Platform {
  calls: {
    mainButton: MainButtonParams[];
    backButton: boolean[];
    secondaryButton: { text: string; visible: boolean }[];
    settingsButton: boolean[];
    closing: boolean[];
    haptics: string[];
    links: string[];
    ready: number;
    chromeColors: ChromeColors[];
    hideKeyboard: number;
  };
  pressMainButton(): void;
  pressBackButton(): void;
  pressSecondaryButton(): void;
  pressSettingsButton(): void;
  setTheme(theme: ThemeState): void;
}

export function createFakePlatform(launch: Partial<LaunchFacts> = {}): FakePlatform {
  const mainListeners = new Set<() => void>();
  const backListeners = new Set<() => void>();
  const secondaryListeners = new Set<() => void>();
  const settingsListeners = new Set<() => void>();
  const themeListeners = new Set<(theme: ThemeState) => void>();
  let theme: ThemeState = { dark: false, colors: {} };
  const calls: FakePlatform['calls'] = {
    mainButton: [],
    backButton: [],
    secondaryButton: [],
    settingsButton: [],
    closing: [],
    haptics: [],
    links: [],
    ready: 0,
    chromeColors: [],
    hideKeyboard: 0,
  };
  const listen = (set: Set<() => void>, listener: () => void) => {
    set.add(listener);
    return () => void set.delete(listener);
  };
  return {
    kind: launch.kind ?? 'telegram',
    launch: { kind: 'telegram', startParam: null, user: null, initDataRaw: null, clientPlatform: 'android', ...launch },
    uiPlatform: 'base',
    haptics: {
      impact: (style = 'light') => void calls.haptics.push(`impact:${style}`),
      notification: (type) => void calls.haptics.push(`notification:${type}`),
      selection: () => void calls.haptics.push('selection'),
    },
    theme: () => theme,
    onThemeChange(listener) {
      themeListeners.add(listener);
      return () => void themeListeners.delete(listener);
    },
    setMainButton: (params) => void calls.mainButton.push(params),
    onMainButtonClick: (listener) => listen(mainListeners, listener),
    nativeBackButton: (launch.kind ?? 'telegram') === 'telegram',
    setBackButton: (visible) => void calls.backButton.push(visible),
    onBackButtonClick: (listener) => listen(backListeners, listener),
    secondaryButtonSupported: (launch.kind ?? 'telegram') === 'telegram',
    setSecondaryButton: ({ text, visible }) => void calls.secondaryButton.push({ text, visible }),
    onSecondaryButtonClick: (listener) => listen(secondaryListeners, listener),
    setSettingsButton: (visible) => void calls.settingsButton.push(visible),
    onSettingsButtonClick: (listener) => listen(settingsListeners, listener),
    setClosingConfirmation: (enabled) => void calls.closing.push(enabled),
    openLink: (url) => void calls.links.push(url),
    openTelegramLink: (url) => void calls.links.push(url),
    ready: () => void (calls.ready += 1),
    requestLocation: () =>
      Promise.resolve(launch.kind === 'browser' ? null : { latitude: 41.2856, longitude: 69.2034 }),
    // Nothing allowed before: a test that needs a granted location replaces this.
    knownLocation: () => Promise.resolve(null),
    // Nothing shared: a test that needs a contact replaces this.
    requestContact: () => Promise.resolve(null),
    setChromeColors: (colors) => void calls.chromeColors.push(colors),
    hideKeyboard: () => void (calls.hideKeyboard += 1),
    calls,
    pressMainButton: () => mainListeners.forEach((listener) => listener()),
    pressBackButton: () => backListeners.forEach((listener) => listener()),
    pressSecondaryButton: () => secondaryListeners.forEach((listener) => listener()),
    pressSettingsButton: () => settingsListeners.forEach((listener) => listener()),
    setTheme(next) {
      theme = next;
      themeListeners.forEach((listener) => listener(next));
    },
  };
}
