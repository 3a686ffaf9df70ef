/**
 * Touch targets (WCAG 2.2, 2.5.8 Target Size, minimum): on every route of `routes.ts`, every control a finger can
 * hit is at least 24 x 24 CSS px, with the criterion's exceptions implemented as written:
 * - spacing: a smaller target passes when a 24 px circle centred on it meets no other target, nor the circle of
 *   another smaller target;
 * - inline: a link inside a sentence (an inline link with other words in the same block) is sized by the text;
 * - the user agent's own: a native radio or checkbox the UI kit hides and draws as icons is hit through its <label>,
 *   which is the target measured.
 * A target's size is what takes the tap: its border box with an absolutely placed ::before or ::after drawn beyond it
 * (the app's way of giving a small control a larger target).
 * The routes are walked in one page per group, navigating inside the app as its own links do.
 */
import { expect, test, type Page } from '@playwright/test';
import { ROUTES, sweepCustomer, type RouteCase } from './routes.ts';
import { english, ONE_LINE_BASKET, openSignedIn } from './support.ts';
import { smallTargets } from './targets.ts';

test.use({ viewport: { width: 390, height: 844 } });

const theCustomer = sweepCustomer({ firstName: 'Barmoq', lastName: 'Uchi' });

/** Requests the page has under way: a route has settled when none is left and nothing shows as loading. */
function trackRequests(page: Page): () => number {
  let open = 0;
  page.on('request', () => (open += 1));
  page.on('requestfinished', () => (open -= 1));
  page.on('requestfailed', () => (open -= 1));
  return () => open;
}

async function settled(page: Page, inFlight: () => number): Promise<void> {
  await expect(page.locator('main').first()).toBeVisible();
  await expect
    .poll(
      async () =>
        inFlight() === 0 &&
        (await page.locator('main [aria-busy="true"], main .skeleton, main .page-loading').count()) === 0,
    )
    .toBe(true);
}

/** Goes to `path` as the app's links do (history and the router), without loading the page again. */
async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => window.history.pushState(null, '', to), path);
  await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe(path);
}

const signedIn = ROUTES.filter((route) => !route.guest);
const GROUPS = 3;
const groups: RouteCase[][] = Array.from({ length: GROUPS }, (_, g) =>
  signedIn.filter((_route, index) => index % GROUPS === g),
);

groups.forEach((routes, g) => {
  test(`targets of at least 24 x 24 px (or spaced): ${routes.map((r) => r.name).join(', ')}`, async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(20_000 + routes.length * 5_000);
    await english(page, baseURL);
    await page.route(/tile\.openstreetmap\.org/, (tile) => tile.abort('internetdisconnected'));
    const { session, ids } = await theCustomer(request);
    const inFlight = trackRequests(page);
    const found: string[] = [];
    for (const [index, route] of routes.entries()) {
      const path = route.path(ids);
      if (index === 0) await openSignedIn(page, baseURL, path, session, ONE_LINE_BASKET);
      else await goInApp(page, path);
      await settled(page, inFlight);
      found.push(...(await smallTargets(page)).map((line) => `${route.name} (${path}): ${line}`));
    }
    expect(found, `group ${g + 1}`).toEqual([]);
  });
});

test('targets of at least 24 x 24 px (or spaced): sign-in, as a guest', async ({ page, baseURL }) => {
  await english(page, baseURL);
  const inFlight = trackRequests(page);
  const route = ROUTES.find((r) => r.guest);
  if (!route) throw new Error('routes.ts has no guest route');
  await page.goto(route.path({ productId: 0, categoryId: 0, vacancyId: 0, orderId: 0 }));
  await settled(page, inFlight);
  expect(await smallTargets(page)).toEqual([]);

  // The check itself: two 16 px buttons side by side are found (their circles meet); a lone one with room round it,
  // a link inside a sentence, and a 16 px icon with a 44 px ::before target pass.
  await page.evaluate(() => {
    const main = document.querySelector('main');
    main?.insertAdjacentHTML(
      'beforeend',
      `<div style="display:flex;gap:2px"><button style="width:16px;height:16px;padding:0" aria-label="tight one"></button>` +
        `<button style="width:16px;height:16px;padding:0" aria-label="tight two"></button></div>` +
        `<div style="padding:30px"><button style="width:16px;height:16px;padding:0" aria-label="alone"></button></div>` +
        `<p>Read the <a href="/terms">terms</a> first.</p>` +
        `<style>.grown{position:relative;width:16px;height:16px;padding:0}.grown::before{content:'';position:absolute;inset:-14px}</style>` +
        `<div style="padding:30px"><button class="grown" aria-label="grown"></button></div>`,
    );
  });
  const found = await smallTargets(page);
  expect(found.map((line) => line.replace(/^button "([^"]+)".*$/, '$1'))).toEqual(['tight one', 'tight two']);
});
