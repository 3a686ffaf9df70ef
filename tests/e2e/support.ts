/** Shared steps of the end-to-end specs: language, sign-in through the API, a session opened in the page. */
import { expect, type APIRequestContext, type Locator, type Page, type Response } from '@playwright/test';
import { DEMO_MERCHANT_ID } from '../../server/seed/merchant-ids.ts';
import { MERCHANT_HEADER } from '../../src/shared/contract/common.ts';
import { endpoints, fillPath, type Endpoint } from '../../src/shared/contract/endpoints.ts';

export { DEMO_MERCHANT_ID };

/** The API base of the build under test (`VITE_API_URL`'s default): the contract's paths are relative to it. */
const API = '/api';

/** Where the page calls an endpoint: the API base and the contract's path, its `:parameters` filled. */
export const apiPath = (endpoint: Endpoint, params?: Record<string, string | number>): string =>
  `${API}${fillPath(endpoint.path, params)}`;

/** A `page.route` glob for a call to an endpoint without parameters, on any origin; `suffix` (e.g. `**`) for a query. */
export const apiGlob = (endpoint: Endpoint, suffix = ''): string => `**${API}${endpoint.path}${suffix}`;

/** Matches the end of a URL (or path) that calls one of the endpoints; a `:parameter` matches any value. */
export const apiPattern = (...list: Endpoint[]): RegExp =>
  new RegExp(`${API}(?:${list.map((endpoint) => endpoint.path.replace(/:[A-Za-z]+/g, '[^/?]+')).join('|')})$`);

/** Headers of an API call as the demo merchant; with a token, signed in. */
export const apiHeaders = (token?: string): Record<string, string> =>
  token
    ? { [MERCHANT_HEADER]: DEMO_MERCHANT_ID, Authorization: `Bearer ${token}` }
    : { [MERCHANT_HEADER]: DEMO_MERCHANT_ID };

const headers = apiHeaders();

/** Empties a field as a person does: taps into it, selects all and presses Backspace. */
export async function clearField(field: Locator): Promise<void> {
  await field.click();
  await field.press('ControlOrMeta+A');
  await field.press('Backspace');
  await expect(field).toHaveValue('');
}

/** Replaces the text of a field as a person does: empties it (select all, Backspace), then types the new text key by key. */
export async function replaceText(field: Locator, text: string): Promise<void> {
  await clearField(field);
  await field.pressSequentially(text);
}

/** The visitor chose English (the `language` cookie), so specs can read English text. */
/**
 * Every request to the API from now on, as the address under the API base (`/products/v1/overalls?type=WEB`) and how
 * the page sent it (`fetch` by the early script, `xhr` by the app's client).
 */
export function recordApiRequests(page: Page): { key: string; type: string }[] {
  const asked: { key: string; type: string }[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/'))
      asked.push({ key: url.pathname.slice('/api'.length) + url.search, type: request.resourceType() });
  });
  return asked;
}

export async function english(page: Page, baseURL: string | undefined): Promise<void> {
  await page.context().addCookies([{ name: 'language', value: 'eng', url: baseURL ?? '' }]);
}

let phoneSeq = 0;
/** A fresh 9-digit phone per call, so the 60-second resend limit never meets an earlier run. */
export const nextPhone = (): string =>
  `9${String(Date.now() % 1e7).padStart(7, '0')}${(phoneSeq++ % 10).toString()}`.slice(0, 9);

/** The last SMS code of a phone, from the reference API's dev inbox. */
export async function codeFor(request: APIRequestContext, phone: string): Promise<string> {
  const response = await request.get(`${API}/dev/sms/latest?phone=998${phone}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { code: string }).code;
}

/** Signs a fresh user in through the API, as another tab would; optionally names them. */
export async function signInByApi(
  request: APIRequestContext,
  name?: { firstName: string; lastName: string },
): Promise<{ token: string; user: unknown; phone: string }> {
  const phone = nextPhone();
  expect(
    (await request.put(apiPath(endpoints.sendCode), { headers, data: { phone: `998${phone}`, type: 'WEB' } })).ok(),
  ).toBe(true);
  const verified = await request.put(apiPath(endpoints.verifyCode), {
    headers,
    data: { phone: `998${phone}`, code: await codeFor(request, phone), type: 'WEB' },
  });
  const { token, user } = (await verified.json()) as { token: string; user: unknown };
  if (!name) return { token, user, phone };
  const named = await request.put(apiPath(endpoints.profileUpdate), { headers: apiHeaders(token), data: name });
  expect(named.ok()).toBe(true);
  return { token, user: await named.json(), phone };
}

/**
 * The answer to the `GET /users/me` a page with a token makes once as it boots (to refresh the stored user). Once it
 * has come, the page makes no token call until the test acts: a token revoked after this cannot race the boot.
 */
export function meAnswered(page: Page): Promise<Response> {
  return page.waitForResponse(
    (response) => response.request().method() === 'GET' && new URL(response.url()).pathname === apiPath(endpoints.me),
  );
}

/**
 * Opens `path` with a session: the token cookie and the stored user (and, when given, a basket in storage), then opens
 * `path` again so the app boots with them, and returns once the signed-in page is ready (its boot's `me` answered).
 * Opened again, not reloaded: the first boot, without the basket yet, may already have moved on (checkout with an
 * empty basket goes to the cart), and a reload would reload wherever it went.
 */
export async function openSignedIn(
  page: Page,
  baseURL: string | undefined,
  path: string,
  session: { token: string; user: unknown },
  basket?: unknown,
): Promise<void> {
  await page.context().addCookies([{ name: 'token', value: session.token, url: baseURL ?? '' }]);
  const firstBoot = meAnswered(page);
  await page.goto(path);
  await firstBoot;
  await page.evaluate(
    ([user, items]) => {
      localStorage.setItem('user', JSON.stringify(user));
      if (items !== undefined) localStorage.setItem('basket', JSON.stringify(items));
    },
    [session.user, basket] as const,
  );
  const booted = meAnswered(page);
  await page.goto(path);
  await booted;
}

/** A basket of one plain line, as the app stores it. */
export const ONE_LINE_BASKET = { items: [{ key: '1', productId: 1, count: 2, modifications: [] }] };

/** The demo's "Manti (5 pcs)": one sauce group (minimum 1, maximum 2) and a long product page. */
export async function mantiId(page: Page): Promise<number> {
  const response = await page.request.get(`${apiPath(endpoints.overalls)}?type=WEB`, { headers });
  const { products } = (await response.json()) as { products: { id: number; name: { eng: string } }[] };
  const manti = products.find((p) => p.name.eng.startsWith('Manti'));
  if (!manti) throw new Error('the demo menu has no manti');
  return manti.id;
}

/** The calls that place an order: now, or at a set time. */
export const ORDER_POST = apiPattern(endpoints.orderCreate, endpoints.orderCreateAtTime);

/**
 * Places the order from the checkout with its button, as a person does (`press`: the in-page button, or inside
 * Telegram the native one), and returns once the server has answered and the app has moved on to the order's page:
 * the wait is on the answer, however long the server takes under load.
 */
export async function placeOrder(
  page: Page,
  press: () => Promise<void> = () => page.getByTestId('browser-main-button').click(),
): Promise<Response> {
  const answer = page.waitForResponse(
    (r) => r.request().method() === 'POST' && ORDER_POST.test(new URL(r.url()).pathname),
  );
  await press();
  const response = await answer;
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  return response;
}

/** Adds the first dish of the menu that needs no options, `times` times, from its card; returns its id. */
export async function addFromMenu(page: Page, times = 1): Promise<string> {
  const id = await page
    .locator('[data-testid="product-card"][data-needs-options="false"]')
    .first()
    .getAttribute('data-product-id');
  const card = page.locator(`[data-testid="product-card"][data-product-id="${id}"]`);
  for (let i = 0; i < times; i += 1) await card.getByTestId('card-add').click();
  return id ?? '';
}

/** At checkout: an order for now when the demo branch is open (Tashkent 10:00-22:30), else one for later. */
export async function chooseTimeIfClosed(page: Page): Promise<void> {
  const now = new Date(Date.now() + 5 * 3600_000);
  const minutes = now.getUTCHours() * 60 + now.getUTCMinutes();
  if (minutes < 10 * 60 || minutes >= 22 * 60 + 30) {
    await page.getByTestId('when-later').click();
    await expect(page.getByTestId('when-time')).toBeVisible();
  }
}

/** Sums every layout shift from the first paint on, input-driven ones included (CLS would drop those). */
export async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const state = { total: 0, sources: [] as string[] };
    (window as unknown as { __shifts: typeof state }).__shifts = state;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; sources?: { node?: Node | null }[] }[]) {
        state.total += entry.value;
        for (const source of entry.sources ?? []) {
          const node = source.node;
          const element = node instanceof Element ? node : node?.parentElement;
          state.sources.push(
            `${element?.tagName.toLowerCase() ?? '?'}${element?.id ? `#${element.id}` : ''}.${element?.className ?? ''} (${entry.value.toFixed(4)})`,
          );
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Once the pictures in view have arrived: not one layout shift since the page began (`recordShifts`), named if any. */
export async function expectNoShifts(page: Page): Promise<void> {
  await picturesInViewArrived(page);
  const { total, sources } = await page.evaluate(
    () => (window as unknown as { __shifts: { total: number; sources: string[] } }).__shifts,
  );
  expect(sources).toEqual([]);
  expect(total).toBe(0);
}

/** Every picture inside the window has arrived (or failed and shows the placeholder). */
export async function picturesInViewArrived(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.images]
          .filter((img) => {
            const box = img.getBoundingClientRect();
            // In view both ways: a card scrolled out of a horizontal row is not on the screen (nor loaded yet).
            return (
              box.bottom > 0 &&
              box.top < window.innerHeight &&
              box.right > 0 &&
              box.left < window.innerWidth &&
              box.width > 0
            );
          })
          .every((img) => img.complete),
      ),
    )
    .toBe(true);
}

/**
 * The screen has settled for a check of what is drawn: the document loaded, its fonts ready, nothing in `main` busy.
 * Not Playwright's `networkidle`: after a page opened twice in a row (openSignedIn) it can stay unfired for good
 * (a request of the first load cut by the second is never counted as ended), which failed a sweep now and then.
 */
export async function screenSettled(page: Page): Promise<void> {
  await expect(page.locator('main').first()).toBeVisible();
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  await page.waitForLoadState('load');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}
