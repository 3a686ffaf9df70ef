import { Icon24ArrowLeftOutline } from '@vkontakte/icons';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { atom } from 'jotai';
import {
  backButtonOverrideAtom,
  closingConfirmationAtom,
  HIDDEN_MAIN_BUTTON,
  mainButtonAtom,
  mainButtonColorsAtom,
  platformAtom,
  screensLoadingAtom,
  secondaryButtonAtom,
  settingsActionAtom,
  themeAtom,
  type MainButtonState,
} from './atoms.ts';
import { canGoBack } from './history.ts';
import { InPageMainButton } from './main-button-scope.tsx';
import { IconButton } from '@telegram-apps/telegram-ui';

/**
 * The main button as shown: a screen's own; or, let go of by a screen that has gone, kept (disabled, with its loader)
 * while the next screen is on its way, so that one takes it over without the button hiding and showing again (and
 * Telegram's viewport resizing twice); else hidden.
 */
const shownMainButtonAtom = atom<MainButtonState>((get) => {
  const state = get(mainButtonAtom);
  if (!state.released) return state;
  return get(screensLoadingAtom) > 0 ? { ...state, enabled: false, progress: true } : HIDDEN_MAIN_BUTTON;
});

/** The default back action: back in history, or home when the page was opened directly (a deep link). */
function useGoBack(): () => void {
  const [, navigate] = useLocation();
  return useCallback(() => {
    if (canGoBack()) window.history.back();
    else navigate('/', { replace: true });
  }, [navigate]);
}

/** Resolved back button: a screen's override, or visible on every route but `/`. */
function useBackButtonState(): { visible: boolean; action: () => void } {
  const [location] = useLocation();
  const override = useAtomValue(backButtonOverrideAtom);
  const goBack = useGoBack();
  return { visible: override?.visible ?? location !== '/', action: override?.action ?? goBack };
}

/**
 * Applies the shared atoms to the platform: native controls inside Telegram, in-page controls in a browser.
 * Mounted once by the app, inside the router.
 */
export function PlatformBridge({ browserBackLabel, onReady }: { browserBackLabel: string; onReady?: () => void }) {
  const platform = useAtomValue(platformAtom);
  const setTheme = useSetAtom(themeAtom);
  const theme = useAtomValue(themeAtom);
  const mainButton = useAtomValue(shownMainButtonAtom);
  const secondary = useAtomValue(secondaryButtonAtom);
  const settingsAction = useAtomValue(settingsActionAtom);
  const colors = useAtomValue(mainButtonColorsAtom);
  const closing = useAtomValue(closingConfirmationAtom);
  const back = useBackButtonState();

  const mainAction = useRef(mainButton.action);
  const backAction = useRef(back.action);
  const secondaryAction = useRef(secondary.action);
  const settings = useRef(settingsAction);
  useLayoutEffect(() => {
    mainAction.current = mainButton.action;
    backAction.current = back.action;
    secondaryAction.current = secondary.action;
    settings.current = settingsAction;
  });

  useEffect(() => {
    setTheme(platform.theme());
    return platform.onThemeChange(setTheme);
  }, [platform, setTheme]);

  useEffect(() => platform.onMainButtonClick(() => mainAction.current?.()), [platform]);
  useEffect(() => platform.onBackButtonClick(() => backAction.current()), [platform]);
  useEffect(() => platform.onSecondaryButtonClick(() => secondaryAction.current?.()), [platform]);
  useEffect(() => platform.onSettingsButtonClick(() => settings.current?.()), [platform]);

  // Sent again on a live theme change too: a client repaints its button in the theme's colours, the page's accent stays.
  useEffect(() => {
    platform.setMainButton({
      text: mainButton.text,
      visible: mainButton.visible,
      enabled: mainButton.enabled,
      progress: mainButton.progress,
      colors,
    });
  }, [platform, mainButton.text, mainButton.visible, mainButton.enabled, mainButton.progress, colors, theme]);
  useEffect(() => {
    // The secondary button is outlined in the accent: the main one stays the single filled action.
    const outline =
      colors && theme
        ? {
            background: theme.colors.bottom_bar_bg_color ?? theme.colors.bg_color ?? '#ffffff',
            text: colors.background,
          }
        : null;
    platform.setSecondaryButton({ text: secondary.text, visible: secondary.visible, colors: outline });
  }, [platform, secondary.text, secondary.visible, colors, theme]);
  useEffect(() => platform.setSettingsButton(settingsAction !== null), [platform, settingsAction]);
  useEffect(() => platform.setBackButton(back.visible), [platform, back.visible]);
  useEffect(() => platform.setClosingConfirmation(closing), [platform, closing]);

  // Once: the first meaningful render of the app shell.
  const readySent = useRef(false);
  useEffect(() => {
    if (readySent.current) return;
    readySent.current = true;
    platform.ready();
    onReady?.();
  }, [platform, onReady]);

  if (platform.nativeBackButton || !back.visible) return null;
  return (
    <div className="browser-back">
      <IconButton mode="plain" size="m" aria-label={browserBackLabel} onClick={back.action} data-testid="browser-back">
        <Icon24ArrowLeftOutline aria-hidden="true" />
      </IconButton>
    </div>
  );
}

/**
 * The browser's in-page main button: a bar fixed to the bottom of the screen, and a spacer of its height that the app
 * places after the page's content, so the end of every page can be scrolled above the bar and showing the bar never
 * moves what is already on screen. The button's hint (why it is disabled) sits in the bar, right above it. Inside
 * Telegram the button is native, just below the page: the bar then holds only the hint, at the page's bottom edge.
 */
export function BrowserActionBar() {
  const platform = useAtomValue(platformAtom);
  const mainButton = useAtomValue(shownMainButtonAtom);
  const telegram = platform.kind === 'telegram';
  const shown = mainButton.visible && (!telegram || !!mainButton.hint);
  const hint = shown ? mainButton.hint : undefined;
  // The hint is its own layer over the bar, not a part of it: coming and going, it never moves the button.
  const spacer = hint ? (telegram ? ' browser-action-bar__spacer--hint' : ' browser-action-bar__spacer--hinted') : '';
  return (
    <>
      {/* Read out as it comes and changes: a live region that is always in the page (one added with its text is not
          read), holding the hint's words for screen readers; the hint drawn over the bar is for the eyes. */}
      <p className="visually-hidden" role="status" data-testid="main-button-hint-live">
        {hint}
      </p>
      {shown && <div className={`browser-action-bar__spacer${spacer}`} aria-hidden="true" />}
      {hint && (
        <p
          className={`browser-action-hint${telegram ? ' browser-action-hint--alone' : ''}`}
          aria-hidden="true"
          data-testid="main-button-hint"
        >
          {hint}
        </p>
      )}
      {shown && !telegram && (
        <div className="browser-action-bar" data-testid="browser-main-button-bar">
          <InPageMainButton state={mainButton} />
        </div>
      )}
    </>
  );
}
