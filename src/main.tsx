import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { navigate } from 'wouter/use-browser-location';
import { bootPlatform, platformAtom, themeAtom, type Platform } from '@platform/index.ts';
import { App } from './app/app.tsx';
import { prefetchFirstScreen } from './app/prefetch-first-screen.ts';
import { preloadScreenFor } from './app/router.tsx';
import { installScrollRestoration } from './app/scroll-restoration.ts';
import { connectApiSession, restoreSession } from './app/session-boot.ts';
import { forgetEarlyAnswers } from './shared/api/early-answers.ts';
import { isSignedInAtom } from './shared/api/scope.atoms.ts';
import { createAppStore, createQueryClient } from './app/store.ts';
import { branchAtom } from './entities/branch/branch.atoms.ts';
import { menuCatalogueType } from './entities/catalogue/catalogue.lib.ts';
import { merchantIdAtom } from './entities/merchant/merchant.atoms.ts';
import { resolveMerchantId } from './entities/merchant/merchant.api.ts';
import { firstLanguage, type Language } from './shared/contract/basics.ts';
import { currentLanguage, startTexts } from './shared/i18n/texts.ts';
import { COOKIE_KEYS, cookies } from './shared/lib/storage.ts';
import { startParamPath } from './shared/routing/deep-link.ts';
import { paths } from './shared/routing/paths.ts';
import { afterNextPaint, yieldToMain } from './shared/lib/yield-to-main.ts';
import { whenSettled } from './shared/lib/when-settled.ts';
import './app/global.css';

/** The stored choice, else (inside Telegram) the user's Telegram language, else Uzbek. */
const initialLanguage = (platform: Platform): Language =>
  firstLanguage(cookies.get(COOKIE_KEYS.language), platform.launch.user?.languageCode);

/** A start parameter opens its screen once per launch (not again on a reload); "back" from there goes home. */
function openStartParam(platform: Platform): void {
  const deepLink = startParamPath(platform.launch.startParam);
  if (!deepLink || window.location.pathname !== paths.home) return;
  try {
    if (window.sessionStorage.getItem('startParamOpened') === platform.launch.startParam) return;
    window.sessionStorage.setItem('startParamOpened', platform.launch.startParam ?? '');
  } catch {
    // without sessionStorage the link opens on every load, which is still right on the first
  }
  window.history.replaceState(null, '', deepLink + window.location.hash);
}

/** How long a screen of the customer's own things waits for the mini-app sign-in before it is drawn. */
const SIGN_IN_WAIT_MS = 4000;

/** The menu, a category, a dish and search: screens a guest sees the same, drawn without waiting for a sign-in. */
function isCatalogueRoute(path: string): boolean {
  return (
    path === paths.home ||
    path === paths.search ||
    path.startsWith(`${paths.categories}`) ||
    path.startsWith(paths.product(0).replace(/0$/, ''))
  );
}

/** Waits for `promise` at most `ms` (its failure counts as settled: the caller goes on either way). */
function settledWithin(promise: Promise<unknown>, ms: number): Promise<void> {
  return Promise.race([
    promise.then(
      () => undefined,
      () => undefined,
    ),
    new Promise<void>((resolve) => setTimeout(resolve, ms)),
  ]);
}

/**
 * Boot: platform (decided once, before the router mounts) -> merchant -> i18n -> render, the session restored
 * alongside. What the first screen needs starts as early as it can and runs side by side: the language file, the
 * screen's code and, once the merchant is known, its data (through the screens' own query factories), so the first
 * render finds them arriving.
 */
/**
 * What the page says when the app could not start (its first texts, or another part of its code, did not come): in
 * the three languages, since none could be loaded, with a reload. Inside Telegram the client is told the app is
 * ready, or it would keep its loading screen over the page.
 */
function showBootFailure(platform: Platform | null): void {
  const root = document.getElementById('root');
  if (root) {
    root.innerHTML =
      '<main class="screen screen--centered boot-failed" role="alert" data-testid="boot-failed"><p>Ilova yuklanmadi. · Приложение не загрузилось. · The app did not load.</p><button type="button">Qayta urinish · Повторить · Try again</button></main>';
    root.querySelector('button')?.addEventListener('click', () => window.location.reload());
  }
  platform?.ready();
}

let booted: Platform | null = null;

async function boot(): Promise<void> {
  installScrollRestoration();
  // The code's evaluation is one long task on a phone; the boot's own work goes on in the next ones, cut where it
  // waits anyway or between its larger steps, so no turn of it holds the main thread for long.
  await yieldToMain();
  const platform = await bootPlatform();
  booted = platform;
  const queryClient = createQueryClient();
  const store = createAppStore(queryClient);
  store.set(platformAtom, platform);
  store.set(themeAtom, platform.theme());
  openStartParam(platform);
  const language = initialLanguage(platform);
  // Started before the screen's code is asked for: a screen's code waits for the screens' texts (shared/i18n), so the
  // language must be known by then.
  const textsReady = startTexts(language);
  const screenCode = preloadScreenFor(window.location.pathname);
  await yieldToMain();
  connectApiSession(store, currentLanguage, () => navigate(paths.home, { replace: true }));
  const merchant = await resolveMerchantId();
  // The app's first drawing on the screen: what is not needed for it (refreshing the stored user) waits for it.
  let onShown = (): void => undefined;
  const shown = new Promise<void>((resolve) => (onShown = () => afterNextPaint(resolve)));
  let restoring: Promise<void> = Promise.resolve();
  if (merchant.ok) {
    store.set(merchantIdAtom, merchant.data);
    // The stored session is read at once (a sign-in with a launch's data goes on meanwhile), so the first screen's
    // requests know whether a customer's own things can be asked for.
    restoring = restoreSession(store, platform, shown);
    // Needed only once a customer signs out or another signs in: its code comes when the page has settled.
    whenSettled(() => void import('./app/account-switch.ts').then((module) => module.forgetAccountOnChange(store)));
    prefetchFirstScreen(queryClient, {
      merchantId: merchant.data,
      catalogueType: menuCatalogueType(platform.launch.kind === 'telegram'),
      path: window.location.pathname,
      branchKnown: store.get(branchAtom) !== null,
      signedIn: store.get(isSignedInAtom),
    });
  } else forgetEarlyAnswers();
  await yieldToMain();
  await textsReady;
  // The menu needs no account: it is drawn (from the device's copy, or its skeleton) while a mini-app sign-in with
  // initData goes on, and Telegram is told the app is ready as soon as it is painted. A screen of the customer's own
  // things waits for the sign-in (at most a few seconds: a server that never answers must not leave the app blank),
  // and for its code, which then comes meanwhile: its first paint is its own (a title, a skeleton), not a spinner.
  if (!isCatalogueRoute(window.location.pathname))
    await settledWithin(Promise.all([restoring, screenCode]), SIGN_IN_WAIT_MS);

  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  // The first render is a transition: React builds the shell in slices of a few milliseconds, between which the
  // browser handles the first answers and input, where a plain render is one task of a few hundred at a phone's speed.
  const app = createRoot(root);
  startTransition(() =>
    app.render(
      <StrictMode>
        <App store={store} queryClient={queryClient} merchantFound={merchant.ok} onShown={onShown} />
      </StrictMode>,
    ),
  );
}

boot().catch((error: unknown) => {
  console.error('The app could not start', error);
  showBootFailure(booted);
});
