/**
 * Faults in the middle of what a person is doing, beyond the per-endpoint matrix of faults.spec: a server that does
 * not answer for the whole time-out, the network gone at the moment of placing an order and back, the session ended
 * by the server between two steps, and the whole storefront on a slow 3G connection. Each time: the shell stays, the
 * error is said in the visitor's language with a way on, the basket is kept, and an order is made once.
 */
import { expect, test, type Page } from '@playwright/test';
import { endpoints } from '../../src/shared/contract/endpoints.ts';
import type { Order } from '../../src/shared/contract/order.ts';
import { MESSAGES } from './messages.ts';
import {
  addFromMenu,
  apiHeaders,
  apiPath,
  apiGlob,
  apiPattern,
  chooseTimeIfClosed,
  codeFor,
  english,
  openSignedIn,
  ORDER_POST,
  placeOrder,
  nextPhone,
  signInByApi,
} from './support.ts';

test.use({ viewport: { width: 390, height: 844 } });
const eng = MESSAGES.eng;

const storedBasket = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('basket') ?? 'null') as { items: unknown[] } | null);

async function ordersOf(page: Page, session: { token: string; user: unknown }): Promise<Order[]> {
  const userId = (session.user as { id: number }).id;
  const answer = await page.request.get(`${apiPath(endpoints.ordersOfUser, { userId })}?size=20&page=0`, {
    headers: apiHeaders(session.token),
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { content: Order[] }).content;
}

/** Signed in, two of a plain dish in the basket for pick-up, at checkout with nothing in the way of placing it. */
async function atCheckout(page: Page, baseURL: string | undefined, name: { firstName: string; lastName: string }) {
  await english(page, baseURL);
  const session = await signInByApi(page.request, name);
  await openSignedIn(page, baseURL, '/', session);
  await addFromMenu(page, 2);
  await page.getByTestId('browser-main-button').click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByTestId('service-PICK_UP').click();
  await page.getByTestId('browser-main-button').click();
  await expect(page).toHaveURL(/\/checkout$/);
  await chooseTimeIfClosed(page);
  await expect(page.getByTestId('checkout-blockers')).toHaveCount(0);
  return session;
}

test('a menu that never answers: the skeleton until the 30 s time-out, then the reason and a retry that loads it', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await english(page, baseURL);
  const pattern = apiPattern(endpoints.overalls);
  let hang = true;
  let calls = 0;
  await page.route(
    (url) => pattern.test(url.pathname),
    async (route) => {
      calls += 1;
      if (!hang) return route.fallback();
      // Held, as a server that has stopped answering holds it; the page gives up on its own clock.
      await new Promise<void>((resolve) => page.once('close', () => resolve()));
    },
  );
  await page.goto('/');
  await expect(page.getByRole('main', { name: eng.catalogue.loading })).toBeVisible();
  const retry = page.getByRole('button', { name: eng.common.retry, exact: true });
  await expect(page.getByText(eng.errors.timeout, { exact: true })).toBeVisible({ timeout: 40_000 });
  // A time-out has cost the whole wait already: it is not tried again unasked.
  expect(calls).toBe(1);
  await expect(page.locator('header')).toBeVisible();
  hang = false;
  await retry.click();
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  expect(calls).toBe(2);
});

test('offline at the moment of placing: it says there is no connection, keeps the basket, and back online places one order', async ({
  page,
  baseURL,
}) => {
  const session = await atCheckout(page, baseURL, { firstName: 'Aziza', lastName: 'Rahimova' });
  const before = await storedBasket(page);
  let posts = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && ORDER_POST.test(new URL(r.url()).pathname)) posts += 1;
  });

  await page.context().setOffline(true);
  await page.getByTestId('browser-main-button').click();
  await expect(page.getByTestId('checkout-problem')).toHaveText(eng.errors.network);
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId('browser-main-button')).toBeEnabled();
  expect(await storedBasket(page)).toMatchObject({ items: before?.items });
  await page.context().setOffline(false);
  expect(await ordersOf(page, session)).toHaveLength(0);

  await placeOrder(page);
  expect(await ordersOf(page, session)).toHaveLength(1);
  // The offline attempt never left the browser; the one sent made the one order.
  expect(posts).toBe(2);
  expect((await storedBasket(page))?.items).toEqual([]);
});

test('the session ended by the server between two steps: it says so, keeps the basket, and after signing in again places one order', async ({
  page,
  baseURL,
}) => {
  const session = await atCheckout(page, baseURL, { firstName: 'Bekzod', lastName: 'Aliyev' });
  const before = await storedBasket(page);
  const answers: number[] = [];
  page.on('response', (r) => {
    if (r.request().method() === 'POST' && ORDER_POST.test(new URL(r.url()).pathname)) answers.push(r.status());
  });
  // Signed out elsewhere (another device's "log out everywhere", an expired token): the next call gets a 401.
  const ended = await page.request.post(apiPath(endpoints.logout), { headers: apiHeaders(session.token) });
  expect(ended.ok()).toBe(true);

  await page.getByTestId('browser-main-button').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(eng.session.expired);
  await dialog.getByTestId('session-expired-ok').click();
  await expect(dialog).toHaveCount(0);
  expect(await storedBasket(page)).toMatchObject({ items: before?.items });

  // Back to the basket and on to checkout, which asks for the sign-in and comes back after it. (Another number:
  // the first was signed in through the API a moment ago, and a code is sent to a number once a minute.)
  const phone = nextPhone();
  await page.goto('/cart');
  await page.getByTestId('browser-main-button').click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByTestId('login-phone').pressSequentially(phone);
  await page.getByTestId('browser-main-button').click();
  await expect(page).toHaveURL(/\/login\/confirm$/);
  await page.getByTestId('login-code').pressSequentially(await codeFor(page.request, phone));
  await expect(page).toHaveURL(/\/login\/user$/);
  await page.getByTestId('first-name').pressSequentially('Bekzod');
  await page.getByTestId('browser-main-button').click();
  await expect(page).toHaveURL(/\/checkout$/);
  await chooseTimeIfClosed(page);
  await placeOrder(page);
  const token = decodeURIComponent(
    (await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value ?? '',
  );
  const me = await page.request.get(apiPath(endpoints.me), { headers: apiHeaders(token) });
  const orders = await ordersOf(page, { token, user: await me.json() });
  expect(orders).toHaveLength(1);
  expect(orders[0]?.items.map((line) => line.count)).toEqual([2]);
  // The attempt with the ended session was refused and made nothing: two posts, one order.
  expect(answers).toEqual([401, 201]);
});

test('on slow 3G the shell and the menu skeleton come first, then the menu, and a dish goes into the basket', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await english(page, baseURL);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  // Lighthouse's slow 3G: 400 ms round trips, 400 kbit/s each way.
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 400,
    downloadThroughput: (400 * 1024) / 8,
    uploadThroughput: (400 * 1024) / 8,
  });
  // The menu's answer waits for the skeleton to be seen. Without the hold, the order depended on the machine: the
  // menu's 17 KB came 0.7 s after the skeleton here (once the other screens' texts stopped sharing the network at
  // boot), and on a busy machine during the first render, which then drew the menu at once (right for a customer,
  // but no skeleton to see). The answer still crosses the slow network after it is let go.
  let skeletonSeen: () => void = () => undefined;
  const seen = new Promise<void>((resolve) => (skeletonSeen = resolve));
  await page.route(apiGlob(endpoints.overalls, '?*'), async (route) => {
    await seen;
    await route.continue();
  });
  const started = Date.now();
  await page.goto('/', { waitUntil: 'commit' });
  const skeleton = page.getByRole('main', { name: eng.catalogue.loading });
  await expect(skeleton).toBeVisible({ timeout: 30_000 });
  const skeletonAt = Date.now() - started;
  skeletonSeen();
  await expect(page.getByTestId('product-card').first()).toBeVisible({ timeout: 60_000 });
  const menuAt = Date.now() - started;
  console.log(`slow 3G: skeleton at ${skeletonAt} ms, menu at ${menuAt} ms`);
  await addFromMenu(page, 1);
  await expect(page.getByTestId('browser-main-button')).toHaveText(/\(1\)/);
  expect((await storedBasket(page))?.items).toHaveLength(1);
});

test('the side menu whose code cannot come: the page stays, the visitor is told, and the next tap opens it', async ({
  page,
  baseURL,
}) => {
  await english(page, baseURL);
  let blocked = true;
  let refused = 0;
  await page.route('**/assets/side-menu-*.js', (route) => {
    if (!blocked) return route.continue();
    refused += 1;
    return route.abort('internetdisconnected');
  });
  await page.goto('/');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await page.getByTestId('menu-toggle').click();
  await expect(page.getByRole('alert').filter({ hasText: eng.errors.network })).toBeVisible();
  // The shell and the menu are still there, and nothing of the side menu is.
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expect(page.getByTestId('menu-toggle')).toBeVisible();
  await expect(page.getByTestId('side-menu')).toHaveCount(0);
  // Asked for once, not again and again.
  expect(refused).toBe(1);
  blocked = false;
  await page.getByTestId('menu-toggle').click();
  await expect(page.getByTestId('side-menu')).toBeVisible();
});

test('the first texts that cannot come: the page says so in the three languages, and its button starts the app', async ({
  page,
  baseURL,
}) => {
  await english(page, baseURL);
  let blocked = true;
  await page.route('**/assets/eng-*.js', (route) => (blocked ? route.abort('internetdisconnected') : route.continue()));
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  const failed = page.getByTestId('boot-failed');
  await expect(failed).toBeVisible();
  await expect(failed).toContainText('The app did not load.');
  await expect(failed).toContainText('Приложение не загрузилось.');
  blocked = false;
  await failed.getByRole('button').click();
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expect(page.getByTestId('boot-failed')).toHaveCount(0);
  expect(errors).toEqual([]);
});
