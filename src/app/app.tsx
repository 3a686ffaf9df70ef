import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/query-core';
import { Provider as JotaiProvider, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useLayoutEffect, type CSSProperties, type ReactNode } from 'react';
import { Router } from 'wouter';
import {
  BrowserActionBar,
  closingConfirmationAtom,
  mainButtonColorsAtom,
  PlatformBridge,
  platformAtom,
  themeAtom,
} from '@platform/index.ts';
import { basketCountAtom } from '@/entities/basket/basket.atoms.ts';
import { sessionExpiredAtom } from '@/entities/session/session.atoms.ts';
import { settingsAtom } from '@/entities/merchant/merchant.atoms.ts';
import { useBranding, usePalette } from './branding.ts';
import { useLanguagePolicy } from './language-policy.ts';
import { SurfacesContext } from '@/shared/ui/surfaces.ts';
import { Toaster } from '@/shared/ui/toaster.tsx';
import { useText } from '@/shared/i18n/texts.ts';
import { whenSettled } from '@/shared/lib/when-settled.ts';
import { AppRoot } from '@/shared/ui/kit.ts';
import type { AppStore } from './store.ts';
import { AppRouter } from './router.tsx';
import { useRevealFocus } from './reveal-focus.ts';
import { SettingsLanguage, useBackClosesLayers } from './native-controls.tsx';
import { StoreNotFound } from './store-not-found.tsx';
import { lazyPart, LoadedWhen, useSettled } from './shell-part.tsx';

export interface AppProps {
  store: AppStore;
  queryClient: QueryClient;
  /** False when no merchant could be resolved for this host: the app shows the store-not-found page. */
  merchantFound: boolean;
  /** Called once the app's first drawing is on the screen. */
  onShown?: () => void;
}

/**
 * telegram-ui's root with the appearance and platform the platform layer reports (its own detection cannot see the SDK).
 * The same appearance goes on <html> (`data-theme`), so the page around AppRoot (body, overscroll, native controls)
 * is painted with it too, before the paint that shows the change. Its text colours are the readable palette of that
 * appearance (set on the root, where telegram-ui declares its own).
 */
function ThemedRoot({ children }: { children: ReactNode }) {
  const theme = useAtomValue(themeAtom);
  const platform = useAtomValue(platformAtom);
  const settings = useAtomValue(settingsAtom);
  // Inside Telegram the client's theme rules; in a browser a merchant with a dark brand shows dark.
  const appearance = (platform.kind === 'telegram' ? theme.dark : theme.dark || settings.isDark) ? 'dark' : 'light';
  const palette = usePalette(appearance === 'dark');
  const setButtonColors = useSetAtom(mainButtonColorsAtom);
  const buttonFill = palette.vars['--tgui--button_color'];
  const buttonText = palette.vars['--tgui--button_text_color'];
  // The native main button in the page's accent, again at once when the theme changes live.
  useEffect(() => {
    setButtonColors(buttonFill && buttonText ? { background: buttonFill, text: buttonText } : null);
  }, [buttonFill, buttonText, setButtonColors]);
  useLayoutEffect(() => {
    document.documentElement.dataset.theme = appearance;
  }, [appearance]);
  // Telegram's header, background and bottom bar (behind the main button) in the page's colour, again on a change.
  useEffect(() => {
    platform.setChromeColors({ header: palette.page, background: palette.page, bottomBar: palette.page });
  }, [platform, palette.page]);
  return (
    <AppRoot appearance={appearance} platform={platform.uiPlatform} style={palette.vars as CSSProperties}>
      <SurfacesContext.Provider value={palette.surfaces}>{children}</SurfacesContext.Provider>
    </AppRoot>
  );
}

const Integrations = lazyPart(async () => (await import('./integrations/integrations.ui.tsx')).Integrations);

/** The merchant's analytics and widgets: their code, like their scripts, comes once the first screen has settled. */
function SettledIntegrations() {
  return (
    <LoadedWhen when={useSettled()}>
      <Integrations />
    </LoadedWhen>
  );
}

const TelegramShell = lazyPart(async () => (await import('./telegram-shell.tsx')).TelegramShell);

/**
 * What only Telegram needs (haptic feedback, its native buttons kept from acting under a layer): a browser has none of
 * it, so its code comes only there, as the page starts.
 */
function TelegramParts() {
  const telegram = useAtomValue(platformAtom).kind === 'telegram';
  return (
    <LoadedWhen when={telegram}>
      <TelegramShell />
    </LoadedWhen>
  );
}

const SessionExpiredDialog = lazyPart(async () => (await import('./session-expired-dialog.tsx')).SessionExpiredDialog);

/** After a 401, the dialog that says why: its code comes the first time it opens. */
function SessionExpired() {
  return (
    <LoadedWhen when={useAtomValue(sessionExpiredAtom)}>
      <SessionExpiredDialog />
    </LoadedWhen>
  );
}

/**
 * Focus kept when a control removes itself (keep-focus.ts). Nothing on the first screen needs it before a control has
 * focus: its code comes with the first key or focus, or once the page has settled.
 */
function useKeptFocus() {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let done = false;
    let gone = false;
    const load = () => {
      if (done) return;
      done = true;
      document.removeEventListener('focusin', load);
      document.removeEventListener('keydown', load);
      cancelSettled();
      import('./keep-focus.ts').then(
        (module) => {
          if (!gone) stop = module.keepFocus();
        },
        () => undefined,
      );
    };
    document.addEventListener('focusin', load);
    document.addEventListener('keydown', load);
    const cancelSettled = whenSettled(load);
    return () => {
      done = gone = true;
      document.removeEventListener('focusin', load);
      document.removeEventListener('keydown', load);
      cancelSettled();
      stop?.();
    };
  }, []);
}

/** Ask before closing the mini-app while the basket has items. */
function useClosingConfirmation() {
  const count = useAtomValue(basketCountAtom);
  const setClosing = useSetAtom(closingConfirmationAtom);
  useEffect(() => setClosing(count > 0), [count, setClosing]);
}

/**
 * The app-wide effects. They draw nothing, and what they read (the merchant's settings, the basket's count, the open
 * layers) changes often: in a part of their own, a change re-renders this part alone, never the screens beside it.
 */
function ShellEffects() {
  useClosingConfirmation();
  useBranding();
  useLanguagePolicy();
  useBackClosesLayers();
  useRevealFocus();
  useKeptFocus();
  return null;
}

function Shell({ merchantFound, onShown }: Pick<AppProps, 'merchantFound' | 'onShown'>) {
  const { t } = useText();
  return (
    <>
      <ShellEffects />
      <PlatformBridge browserBackLabel={t('common.back')} onReady={onShown} />
      <SettingsLanguage />
      <TelegramParts />
      <SettledIntegrations />
      {merchantFound ? <AppRouter /> : <StoreNotFound />}
      {/* After the page: its spacer adds room at the end, never above the header. */}
      <BrowserActionBar />
      <SessionExpired />
      <Toaster closeLabel={t('common.close')} />
    </>
  );
}

export function App({ store, queryClient, merchantFound, onShown }: AppProps) {
  return (
    <JotaiProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <ThemedRoot>
          <Router>
            <Shell merchantFound={merchantFound} onShown={onShown} />
          </Router>
        </ThemedRoot>
      </QueryClientProvider>
    </JotaiProvider>
  );
}
