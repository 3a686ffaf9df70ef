/**
 * Telegram adapter: the only code that talks to the SDK. Loaded only when the page runs inside Telegram, so a
 * browser visit never downloads the SDK. Everything is mounted once, outside React.
 */
import {
  backButton,
  closingBehavior,
  createPostEvent,
  hapticFeedback,
  hideKeyboard,
  init,
  mainButton,
  miniApp,
  openLink,
  openTelegramLink,
  secondaryButton,
  settingsButton,
  swipeBehavior,
  themeParams,
  viewport,
} from '@telegram-apps/sdk-react';
import { rawLaunchQuery, rememberLaunchQuery } from '@platform/detect.ts';
import { blurFocusedField } from '@platform/browser/browser-platform.ts';
import type { ChromeColors, LaunchFacts, Platform, ThemeState } from '@platform/types.ts';
import { readTelegramLaunch, type TelegramLaunch } from './launch-params.ts';
import { telegramContact } from './telegram-contact.ts';
import { grantedTelegramLocation, telegramLocation } from './telegram-location.ts';

function snakeCase(key: string): string {
  return key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/** The red, green and blue of a #rrggbb colour (0-255), or null. */
function channels(hex: string): [number, number, number] | null {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  return m ? ([m[1], m[2], m[3]].map((part) => parseInt(part ?? '0', 16)) as [number, number, number]) : null;
}

/** Relative luminance of a #rrggbb colour, 0 (black) to 1 (white). */
function luminance(hex: string): number | null {
  const rgb = channels(hex);
  if (!rgb) return null;
  const [r, g, b] = rgb.map((c) => c / 255) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** How strongly a main button that waits for the form still shows: the page's own (telegram-ui's disabled) at 35 %. */
const INACTIVE_OPACITY = 0.35;

/** `color` at INACTIVE_OPACITY over `under` (both #rrggbb); `color` itself when either is not one. */
function faded(color: string, under: string): string {
  const top = channels(color);
  const bottom = channels(under);
  if (!top || !bottom) return color;
  const mixed = top.map((c, i) => Math.round(c * INACTIVE_OPACITY + (bottom[i] ?? 0) * (1 - INACTIVE_OPACITY)));
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

function readTheme(): ThemeState {
  const colors: Record<string, string> = {};
  for (const [key, value] of Object.entries(themeParams.state())) if (value) colors[snakeCase(key)] = value;
  const background = colors.bg_color ? luminance(colors.bg_color) : null;
  return { dark: background === null ? themeParams.isDark() : background < 0.5, colors };
}

function launchFacts(launch: TelegramLaunch): LaunchFacts {
  return {
    kind: 'telegram',
    startParam: launch.startParam,
    user: launch.user,
    initDataRaw: launch.initDataRaw,
    clientPlatform: launch.sdk.tgWebAppPlatform,
  };
}

/**
 * Waits for a client's answer at most `ms`: a client that never answers (an old or broken one) must not leave the
 * app blank. The answer, if it comes later, still takes effect.
 */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  return Promise.race([promise, new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms))]);
}

/** Mounts an optional SDK component when this client has it; false when it does not (or mounting failed). */
function mountIfSupported(component: { mount: { isAvailable(): boolean } & (() => void) }): boolean {
  if (!component.mount.isAvailable()) return false;
  try {
    component.mount();
    return true;
  } catch {
    return false;
  }
}

/**
 * Scrolling never closes the app: a downward swipe (the top of the menu, a map, the photo viewer, a sheet) would
 * otherwise minimise it on Bot API 7.7+ clients. Telegram's header still closes it.
 */
function disableVerticalSwipes(): void {
  if (!swipeBehavior.mount.isAvailable()) return;
  swipeBehavior.mount();
  if (swipeBehavior.disableVertical.isAvailable()) swipeBehavior.disableVertical();
}

/** Telegram's header, background and bottom bar in the colours given, each where the client supports it. */
function paintChrome(colors: ChromeColors): void {
  const paint = (fn: ((color: `#${string}`) => void) & { isAvailable(): boolean }, color: string) => {
    if (!/^#[0-9a-f]{6}$/i.test(color) || !fn.isAvailable()) return;
    try {
      fn(color as `#${string}`);
    } catch {
      // A client that cannot take this colour keeps its own.
    }
  };
  // Before 6.9 the header takes only a theme key: the page is painted in the theme's bg_color there.
  if (miniApp.setHeaderColor.supports.rgb()) paint(miniApp.setHeaderColor, colors.header);
  else if (miniApp.setHeaderColor.isAvailable()) miniApp.setHeaderColor('bg_color');
  paint(miniApp.setBackgroundColor, colors.background);
  paint(miniApp.setBottomBarColor, colors.bottomBar);
}

/**
 * The keyboard up (the stable height shrinks where the client does not resize the page), or another field focused
 * while it is: the focused field is scrolled above it. The page has the room: #root's bottom padding is the part of
 * the window the keyboard covers (`--app-keyboard`).
 */
function keepFocusedFieldInView(): void {
  const field = document.activeElement;
  const height = viewport.stableHeight();
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) || !height) return;
  requestAnimationFrame(() => {
    const box = field.getBoundingClientRect();
    // Above the keyboard and above what is fixed to the page's bottom edge over it (the main button's hint).
    const bars = [...document.querySelectorAll('.browser-action-hint, .browser-action-bar')];
    const edge = Math.min(height, ...bars.map((bar) => bar.getBoundingClientRect().top));
    const below = box.bottom + 16 - edge;
    // Never past the top, nor under Telegram's controls in fullscreen.
    const top = viewport.safeAreaInsetTop() + viewport.contentSafeAreaInsetTop();
    if (below > 0) window.scrollBy({ top: Math.min(below, box.top - top - 16) });
  });
}

let instance: Promise<Platform> | null = null;

/** Starts the SDK once per page; later calls get the same platform (CSS variables can be bound only once). */
export function createTelegramPlatform(): Promise<Platform> {
  instance ??= start();
  return instance;
}

async function start(): Promise<Platform> {
  const query = rawLaunchQuery();
  if (query === null) throw new Error('No Telegram launch parameters');
  // Read here and handed to the SDK, so that initData without `signature` (clients before Bot API 8.0) starts too.
  const telegram = readTelegramLaunch(query);
  rememberLaunchQuery(query, telegram.sdkQuery);
  // Not strict: a method a client lacks is skipped with a warning, never thrown. The app asks before each of its own
  // calls; the SDK's listeners (a theme change repainting the bottom bar) do not, and a throw there stopped the
  // app's own listener behind it on a client whose version and theme disagree.
  init({ launchParams: telegram.sdk, postEvent: createPostEvent(telegram.sdk.tgWebAppVersion, 'non-strict') });
  const launch = launchFacts(telegram);
  // The back button (6.1) and closing confirmation (6.2) are newer than the oldest Mini App clients (6.0): such a
  // client gets the app without them (its own close and back remain) rather than the browser page.
  const back = mountIfSupported(backButton);
  mainButton.mount();
  themeParams.mountSync();
  const closing = mountIfSupported(closingBehavior);
  disableVerticalSwipes();
  themeParams.bindCssVars();
  if (miniApp.mountSync.isAvailable()) {
    miniApp.mountSync();
    miniApp.bindCssVars();
  }
  // Full height at once: expanding needs no viewport report, which a client may never send.
  if (viewport.expand.isAvailable()) viewport.expand();
  if (viewport.mount.isAvailable()) {
    try {
      // At most half a second: the viewport is a nicety, and a client that never reports it still gets the app.
      await withTimeout(
        viewport.mount().then(() => {
          viewport.bindCssVars();
          viewport.stableHeight.sub(keepFocusedFieldInView);
          document.addEventListener('focusin', keepFocusedFieldInView);
        }),
        500,
      );
    } catch {
      // An old client that cannot report it still gets the app.
    }
  }
  const secondary = mountIfSupported(secondaryButton);
  const settings = mountIfSupported(settingsButton);

  /** The chrome colours last painted: the bar under the main button is what an inactive one fades into. */
  let chrome: ChromeColors | null = null;
  /** The main button as last set, painted again over a new bar. */
  let lastMainButton: Parameters<Platform['setMainButton']>[0] | null = null;
  const ios = launch.clientPlatform === 'ios' || launch.clientPlatform === 'macos';
  const haptic =
    <A extends unknown[]>(fn: ((...args: A) => void) & { isAvailable(): boolean }) =>
    (...args: A) => {
      if (fn.isAvailable()) fn(...args);
    };

  const platform: Platform = {
    kind: 'telegram',
    launch,
    uiPlatform: ios ? 'ios' : 'base',
    haptics: {
      impact: (style = 'light') => haptic(hapticFeedback.impactOccurred)(style),
      notification: (type) => haptic(hapticFeedback.notificationOccurred)(type),
      selection: () => haptic(hapticFeedback.selectionChanged)(),
    },
    theme: readTheme,
    onThemeChange(listener) {
      return themeParams.state.sub(() => listener(readTheme()));
    },
    setMainButton(params) {
      lastMainButton = params;
      // Waiting for the form, it is faded into the bar as the page's own button is: some clients draw an inactive
      // main button exactly as bright as an active one.
      const waiting = !params.enabled && !params.progress;
      const theme = waiting ? readTheme().colors : {};
      const bar = chrome?.bottomBar ?? theme.bottom_bar_bg_color ?? theme.bg_color ?? '';
      const paint = (color: string) => (waiting ? faded(color, bar) : color) as `#${string}`;
      mainButton.setParams({
        text: params.text || ' ',
        isVisible: params.visible,
        isEnabled: params.enabled && !params.progress,
        isLoaderVisible: params.progress,
        ...(params.colors
          ? {
              backgroundColor: paint(params.colors.background),
              textColor: paint(params.colors.text),
            }
          : {}),
      });
    },
    onMainButtonClick: (listener) => mainButton.onClick(listener),
    nativeBackButton: back,
    setBackButton(visible) {
      if (!back) return;
      if (visible) backButton.show();
      else backButton.hide();
    },
    onBackButtonClick: (listener) => (back ? backButton.onClick(listener) : () => undefined),
    secondaryButtonSupported: secondary,
    setSecondaryButton(params) {
      if (!secondary) return;
      secondaryButton.setParams({
        text: params.text || ' ',
        isVisible: params.visible,
        isEnabled: true,
        position: 'top',
        ...(params.colors
          ? {
              backgroundColor: params.colors.background as `#${string}`,
              textColor: params.colors.text as `#${string}`,
            }
          : {}),
      });
    },
    onSecondaryButtonClick: (listener) => (secondary ? secondaryButton.onClick(listener) : () => undefined),
    setSettingsButton(visible) {
      if (!settings) return;
      if (visible) settingsButton.show();
      else settingsButton.hide();
    },
    onSettingsButtonClick: (listener) => (settings ? settingsButton.onClick(listener) : () => undefined),
    setClosingConfirmation(enabled) {
      if (!closing) return;
      if (enabled) closingBehavior.enableConfirmation();
      else closingBehavior.disableConfirmation();
    },
    openLink(url) {
      if (openLink.isAvailable()) openLink(url);
      else window.open(url, '_blank', 'noopener,noreferrer');
    },
    openTelegramLink(url) {
      if (openTelegramLink.isAvailable()) openTelegramLink(url);
      else window.open(url, '_blank', 'noopener,noreferrer');
    },
    requestLocation: telegramLocation,
    knownLocation: grantedTelegramLocation,
    requestContact: telegramContact,
    setChromeColors(colors) {
      const barChanged = chrome?.bottomBar !== colors.bottomBar;
      chrome = colors;
      paintChrome(colors);
      // An inactive main button is faded into the bar: a new bar (the theme switched live) fades it again.
      if (barChanged && lastMainButton && !lastMainButton.enabled && !lastMainButton.progress)
        platform.setMainButton(lastMainButton);
    },
    hideKeyboard() {
      blurFocusedField();
      if (hideKeyboard.isAvailable()) hideKeyboard();
    },
    ready() {
      if (miniApp.ready.isAvailable()) miniApp.ready();
    },
  };
  return platform;
}
