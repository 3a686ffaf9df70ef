/**
 * The page's early script: on a first visit it sends the first screen's requests while the browser is still fetching
 * and compiling the app, whose own requests would leave only once the app has booted (a second or more on a phone
 * on mobile data). The app takes their outcomes as its own (src/shared/api/early-answers.ts).
 *
 * index.html carries it as an inline classic script at the end of its head, built apart from the app
 * (scripts/vite-early-requests.ts), so it imports only plain modules: no React, no schema library, no cookie library.
 * It makes the requests the app would make itself at boot, decided the same way (the merchant, the language, the
 * catalogue's kind, the screen), and only where the app would make them: on a repeat visit the app paints from what
 * this device keeps, and asks for less, or later. On every visit it also asks for the code of the screen the page
 * opens on, when that is not the home page (whose code is the app's own), and, when the app will send requests of
 * its own as it boots, for the code it sends them with. On a first visit to a dish's page it asks for the dish's
 * picture as soon as the menu's answer has come (src/app/opening-picture.ts), and on a repeat visit to the home page for
 * the first banner's picture the device keeps. A page opened on an order with a stored session asks for the order on
 * any visit (a customer's link to it, from a bot's message).
 */
import { rawLaunchQuery } from '@platform/detect.ts';
import { launchLanguageCode } from '@platform/telegram/launch-user.ts';
import { firstVisitRequests, openingOrderRequest } from '@/app/first-screen-requests.ts';
import { dishOfPath, dishPictureIn, keptBannerPicture } from '@/app/opening-picture.ts';
import { openingPatternOf, type OpeningFiles } from '@/app/opening-screens.ts';
import { menuCatalogueType } from '@/entities/catalogue/catalogue.lib.ts';
import { merchantSource, parseKnownMerchants } from '@/entities/merchant/merchant.lib.ts';
import { requestKey, sendEarly, type EarlyOutcome } from '@/shared/api/early-answers.ts';
import { env } from '@/shared/config/env.ts';
import {
  AUTHORIZATION_HEADER,
  bearer,
  firstLanguage,
  LANGUAGE_HEADER,
  MERCHANT_HEADER,
  type Language,
} from '@/shared/contract/basics.ts';
import { fillPath } from '@/shared/contract/endpoint.ts';
import { firstScreenEndpoints } from '@/shared/contract/first-screen-endpoints.ts';
import { COOKIE_KEYS, STORAGE_KEYS } from '@/shared/lib/storage-keys.ts';
import { startParamPath } from '@/shared/routing/deep-link.ts';
import { paths } from '@/shared/routing/paths.ts';

/** A cookie's value as the app's cookie library reads it, or null. */
function cookie(name: string): string | null {
  for (const pair of document.cookie.split('; ')) {
    const at = pair.indexOf('=');
    if (pair.slice(0, at) !== name) continue;
    try {
      return decodeURIComponent(pair.slice(at + 1));
    } catch {
      return null;
    }
  }
  return null;
}

/** Nothing of a merchant is kept on this device: the app will ask for all of its first screen. */
function firstVisit(): boolean {
  try {
    const kept = [STORAGE_KEYS.settings, STORAGE_KEYS.catalogue, STORAGE_KEYS.menuBranch];
    return kept.every((key) => window.localStorage.getItem(key) === null);
  } catch {
    return false;
  }
}

/** The merchant id of a merchant-lookup answer, or null. */
function merchantIdOf(outcome: EarlyOutcome): string | null {
  if (outcome.kind !== 'answer' || outcome.status !== 200) return null;
  try {
    if (!(outcome.body instanceof ArrayBuffer)) return null;
    const merchant: unknown = JSON.parse(new TextDecoder().decode(outcome.body));
    const id = (merchant as { id?: unknown } | null)?.id;
    return typeof id === 'string' ? id : null;
  } catch {
    return null;
  }
}

/** The files each opening screen needs, from the build (scripts/vite-early-requests.ts); undefined in development. */
declare const __OPENING_FILES__: OpeningFiles | undefined;
const builtFiles = typeof __OPENING_FILES__ === 'undefined' ? null : __OPENING_FILES__;

/**
 * Asks for a file as the app will: modules and styles with CORS (the bundler's loader adds a screen's stylesheet with
 * `crossorigin`, and a preload asked without it is not used: the stylesheet was fetched twice), a picture as an <img>
 * with `fetchpriority="high"` does (so the app's own requests find these).
 */
function addLink(kind: 'module' | 'style' | 'picture', href: string): void {
  const link = document.createElement('link');
  link.rel = kind === 'module' ? 'modulepreload' : 'preload';
  if (kind !== 'picture') link.crossOrigin = '';
  if (kind === 'style') link.as = 'style';
  if (kind === 'picture') {
    link.as = 'image';
    link.fetchPriority = 'high';
  }
  link.href = href;
  document.head.append(link);
}

/**
 * The code and texts of the screen the page opens on, when it is one of the opening screens, asked for alongside the
 * app's own code instead of once the app has booted; the app's loader then finds them loaded or on their way.
 */
function preloadScreen(path: string, language: Language): void {
  const pattern = openingPatternOf(path);
  if (!builtFiles || !pattern) return;
  const needed = [builtFiles.screens[pattern], builtFiles.texts[language]];
  for (const href of needed.flatMap((part) => part.js)) addLink('module', href);
  for (const href of needed.flatMap((part) => part.css)) addLink('style', href);
}

/**
 * The API client's wire code, asked for alongside the app's when the app will send requests of its own as it boots:
 * on a repeat visit (the requests below are a first visit's) and inside Telegram (a launch signs in with its data). A
 * first visit in a browser is served by the requests below, and its first paint does not wait for that code, a stored
 * session's included: its user is refreshed once the first screen is painted, and a screen's own requests (checkout's
 * addresses) load the code when they are made, after that paint, so it does not share the line with the first screen.
 */
function preloadWire(): void {
  for (const href of builtFiles?.wire.js ?? []) addLink('module', href);
}

/** A page opened on a dish: its picture, found in the menu's answer, is asked for before the app has come. */
async function preloadDishPicture(menu: EarlyOutcome, dish: number): Promise<void> {
  const picture = menu.kind === 'answer' && menu.status === 200 ? await dishPictureIn(menu.body, dish) : null;
  if (picture) addLink('picture', picture);
}

function start(): void {
  const launch = rawLaunchQuery();
  const language = firstLanguage(cookie(COOKIE_KEYS.language), launch ? launchLanguageCode(launch) : null);
  const startParam = launch ? new URLSearchParams(launch).get('tgWebAppStartParam') : null;
  // The path the app opens on: a start parameter leads a launch on the home page to its screen.
  const { pathname } = window.location;
  const opens = pathname === paths.home ? (startParamPath(startParam) ?? pathname) : pathname;
  preloadScreen(opens, language);
  const first = firstVisit();
  const token = cookie(COOKIE_KEYS.token);
  if (!first || launch !== null) preloadWire();
  const send = (key: string, headers: Record<string, string>, large = false) =>
    sendEarly(env.VITE_API_URL, key, { [LANGUAGE_HEADER]: language, ...headers }, env.VITE_API_TIMEOUT_MS, large);
  const source = merchantSource({
    host: window.location.host,
    storedId: cookie(COOKIE_KEYS.merchant),
    storedSub: cookie(COOKIE_KEYS.sub),
    known: parseKnownMerchants(env.VITE_KNOWN_MERCHANTS),
  });
  // A customer's link to their order (a bot's message): asked with the stored session on any visit, as the app would.
  const order = openingOrderRequest(opens);
  if (order !== null && token !== null && (source.kind === 'stored' || source.kind === 'known'))
    void send(order, { [MERCHANT_HEADER]: source.id, [AUTHORIZATION_HEADER]: bearer(token) });
  // A repeat visit draws the banners this device keeps at once: the first one's picture, often the first screen's
  // largest, is asked for now rather than once the app has come and drawn it.
  if (!first && opens === paths.home && (source.kind === 'stored' || source.kind === 'known')) {
    const banner = keptBannerPicture(source.id);
    if (banner) addLink('picture', banner);
  }
  if (!first) return;
  const dish = dishOfPath(opens);
  const firstScreen = (merchantId: string) => {
    const screen = { home: opens === paths.home, catalogueType: menuCatalogueType(launch !== null) };
    const menuKey = requestKey(firstScreenEndpoints.overalls.path, { type: screen.catalogueType });
    for (const key of firstVisitRequests(screen)) {
      // The menu is taken as the app takes it (largeAnswer, catalogue.api.ts): it may run to megabytes.
      const outcome = send(key, { [MERCHANT_HEADER]: merchantId }, key === menuKey);
      if (dish !== null && key === menuKey) void outcome?.then((menu) => preloadDishPicture(menu, dish));
    }
  };
  if (source.kind === 'stored' || source.kind === 'known') firstScreen(source.id);
  if (source.kind === 'sub') {
    void send(requestKey(fillPath(firstScreenEndpoints.merchantBySub.path, { sub: source.sub })), {})?.then(
      (outcome) => {
        const id = merchantIdOf(outcome);
        if (id) firstScreen(id);
      },
    );
  }
}

start();
