import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Branch } from '../../src/shared/contract/branch.ts';
import type { Overall, Product } from '../../src/shared/contract/catalogue.ts';
import type { Order, OrderRequest } from '../../src/shared/contract/order.ts';
import { totalsOf } from '../../src/shared/contract/price-totals.ts';
import { priceOrder } from '../../src/shared/contract/pricing.ts';
import { checkHours, merchantDays, merchantInstant, timeSlots } from '../../src/shared/contract/time.ts';
import { endpoints } from '../../src/shared/contract/endpoints.ts';
import { apiHeaders, apiPath, english, openSignedIn, signInByApi } from './support.ts';

const headers = apiHeaders();

interface Menu {
  branch: Branch;
  product: Product;
  /** Whether the branch takes orders right now (Tashkent time); otherwise orders are scheduled. */
  openNow: boolean;
}

/** A branch (one open now, if any) and the cheapest product sold there without options or a stock limit. */
async function menu(request: APIRequestContext): Promise<Menu> {
  const overall = (await (await request.get(`${apiPath(endpoints.overalls)}?type=WEB`, { headers })).json()) as Overall;
  const branches = (await (await request.get(apiPath(endpoints.branches), { headers })).json()) as Branch[];
  const open = branches.find((b) => checkHours(b.workHours, new Date()) === 'open');
  const branch = open ?? branches.find((b) => b.isMain) ?? branches[0];
  if (!branch) throw new Error('the demo merchant has no branch');
  const product = overall.products
    .filter((p) => {
      const at = p.productBranch?.find((b) => b.branchId === branch.id);
      return (
        p.active && at?.active === true && at.stock == null && !(p.modificationGroups ?? []).some((g) => g.minimum > 0)
      );
    })
    .sort((a, b) => a.costPrice - b.costPrice)[0];
  if (!product) throw new Error('no plain product at the branch');
  return { branch, product, openNow: open !== undefined };
}

/** The first slot at least `minutesAhead` away when the branch works, as an ISO instant. */
function slotAhead(branch: Branch, minutesAhead: number): string {
  const now = new Date();
  for (const day of merchantDays(now, 8)) {
    for (const time of timeSlots(branch.workHours, day, now)) {
      const at = merchantInstant(day, time);
      if (at && new Date(at).getTime() >= now.getTime() + minutesAhead * 60_000) return at;
    }
  }
  throw new Error('the branch has no slot in the coming week');
}

/**
 * Places a pick-up order through the API with totals from the shared `priceOrder`, as the client does: immediate
 * when the branch is open now (and `scheduled` is not asked for), else at a valid time ahead.
 */
async function placeOrder(
  request: APIRequestContext,
  token: string,
  m: Menu,
  options: { paymentType: OrderRequest['paymentType']; scheduledMinutesAhead?: number },
): Promise<Order> {
  const count = 2;
  const summary = priceOrder({
    lines: [{ costPrice: m.product.costPrice, discountPercent: m.product.discount ?? 0, count, modifications: [] }],
    deliveryPrice: 0,
    isDelivery: false,
    promo: null,
    cashbackRequested: 0,
    cashbackBalance: 0,
  });
  const scheduled = options.scheduledMinutesAhead !== undefined || !m.openNow;
  const body: OrderRequest = {
    serviceType: 'PICK_UP',
    branchId: m.branch.id,
    paymentType: options.paymentType,
    later: scheduled,
    deliveryAt: scheduled ? slotAhead(m.branch, options.scheduledMinutesAhead ?? 30) : null,
    cartItems: [{ productId: m.product.id, count, modifications: [] }],
    ...totalsOf(summary),
  };
  const response = await request.post(apiPath(scheduled ? endpoints.orderCreateAtTime : endpoints.orderCreate), {
    headers: apiHeaders(token),
    data: body,
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Order;
}

const row = (page: Page, order: Order) => page.getByTestId('order-row').filter({ hasText: `Order №${order.number}` });

test('an order placed through the API is under Active, opens, refreshes itself and is paid online', async ({
  page,
  request,
  baseURL,
}) => {
  await english(page, baseURL);
  const session = await signInByApi(request, { firstName: 'Dilnoza', lastName: 'Rahimova' });
  const m = await menu(request);
  // Paid online and scheduled two hours ahead: it stays active (and unpaid) while the test looks at it.
  const order = await placeOrder(request, session.token, m, { paymentType: 'PAYME', scheduledMinutesAhead: 120 });

  await openSignedIn(page, baseURL, '/orders', session);
  await expect(page.getByRole('tab', { name: 'Active' })).toHaveAttribute('aria-selected', 'true');
  await expect(row(page, order)).toBeVisible();
  await expect(row(page, order).getByTestId('order-row-count')).toHaveText('Items: 2');
  await expect(row(page, order).getByTestId('order-row-status')).toHaveText('Order at a set time');
  await row(page, order).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${order.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order №${order.number}`);
  await expect(page.getByTestId('order-line')).toHaveCount(1);
  await expect(page.getByTestId('order-status')).toHaveText('Order at a set time');
  await expect(page.getByTestId('order-paid')).toHaveText('Not paid');

  // Pay opens the provider's page in a new tab; once paid there, the order page shows it by itself (polling).
  const popupPromise = page.waitForEvent('popup');
  await page.getByTestId('order-pay').click();
  const popup = await popupPromise;
  await expect(popup).toHaveURL(new RegExp(`/api/dev/pay/${order.id}\\?key=[\\w-]{32}$`));
  await popup.getByRole('button', { name: 'Pay' }).click();
  await popup.waitForURL(new RegExp(`/orders/${order.id}$`));
  await popup.close();
  await page.bringToFront();
  await expect(page.getByTestId('order-paid')).toHaveText('Paid', { timeout: 15_000 });
  await expect(page.getByTestId('order-pay')).toHaveCount(0);
});

test('a pick-up placed for now moves on by itself to Ready for pick-up and Picked up, in the words of a pick-up', async ({
  page,
  request,
  baseURL,
}) => {
  const m = await menu(request);
  // The demo's 24/7 branch takes orders for now at any hour.
  expect(m.openNow).toBe(true);
  await english(page, baseURL);
  const session = await signInByApi(request, { firstName: 'Sardor', lastName: 'Usmonov' });
  const order = await placeOrder(request, session.token, m, { paymentType: 'CASH' });
  await openSignedIn(page, baseURL, `/orders/${order.id}`, session);
  // The demo clock moves the order every 2 s; the page follows by itself (polling from 5 s, reset on each change).
  await expect(page.getByTestId('order-status')).not.toHaveText('Sent to the restaurant', { timeout: 15_000 });
  await expect(page.locator('.order-timeline__label')).toHaveText([
    'Sent to the restaurant',
    'Confirmed',
    'Cooking',
    'Ready for pick-up',
    'Picked up',
  ]);
  await expect(page.getByTestId('order-status')).toHaveText('Picked up', { timeout: 25_000 });
  await expect(page.locator('.order-timeline__step--done')).toHaveCount(5);
  await expect(page.getByText('Delivered')).toHaveCount(0);
  await expect(page.getByTestId('browser-main-button')).toHaveText('Repeat the order');
});

test('cancelling asks keep / yes-cancel; the cancelled order moves to Archive and repeats into the basket', async ({
  page,
  request,
  baseURL,
}) => {
  await english(page, baseURL);
  const session = await signInByApi(request, { firstName: 'Bekzod', lastName: 'Aliev' });
  const m = await menu(request);
  // Scheduled well ahead, so the demo clock leaves it cancellable for the whole test.
  const order = await placeOrder(request, session.token, m, { paymentType: 'CASH', scheduledMinutesAhead: 120 });

  await openSignedIn(page, baseURL, `/orders/${order.id}`, session);
  await expect(page.getByTestId('order-status')).toHaveText('Order at a set time');
  await page.getByTestId('order-cancel').click();
  await expect(page.getByTestId('order-cancel-drawer')).toContainText('Cancel the order?');
  await page.getByTestId('order-cancel-drawer-keep').click();
  await expect(page.getByTestId('order-cancel-drawer-confirm')).toHaveCount(0);
  await expect(page.getByTestId('order-status')).toHaveText('Order at a set time');

  await page.getByTestId('order-cancel').click();
  await page.getByTestId('order-cancel-drawer-confirm').click();
  await expect(page.getByTestId('order-status')).toHaveText('Cancelled');
  await expect(page.getByText('The order was cancelled').first()).toBeVisible();
  await expect(page.getByTestId('order-cancel')).toHaveCount(0);

  await page.goto('/orders');
  await expect(page.getByTestId('orders-empty')).toBeVisible();
  await page.getByRole('tab', { name: 'Archive' }).click();
  await expect(page).toHaveURL(/\/orders\?tab=archive$/);
  await expect(row(page, order).getByTestId('order-row-status')).toHaveText('Cancelled');

  // Repeat from the archived order: the main button puts its lines back in the basket and opens it.
  await row(page, order).click();
  const repeat = page.getByTestId('browser-main-button');
  await expect(repeat).toHaveText('Repeat the order');
  await repeat.click();
  await expect(page).toHaveURL(/\/cart$/);
  const basket = await page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('basket') ?? 'null') as { items: { productId: number; count: number }[] } | null,
  );
  expect(basket?.items.map((item) => [item.productId, item.count])).toEqual([[m.product.id, 2]]);
});

const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mN8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==',
  'base64',
);

for (const tiles of ['served', 'blocked'] as const) {
  test(`the order map shows the branch on the tiles when they load, and the schematic drawing when they cannot (${tiles})`, async ({
    page,
    request,
    baseURL,
  }) => {
    await english(page, baseURL);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.route(/tile\.openstreetmap\.org/, (route) =>
      tiles === 'served'
        ? route.fulfill({ contentType: 'image/png', body: TILE })
        : route.abort('internetdisconnected'),
    );
    const session = await signInByApi(request, { firstName: 'Map', lastName: 'Reader' });
    const order = await placeOrder(request, session.token, await menu(request), {
      paymentType: 'CASH',
      scheduledMinutesAhead: 120,
    });
    // A pick-up's map (the order page links a delivery's): the branch to go to.
    await openSignedIn(page, baseURL, `/orders/${order.id}/map`, session);
    await expect(page.getByTestId('order-map-branch')).toContainText('Branch:');
    if (tiles === 'served') {
      await expect(page.locator('.order-map__tiles')).toHaveAttribute('data-state', 'loaded');
      await expect(page.locator('.map-place--branch')).toBeVisible();
      await expect(page.locator('.order-map__svg')).toHaveCount(0);
    } else {
      await expect(page.locator('.order-map__svg')).toBeVisible();
      await expect(page.locator('.order-map__tiles')).toHaveCount(0);
      await expect(page.getByText(/The map did not load/)).toBeVisible();
    }
  });
}
