import { expect, test } from '@playwright/test';
import { test as tgTest } from '../telegram/telegram-client.ts';
import { endpoints } from '../../src/shared/contract/endpoints.ts';
import {
  addFromMenu,
  apiHeaders,
  apiPath,
  chooseTimeIfClosed,
  english,
  openSignedIn,
  ORDER_POST,
  placeOrder,
  signInByApi,
} from './support.ts';

test.describe('basket and checkout in a browser', () => {
  test('a guest fills the basket, is sent to log in, comes back to checkout and places a pick-up order once', async ({
    page,
    request,
    baseURL,
  }) => {
    await english(page, baseURL);
    await page.goto('/');
    await addFromMenu(page, 2);
    await expect(page.getByTestId('browser-main-button')).toHaveText(/Go to cart \(2\)/);
    await page.getByTestId('browser-main-button').click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await page.getByTestId('service-PICK_UP').click();
    await page.reload();
    await expect(page.getByTestId('service-PICK_UP')).toHaveAttribute('aria-checked', 'true');
    await page.getByTestId('browser-main-button').click();
    await expect(page).toHaveURL(/\/login$/);

    // Signed in elsewhere (same device): back to checkout with the basket intact.
    const session = await signInByApi(request, { firstName: 'Jasur', lastName: 'Tursunov' });
    await page.evaluate(() => localStorage.setItem('redirectUrl', JSON.stringify('/checkout')));
    await openSignedIn(page, baseURL, '/checkout', session);
    await expect(page).toHaveURL(/\/checkout$/);
    await chooseTimeIfClosed(page);
    const total = await page.getByTestId('summary-total').textContent();
    let posts = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && ORDER_POST.test(r.url())) posts += 1;
    });
    await placeOrder(page);
    expect(posts).toBe(1);
    expect(
      await page.evaluate(
        () => (JSON.parse(localStorage.getItem('basket') ?? '{}') as { items: unknown[] }).items.length,
      ),
    ).toBe(0);
    const orders = await request.get(
      `${apiPath(endpoints.ordersOfUser, { userId: (session.user as { id: number }).id })}?size=10&page=0`,
      { headers: apiHeaders(session.token) },
    );
    const page0 = (await orders.json()) as { content: { totalPrice: number }[] };
    expect(page0.content).toHaveLength(1);
    expect(total?.replace(/\D/g, '')).toBe(String(page0.content[0]?.totalPrice));
  });

  test('a failed first submission (500) is retried with the same key and creates one order; promo and cashback totals match the server', async ({
    page,
    request,
    baseURL,
  }) => {
    // The whole journey: checkout with a code and cashback, a failed and a retried submission, then the cashback screen.
    test.setTimeout(60_000);
    await english(page, baseURL);
    const session = await signInByApi(request, { firstName: 'Dilnoza', lastName: 'Karimova' });
    await openSignedIn(page, baseURL, '/', session);
    await addFromMenu(page, 6);
    await page.goto('/cart');
    await page.getByTestId('service-PICK_UP').click();
    await page.goto('/checkout');
    await chooseTimeIfClosed(page);
    // Typed in lower case with a letter left out and put back in the middle: the field shows capitals as it goes and
    // keeps the caret where the person is typing.
    const promo = page.getByTestId('promo-input');
    await promo.pressSequentially('se10');
    await expect(promo).toHaveValue('SE10');
    for (let i = 0; i < 3; i += 1) await promo.press('ArrowLeft');
    await promo.pressSequentially('al');
    await expect(promo).toHaveValue('SALE10');
    await page.getByTestId('promo-apply').click();
    await expect(page.getByTestId('promo-applied')).toBeVisible();
    await page.getByTestId('cashback-input').pressSequentially('5000');
    const keys: string[] = [];
    let failFirst = true;
    let answerFirst: () => void = () => undefined;
    const firstHeld = new Promise<void>((resolve) => (answerFirst = resolve));
    await page.route(ORDER_POST, async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (failFirst) {
        failFirst = false;
        await firstHeld;
        await route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({
            code: 'INTERNAL',
            message: 'boom',
            description: { uz: 'Xato', ru: 'Ошибка', eng: 'Something broke' },
          }),
        });
        return;
      }
      await route.continue();
    });
    const main = page.getByTestId('browser-main-button');
    await main.click();
    // While the order is on its way the button waits, disabled, with the kit's spinner drawn over its label (its code
    // comes after the first screen's: src/shared/ui/spinner.tsx).
    await expect(main).toBeDisabled();
    await expect(main.locator('[role="status"] svg')).toBeVisible();
    answerFirst();
    await expect(page.getByTestId('checkout-problem')).toHaveText('Something broke');
    await page.reload();
    await chooseTimeIfClosed(page);
    await expect(page.getByTestId('promo-applied')).toBeVisible();
    const total = (await page.getByTestId('summary-total').textContent())?.replace(/\D/g, '');
    await placeOrder(page);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    const list = await request.get(
      `${apiPath(endpoints.ordersOfUser, { userId: (session.user as { id: number }).id })}?size=10&page=0`,
      { headers: apiHeaders(session.token) },
    );
    const orders = ((await list.json()) as { content: { totalPrice: number; cashback: number; promoCode: string }[] })
      .content;
    expect(orders).toHaveLength(1);
    expect(String(orders[0]?.totalPrice)).toBe(total);
    expect(orders[0]?.cashback).toBe(5000);
    expect(orders[0]?.promoCode).toBe('SALE10');

    // The profile's cashback leads to where the balance came from: the welcome bonus, then this order's payment.
    await page.goto('/user');
    await page.getByRole('link', { name: /Cashback/ }).click();
    await expect(page).toHaveURL(/\/user\/cashback$/);
    const moves = page.getByTestId('cashback-move');
    await expect(moves).toHaveCount(2);
    await expect(moves.first()).toContainText('Paid for an order');
    await expect(moves.first()).toContainText("−5 000 so'm");
    await expect(moves.last()).toContainText('Welcome bonus');
    await moves.first().getByRole('link').click();
    await expect(page).toHaveURL(/\/orders\/\d+$/);
  });

  test('an order for someone else: the receiver typed key by key, the receipt to the own phone, both on the order', async ({
    page,
    request,
    baseURL,
  }) => {
    await english(page, baseURL);
    const session = await signInByApi(request, { firstName: 'Kamola', lastName: 'Rahimova' });
    const own = String((session.user as { phone: string }).phone);
    await openSignedIn(page, baseURL, '/', session);
    await addFromMenu(page, 1);
    await page.goto('/cart');
    await page.getByTestId('service-PICK_UP').click();
    await page.goto('/checkout');
    await chooseTimeIfClosed(page);
    await page.getByTestId('receiver-toggle').click();
    const main = page.getByTestId('browser-main-button');
    await expect(page.getByTestId('checkout-blockers')).toContainText("Enter the receiver's name and phone");
    await page.getByTestId('receiver-name').pressSequentially('Bobur');
    const phone = page.getByTestId('receiver-phone');
    await phone.pressSequentially('901234');
    await expect(page.getByTestId('checkout-blockers')).toContainText("Enter the receiver's name and phone");
    await phone.pressSequentially('567');
    await expect(phone).toHaveValue('+998 90 123 45 67');
    await page.getByTestId('receipt-toggle').click();
    await expect(page.getByTestId('receipt-phone')).toHaveValue(/^\+998 \d{2} \d{3} \d{2} \d{2}$/);
    // Kept across a reload like the rest of the checkout.
    await page.reload();
    await chooseTimeIfClosed(page);
    await expect(page.getByTestId('receiver-name')).toHaveValue('Bobur');
    await expect(main).toBeEnabled();
    const response = await placeOrder(page);
    const order = (await response.json()) as Record<string, unknown>;
    expect(order).toMatchObject({
      receiverName: 'Bobur',
      receiverPhone: '998901234567',
      sendCheque: true,
      sendChequePhone: own.replace(/\D/g, ''),
    });
    await expect(page.getByTestId('order-receiver')).toHaveText('Receiver: Bobur, +998 90 123 45 67');
  });

  test("the basket offers 'Goes well with' dishes sold at the branch; one added in a tap joins the basket and stays after a reload", async ({
    page,
    baseURL,
  }) => {
    await english(page, baseURL);
    await page.goto('/');
    await addFromMenu(page, 1);
    await page.goto('/cart');
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    const row = page.getByRole('region', { name: 'Goes well with' });
    await row.scrollIntoViewIfNeeded();
    const pick = row.locator('[data-testid="product-card"][data-needs-options="false"]').first();
    const id = await pick.getAttribute('data-product-id');
    await pick.getByTestId('card-add').click();
    await expect(pick.getByTestId('card-units')).toHaveText('1');
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
    const total = await page.getByTestId('cart-total').textContent();
    await page.reload();
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
    await expect(page.getByTestId('cart-total')).toHaveText(total ?? '');
    // In the basket now, it is no longer offered.
    await expect(page.getByTestId('cart-recommendations').locator(`[data-product-id="${id}"]`)).toHaveCount(0);
  });

  test("'Later' places an order for an hour's window, which the order page shows as its start and end", async ({
    page,
    request,
    baseURL,
  }) => {
    await english(page, baseURL);
    await openSignedIn(page, baseURL, '/', await signInByApi(request, { firstName: 'Window', lastName: 'Later' }));
    await addFromMenu(page, 1);
    await page.goto('/cart');
    await page.getByTestId('service-PICK_UP').click();
    await page.goto('/checkout');
    await page.getByTestId('when-window').click();
    // Tomorrow: its windows span the whole working day, whatever the hour the test runs at (late in the evening, today
    // has one window left, or none).
    await page.getByTestId('when-day').selectOption({ index: 1 });
    const time = page.getByTestId('when-time');
    await expect(time).toBeEnabled();
    const second = time.locator('option').nth(1);
    const label = (await second.textContent()) ?? '';
    expect(label).toMatch(/^\d\d:00–\d\d:00$/);
    await time.selectOption({ index: 1 });
    await page.reload();
    await expect(page.getByTestId('when-window')).toHaveAttribute('aria-checked', 'true');
    await expect(time.locator('option:checked')).toHaveText(label);
    const response = await placeOrder(page);
    const order = (await response.json()) as { deliveryAt: string; deliveryUntil: string; status: string };
    expect(order.status).toBe('AT_TIME');
    expect(new Date(order.deliveryUntil).getTime() - new Date(order.deliveryAt).getTime()).toBe(3600_000);
    await expect(page.getByTestId('order-scheduled')).toContainText(label);
  });

  test('an empty basket says so', async ({ page, baseURL }) => {
    await english(page, baseURL);
    await page.goto('/cart');
    await expect(page.getByTestId('cart-empty')).toContainText('Your basket is empty');
  });
});

tgTest.describe('basket inside Telegram', () => {
  tgTest(
    'the native main button leads from the menu to the cart to checkout; closing confirmation follows the basket',
    async ({ telegram, page }) => {
      const tg = await telegram.open('/', {
        user: {
          id: 770_000_000 + Math.floor(Math.random() * 1e6),
          first_name: 'Aziz',
          last_name: 'K',
          language_code: 'en',
        },
      });
      await expect(page.getByTestId('product-card').first()).toBeVisible();
      await addFromMenu(page, 1);
      await expect.poll(async () => String((await tg.mainButton())?.text)).toMatch(/Go to cart \(1\)/);
      await expect
        .poll(async () => (await tg.events('web_app_setup_closing_behavior')).at(-1)?.data?.need_confirmation)
        .toBe(true);
      await tg.pressMainButton();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/cart');
      await expect.poll(async () => String((await tg.mainButton())?.text)).toMatch(/Checkout/);
      await tg.pressMainButton();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/checkout');
      await expect.poll(async () => String((await tg.mainButton())?.text)).toMatch(/Place order/);
      await page.goto('/cart' + new URL(page.url()).hash);
      await page
        .getByTestId('cart-line')
        .getByRole('button', { name: /Remove/ })
        .click();
      await expect(page.getByTestId('cart-empty')).toBeVisible();
      await expect
        .poll(async () => (await tg.events('web_app_setup_closing_behavior')).at(-1)?.data?.need_confirmation)
        .toBe(false);
    },
  );
});
