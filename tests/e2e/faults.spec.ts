/**
 * The fault matrix: every endpoint the client reads, failed on the wire in four ways on the screen that reads it (a 500
 * from a proxy, a dropped connection, an answer of the wrong shape, JSON cut off halfway), then answered again. The
 * table is checked against the contract's endpoint list, so a new endpoint the client reads needs a row here.
 *
 * For a screen's own data: the shell stays, the error says what went wrong in the visitor's language with a button to
 * try again, and that button brings the screen back once the API answers. For what only decorates a screen (banners,
 * stories, the refreshed profile), the screen goes on without it and says nothing. Either way no page error, no
 * crash screen, and the basket is as it was.
 */
import { expect, test, type Page, type Route } from '@playwright/test';
import { endpoints, type Endpoint } from '../../src/shared/contract/endpoints.ts';
import { ROUTES, sweepCustomer, type RouteIds } from './routes.ts';
import { MESSAGES, type Language } from './messages.ts';
import { apiPattern } from './support.ts';

test.use({ viewport: { width: 390, height: 844 } });

type EndpointName = keyof typeof endpoints;
type Fault = 'server' | 'dropped' | 'shape' | 'cut';
const FAULTS: readonly Fault[] = ['server', 'dropped', 'shape', 'cut'];

/** The reason the visitor reads for each fault. */
const REASON: Record<Fault, (m: (typeof MESSAGES)[Language]) => string> = {
  server: (m) => m.errors.server,
  dropped: (m) => m.errors.network,
  shape: (m) => m.errors.contract,
  cut: (m) => m.errors.contract,
};

interface Row {
  endpoint: EndpointName;
  /** The name of the route in `routes.ts` whose screen reads it. */
  route: string;
  /** `retry`: the screen shows the error and a retry; `quiet`: it goes on without (the locator it still shows). */
  expect: 'retry' | { quiet: (page: Page) => ReturnType<Page['locator']> };
}

const menuShown = (page: Page) => page.getByTestId('product-card').first();
const addressForm = (page: Page) => page.getByTestId('address-comment');
const quiet = (shown: (page: Page) => ReturnType<Page['locator']>) => ({ quiet: shown });

export const ROWS: readonly Row[] = [
  { endpoint: 'overalls', route: 'menu', expect: 'retry' },
  { endpoint: 'webSettings', route: 'menu', expect: quiet(menuShown) },
  { endpoint: 'stories', route: 'menu', expect: quiet(menuShown) },
  { endpoint: 'banners', route: 'menu', expect: quiet(menuShown) },
  { endpoint: 'grades', route: 'menu', expect: quiet(menuShown) },
  { endpoint: 'me', route: 'profile', expect: quiet((page) => page.getByTestId('profile-name')) },
  { endpoint: 'favourites', route: 'favourites', expect: 'retry' },
  { endpoint: 'reviews', route: 'reviews', expect: 'retry' },
  { endpoint: 'branches', route: 'branches', expect: 'retry' },
  { endpoint: 'myPromos', route: 'promos', expect: 'retry' },
  { endpoint: 'addresses', route: 'addresses', expect: 'retry' },
  { endpoint: 'paymentMethods', route: 'checkout', expect: 'retry' },
  { endpoint: 'paymentSettings', route: 'checkout', expect: 'retry' },
  { endpoint: 'activeOrdersOfUser', route: 'orders', expect: 'retry' },
  { endpoint: 'ordersOfUser', route: 'orders archive', expect: 'retry' },
  { endpoint: 'order', route: 'order', expect: 'retry' },
  { endpoint: 'cashbackHistory', route: 'cashback', expect: 'retry' },
  // The form works without them: the city is then the zone's, and the map shows no zone outlines.
  { endpoint: 'cities', route: 'address form', expect: quiet(addressForm) },
  { endpoint: 'deliveryZones', route: 'address form', expect: quiet(addressForm) },
  { endpoint: 'policies', route: 'terms', expect: 'retry' },
  { endpoint: 'notifications', route: 'notifications', expect: 'retry' },
  { endpoint: 'reservations', route: 'reservations', expect: 'retry' },
  { endpoint: 'branchPlaces', route: 'new reservation', expect: 'retry' },
  { endpoint: 'vacancies', route: 'vacancies', expect: 'retry' },
  { endpoint: 'vacancy', route: 'vacancy', expect: 'retry' },
];

/** Reads the matrix leaves out, each with where its failure is covered instead. */
export const NOT_IN_MATRIX: Partial<Record<EndpointName, string>> = {
  health: 'the server is up check of tests and hosting; the client never reads it',
  merchantBySub: 'read only on an unknown host: shell.spec covers the store-not-found page',
  branch: 'not read by any screen (the branch list carries every branch)',
  branchesFull: 'not read by any screen',
  closestBranch: 'read after a location is granted; location-notice.spec covers its failure',
  closestBranchLocal: 'read after a location is granted; location-notice.spec covers its failure',
  courier: 'read on the map of an order out for delivery; orders.spec covers the map without it',
  orderRepeat: 'read on a tap of "Repeat"; the order screen shows its failure as a toast (order-screen.test)',
  zoneCheck: 'read when a point is picked; addresses.spec covers a failed check',
};

test('the matrix covers every endpoint the client reads', () => {
  const reads = Object.entries(endpoints)
    .filter(([, endpoint]) => endpoint.method === 'GET')
    .map(([name]) => name)
    .sort();
  const covered = [...ROWS.map((row) => row.endpoint), ...Object.keys(NOT_IN_MATRIX)].sort();
  expect(covered).toEqual(reads);
  for (const row of ROWS) expect(ROUTES.map((route) => route.name)).toContain(row.route);
});

const customer = sweepCustomer({ firstName: 'Sardor', lastName: 'Xolmatov' });
const BASKET = { items: [{ key: '1', productId: 1, count: 2, modifications: [] }] };

/** The session and basket in storage before the app boots, as a returning customer's device has them. */
async function returningCustomer(
  page: Page,
  baseURL: string,
  session: { token: string; user: unknown },
  language: Language,
) {
  await page.context().addCookies([
    { name: 'token', value: session.token, url: baseURL },
    { name: 'language', value: language, url: baseURL },
  ]);
  await page.addInitScript(
    ([user, basket]) => {
      if (localStorage.getItem('user') === null) localStorage.setItem('user', user);
      if (localStorage.getItem('basket') === null) localStorage.setItem('basket', basket);
    },
    [JSON.stringify(session.user), JSON.stringify(BASKET)] as const,
  );
}

/** An answer of the wrong shape: a list where an object was, an object where a list was. */
const wrongShape = (answer: unknown): unknown => (Array.isArray(answer) ? { items: answer } : [answer]);

/**
 * How many calls one load makes under each fault: the app tries a dropped connection and a 5xx once more itself,
 * except for what it goes on without (it takes the failure as 'nothing' at once).
 */
const CALLS: Record<Fault, number> = { server: 2, dropped: 2, shape: 1, cut: 1 };
const callsFor = (row: Row, fault: Fault) => (row.expect === 'retry' ? CALLS[fault] : 1);

/**
 * Routes one endpoint's reads through `fault()` (`null` lets them through) and counts them; `reached(n)` resolves
 * once `n` calls have been answered, so a spec waits on the app's own calls rather than on a clock.
 */
async function failOnWire(page: Page, endpoint: Endpoint, fault: () => Fault | null) {
  const pattern = apiPattern(endpoint);
  let answered = 0;
  const waiting: { n: number; resolve: () => void }[] = [];
  const settle = () => {
    answered += 1;
    for (const wait of waiting.filter((w) => answered >= w.n)) {
      waiting.splice(waiting.indexOf(wait), 1);
      wait.resolve();
    }
  };
  await page.route(
    (url) => pattern.test(url.pathname),
    async (route: Route) => {
      if (route.request().method() !== endpoint.method) return route.fallback();
      const now = fault();
      try {
        if (now === null) {
          await route.fulfill({ response: await route.fetch() });
        } else if (now === 'server') {
          await route.fulfill({ status: 500, contentType: 'text/html', body: '<html><body>Bad gateway</body></html>' });
        } else if (now === 'dropped') {
          await route.abort('connectionreset');
        } else {
          const real = await route.fetch();
          const text = await real.text();
          if (now === 'shape') await route.fulfill({ response: real, json: wrongShape(JSON.parse(text)) });
          else await route.fulfill({ response: real, body: text.slice(0, Math.max(1, Math.floor(text.length / 2))) });
        }
      } finally {
        settle();
      }
    },
  );
  return {
    count: () => answered,
    reached: (n: number) =>
      answered >= n ? Promise.resolve() : new Promise<void>((resolve) => waiting.push({ n, resolve })),
  };
}

/** What must hold whatever failed: the app's frame is there, it did not crash, and the basket is untouched. */
async function shellHolds(page: Page) {
  await expect(page.locator('#root')).not.toBeEmpty();
  await expect(page.getByTestId('error-retry')).toHaveCount(0);
  const basket = await page.evaluate(() => localStorage.getItem('basket'));
  expect(JSON.parse(basket ?? 'null')).toEqual(BASKET);
}

ROWS.forEach((row, index) => {
  const language = (['eng', 'ru', 'uz'] as const)[index % 3] ?? 'eng';
  const m = MESSAGES[language];
  const kind = row.expect === 'retry' ? 'a localised error and a retry that brings it back' : 'the screen goes on';
  test(`${row.endpoint} on ${row.route} (${language}): a 500, a dropped connection, a wrong shape, cut JSON: ${kind}`, async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const { session, ids } = await customer(request);
    await returningCustomer(page, baseURL ?? '', session, language);
    const route = ROUTES.find((r) => r.name === row.route);
    if (!route) throw new Error(`no route ${row.route}`);
    let fault: Fault | null = FAULTS[0] ?? null;
    const calls = await failOnWire(page, endpoints[row.endpoint], () => fault);
    await page.goto(route.path(ids as RouteIds));

    let expected = callsFor(row, FAULTS[0] ?? 'server');
    if (row.expect === 'retry') {
      const retry = page.getByRole('button', { name: m.common.retry, exact: true });
      for (const next of FAULTS) {
        if (next !== FAULTS[0]) {
          fault = next;
          expected = calls.count() + callsFor(row, next);
          await retry.click();
        }
        await calls.reached(expected);
        await expect(page.getByText(REASON[next](m), { exact: true })).toBeVisible();
        await expect(retry).toBeEnabled();
        await shellHolds(page);
      }
      fault = null;
      const before = calls.count();
      await retry.click();
      await calls.reached(before + 1);
      await expect(retry).toHaveCount(0);
    } else {
      const shown = row.expect.quiet;
      for (const next of FAULTS) {
        if (next !== FAULTS[0]) {
          fault = next;
          expected = calls.count() + callsFor(row, next);
          await page.reload();
        }
        await calls.reached(expected);
        await expect(shown(page)).toBeVisible();
        await expect(page.getByRole('button', { name: m.common.retry, exact: true })).toHaveCount(0);
        await shellHolds(page);
      }
    }
    await shellHolds(page);
    expect(pageErrors).toEqual([]);
  });
});
