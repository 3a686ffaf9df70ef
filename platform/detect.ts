/**
 * Decides once, at boot, whether the page runs inside Telegram. Telegram passes launch parameters in the URL hash
 * (`#tgWebAppData=...&tgWebAppPlatform=...`); after an in-app navigation or reload the SDK keeps them in
 * sessionStorage. This check does not load the SDK, so a browser visit never downloads it.
 */
const LAUNCH_STORAGE_KEY = 'tapps/launchParams';

function hasLaunchParams(query: string): boolean {
  const params = new URLSearchParams(query.replace(/^[#?]/, ''));
  return params.has('tgWebAppPlatform') && params.has('tgWebAppVersion');
}

export function rawLaunchQuery(): string | null {
  const { hash, search } = window.location;
  if (hasLaunchParams(hash)) return hash.slice(1);
  if (hasLaunchParams(search)) return search.slice(1);
  try {
    const stored = window.sessionStorage.getItem(LAUNCH_STORAGE_KEY);
    if (stored) {
      const parsed: unknown = JSON.parse(stored);
      if (typeof parsed === 'string' && hasLaunchParams(parsed)) return parsed;
    }
  } catch {
    // sessionStorage can be unavailable (privacy mode); then only the URL counts.
  }
  return null;
}

export function isTelegramLaunch(): boolean {
  return rawLaunchQuery() !== null;
}
