import { expect, test, type Page } from '@playwright/test';
import type { Order } from '../../src/shared/contract/order.ts';
import { plainMenu, placeOrderByApi } from './orders.support.ts';
import { english, openSignedIn, recordApiRequests, signInByApi } from './support.ts';

const row = (page: Page, order: Order) => page.getByTestId('order-row').filter({ hasText: `Order #${order.number}` });

test('an order placed through the API is under Active, opens, refreshes itself and is paid online', async ({
  page,
  request,
  baseURL,
}) => {
  await english(page, baseURL);
  const session = await signInByApi(request, { firstName: 'Dilnoza', lastName: 'Rahimova' });
  const m = await plainMenu(request);
  // Paid online and scheduled two hours ahead: it stays active (and unpaid) while the test looks at it.
  const order = await placeOrderByApi(request, session.token, m, { paymentType: 'PAYME', scheduledMinutesAhead: 120 });

  await openSignedIn(page, baseURL, '/orders', session);
  await expect(page.getByRole('tab', { name: 'Active' })).toHaveAttribute('aria-selected', 'true');
  await expect(row(page, order)).toBeVisible();
  await expect(row(page, order).getByTestId('order-row-count')).toHaveText('Items: 2');
  await expect(row(page, order).getByTestId('order-row-status')).toHaveText('Order at a set time');
  await row(page, order).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${order.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order #${order.number}`);
  await expect(page.getByTestId('order-line')).toHaveCount(1);
  await expect(page.getByTestId('order-status')).toHaveText('Order at a set time');
  await expect(page.getByTestId('order-paid')).toHaveText('Not paid');

  // Pay, the main button, opens the provider's page in a new tab; once paid there, the order page shows it by itself
  // (polling) and the button goes.
  const popupPromise = page.waitForEvent('popup');
  await expect(page.getByTestId('browser-main-button')).toHaveText(/^Pay [\d\s]+so'm$/);
  await page.getByTestId('browser-main-button').click();
  const popup = await popupPromise;
  await expect(popup).toHaveURL(new RegExp(`/api/dev/pay/${order.id}\\?key=[\\w-]{32}$`));
  await popup.getByRole('button', { name: 'Pay' }).click();
  await popup.waitForURL(new RegExp(`/orders/${order.id}$`));
  await popup.close();
  await page.bringToFront();
  await expect(page.getByTestId('order-paid')).toHaveText('Paid', { timeout: 15_000 });
  await expect(page.getByTestId('browser-main-button')).toHaveCount(0);
});

test('a pick-up placed for now moves on by itself to Ready for pick-up and Picked up, in the words of a pick-up', async ({
  page,
  request,
  baseURL,
}) => {
  const m = await plainMenu(request);
  // The demo's 24/7 branch takes orders for now at any hour.
  expect(m.openNow).toBe(true);
  await english(page, baseURL);
  const session = await signInByApi(request, { firstName: 'Sardor', lastName: 'Usmonov' });
  const order = await placeOrderByApi(request, session.token, m, { paymentType: 'CASH' });
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
  const m = await plainMenu(request);
  // Scheduled well ahead, so the demo clock leaves it cancellable for the whole test.
  const order = await placeOrderByApi(request, session.token, m, { paymentType: 'CASH', scheduledMinutesAhead: 120 });

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
    const order = await placeOrderByApi(request, session.token, await plainMenu(request), {
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

test("a customer's link to their order: the page asks for the order before the app has come, once, and shows it", async ({
  page,
  request,
  baseURL,
}) => {
  await english(page, baseURL);
  const session = await signInByApi(request, { firstName: 'Malika', lastName: 'Karimova' });
  const order = await placeOrderByApi(request, session.token, await plainMenu(request), { paymentType: 'CASH' });
  await openSignedIn(page, baseURL, `/orders/${order.id}`, session);
  const asked = recordApiRequests(page);
  // As a bot's message opens it: the session and the merchant are kept on the device.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order #${order.number}`);
  // Sent by the page's early script (fetch), and taken by the app as its own (whose client uses XMLHttpRequest).
  const key = `/orders/v1/orders/${order.id}`;
  expect(asked.filter((entry) => entry.key === key).map((entry) => entry.type)).toEqual(['fetch']);
});
