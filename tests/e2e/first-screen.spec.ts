import { createHash } from 'node:crypto';
import { expect, test, type Page, type Response } from '@playwright/test';
import { SETTLE_CAP_MS } from '../../src/shared/lib/when-settled.ts';
import { STORAGE_KEYS } from '../../src/shared/lib/storage-keys.ts';
import { PIECE_CHARS } from '../../src/shared/lib/storage.ts';
import { endpoints } from '../../src/shared/contract/endpoints.ts';
import { firstVisitRequests } from '../../src/app/first-screen-requests.ts';
import {
  apiGlob,
  english,
  expectNoShifts,
  meAnswered,
  ONE_LINE_BASKET,
  openSignedIn,
  picturesInViewArrived,
  recordApiRequests,
  recordShifts,
  signInByApi,
} from './support.ts';
import { MESSAGES } from './messages.ts';

// The first screen as a phone on mobile data sees it: nothing moves while it loads, its first pictures are fetched
// first, and the code of other screens waits until the page has settled.

const eng = MESSAGES.eng;

/** The menu's first dish is on the screen. */
const menuShown = (page: Page) => expect(page.getByTestId('product-card').first()).toBeVisible();

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** Holds the answers of the requests matching `glob` until the returned function lets them go. */
async function holdAnswers(page: Page, glob: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(glob, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

test('the home page does not move while it loads, its pictures and stories arrive, and a first dish is added', async ({
  page,
  baseURL,
}) => {
  await english(page, baseURL);
  await recordShifts(page);
  // The stories answer comes last (as on a slow network): the menu under the row must not move when it does.
  const releaseStories = await holdAnswers(page, apiGlob(endpoints.stories));
  await page.goto('/');
  await menuShown(page);
  releaseStories();
  await expect(page.getByTestId('story').first()).toBeVisible();
  await expect(page.getByTestId('banners')).toBeVisible();
  await picturesInViewArrived(page);

  const card = page.locator('[data-testid="product-card"][data-needs-options="false"]').first();
  await card.scrollIntoViewIfNeeded();
  await card.getByTestId('card-add').tap();
  await expect(card.getByTestId('card-units')).toHaveText('1');
  await expectNoShifts(page);
});

test('the banners come before a menu still on its way, and nothing moves when the menu comes under them', async ({
  page,
  baseURL,
}) => {
  await english(page, baseURL);
  await recordShifts(page);
  const releaseMenu = await holdAnswers(page, apiGlob(endpoints.overalls, '?*'));
  await page.goto('/');
  const skeleton = page.getByRole('main', { name: eng.catalogue.loading });
  await expect(skeleton).toBeVisible();
  // The first banner is painted while the menu is still awaited, its picture arrived.
  const banner = page.getByTestId('banners').locator('img').first();
  await expect(banner).toBeVisible();
  await expect
    .poll(() => banner.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);
  await expect(skeleton).toBeVisible();
  releaseMenu();
  await menuShown(page);
  await expectNoShifts(page);
});

test('the menu skeleton pulses as a few groups of shapes, each shape in one', async ({ page, baseURL }) => {
  await english(page, baseURL);
  const releaseMenu = await holdAnswers(page, apiGlob(endpoints.overalls, '?*'));
  await page.goto('/');
  const skeleton = page.getByRole('main', { name: eng.catalogue.loading });
  await expect(skeleton.locator('.skeleton').first()).toBeVisible();
  // Every animation's start and turn is an event dispatched through the page (React's listeners and all): a shape
  // pulses with its group where it has one, so the skeleton runs a few animations, not one per shape.
  const pulse = await skeleton.evaluate((main) => {
    const animated = (element: Element) =>
      element.getAnimations().some((animation) => (animation as CSSAnimation).animationName === 'skeleton-pulse');
    const shapes = [...main.querySelectorAll('.skeleton')];
    const still = shapes.filter((shape) => {
      for (let at: Element | null = shape; at && at !== main; at = at.parentElement) if (animated(at)) return false;
      return true;
    });
    const running = document
      .getAnimations()
      .filter((animation) => (animation as CSSAnimation).animationName === 'skeleton-pulse').length;
    return { shapes: shapes.length, still: still.length, running };
  });
  expect(pulse.shapes).toBeGreaterThan(20);
  expect(pulse.still).toBe(0);
  expect(pulse.running).toBeLessThanOrEqual(8);
  releaseMenu();
  await menuShown(page);
});

test('a merchant without stories: the row goes before the menu comes, and nothing moves', async ({ page, baseURL }) => {
  await english(page, baseURL);
  await recordShifts(page);
  const releaseMenu = await holdAnswers(page, apiGlob(endpoints.overalls, '?*'));
  await page.route(apiGlob(endpoints.stories), (route) => route.fulfill({ json: [] }));
  await page.goto('/');
  await expect(page.getByTestId('banners').locator('img').first()).toBeVisible();
  releaseMenu();
  await menuShown(page);
  await expect(page.locator('.stories')).toHaveCount(0);
  await expectNoShifts(page);
});

test('a repeat visit does not move either, though the menu paints from the device before any answer', async ({
  page,
  baseURL,
}) => {
  await english(page, baseURL);
  await page.goto('/');
  await menuShown(page);
  await recordShifts(page);
  // Every answer of the second visit is held until the menu is on the screen.
  const release = await holdAnswers(page, '**/api/**');
  await page.reload();
  await menuShown(page);
  release();
  await expect(page.getByTestId('story').first()).toBeVisible();
  await expectNoShifts(page);
});

test('the first pictures load at once and first; the others when scrolled near', async ({ page, baseURL }) => {
  await english(page, baseURL);
  await page.goto('/');
  const pictures = page.locator('[data-testid="product-card"] .product-card__image img');
  await expect(pictures.first()).toBeVisible();
  for (const index of [0, 1]) {
    await expect(pictures.nth(index)).toHaveAttribute('loading', 'eager');
    await expect(pictures.nth(index)).toHaveAttribute('fetchpriority', 'high');
  }
  // Later ones when near, and behind the first ones even once on the screen (Chromium would raise them to high).
  await expect(pictures.nth(2)).toHaveAttribute('loading', 'lazy');
  await expect(pictures.nth(2)).toHaveAttribute('fetchpriority', 'low');
});

test("the search page's first popular dishes and a dish's own picture load at once and first, too", async ({
  page,
  baseURL,
}) => {
  await english(page, baseURL);
  await page.goto('/search');
  const popular = page.getByTestId('search-popular').locator('.product-card__image img');
  await expect(popular.first()).toBeVisible();
  for (const index of [0, 1]) await expect(popular.nth(index)).toHaveAttribute('fetchpriority', 'high');
  await expect(popular.nth(2)).toHaveAttribute('loading', 'lazy');
  await page.goto('/Product/1');
  await expect(page.locator('.product__image img')).toHaveAttribute('fetchpriority', 'high');
});

/** The API client's wire code (axios, src/shared/api/transport.ts), a chunk of its own. */
const WIRE_SCRIPT = /^\/assets\/transport-[\w-]+\.js$/;

/**
 * Records the scripts the page runs from now until `stop()`, which answers the start of each one that carries any of
 * `marks` (a string only that code has): none, when that code was not loaded.
 */
function recordScripts(page: Page): { stop: (...marks: string[]) => Promise<string[]> } {
  const scripts: Promise<string>[] = [];
  const collect = (response: Response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  };
  page.on('response', collect);
  return {
    stop: async (...marks) => {
      page.off('response', collect);
      const loaded = await Promise.all(scripts);
      expect(loaded.length).toBeGreaterThan(3);
      return loaded.filter((code) => marks.some((mark) => code.includes(mark))).map((code) => code.slice(0, 80));
    },
  };
}

/** The likely next screens' code is asked for: the page has settled. */
const settled = (page: Page) =>
  page.waitForRequest(/\/assets\/product-screen[^/]*\.js$/, { timeout: SETTLE_CAP_MS + 5_000 });

/** The scripts this page has fetched whose path matches `pattern`. */
const fetchedScripts = (page: Page, pattern: RegExp): Promise<string[]> =>
  page.evaluate(
    (source) =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => new RegExp(source).test(path)),
    pattern.source,
  );

test("a first visit's first requests leave before the app has come, each once, and the app paints with their answers", async ({
  page,
  baseURL,
}) => {
  await english(page, baseURL);
  const asked = recordApiRequests(page);
  await page.goto('/');
  await menuShown(page);
  await expect(page.getByTestId('story').first()).toBeVisible();
  // Sent by the page's early script (fetch), none again by the app (whose client uses XMLHttpRequest).
  for (const key of firstVisitRequests({ home: true, catalogueType: 'WEB' }))
    expect(
      asked.filter((request) => request.key === key).map((request) => request.type),
      key,
    ).toEqual(['fetch']);
  // The app took each of them as its own answer: its wire code (axios) was not needed for the first screen.
  expect(await fetchedScripts(page, WIRE_SCRIPT)).toEqual([]);
  // A repeat visit paints from the device and asks on its own: the early script sends nothing.
  asked.length = 0;
  await page.reload();
  await menuShown(page);
  await picturesInViewArrived(page);
  expect(asked.filter((request) => request.type === 'fetch')).toEqual([]);
  await expect.poll(() => fetchedScripts(page, WIRE_SCRIPT)).toHaveLength(1);
});

/**
 * A phone's network (150 ms round trips, 1.6 Mbps) for the rest of the test, with the browser's cache emptied: the
 * app's code takes most of a second to come, so what is asked for only once it has run starts after it has come.
 */
async function onPhoneNetwork(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

/** The wedding plov's page (three photos) opened in English, as a first visit on a phone's network. */
async function openDishOnPhone(page: Page, baseURL: string | undefined): Promise<void> {
  await english(page, baseURL);
  await onPhoneNetwork(page);
  await page.goto('/Product/1');
}

/**
 * When the app's code had come, and when the first file (a script, a picture) whose path matches `pattern` was asked
 * for.
 */
const askedBeforeApp = (page: Page, pattern: RegExp) =>
  page.evaluate((source) => {
    const scripts = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const first = (test: RegExp) => scripts.find((entry) => test.test(new URL(entry.name).pathname));
    const app = first(/^\/assets\/app-[\w-]+\.js$/);
    const other = first(new RegExp(source));
    return { appCame: app?.responseEnd ?? null, asked: other?.startTime ?? null };
  }, pattern.source);

/** What asked for each download of the file at `address` (absolute), in order: `link` for a preload, `img` an <img>. */
const initiatorsOf = (page: Page, address: string) =>
  page.evaluate(
    (name) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name === name)
        .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
    address,
  );

test("a page opened on a dish asks for its screen's code alongside the app's, not once the app has run", async ({
  page,
  baseURL,
}) => {
  await openDishOnPhone(page, baseURL);
  await expect(page.locator('#product-title')).toBeVisible();
  const timing = await askedBeforeApp(page, /^\/assets\/product-screen[\w.-]*\.js$/);
  expect(timing.appCame).not.toBeNull();
  expect(timing.asked).not.toBeNull();
  expect(timing.asked ?? Infinity).toBeLessThan(timing.appCame ?? 0);
});

test("a first visit to a dish's page asks for its picture as soon as the menu's answer has come, not once the screen is drawn", async ({
  page,
  baseURL,
}) => {
  await openDishOnPhone(page, baseURL);
  const picture = page.locator('.product__image img');
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete)).toBe(true);
  const address = await picture.evaluate((image: HTMLImageElement) => image.currentSrc);
  // Asked for once, by the early script's preload (a request of the <img> itself would be the image's own).
  expect(await initiatorsOf(page, address)).toEqual(['link']);
});

test("a repeat visit, whose requests are the app's own, asks for the client's wire code alongside the app's", async ({
  page,
  baseURL,
}) => {
  await english(page, baseURL);
  await page.goto('/');
  await menuShown(page);
  await onPhoneNetwork(page);
  await page.reload();
  await menuShown(page);
  await expect.poll(() => fetchedScripts(page, WIRE_SCRIPT)).toHaveLength(1);
  const timing = await askedBeforeApp(page, WIRE_SCRIPT);
  expect(timing.appCame).not.toBeNull();
  expect(timing.asked ?? Infinity).toBeLessThan(timing.appCame ?? 0);
});

test("a repeat visit draws the rows it keeps before any answer, the first banner's picture asked for before the app has come", async ({
  page,
  baseURL,
}) => {
  await english(page, baseURL);
  await page.goto('/');
  await menuShown(page);
  const banner = page.getByTestId('banners').locator('img').first();
  const address = await banner.getAttribute('src');
  expect(address).toBeTruthy();
  await onPhoneNetwork(page);
  // The rows' answers are held for the whole visit: what is drawn is the device's copy.
  await holdAnswers(page, apiGlob(endpoints.banners));
  await holdAnswers(page, apiGlob(endpoints.stories));
  await page.reload();
  await expect(banner).toBeVisible();
  await expect(banner).toHaveAttribute('src', address ?? '');
  await expect(page.getByTestId('story').first()).toBeVisible();
  await expect
    .poll(() => banner.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);
  // Asked for once, by the early script's preload, while the app's code was still on its way.
  const picture = await banner.evaluate((image: HTMLImageElement) => image.currentSrc);
  expect(await initiatorsOf(page, picture)).toEqual(['link']);
  const timing = await askedBeforeApp(page, new RegExp(`^${new URL(picture).pathname.replace(/[.]/g, '\\.')}$`));
  expect(timing.appCame).not.toBeNull();
  expect(timing.asked ?? Infinity).toBeLessThan(timing.appCame ?? 0);
});

test("a first visit with a stored session paints its first screen before asking for the client's wire code, then refreshes its user", async ({
  page,
  baseURL,
  request,
}) => {
  const session = await signInByApi(request);
  await english(page, baseURL);
  await page.context().addCookies([{ name: 'token', value: session.token, url: baseURL ?? '' }]);
  await onPhoneNetwork(page);
  const refreshed = meAnswered(page);
  await page.goto('/');
  await menuShown(page);
  // The user's refresh, after the first paint, is the first request that needs the wire: it comes for that.
  expect((await refreshed).ok()).toBe(true);
  const timing = await askedBeforeApp(page, WIRE_SCRIPT);
  expect(timing.appCame).not.toBeNull();
  expect(timing.asked).not.toBeNull();
  expect(timing.asked ?? 0).toBeGreaterThan(timing.appCame ?? Infinity);
});

test("a dish's page draws without the photo viewer's code, which comes as a finger touches the photo", async ({
  page,
  baseURL,
}) => {
  await openDishOnPhone(page, baseURL);
  await expect(page.locator('#product-title')).toHaveText('Wedding plov');
  await expect(page.locator('.product__image img')).toBeVisible();
  const viewerCode = /^\/assets\/image-viewer\.ui-[\w-]+\.js$/;
  expect(await fetchedScripts(page, viewerCode)).toEqual([]);
  await page.locator('.product__image').tap();
  await expect(page.getByRole('dialog', { name: 'Photo viewer: Wedding plov' })).toBeVisible();
  expect(await fetchedScripts(page, viewerCode)).toHaveLength(1);
});

test("a browser's page never loads the haptics' code (a browser has none), nor the session-expired dialog's while no session has expired", async ({
  page,
  baseURL,
}) => {
  await english(page, baseURL);
  const scripts = recordScripts(page);
  const pastSettle = settled(page);
  await page.goto('/');
  await menuShown(page);
  await pastSettle;
  // A first dish added: a tap that answers with a haptic inside Telegram.
  const card = page.locator('[data-testid="product-card"][data-needs-options="false"]').first();
  await card.getByTestId('card-add').tap();
  await expect(card.getByTestId('card-units')).toHaveText('1');
  // The haptics' selector of tapped controls, and the dialog's title, in no script the page has run.
  expect(await scripts.stop('[data-haptic]', 'session-expired-title')).toEqual([]);
});

test("the page names its first screen's code and nothing more: no entry file of its own before it, no file for the bundler's runtime, its early script or its icon", async ({
  request,
}) => {
  const answer = await request.get('/');
  const html = await answer.text();
  const named = [...html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) =>
    match[1]!.replace(/-[\w-]{8}\.js$/, ''),
  );
  // The first screen's chunk is the page's module script itself (vite.config.ts), and the bundler's runtime is folded
  // into it (scripts/vite-runtime-in-first-screen.ts): two requests fewer beside it.
  expect(named.sort()).toEqual(['/assets/app', '/assets/uz']);
  // The early script is in the page (scripts/vite-early-requests.ts), the one inline script, allowed by its hash.
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
  expect(inline).toHaveLength(1);
  const hash = `'sha256-${createHash('sha256').update(inline[0]!).digest('base64')}'`;
  const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(answer.headers()['content-security-policy'] ?? '')?.[1];
  expect(scriptSrc?.split(' ')).toEqual(["'self'", hash]);
  // Nor a file for its icon (scripts/vite-inline-page-files.ts), until the merchant's own replaces it.
  expect(html).toMatch(/<link rel="icon" href="data:image\/svg\+xml,%3Csvg/);
});

/** The path of every stylesheet the page asks for from now on (as a stylesheet or a preload), in order. */
function stylesheetsAskedFor(page: Page): string[] {
  const sheets: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.endsWith('.css')) sheets.push(path);
  });
  return sheets;
}

test("the first screen's stylesheet is in the page: its file is never fetched, not even as other screens come", async ({
  page,
  baseURL,
}) => {
  await english(page, baseURL);
  const sheets = stylesheetsAskedFor(page);
  const otherScreens = settled(page);
  await page.goto('/');
  await menuShown(page);
  const firstScreenSheet = await page.locator('link[rel="stylesheet"][disabled]').getAttribute('href');
  expect(firstScreenSheet).toMatch(/^\/assets\/app-[\w-]+\.css$/);
  await otherScreens;
  await page.getByTestId('product-card').first().locator('a').first().tap();
  await expect(page.locator('#product-title')).toBeVisible();
  // A map's code names the first screen's stylesheet among its own: the loader finds it in the page.
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort('internetdisconnected'));
  await page.goto('/branches/map');
  await expect(page.getByTestId('map-state')).toBeAttached();
  expect(sheets.filter((sheet) => sheet === firstScreenSheet)).toEqual([]);
  // The screens' own stylesheets came as files, after the first screen's rules in the page.
  expect(sheets.some((sheet) => /\/assets\/product-screen-[\w-]+\.css$/.test(sheet))).toBe(true);
  expect(sheets.some((sheet) => /\/assets\/leaflet-map-[\w-]+\.css$/.test(sheet))).toBe(true);
});

test("a page opened on a dish asks for its screen's stylesheet once: the early script's preload is the one the app uses", async ({
  page,
  baseURL,
}) => {
  await english(page, baseURL);
  const sheets = stylesheetsAskedFor(page);
  const unused: string[] = [];
  page.on('console', (message) => {
    if (/preload .* is found, but is not used/i.test(message.text())) unused.push(message.text());
  });
  await page.goto('/Product/1');
  await expect(page.locator('#product-title')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const screenSheets = sheets.filter((sheet) => /\/assets\/product-screen-[\w-]+\.css$/.test(sheet));
  // Asked for by the early script, before the app had come, and taken by the app's loader as it was.
  expect(screenSheets).toHaveLength(1);
  expect(new Set(sheets).size).toBe(sheets.length);
  expect(unused).toEqual([]);
});

test('code of other screens is fetched only after the first screen has settled', async ({ page, baseURL }) => {
  await english(page, baseURL);
  const requested: { url: string }[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') requested.push({ url: request.url() });
  });
  const otherScreen = /\/assets\/(product-screen|search-screen|profile-screen|login-phone-screen)[^/]*\.js$/;
  // The page's own bound: however busy the network, the preloads start at the latest SETTLE_CAP_MS after the first render.
  const preloaded = page.waitForRequest(otherScreen, { timeout: SETTLE_CAP_MS + 5_000 });
  await page.goto('/');
  await menuShown(page);
  await picturesInViewArrived(page);
  expect(requested.filter((entry) => otherScreen.test(entry.url)).map((entry) => entry.url)).toEqual([]);
  // They do come, once the network has been quiet: opening a dish next is still instant.
  await preloaded;
});

for (const [name, path, signedIn, ready] of [
  ['product page', '/Product/1', false, '#product-title'],
  ['basket', '/cart', false, '[data-testid="cart-line"]'],
  ['checkout', '/checkout', true, '[data-testid^="payment-"]'],
] as const) {
  test(`the ${name} does not move while it loads`, async ({ page, baseURL, request }) => {
    await english(page, baseURL);
    await recordShifts(page);
    if (signedIn)
      await openSignedIn(
        page,
        baseURL,
        path,
        await signInByApi(request, { firstName: 'Layout', lastName: 'Shift' }),
        ONE_LINE_BASKET,
      );
    else {
      await page.goto('/');
      await page.evaluate((basket) => localStorage.setItem('basket', JSON.stringify(basket)), ONE_LINE_BASKET);
      await page.goto(path);
    }
    await expect(page.locator(ready).first()).toBeVisible();
    await expect(page.getByTestId('browser-main-button')).toBeVisible();
    // Everything the page asked for has come (the quote, the pictures): what could still move it has happened.
    await page.waitForLoadState('networkidle');
    await expectNoShifts(page);
  });
}

test('a page opened on the checkout paints its title with its first paint, and only once', async ({
  page,
  baseURL,
  request,
}) => {
  await english(page, baseURL);
  await page.addInitScript(() => {
    const seen: { paint?: string; largest?: string | null; at: number }[] = [];
    (window as unknown as { seenPaints: typeof seen }).seenPaints = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) seen.push({ paint: entry.name, at: entry.startTime });
    }).observe({ type: 'paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[])
        seen.push({ largest: entry.element?.id ?? null, at: entry.startTime });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await openSignedIn(
    page,
    baseURL,
    '/checkout',
    await signInByApi(request, { firstName: 'First', lastName: 'Paint' }),
    ONE_LINE_BASKET,
  );
  await expect(page.locator('[data-testid^="payment-"]').first()).toBeVisible();
  const seen = await page.evaluate(
    () => (window as unknown as { seenPaints: { paint?: string; largest?: string | null; at: number }[] }).seenPaints,
  );
  const firstPaint = seen.find((entry) => entry.paint === 'first-contentful-paint');
  const largest = seen.filter((entry) => entry.largest !== undefined);
  // The first largest paint is the title, drawn with the page's first paint (not a spinner first), and it is never
  // drawn anew (no second title once the form has come). Larger text of the form may follow, as in English.
  expect(largest[0]).toEqual({ largest: 'checkout-title', at: firstPaint?.at });
  expect(largest.filter((entry) => entry.largest === 'checkout-title')).toHaveLength(1);
});

test('a dish opened directly does not move when the merchant settings come after the menu', async ({
  page,
  baseURL,
}) => {
  await english(page, baseURL);
  await recordShifts(page);
  // The settings decide the heart beside the title and where the add button sits: held back until the menu is in, the
  // page waits for them instead of drawing without and moving when they come.
  const releaseSettings = await holdAnswers(page, apiGlob(endpoints.webSettings));
  const catalogue = page.waitForResponse((response) => response.url().includes(endpoints.overalls.path));
  await page.goto('/Product/1');
  await catalogue;
  await expect(page.getByTestId('product-loading')).toBeVisible();
  releaseSettings();
  await expect(page.locator('#product-title')).toBeVisible();
  await expect(page.getByTestId('favourite-button')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoShifts(page);
});

test('the basket opened first, before the menu or the merchant settings have ever been on the device, does not move when they arrive', async ({
  page,
  baseURL,
}) => {
  await english(page, baseURL);
  await page.addInitScript((basket) => {
    if (!localStorage.getItem('basket')) localStorage.setItem('basket', JSON.stringify(basket));
  }, ONE_LINE_BASKET);
  await recordShifts(page);
  let releaseMenu: () => void = () => undefined;
  const menuHeld = new Promise<void>((resolve) => (releaseMenu = resolve));
  // The menu and the merchant's settings (which services it offers) are held together, so the order they
  // would come in on a busy machine does not decide what the page shows first.
  for (const glob of [apiGlob(endpoints.overalls, '?*'), apiGlob(endpoints.webSettings)]) {
    await page.route(glob, async (route) => {
      await menuHeld;
      await route.continue();
    });
  }
  await page.goto('/cart');
  const line = page.getByTestId('cart-line').first();
  await expect(line).toBeVisible();
  // Until the menu is in, the line is neither named nor called unavailable: that is not known yet.
  await expect(page.getByTestId('cart-warning')).toHaveCount(0);
  await expect(line.getByTestId('cart-line-unavailable')).toHaveCount(0);
  await expect(line).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByTestId('service-type-pending')).toBeVisible();
  releaseMenu();
  await expect(page.getByRole('radiogroup')).toBeVisible();
  await expect(line).not.toHaveAttribute('aria-busy', 'true');
  await expect(line.locator('.cart-line__price')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoShifts(page);
});

/**
 * Records, in the page, the address of every answer whose body is read into the page (fetch's arrayBuffer, text and
 * json, an XMLHttpRequest taken as anything but a Blob).
 */
async function recordBodiesReadInPage(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const read: string[] = [];
    (window as unknown as { bodiesRead: string[] }).bodiesRead = read;
    const fetched = window.Response.prototype as unknown as Record<string, (this: { url: string }) => Promise<unknown>>;
    for (const method of ['arrayBuffer', 'text', 'json']) {
      const original = fetched[method];
      fetched[method] = function (this: { url: string }) {
        read.push(this.url);
        return original?.call(this) ?? Promise.reject(new Error(method));
      };
    }
    const open = XMLHttpRequest.prototype.open as (this: XMLHttpRequest, ...args: unknown[]) => void;
    XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: unknown[]) {
      const url = String(args[1]);
      this.addEventListener('loadend', () => {
        if (this.responseType !== 'blob') read.push(url);
      });
      open.apply(this, args);
    } as typeof XMLHttpRequest.prototype.open;
  });
  return () => page.evaluate(() => (window as unknown as { bodiesRead: string[] }).bodiesRead);
}

test("the menu's answer never passes through the page: the early script's and the app's own are taken as a Blob", async ({
  page,
  baseURL,
}) => {
  await english(page, baseURL);
  const bodiesRead = await recordBodiesReadInPage(page);
  const menuAnswered = () => page.waitForResponse((response) => response.url().includes(endpoints.overalls.path));
  // A first visit: the early script asks for the menu.
  let answered = menuAnswered();
  await page.goto('/');
  await answered;
  await menuShown(page);
  const firstVisit = await bodiesRead();
  // Answers were read in the page (the settings'), so the recording works; the menu's was not.
  expect(firstVisit.length).toBeGreaterThan(0);
  expect(firstVisit.filter((url) => url.includes(endpoints.overalls.path))).toEqual([]);
  // A visit with the settings kept but no copy of the menu: the early script leaves it to the app, which asks for it
  // through its client. The app keeps its copy once the page is idle: it is dropped after that, or it would be back.
  const keptMenu = () => page.evaluate((key) => window.localStorage.getItem(key) !== null, STORAGE_KEYS.catalogue);
  await expect.poll(keptMenu).toBe(true);
  await page.evaluate((key) => window.localStorage.removeItem(key), STORAGE_KEYS.catalogue);
  answered = menuAnswered();
  await page.reload();
  await answered;
  await menuShown(page);
  await expect.poll(async () => (await bodiesRead()).length).toBeGreaterThan(0);
  expect((await bodiesRead()).filter((url) => url.includes(endpoints.overalls.path))).toEqual([]);
});

test('the menu is kept for the next visit in pieces, none of them a write that holds the page, and is read back whole', async ({
  page,
  baseURL,
}) => {
  await english(page, baseURL);
  await page.addInitScript(() => {
    const writes: [string, number][] = [];
    (window as unknown as { writes: typeof writes }).writes = writes;
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
      writes.push([key, value.length]);
      setItem.call(this, key, value);
    };
  });
  await page.goto('/');
  await menuShown(page);
  const kept = () => page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEYS.catalogue);
  await expect.poll(kept).not.toBeNull();
  const writes = await page.evaluate(() => (window as unknown as { writes: [string, number][] }).writes);
  const pieces = writes.filter(([key]) => key.startsWith(`${STORAGE_KEYS.catalogue}.`));
  // The demo menu is about 100 KB: several pieces, none longer than a piece, and no write of the whole.
  expect(pieces.length).toBeGreaterThan(3);
  expect(Math.max(...writes.map(([, length]) => length))).toBeLessThanOrEqual(PIECE_CHARS);
  const { pieces: count } = JSON.parse((await kept()) ?? '{}') as { pieces: number };
  expect(count).toBe(pieces.length);
  // Read back: the next visit paints the menu while every answer is held.
  const release = await holdAnswers(page, '**/api/**');
  await page.reload();
  await menuShown(page);
  release();
});
