/**
 * A phone without SMS: a customer signed in by Telegram initData has no phone; at checkout Telegram is asked for it
 * (the QA client answers the prompt and hands over a contact really signed with the test bot token), the reference
 * API checks it and attaches the number, and the order goes with it. A refusal or a number outside +998 keeps the SMS
 * confirmation at hand.
 *
 * A pick-up at the around-the-clock branch, so the order can go at any hour.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, freshUzbekPhone, test } from '../telegram/telegram-client.ts';
import type { Branch } from '../../src/shared/contract/branch.ts';
import type { Overall } from '../../src/shared/contract/catalogue.ts';
import type { Order } from '../../src/shared/contract/order.ts';
import type { User } from '../../src/shared/contract/user.ts';
import { endpoints } from '../../src/shared/contract/endpoints.ts';
import { apiHeaders, apiPath, english, placeOrder, signInByApi } from './support.ts';

const headers = apiHeaders();

/** The 24/7 branch and a product sold there without options or a stock limit. */
async function allDayLine(request: APIRequestContext): Promise<{ branch: Branch; productId: number }> {
  const branches = (await (await request.get(apiPath(endpoints.branches), { headers })).json()) as Branch[];
  const branch = branches.find((b) => b.name.eng?.includes('24/7'));
  if (!branch) throw new Error('the demo merchant needs its 24/7 branch');
  const overall = (await (await request.get(`${apiPath(endpoints.overalls)}?type=TG`, { headers })).json()) as Overall;
  const product = overall.products.find((p) => {
    const at = p.productBranch?.find((b) => b.branchId === branch.id);
    return p.active && !(p.modificationGroups ?? []).some((g) => g.minimum > 0) && at?.active && at.stock == null;
  });
  if (!product) throw new Error('nothing plain is sold at the 24/7 branch');
  return { branch, productId: product.id };
}

/** A basket of one line for pick-up at `branch`, as the app keeps it, put in storage before the first load only. */
async function seedPickUp(page: Page, branch: Branch, productId: number): Promise<void> {
  await page.addInitScript(
    ([basket, menuBranch]) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('basket', basket);
      localStorage.setItem('nearestBranch', menuBranch);
    },
    [
      JSON.stringify({
        items: [{ key: '1', productId, count: 1, modifications: [] }],
        serviceType: 'PICK_UP',
      }),
      JSON.stringify({ id: branch.id, name: branch.name, source: 'chosen' }),
    ] as const,
  );
}

const telegramUser = () => ({
  id: 790_000_000 + Math.floor(Math.random() * 1e6),
  first_name: 'Dilnoza',
  last_name: 'R',
  language_code: 'en',
});

const tokenOf = async (page: Page) =>
  decodeURIComponent((await page.context().cookies()).find((c) => c.name === 'token')?.value ?? '');

test.describe('a phone shared from Telegram at checkout', () => {
  test('tap the row: Telegram shares the number, the checkout shows it and the order goes with it', async ({
    telegram,
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    await english(page, baseURL);
    const { branch, productId } = await allDayLine(request);
    await seedPickUp(page, branch, productId);
    const phone = freshUzbekPhone();
    const tg = await telegram.open('/checkout', { user: telegramUser(), contact: { answer: 'share', phone } });

    const share = page.getByTestId('share-phone-button');
    await expect(share).toHaveText('Share your phone number');
    await share.click();
    const local = phone.slice(3);
    const shown = `+998 ${local.slice(0, 2)} ${local.slice(2, 5)} ${local.slice(5, 7)} ${local.slice(7)}`;
    await expect(page.getByTestId('share-phone-done')).toHaveText(`The courier and the restaurant will call ${shown}`);
    await expect(share).toHaveCount(0);
    expect((await tg.events('web_app_request_phone')).length).toBe(1);
    expect(
      (await tg.events('web_app_invoke_custom_method')).some((e) => e.data?.method === 'getRequestedContact'),
    ).toBe(true);

    // The account has the number on the server too, and the receipt offers it.
    const token = await tokenOf(page);
    const me = (await (await request.get(apiPath(endpoints.me), { headers: apiHeaders(token) })).json()) as User;
    expect(me.phone).toBe(phone);
    await page.getByTestId('receipt-toggle').click();
    await expect(page.getByTestId('receipt-phone')).toHaveValue(new RegExp(local.slice(0, 2) + '.*' + local.slice(-2)));

    await expect(page.getByTestId('checkout-blockers')).toHaveCount(0);
    await expect
      .poll(async () => {
        const button = await tg.mainButton();
        return `${String(button?.text)}|${String(button?.is_active)}`;
      })
      .toMatch(/^Place order.*\|true$/);
    await placeOrder(page, () => tg.pressMainButton());
    const id = Number(/\/orders\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1]);
    const order = (await (
      await request.get(apiPath(endpoints.order, { id }), { headers: apiHeaders(token) })
    ).json()) as Order;
    expect(order.userId).toBe(me.id);
    expect(order.sendChequePhone).toBe(phone);
    expect(order.orderDevice).toBe('TELEGRAM_MINI_APP');
  });

  test('the number of a web (SMS) account: the Telegram user is linked to it and carries on as that account', async ({
    telegram,
    page,
    request,
    baseURL,
  }) => {
    await english(page, baseURL);
    const web = await signInByApi(request);
    const phone = (web.user as User).phone ?? '';
    const { branch, productId } = await allDayLine(request);
    await seedPickUp(page, branch, productId);
    await telegram.open('/checkout', { user: telegramUser(), contact: { answer: 'share', phone } });

    await page.getByTestId('share-phone-button').click();
    await expect(page.getByTestId('share-phone-done')).toContainText(phone.slice(-2));
    const me = (await (
      await request.get(apiPath(endpoints.me), { headers: apiHeaders(await tokenOf(page)) })
    ).json()) as User;
    expect(me.id).toBe((web.user as User).id);
    expect(me.telegramId).not.toBeNull();
    await expect(page.getByTestId('checkout-blockers')).toHaveCount(0);
  });

  test('a refusal says so and leads to the SMS confirmation', async ({ telegram, page, request, baseURL }) => {
    await english(page, baseURL);
    const { branch, productId } = await allDayLine(request);
    await seedPickUp(page, branch, productId);
    await telegram.open('/checkout', { user: telegramUser(), contact: { answer: 'cancel' } });

    await expect(page.getByTestId('share-phone-sms')).toHaveCount(0);
    await page.getByTestId('share-phone-button').click();
    await expect(page.getByTestId('share-phone-problem')).toHaveText(
      'Telegram did not share the number. You can confirm it by SMS instead.',
    );
    await page.getByTestId('share-phone-sms').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/user/phone');
  });

  test('a number outside +998 is refused by the API and SMS is offered', async ({
    telegram,
    page,
    request,
    baseURL,
  }) => {
    await english(page, baseURL);
    const { branch, productId } = await allDayLine(request);
    await seedPickUp(page, branch, productId);
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === apiPath(endpoints.botContact));
    await telegram.open('/checkout', { user: telegramUser(), contact: { answer: 'share', phone: '79991234567' } });

    await page.getByTestId('share-phone-button').click();
    expect((await answered).status()).toBe(422);
    await expect(page.getByTestId('share-phone-problem')).toHaveText(
      'Only +998 numbers can be shared from Telegram. Confirm your number by SMS.',
    );
    await expect(page.getByTestId('share-phone-sms')).toBeVisible();
    await expect(page.getByTestId('share-phone-done')).toHaveCount(0);
  });
});
