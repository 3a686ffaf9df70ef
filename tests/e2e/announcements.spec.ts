/**
 * What changes by itself or in answer to a tap is read out by screen readers: a dish added to the basket (from its
 * card, and from its pop-up, which closes as the toast comes), an error toast over the pop-up, the order's status as
 * the restaurant moves it on, and the main button's hint when something is missing. Screen readers read what is added
 * to a live region (role status or alert, aria-live) already in the page; a region added together with its words is
 * often not read. So each case marks the live regions present before the change, then waits for the words inside a
 * marked one that a screen reader can reach: when a modal layer is open, the page around it is inert, and the region
 * must be inside the layer.
 */
import { expect, test, type Page } from '@playwright/test';
import { endpoints } from '../../src/shared/contract/endpoints.ts';
import { plainMenu, placeOrderByApi } from './orders.support.ts';
import { apiGlob, chooseTimeIfClosed, english, mantiId, openSignedIn, signInByApi } from './support.ts';

test.use({ viewport: { width: 390, height: 844 } });

const LIVE = '[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"]';

/** Marks the live regions in the page now: only words that later appear in one of these are read out. */
async function markLiveRegions(page: Page): Promise<void> {
  await page.evaluate((live) => {
    for (const region of document.querySelectorAll(live)) region.setAttribute('data-live-before', '');
  }, LIVE);
}

/**
 * The words of the live regions marked before, as a screen reader can reach them: while a modal layer is open, only
 * those inside a modal layer (the page outside it is inert).
 */
function announced(page: Page): Promise<string> {
  return page.evaluate(() => {
    const modal = [...document.querySelectorAll('dialog')].some((dialog) => dialog.matches(':modal'));
    return (
      [...document.querySelectorAll('[data-live-before]')]
        .filter((region) => !modal || region.closest('dialog:modal') !== null)
        // A no-break space (a dish's "5 pcs" kept on one line) is read out as a space.
        .map((region) => (region.textContent ?? '').replace(/\u00a0/g, ' '))
        .join(' | ')
    );
  });
}

test.beforeEach(async ({ page, baseURL }) => {
  await english(page, baseURL);
});

test("a dish added with its card's + is read out with the count in the basket", async ({ page, request, baseURL }) => {
  await openSignedIn(page, baseURL, '/', await signInByApi(request, { firstName: 'Ovoz', lastName: 'Eshit' }));
  const card = page.locator('[data-testid="product-card"][data-needs-options="false"]').first();
  const name = (await card.locator('.product-card__name').textContent()) ?? '';
  await markLiveRegions(page);
  await card.getByTestId('card-add').click();
  await expect(card.getByTestId('card-units')).toHaveText('1');
  await expect.poll(() => announced(page)).toContain(`${name}. 1 in the basket`);
  await card.getByTestId('card-add').click();
  await expect.poll(() => announced(page)).toContain(`${name}. 2 in the basket`);
});

test('over the pop-up of a dish, an error toast is read out; adding closes it and the toast is read out', async ({
  page,
  request,
  baseURL,
}) => {
  await openSignedIn(page, baseURL, '/', await signInByApi(request, { firstName: 'Ovoz', lastName: 'Qalqib' }));
  // A dish with choices opens over the menu; a refused favourite says so over it (in the pop-up's own region).
  await page.route(apiGlob(endpoints.favouriteSet, '**'), (route) =>
    route.request().method() === 'GET'
      ? route.fallback()
      : route.fulfill({ status: 500, json: { code: 'INTERNAL', message: 'down' } }),
  );
  const manti = await mantiId(page);
  await page.locator(`[data-testid="product-card"][data-product-id="${manti}"] .product-card__link`).first().click();
  const overlay = page.getByTestId('product-overlay');
  await expect(overlay.getByRole('checkbox', { name: 'Sour cream' })).toBeAttached();
  await markLiveRegions(page);
  await overlay.getByTestId('favourite-button').click();
  await expect(page.getByTestId('toast').last()).toBeVisible();
  const refusal = (await page.getByTestId('toast').last().locator('span').textContent()) ?? '';
  expect(refusal).not.toBe('');
  await expect.poll(() => announced(page)).toContain(refusal);
  await page.getByTestId('toast').last().getByRole('button').click();

  // Added from the pop-up: it closes as the toast comes, which must land in a region the page kept.
  await overlay.locator('[data-testid^="option-"]').first().click();
  await markLiveRegions(page);
  await overlay.getByTestId('browser-main-button').click();
  await expect(overlay).toHaveCount(0);
  await expect.poll(() => announced(page)).toContain('Manti (5 pcs) is in the basket');
});

test("the order's status is read out as the restaurant moves it on", async ({ page, request, baseURL }) => {
  const session = await signInByApi(request, { firstName: 'Holat', lastName: 'Kuzat' });
  const menu = await plainMenu(request);
  const order = await placeOrderByApi(request, session.token, menu, { paymentType: 'CASH' });
  await openSignedIn(page, baseURL, `/orders/${order.id}`, session);
  const status = page.getByTestId('order-status');
  await expect(status).toBeVisible();
  const before = (await status.textContent()) ?? '';
  await markLiveRegions(page);
  // The demo clock moves the order every 2 s; the page follows by itself.
  await expect(status).not.toHaveText(before, { timeout: 15_000 });
  const after = (await status.textContent()) ?? '';
  await expect.poll(() => announced(page)).toContain(after);
});

test("the main button's hint is read out when something the order needs is missing", async ({
  page,
  request,
  baseURL,
}) => {
  const session = await signInByApi(request, { firstName: 'Ishora', lastName: 'Tugma' });
  await openSignedIn(page, baseURL, '/checkout', session, {
    items: [{ key: '1', productId: 1, count: 1, modifications: [] }],
    serviceType: 'PICK_UP',
  });
  await expect(page.getByTestId('browser-main-button')).toBeVisible();
  // At night the branch is closed: an order for a later time, so nothing the order needs is missing yet.
  await chooseTimeIfClosed(page);
  await expect(page.getByTestId('main-button-hint')).toHaveCount(0);
  await markLiveRegions(page);
  await page.getByTestId('receiver-toggle').click();
  await expect(page.getByTestId('main-button-hint')).toHaveText("Enter the receiver's name and phone");
  await expect.poll(() => announced(page)).toContain("Enter the receiver's name and phone");
});
