/**
 * The platform layer's one public entry. `bootPlatform` decides once, before the router mounts, whether the page
 * runs inside Telegram, and never fails: if the SDK cannot start, the browser platform takes over.
 */
import { createBrowserPlatform } from './browser/browser-platform.ts';
import { isTelegramLaunch } from './detect.ts';
import { trackHistoryDepth } from './history.ts';
import type { Platform } from './types.ts';

export async function bootPlatform(): Promise<Platform> {
  trackHistoryDepth();
  if (!isTelegramLaunch()) return createBrowserPlatform();
  try {
    const { createTelegramPlatform } = await import('./telegram/telegram-platform.ts');
    return await createTelegramPlatform();
  } catch (error) {
    console.error('Telegram SDK failed to start; continuing as a browser page', error);
    return createBrowserPlatform();
  }
}

export type { GeoPoint, Haptics, LaunchFacts, Platform, PlatformKind, TelegramUser, ThemeState } from './types.ts';
export {
  backButtonOverrideAtom,
  closingConfirmationAtom,
  hapticsAtom,
  launchAtom,
  mainButtonAtom,
  mainButtonColorsAtom,
  platformAtom,
  secondaryButtonAtom,
  themeAtom,
} from './atoms.ts';
export { useBackButton, useMainButton, useScreenLoading, useSecondaryButton, useSettingsButton } from './hooks.ts';
export { historyDepth } from './history.ts';
export { BrowserActionBar, PlatformBridge } from './platform-bridge.tsx';
export { MainButtonScope } from './main-button-scope.tsx';
export { OutboundLink } from './outbound-link.tsx';
