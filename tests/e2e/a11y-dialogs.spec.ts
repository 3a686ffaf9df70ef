/**
 * axe (every rule; serious and critical findings fail) with each dialog, drawer, sheet and pop-up of the storefront
 * open, opened as a person opens it (a tap on what opens it): the side menu, the language sheet, the log-out and
 * delete-account confirmations, the product pop-up and sheet (a dish with choices), the photo viewer, a story, the
 * basket's branch sheet and its confirmations, cancelling an order or a reservation, deleting an address, and the
 * session-expired dialog; and the touch targets of each (as targets.spec.ts checks the routes'). Each case runs in one combination of language, theme and platform; across the cases the
 * three languages, light and dark, and the browser and the QA Telegram client take turns.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Overall } from '../../src/shared/contract/catalogue.ts';
import { endpoints } from '../../src/shared/contract/endpoints.ts';
import { violations } from './axe.ts';
import { addressByApi, COMBOS, comboName, openAs, reservationByApi, type Combo } from './a11y.support.ts';
import { sweepCustomer } from './routes.ts';
import { smallTargets } from './targets.ts';
import { apiHeaders, apiPath, ONE_LINE_BASKET, signInByApi } from './support.ts';

test.use({ viewport: { width: 390, height: 844 } });

const theCustomer = sweepCustomer({ firstName: 'Nodira', lastName: 'Saidova' });

/**
 * axe on the page with `layer` open and settled: nothing serious or critical; and the layer's touch targets (the only
 * ones a finger can reach while it is open) are 24 x 24 px or spaced (targets.ts).
 */
async function clean(page: Page, layer: Locator, what: string): Promise<void> {
  await expect(layer).toBeVisible();
  await expect(page.locator('[aria-busy="true"]').filter({ visible: true })).toHaveCount(0);
  expect(await violations(page, 'all'), what).toEqual([]);
  expect(await smallTargets(page, layer), `${what}: targets`).toEqual([]);
}

async function overall(request: APIRequestContext): Promise<Overall> {
  const response = await request.get(`${apiPath(endpoints.overalls)}?type=WEB`, { headers: apiHeaders() });
  return (await response.json()) as Overall;
}

/** Opens the product of `productId` from its card on the menu, as a tap on the card does. */
async function tapCard(page: Page, productId: number): Promise<void> {
  const card = page.locator(`[data-testid="product-card"][data-product-id="${productId}"]`).first();
  await card.locator('.product-card__link').click();
}

const combo = (k: number): Combo => COMBOS[k % COMBOS.length] as Combo;

test(`the side menu, its language sheet and its log-out confirmation (${comboName(combo(0))})`, async ({
  page,
  request,
  baseURL,
}) => {
  const { session } = await theCustomer(request);
  await openAs(page, baseURL, '/', combo(0), session);
  await page.getByTestId('menu-toggle').click();
  const menu = page.getByTestId('side-menu');
  await clean(page, menu, 'side menu');
  await menu.getByTestId('language').click();
  await clean(page, page.getByTestId('language-drawer'), 'language sheet');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('language-drawer')).toHaveCount(0);
  await menu.getByTestId('logout').click();
  await clean(page, page.getByTestId('logout-drawer'), 'log-out confirmation');
});

test(`the side menu and its language sheet (${comboName(combo(3))})`, async ({ page, request, baseURL }) => {
  const { session } = await theCustomer(request);
  await openAs(page, baseURL, '/', combo(3), session);
  await page.getByTestId('menu-toggle').click();
  const menu = page.getByTestId('side-menu');
  await clean(page, menu, 'side menu');
  await menu.getByTestId('language').click();
  await clean(page, page.getByTestId('language-drawer'), 'language sheet');
});

test(`a dish with choices in the pop-up, and its photo viewer (${comboName(combo(1))})`, async ({
  page,
  request,
  baseURL,
}) => {
  const { session } = await theCustomer(request);
  const menu = await overall(request);
  const manti = menu.products.find((p) => p.name.eng?.startsWith('Manti'));
  if (!manti) throw new Error('the demo menu has no manti');
  await openAs(page, baseURL, '/', combo(1), session);
  await tapCard(page, manti.id);
  const overlay = page.getByTestId('product-overlay');
  await expect(overlay.locator('input[type="checkbox"]').first()).toBeAttached();
  await clean(page, overlay, 'product pop-up');
  await overlay.locator('.product__image').click();
  await clean(page, page.getByTestId('image-viewer'), 'photo viewer');
});

test(`a dish shown as a bottom sheet (${comboName(combo(2))})`, async ({ page, request, baseURL }) => {
  const { session } = await theCustomer(request);
  const menu = await overall(request);
  const sheetCategory = menu.categories.find((c) => c.navigationType === 'SHEET');
  const dish = menu.products.find((p) => p.categoryId === sheetCategory?.id);
  if (!dish) throw new Error('the demo menu has no category shown as a sheet');
  await openAs(page, baseURL, '/', combo(2), session);
  // Its category is further down the menu: its chip in the category bar leads there.
  await page.locator(`.category-bar [data-chip="${sheetCategory?.id}"]`).click();
  await tapCard(page, dish.id);
  const overlay = page.getByTestId('product-overlay');
  await expect(overlay).toHaveClass(/product-overlay--sheet/);
  await clean(page, overlay, 'product sheet');
});

test(`a story played full screen (${comboName(combo(4))})`, async ({ page, request, baseURL }) => {
  const { session } = await theCustomer(request);
  await openAs(page, baseURL, '/', combo(4), session);
  await page.getByTestId('story').first().click();
  await clean(page, page.getByTestId('image-viewer'), 'story');
});

test(`the profile's language sheet, log-out and delete-account confirmations (${comboName(combo(5))})`, async ({
  page,
  request,
  baseURL,
}) => {
  const { session } = await theCustomer(request);
  await openAs(page, baseURL, '/user', combo(5), session);
  await page.getByTestId('language').click();
  await clean(page, page.getByTestId('language-drawer'), 'language sheet');
  await page.keyboard.press('Escape');
  await page.getByTestId('logout').click();
  await clean(page, page.getByTestId('logout-drawer'), 'log-out confirmation');
  await page.keyboard.press('Escape');
  await page.getByTestId('delete-account').click();
  await clean(page, page.getByTestId('delete-drawer'), 'delete-account confirmation');
});

test(`the basket's branch sheet, its switch confirmation and the clear-basket confirmation (${comboName(combo(0 + 6 + 1))})`, async ({
  page,
  request,
  baseURL,
}) => {
  const c = combo(7);
  const { session } = await theCustomer(request);
  const menu = await overall(request);
  // A dish one branch does not sell: switching to that branch asks before dropping it.
  const dish = menu.products.find((p) => p.productBranch?.some((b) => !b.active));
  const missingAt = dish?.productBranch?.find((b) => !b.active)?.branchId;
  if (!dish || missingAt === undefined) throw new Error('the demo menu has no dish missing at a branch');
  await openAs(page, baseURL, '/cart', c, session, {
    items: [{ key: '1', productId: dish.id, count: 1, modifications: [] }],
  });
  await page.getByTestId('cart-branch').click();
  const sheet = page.getByTestId('branch-sheet');
  await clean(page, sheet, 'branch sheet');
  await sheet.getByTestId(`branch-${missingAt}`).click();
  await clean(page, page.getByTestId('branch-switch'), 'branch switch confirmation');
  await page.getByTestId('branch-switch-keep').click();
  await page.getByTestId('cart-clear').click();
  await clean(page, page.getByTestId('cart-clear-drawer'), 'clear-basket confirmation');
});

test(`cancelling an order asks first (${comboName(combo(8))})`, async ({ page, request, baseURL }) => {
  const { session, ids } = await theCustomer(request);
  await openAs(page, baseURL, `/orders/${ids.orderId}`, combo(8), session);
  await page.getByTestId('order-cancel').click();
  await clean(page, page.getByTestId('order-cancel-drawer'), 'cancel-order confirmation');
});

test(`deleting an address asks first (${comboName(combo(9))})`, async ({ page, request, baseURL }) => {
  const session = await signInByApi(request, { firstName: 'Adres', lastName: 'Egasi' });
  await addressByApi(request, session.token, 'Home');
  await openAs(page, baseURL, '/address', combo(9), session);
  await page.getByTestId('address-delete').click();
  await clean(page, page.getByTestId('address-delete-dialog'), 'address delete dialog');
});

test(`cancelling a reservation asks first (${comboName(combo(10))})`, async ({ page, request, baseURL }) => {
  const session = await signInByApi(request, { firstName: 'Stol', lastName: 'Bron' });
  await reservationByApi(request, session.token);
  await openAs(page, baseURL, '/reservations', combo(10), session);
  await page.getByTestId('reservation-cancel-open').click();
  await clean(page, page.getByTestId('reservation-cancel'), 'cancel-reservation confirmation');
});

test(`the session-expired dialog (${comboName(combo(11))})`, async ({ page, request, baseURL }) => {
  const session = await signInByApi(request, { firstName: 'Eski', lastName: 'Sessiya' });
  await openAs(page, baseURL, '/', combo(11), session, ONE_LINE_BASKET);
  // The token is revoked elsewhere (another device logged out); the next load's token call gets a 401.
  expect((await request.post(apiPath(endpoints.logout), { headers: apiHeaders(session.token) })).ok()).toBe(true);
  await page.reload();
  await clean(page, page.getByTestId('session-expired'), 'session-expired dialog');
});
