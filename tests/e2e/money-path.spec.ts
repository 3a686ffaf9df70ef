/**
 * The money path end to end, against the real server (demo clock: one order step every 2 s): a delivery paid partly
 * with cashback and a promo, a pick-up at a set time, a lost answer retried with the same idempotency key, the same
 * path inside Telegram with the native main button, and repeating a delivered order.
 *
 * Robust at any hour: the main branch (the menu's branch in a browser without geolocation) is closed at night, so an
 * order "for now" goes to the around-the-clock branch, chosen on /cart; the scheduled one is for tomorrow noon.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { test as tgTest } from '../telegram/telegram-client.ts';
import type { Branch } from '../../src/shared/contract/branch.ts';
import type { Overall, Product } from '../../src/shared/contract/catalogue.ts';
import type { Address } from '../../src/shared/contract/user.ts';
import type { Order, OrderRequest } from '../../src/shared/contract/order.ts';
import { totalsOf } from '../../src/shared/contract/price-totals.ts';
import { priceOrder, unitPrice } from '../../src/shared/contract/pricing.ts';
import { merchantInstant } from '../../src/shared/contract/time.ts';
import { endpoints } from '../../src/shared/contract/endpoints.ts';
import { apiHeaders, apiPath, english, openSignedIn, ORDER_POST, placeOrder, signInByApi } from './support.ts';

const headers = apiHeaders();
const auth = apiHeaders;
const digits = (text: string | null) => (text ?? '').replace(/\D/g, '');
const orderIdOf = (page: Page) => Number(/\/orders\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1]);

interface Branches {
  main: Branch;
  allDay: Branch;
}

/** The main branch and the one open around the clock. */
async function branches(request: APIRequestContext): Promise<Branches> {
  const all = (await (await request.get(apiPath(endpoints.branches), { headers })).json()) as Branch[];
  const main = all.find((b) => b.isMain);
  const allDay = all.find((b) => b.name.eng?.includes('24/7'));
  if (!main || !allDay) throw new Error('the demo merchant needs its main and its 24/7 branch');
  return { main, allDay };
}

const net = (p: Product) =>
  unitPrice({ costPrice: p.costPrice, discountPercent: p.discount ?? 0, modifications: [] }).net;

/** Products without required options, sold without a stock limit at every given branch (by id). */
async function plainProducts(
  request: APIRequestContext,
  branchIds: number[],
  type: 'WEB' | 'TG' = 'WEB',
): Promise<Map<number, Product>> {
  const overall = (await (
    await request.get(`${apiPath(endpoints.overalls)}?type=${type}`, { headers })
  ).json()) as Overall;
  const plain = overall.products.filter(
    (p) =>
      p.active &&
      !(p.modificationGroups ?? []).some((g) => g.minimum > 0) &&
      branchIds.every((id) => {
        const at = p.productBranch?.find((b) => b.branchId === id);
        return at?.active === true && at.stock == null;
      }),
  );
  return new Map(plain.map((p) => [p.id, p]));
}

/**
 * Adds `count(product)` units of one of `candidates` shown on the menu (the dearest of those drawn) with the card's
 * + button; answers the product and the units added.
 */
async function addFromMenu(
  page: Page,
  candidates: Map<number, Product>,
  count: (p: Product) => number,
): Promise<{ product: Product; units: number }> {
  const cards = page.locator('[data-testid="product-card"][data-needs-options="false"]');
  await expect(cards.first()).toBeVisible({ timeout: 15_000 });
  const shown = await cards.evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-product-id'))));
  const product = shown
    .map((id) => candidates.get(id))
    .filter((p): p is Product => p !== undefined)
    .sort((a, b) => net(b) - net(a))[0];
  if (!product) throw new Error('no plain product of both branches on the menu');
  const units = count(product);
  const card = page.locator(`[data-testid="product-card"][data-product-id="${product.id}"]`).first();
  for (let i = 1; i <= units; i += 1) {
    await card.getByTestId('card-add').click();
    await expect(card.getByTestId('card-units')).toHaveText(String(i));
  }
  return { product, units };
}

/** On /cart: the branch switch, set to `branch` (every line is sold there, so nothing is asked). */
async function switchCartBranch(page: Page, branch: Branch): Promise<void> {
  await page.getByTestId('cart-branch').click();
  await page.getByTestId(`branch-${branch.id}`).click();
  await expect(page.getByTestId('cart-branch')).toContainText(branch.name.eng ?? '');
  await expect(page.getByTestId('branch-switch')).toHaveCount(0);
}

async function serverOrder(request: APIRequestContext, token: string, id: number): Promise<Order> {
  const response = await request.get(apiPath(endpoints.order, { id }), { headers: auth(token) });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Order;
}

async function serverOrders(request: APIRequestContext, session: { token: string; user: unknown }): Promise<Order[]> {
  const response = await request.get(
    `${apiPath(endpoints.ordersOfUser, { userId: (session.user as { id: number }).id })}?size=50&page=0`,
    { headers: auth(session.token) },
  );
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { content: Order[] }).content;
}

const storedBasket = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('basket') ?? 'null') as {
        items: { productId: number; count: number }[];
        checkout?: { idempotencyKey?: string };
      } | null,
  );

const row = (page: Page, order: Order) => page.getByTestId('order-row').filter({ hasText: `Order #${order.number}` });

/**
 * Signed in with two units of a plain dish for pick-up at the 24/7 branch, on /checkout; Place is pressed once and
 * the order reaches the server, but its answer never comes back (the connection times out). Answers the session, the
 * dish and units, and the idempotency keys of every attempt so far and to come.
 */
async function placeWithLostAnswer(page: Page, request: APIRequestContext, baseURL: string | undefined) {
  await english(page, baseURL);
  const { main, allDay } = await branches(request);
  const candidates = await plainProducts(request, [main.id, allDay.id]);
  const session = await signInByApi(request, { firstName: 'Rustam', lastName: 'Qodirov' });
  await openSignedIn(page, baseURL, '/', session);
  const { product, units } = await addFromMenu(page, candidates, () => 2);
  await page.getByTestId('browser-main-button').click();
  await expect(page).toHaveURL(/\/cart$/);
  await switchCartBranch(page, allDay);
  await page.getByTestId('service-PICK_UP').click();
  await page.getByTestId('browser-main-button').click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId('checkout-blockers')).toHaveCount(0);

  // The first attempt reaches the server, but its answer never comes back (the connection times out).
  const keys: string[] = [];
  let first = true;
  await page.route(ORDER_POST, async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (first) {
      first = false;
      await route.fetch();
      await route.abort('timedout');
      return;
    }
    await route.continue();
  });
  await page.getByTestId('browser-main-button').click();
  await expect(page.getByTestId('checkout-problem')).toHaveText(/No connection|took too long/);
  await expect(page).toHaveURL(/\/checkout$/);
  const kept = await storedBasket(page);
  expect(kept?.items.map((item) => [item.productId, item.count])).toEqual([[product.id, units]]);
  expect(keys).toHaveLength(1);
  expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
  expect(kept?.checkout?.idempotencyKey).toBe(keys[0]);
  return { session, product, units, keys };
}

test.describe('the money path in a browser', () => {
  test('a delivery over 100,000 with FREEDELIVERY and 5,000 cashback: totals match the server; it moves to Delivered and to the Archive', async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await english(page, baseURL);
    const { main, allDay } = await branches(request);
    const candidates = await plainProducts(request, [main.id, allDay.id]);
    const session = await signInByApi(request, { firstName: 'Malika', lastName: 'Yusupova' });

    // An address inside the City centre zone, saved through the API and chosen on /choose-address.
    const created = await request.post(apiPath(endpoints.addressCreate), {
      headers: auth(session.token),
      data: {
        type: 'HOUSE',
        name: 'Home',
        streetName: 'Amir Temur square',
        houseNumber: '1',
        latitude: 41.3111,
        longitude: 69.2797,
        cityId: 1,
      },
    });
    expect(created.status()).toBe(201);
    const address = (await created.json()) as Address;
    await openSignedIn(page, baseURL, '/choose-address?return=/', session);
    await page.getByTestId('address-item').filter({ hasText: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem('chosenAddress') ?? 'null') as { id: number } | null),
    ).toMatchObject({ id: address.id });

    // Over 100,000 so'm of one dear product, from the menu.
    const { product, units } = await addFromMenu(page, candidates, (p) => Math.floor(100_000 / net(p)) + 1);
    expect(net(product) * units).toBeGreaterThan(100_000);
    await expect(page.getByTestId('browser-main-button')).toHaveText(new RegExp(`Go to cart \\(${units}\\)`));
    await page.getByTestId('browser-main-button').click();
    await expect(page).toHaveURL(/\/cart$/);
    await switchCartBranch(page, allDay);
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await page.getByTestId('service-DELIVERY').click();
    await expect(page.getByTestId('service-DELIVERY')).toHaveAttribute('aria-checked', 'true');
    await page.getByTestId('browser-main-button').click();
    await expect(page).toHaveURL(/\/checkout$/);

    await expect(page.getByTestId('checkout-address')).toContainText('Home');
    // The delivery quote for the address has come (the zone's price).
    await expect
      .poll(async () => Number(digits(await page.getByTestId('summary-delivery').textContent())))
      .toBeGreaterThan(0);
    await page.getByTestId('promo-input').pressSequentially('FREEDELIVERY');
    await page.getByTestId('promo-apply').click();
    await expect(page.getByTestId('promo-applied')).toContainText('FREEDELIVERY');
    await page.getByTestId('cashback-input').pressSequentially('5000');
    await expect(page.getByTestId('cashback-input')).toHaveValue('5000');
    // Products at their price, delivery free, 5,000 from cashback.
    const expected = net(product) * units - 5000;
    await expect.poll(async () => digits(await page.getByTestId('summary-total').textContent())).toBe(String(expected));
    await expect(page.getByTestId('checkout-blockers')).toHaveCount(0);
    const total = digits(await page.getByTestId('summary-total').textContent());

    await placeOrder(page);
    const id = orderIdOf(page);
    const order = await serverOrder(request, session.token, id);

    // Under Active right away (the demo clock delivers it in about 8 s).
    await page.goto('/orders');
    await expect(page.getByRole('tab', { name: 'Active' })).toHaveAttribute('aria-selected', 'true');
    await expect(row(page, order)).toBeVisible();

    // The server's order agrees with the checkout.
    expect(String(order.totalPrice)).toBe(total);
    expect(order.serviceType).toBe('DELIVERY');
    expect(order.branch.id).toBe(allDay.id);
    expect(order.promoCode).toBe('FREEDELIVERY');
    expect(order.cashback).toBe(5000);
    expect(order.deliveryPrice).toBeGreaterThan(0);
    expect(order.deliveryDiscount).toBe(order.deliveryPrice);
    expect(
      order.productPrice - order.productDiscount + order.deliveryPrice - order.deliveryDiscount - order.cashback,
    ).toBe(order.totalPrice);
    expect(order.items.map((line) => [line.productId, line.count])).toEqual([[product.id, units]]);
    expect(order.address).toMatchObject({ name: 'Home', latitude: 41.3111, longitude: 69.2797 });

    // Its page follows the demo clock up to Delivered; then it is history.
    await page.goto(`/orders/${id}`);
    await expect(page.getByTestId('order-status')).toHaveText('Delivered', { timeout: 30_000 });
    await page.goto('/orders?tab=archive');
    await expect(page.getByRole('tab', { name: 'Archive' })).toHaveAttribute('aria-selected', 'true');
    await expect(row(page, order).getByTestId('order-row-status')).toHaveText('Delivered');
    await page.getByRole('tab', { name: 'Active' }).click();
    await expect(page).toHaveURL(/\/orders$/);
    await expect(row(page, order)).toHaveCount(0);
  });

  test('a flat typed into a new address goes with the order: the order page shows its street, house, flat, entrance, floor, door code and note', async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    await english(page, baseURL);
    // As on a machine without internet: the map's tiles never arrive, the list of areas places the pin.
    await page.route(/tile\.openstreetmap\.org|api-maps\.yandex\.ru/, (route) => route.abort('internetdisconnected'));
    const { main, allDay } = await branches(request);
    const candidates = await plainProducts(request, [main.id, allDay.id]);
    const session = await signInByApi(request, { firstName: 'Kamola', lastName: 'Ergasheva' });
    await openSignedIn(page, baseURL, '/', session);
    await addFromMenu(page, candidates, () => 1);
    await page.getByTestId('browser-main-button').click();
    await expect(page).toHaveURL(/\/cart$/);
    await switchCartBranch(page, allDay);
    await page.getByTestId('service-DELIVERY').click();
    await page.getByTestId('browser-main-button').click();
    await expect(page).toHaveURL(/\/checkout$/);

    // No address yet: checkout sends the customer to add one, typed key by key.
    await page.getByRole('button', { name: 'Add an address' }).click();
    await expect(page).toHaveURL(/\/address\/create\?return=/);
    await page.getByTestId('address-type-APARTMENT-option').click();
    const typed = {
      name: 'Home',
      streetName: 'Shota Rustaveli',
      houseNumber: '41',
      office: '17',
      entrance: '3',
      floor: '6',
      domophone: '17B',
      comment: 'Call when downstairs',
    };
    for (const [field, value] of Object.entries(typed))
      await page.getByTestId(`address-${field}`).pressSequentially(value);
    await expect(page.getByTestId('address-comment')).toHaveValue(typed.comment);
    await page.getByTestId('area-list').getByTestId('area-zone').filter({ hasText: 'City centre' }).click();
    await expect(page.getByTestId('zone-status')).toHaveText(/Delivery zone: City centre/);
    await page.getByTestId('browser-main-button').click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByTestId('checkout-address')).toContainText('Home');
    await expect
      .poll(async () => Number(digits(await page.getByTestId('summary-delivery').textContent())))
      .toBeGreaterThan(0);
    await expect(page.getByTestId('checkout-blockers')).toHaveCount(0);

    await placeOrder(page);
    const block = page.getByTestId('order-address');
    await expect(block.locator('.order-place__name')).toHaveText('Home');
    const shown = [
      ['streetName', 'Street', typed.streetName],
      ['houseNumber', 'House number', typed.houseNumber],
      ['office', 'Flat / office', typed.office],
      ['entrance', 'Entrance', typed.entrance],
      ['floor', 'Floor', typed.floor],
      ['domophone', 'Door code / intercom', typed.domophone],
      ['comment', 'Comment for the courier', typed.comment],
    ] as const;
    for (const [key, label, value] of shown) {
      await expect(block.getByTestId(`order-address-${key}`).locator('dt')).toHaveText(label);
      await expect(block.getByTestId(`order-address-${key}`).locator('dd')).toHaveText(value);
    }
    // Still there after a reload (it is the server's order, not what this page remembered).
    await page.reload();
    await expect(page.getByTestId('order-address-entrance').locator('dd')).toHaveText(typed.entrance);
  });

  test.describe('on Tashkent time', () => {
    test.use({ timezoneId: 'Asia/Tashkent' });

    test('a pick-up at a set time (tomorrow 12:00) is scheduled for that Tashkent day and time', async ({
      page,
      request,
      baseURL,
    }) => {
      test.setTimeout(60_000);
      await english(page, baseURL);
      const { main } = await branches(request);
      const candidates = await plainProducts(request, [main.id]);
      const session = await signInByApi(request, { firstName: 'Otabek', lastName: 'Nazarov' });
      await openSignedIn(page, baseURL, '/', session);
      await addFromMenu(page, candidates, () => 2);
      await page.getByTestId('browser-main-button').click();
      await expect(page).toHaveURL(/\/cart$/);
      await expect(page.getByTestId('cart-branch')).toContainText(main.name.eng ?? '');
      await page.getByTestId('service-PICK_UP').click();
      await page.getByTestId('browser-main-button').click();
      await expect(page).toHaveURL(/\/checkout$/);

      await page.getByTestId('when-later').click();
      const day = page.getByTestId('when-day');
      const tomorrow = await day.locator('option').nth(1).getAttribute('value');
      if (!tomorrow) throw new Error('no second day to choose');
      await day.selectOption(tomorrow);
      await page.getByTestId('when-time').selectOption('12:00');
      await expect(page.getByTestId('when-time')).toHaveValue('12:00');
      await expect(page.getByTestId('checkout-blockers')).toHaveCount(0);
      const total = digits(await page.getByTestId('summary-total').textContent());

      expect(new URL((await placeOrder(page)).url()).pathname).toBe(apiPath(endpoints.orderCreateAtTime));

      const order = await serverOrder(request, session.token, orderIdOf(page));
      expect(order.serviceType).toBe('PICK_UP');
      expect(order.later).toBe(true);
      expect(order.status).toBe('AT_TIME');
      expect(new Date(order.deliveryAt ?? '').toISOString()).toBe(merchantInstant(tomorrow, '12:00'));
      expect(String(order.totalPrice)).toBe(total);

      const [year, month, date] = tomorrow.split('-');
      await expect(page.getByTestId('order-status')).toHaveText('Order at a set time');
      await expect(page.getByTestId('order-scheduled')).toHaveText(`Scheduled for ${date}.${month}.${year} 12:00`);
      // The steps of a pick-up: it ends at the counter, not at a door.
      await expect(page.locator('.order-timeline__label')).toHaveText([
        'Sent to the restaurant',
        'Confirmed',
        'Cooking',
        'Ready for pick-up',
        'Picked up',
      ]);
    });
  });

  test('an answer lost to a time-out: the basket stays, and placing again after a reload sends the same key and makes one order', async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const { session, product, units, keys } = await placeWithLostAnswer(page, request, baseURL);

    // A relaunch: the key is read back with the basket, and the retry gets the order made by the first attempt.
    await page.reload();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByTestId('summary-total')).toBeVisible();
    await expect(page.getByTestId('checkout-blockers')).toHaveCount(0);
    const answer = page.waitForResponse((r) => r.request().method() === 'POST' && ORDER_POST.test(r.url()));
    await page.getByTestId('browser-main-button').click();
    const retried = await answer;
    await expect(page).toHaveURL(/\/orders\/\d+$/);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(retried.status()).toBe(200);
    expect(retried.headers()['idempotent-replayed']).toBe('true');

    const orders = await serverOrders(request, session);
    expect(orders).toHaveLength(1);
    expect(orders[0]?.id).toBe(orderIdOf(page));
    expect(orders[0]?.items.map((line) => [line.productId, line.count])).toEqual([[product.id, units]]);
    expect((await storedBasket(page))?.items).toEqual([]);
  });

  test('an answer lost, then the checkout changed: placing again shows the order the first attempt made, never a second', async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const { session, keys } = await placeWithLostAnswer(page, request, baseURL);
    const [placed] = await serverOrders(request, session);
    if (!placed) throw new Error('the first attempt made no order');

    // Back in the app later, the customer adds a word for the kitchen and presses Place again.
    await page.reload();
    await expect(page.getByTestId('summary-total')).toBeVisible();
    await page.getByPlaceholder('Anything the kitchen should know').pressSequentially('No onions');
    const answer = page.waitForResponse((r) => r.request().method() === 'POST' && ORDER_POST.test(r.url()));
    await page.getByTestId('browser-main-button').click();
    expect((await answer).status()).toBe(409);
    await expect(page).toHaveURL(new RegExp(`/orders/${placed.id}$`));
    await expect(page.getByTestId('toast').filter({ hasText: 'This order was already placed' })).toBeVisible();
    await expect(page.locator('#order-title')).toContainText(placed.number);
    expect(keys).toEqual([keys[0], keys[0]]);
    expect(await serverOrders(request, session)).toHaveLength(1);
    expect((await storedBasket(page))?.items).toEqual([]);

    // The basket is empty, the next order starts afresh.
    await page.goto('/checkout');
    await expect(page).toHaveURL(/\/cart$/);
  });

  test('a delivered order is repeated into the basket', async ({ page, request, baseURL }) => {
    test.setTimeout(90_000);
    await english(page, baseURL);
    const { main, allDay } = await branches(request);
    const [one, two] = [...(await plainProducts(request, [main.id, allDay.id])).values()].sort((a, b) => a.id - b.id);
    if (!one || !two) throw new Error('two plain products are needed');
    const session = await signInByApi(request, { firstName: 'Nodira', lastName: 'Saidova' });

    // A pick-up for now at the 24/7 branch, placed through the API with the shared pricing, as the client does.
    const lines = [
      { product: one, count: 2 },
      { product: two, count: 1 },
    ];
    const summary = priceOrder({
      lines: lines.map(({ product, count }) => ({
        costPrice: product.costPrice,
        discountPercent: product.discount ?? 0,
        count,
        modifications: [],
      })),
      deliveryPrice: 0,
      isDelivery: false,
      promo: null,
      cashbackRequested: 0,
      cashbackBalance: 0,
    });
    const body: OrderRequest = {
      serviceType: 'PICK_UP',
      branchId: allDay.id,
      paymentType: 'CASH',
      later: false,
      deliveryAt: null,
      cartItems: lines.map(({ product, count }) => ({ productId: product.id, count, modifications: [] })),
      ...totalsOf(summary),
    };
    const placed = await request.post(apiPath(endpoints.orderCreate), { headers: auth(session.token), data: body });
    expect(placed.status(), await placed.text()).toBe(201);
    const order = (await placed.json()) as Order;
    await expect
      .poll(async () => (await serverOrder(request, session.token, order.id)).status, {
        timeout: 30_000,
        intervals: [1000],
      })
      .toBe('DELIVERED');

    await openSignedIn(page, baseURL, `/orders/${order.id}`, session);
    // A pick-up ends 'Picked up', not 'Delivered'.
    await expect(page.getByTestId('order-status')).toHaveText('Picked up');
    await expect(page.locator('.order-timeline__label')).toHaveText([
      'Sent to the restaurant',
      'Confirmed',
      'Cooking',
      'Ready for pick-up',
      'Picked up',
    ]);
    const repeat = page.getByTestId('browser-main-button');
    await expect(repeat).toHaveText('Repeat the order');
    await repeat.click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
    for (const { product, count } of lines) {
      await expect(
        page.locator(`[data-testid="cart-line"][data-product-id="${product.id}"]`).getByTestId('cart-line-count'),
      ).toHaveText(String(count));
    }
    const basket = await storedBasket(page);
    expect(basket?.items.map((item) => [item.productId, item.count]).sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0))).toEqual(
      lines.map(({ product, count }) => [product.id, count]),
    );
  });
});

tgTest.describe('the money path inside Telegram', () => {
  tgTest(
    'main button: menu → cart → checkout → place (with its progress shown); signed in from initData, no SMS',
    async ({ telegram, page, request, baseURL }) => {
      tgTest.setTimeout(60_000);
      await english(page, baseURL);
      const { main, allDay } = await branches(request);
      const candidates = await plainProducts(request, [main.id, allDay.id], 'TG');
      const smsOrLogin: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes(apiPath(endpoints.sendCode))) smsOrLogin.push(r.url());
      });
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame() && new URL(frame.url()).pathname === '/login') smsOrLogin.push(frame.url());
      });

      const tg = await telegram.open('/', {
        user: {
          id: 780_000_000 + Math.floor(Math.random() * 1e6),
          first_name: 'Laylo',
          last_name: 'T',
          language_code: 'en',
        },
      });
      const { units } = await addFromMenu(page, candidates, () => 2);
      await expect
        .poll(async () => String((await tg.mainButton())?.text))
        .toMatch(new RegExp(`Go to cart \\(${units}\\)`));
      // Signed in from the launch's initData (no phone, no code).
      await expect.poll(() => page.evaluate(() => localStorage.getItem('user')), { timeout: 10_000 }).not.toBeNull();

      await tg.pressMainButton();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/cart');
      await switchCartBranch(page, allDay);
      await page.getByTestId('service-PICK_UP').click();
      await expect.poll(async () => String((await tg.mainButton())?.text)).toMatch(/Checkout/);
      await tg.pressMainButton();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/checkout');
      await expect(page.getByTestId('checkout-blockers')).toHaveCount(0);
      await expect
        .poll(async () => {
          const button = await tg.mainButton();
          return `${String(button?.text)}|${String(button?.is_active)}`;
        })
        .toMatch(/^Place order.*\|true$/);

      // The POST takes a while: the native button shows its progress meanwhile.
      let posts = 0;
      await page.route(ORDER_POST, async (route) => {
        if (route.request().method() !== 'POST') return route.fallback();
        posts += 1;
        await new Promise((resolve) => setTimeout(resolve, 800));
        await route.continue();
      });
      await tg.clearEvents();
      await placeOrder(page, () => tg.pressMainButton());
      // The native button showed its loader while the order was on its way.
      expect((await tg.events('web_app_setup_main_button')).some((e) => e.data?.is_progress_visible === true)).toBe(
        true,
      );
      expect(posts).toBe(1);
      await expect.poll(async () => (await tg.mainButton())?.is_progress_visible).not.toBe(true);
      expect(smsOrLogin).toEqual([]);

      await expect(page.getByTestId('order-screen')).toBeVisible();
      // The session the app got from initData owns the order, placed from the mini app at the 24/7 branch.
      const token = (await page.context().cookies()).find((c) => c.name === 'token')?.value ?? '';
      expect(token).not.toBe('');
      const order = await serverOrder(request, decodeURIComponent(token), orderIdOf(page));
      expect(order.orderDevice).toBe('TELEGRAM_MINI_APP');
      expect(order.branch.id).toBe(allDay.id);
    },
  );
});
