/**
 * Decides once, at boot, whether the page runs inside Telegram. Telegram passes launch parameters in the URL hash
 * (`#tgWebAppData=...&tgWebAppPlatform=...`); after an in-app navigation or reload they come from sessionStorage,
 * where the app keeps them (initData with or without `signature`) and where the SDK keeps those it can parse. This
 * check does not load the SDK, so a browser visit never downloads it.
 */
const LAUNCH_KEY = 'telegramLaunch';
/** Where the SDK keeps launch parameters, and looks for them when the URL has none it can parse. */
const SDK_LAUNCH_KEY = 'tapps/launchParams';

function hasLaunchParams(query: string): boolean {
  const params = new URLSearchParams(query.replace(/^[#?]/, ''));
  return params.has('tgWebAppPlatform') && params.has('tgWebAppVersion');
}

function storedQuery(key: string): string | null {
  try {
    const stored = window.sessionStorage.getItem(key);
    if (!stored) return null;
    const parsed: unknown = JSON.parse(stored);
    return typeof parsed === 'string' && hasLaunchParams(parsed) ? parsed : null;
  } catch {
    // sessionStorage can be unavailable (privacy mode), or hold something else: then only the URL counts.
    return null;
  }
}

export function rawLaunchQuery(): string | null {
  const { hash, search } = window.location;
  if (hasLaunchParams(hash)) return hash.slice(1);
  if (hasLaunchParams(search)) return search.slice(1);
  return storedQuery(LAUNCH_KEY) ?? storedQuery(SDK_LAUNCH_KEY);
}

/**
 * Keeps the launch for reloads and in-app navigation, where the URL no longer carries it: the whole query for the
 * app, and for the SDK a query it accepts (`sdkQuery`). The SDK checks that it runs in a mini-app on every call by
 * parsing launch parameters from the URL, else from its storage, and refuses initData without `signature`.
 */
export function rememberLaunchQuery(query: string, sdkQuery: string): void {
  try {
    window.sessionStorage.setItem(LAUNCH_KEY, JSON.stringify(query));
    window.sessionStorage.setItem(SDK_LAUNCH_KEY, JSON.stringify(sdkQuery));
  } catch {
    // without sessionStorage a reload inside Telegram opens as a browser page
  }
}

export function isTelegramLaunch(): boolean {
  return rawLaunchQuery() !== null;
}
