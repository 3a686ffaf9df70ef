/**
 * The basket and checkout answer how much, when and where, on a phone: a saved address is preselected on a new
 * device, checkout lists the lines with an itemised breakdown (an unknown delivery fee says so, never 0), an estimate
 * sits with the place at the top, and a disabled main button says why right above it.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Branch } from '../../src/shared/contract/branch.ts';
import { endpoints } from '../../src/shared/contract/endpoints.ts';
import { apiHeaders, apiPath, english, openSignedIn, signInByApi } from './support.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const digits = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

async function allDayBranch(page: Page): Promise<Branch> {
  const all = (await (
    await page.request.get(apiPath(endpoints.branches), { headers: apiHeaders() })
  ).json()) as Branch[];
  const branch = all.find((b) => b.name.eng?.includes('24/7'));
  if (!branch) throw new Error('the demo merchant needs its 24/7 branch');
  return branch;
}

/** Two of the first plain dish and one of the second, tapped on their cards. */
async function fillBasket(page: Page): Promise<void> {
  const cards = page.locator('[data-testid="product-card"][data-needs-options="false"]');
  await cards.nth(0).getByTestId('card-add').tap();
  await cards.nth(0).getByTestId('card-add').tap();
  await cards.nth(1).getByTestId('card-add').tap();
  await expect(page.getByTestId('browser-main-button')).toHaveText(/Go to cart \(3\) · [\d\s]+so'm/);
}

/** From the basket to the all-day branch, so an order for now is possible at any hour. */
async function toAllDayBranch(page: Page, branch: Branch): Promise<void> {
  await page.getByTestId('cart-branch').tap();
  await page.getByTestId(`branch-${branch.id}`).tap();
  await expect(page.getByTestId('cart-branch')).toContainText(branch.name.eng ?? '');
}

/**
 * A named customer fills the basket from the menu, takes it to the all-day branch with the given service, and goes
 * on to checkout, every step a tap.
 */
async function basketToCheckout(
  page: Page,
  request: APIRequestContext,
  baseURL: string | undefined,
  name: { firstName: string; lastName: string },
  service: 'DELIVERY' | 'PICK_UP',
): Promise<void> {
  const session = await signInByApi(request, name);
  const branch = await allDayBranch(page);
  await english(page, baseURL);
  await openSignedIn(page, baseURL, '/', session);
  await fillBasket(page);
  await page.getByTestId('browser-main-button').tap();
  await toAllDayBranch(page, branch);
  await page.getByTestId(`service-${service}`).tap();
  await page.getByTestId('browser-main-button').tap();
  await expect(page).toHaveURL(/\/checkout$/);
}

test('a saved address is preselected on a new device, in the basket and at the top of checkout with an estimate', async ({
  page,
  request,
  baseURL,
}) => {
  const session = await signInByApi(request, { firstName: 'Dilnoza', lastName: 'Karimova' });
  const saved = await request.post(apiPath(endpoints.addressCreate), {
    headers: apiHeaders(session.token),
    data: {
      type: 'HOUSE',
      name: 'Home',
      streetName: 'Amir Temur avenue',
      houseNumber: '15',
      latitude: 41.3111,
      longitude: 69.2797,
      cityId: null,
    },
  });
  expect(saved.ok()).toBe(true);
  const branch = await allDayBranch(page);

  // A new device: nothing chosen in this browser.
  await english(page, baseURL);
  await openSignedIn(page, baseURL, '/', session);
  expect(await page.evaluate(() => localStorage.getItem('chosenAddress'))).toBeNull();
  await fillBasket(page);
  await page.getByTestId('browser-main-button').tap();
  await expect(page).toHaveURL(/\/cart$/);
  await toAllDayBranch(page, branch);
  await page.getByTestId('service-DELIVERY').tap();
  const cartAddress = page.getByTestId('cart-address');
  await expect(cartAddress).toContainText('Home');
  await expect(cartAddress).toContainText('Amir Temur avenue, 15');

  await page.getByTestId('browser-main-button').tap();
  await expect(page).toHaveURL(/\/checkout$/);
  const where = page.getByTestId('checkout-address');
  // Name over street and house: never "Home / Home".
  await expect(where).toContainText('Home');
  await expect(where).toContainText('Amir Temur avenue, 15');
  await expect(page.getByTestId('checkout-estimate')).toHaveText(/^Arrives in \d+–\d+ min$/);
  // The estimate is above the fold, with the place.
  const box = await page.getByTestId('checkout-estimate').boundingBox();
  expect((box?.y ?? 1e4) + (box?.height ?? 0)).toBeLessThan(844);

  // Survives a reload: the choice is now this device's.
  await page.reload();
  await expect(page.getByTestId('checkout-address')).toContainText('Amir Temur avenue, 15');
});

test('checkout lists the lines and an itemised breakdown; delivery is unknown until the address, then priced into the total', async ({
  page,
  request,
  baseURL,
}) => {
  await basketToCheckout(page, request, baseURL, { firstName: 'Rustam', lastName: 'Aliev' }, 'DELIVERY');

  const lines = page.getByTestId('checkout-line');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toContainText('2×');
  await expect(lines.nth(1)).toContainText('1×');
  const lineSum = (
    await lines.evaluateAll((els) => els.map((el) => el.querySelector('.checkout__line-amount')?.textContent ?? ''))
  ).reduce((sum, text) => sum + digits(text), 0);
  await expect(page.getByTestId('summary-products')).toContainText('Products (3)');
  await expect(page.getByTestId('summary-products')).toContainText(lineSum.toLocaleString('en').replace(/,/g, ' '));
  // No address yet: the fee is unknown, and says so.
  await expect(page.getByTestId('summary-delivery')).toContainText('Depends on the address');
  expect(digits(await page.getByTestId('summary-total').textContent())).toBe(lineSum);

  // The address is added key by key, as a person types it.
  await page.getByRole('button', { name: 'Add an address' }).tap();
  await expect(page).toHaveURL(/\/address\/create\?return=/);
  await page.getByTestId('address-name').pressSequentially('Office');
  await page.getByTestId('address-streetName').pressSequentially('Shota Rustaveli');
  await page.getByTestId('address-houseNumber').pressSequentially('41');
  await page.getByTestId('area-list').getByTestId('area-zone').filter({ hasText: 'City centre' }).tap();
  await expect(page.getByTestId('zone-status')).toHaveText(/Delivery zone: City centre/);
  await page.getByTestId('browser-main-button').tap();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId('checkout-address')).toContainText('Shota Rustaveli, 41');
  await expect(page.getByTestId('summary-delivery')).toHaveText(/[1-9][\d\s]*so'm/);
  const fee = digits(await page.getByTestId('summary-delivery').textContent());
  await expect.poll(async () => digits(await page.getByTestId('summary-total').textContent())).toBe(lineSum + fee);
  await expect(page.getByTestId('browser-main-button')).toContainText(
    (lineSum + fee).toLocaleString('en').replace(/,/g, ' '),
  );
});

test('a disabled main button says why right above it, and the reason follows what the customer types', async ({
  page,
  request,
  baseURL,
}) => {
  await basketToCheckout(page, request, baseURL, { firstName: 'Akmal', lastName: 'Usmonov' }, 'PICK_UP');
  const button = page.getByTestId('browser-main-button');
  const hint = page.getByTestId('main-button-hint');
  await expect(button).toBeEnabled();
  await expect(hint).toHaveCount(0);

  // Someone else receives the order: until their name and phone are in, the button says why it waits.
  await page.getByTestId('receiver-toggle').tap();
  await expect(button).toBeDisabled();
  await expect(hint).toHaveText("Enter the receiver's name and phone");
  const [hintBox, buttonBox] = [await hint.boundingBox(), await button.boundingBox()];
  expect(hintBox && buttonBox).toBeTruthy();
  if (hintBox && buttonBox) {
    expect(hintBox.y + hintBox.height).toBeLessThanOrEqual(buttonBox.y);
    expect(buttonBox.y - (hintBox.y + hintBox.height)).toBeLessThan(24);
  }
  await page.getByTestId('receiver-name').pressSequentially('Malika');
  await expect(hint).toHaveText("Enter the receiver's name and phone");
  await page.getByTestId('receiver-phone').pressSequentially('901234567');
  await expect(hint).toHaveCount(0);
  await expect(button).toBeEnabled();
  // One digit taken back: the reason is back at once.
  await page.getByTestId('receiver-phone').press('End');
  await page.getByTestId('receiver-phone').press('Backspace');
  await expect(hint).toHaveText("Enter the receiver's name and phone");
  await expect(button).toBeDisabled();
});

test("the basket counts down to the customer's promo and checkout applies it with a tap", async ({
  page,
  request,
  baseURL,
}) => {
  // A new customer is given WELCOME30: 30 000 so'm off from 100 000 so'm of products.
  const session = await signInByApi(request, { firstName: 'Shahlo', lastName: 'Nazarova' });
  const branch = await allDayBranch(page);
  await english(page, baseURL);
  await openSignedIn(page, baseURL, '/', session);
  const cards = page.locator('[data-testid="product-card"][data-needs-options="false"]');
  await cards.nth(0).getByTestId('card-add').tap();
  await page.getByTestId('browser-main-button').tap();
  await toAllDayBranch(page, branch);
  await page.getByTestId('service-PICK_UP').tap();

  const nudge = page.getByTestId('promo-nudge');
  const total = async () => digits(await page.getByTestId('cart-total').textContent());
  const unit = await total();
  expect(unit).toBeLessThan(100000);
  await expect(nudge).toHaveText(/^Add [\d\s]+so'm more to get 30\s000\sso'm off with code WELCOME30$/);
  const missing = async () => digits((await nudge.textContent())?.split(' more')[0] ?? '');
  expect(await missing()).toBe(100000 - unit);

  // One more at a time, as a person taps, until the minimum is reached: the countdown follows, then goes.
  const plus = page.getByTestId('cart-line').first().getByRole('button', { name: 'Add' });
  let count = 1;
  while (unit * count < 100000) {
    await plus.tap();
    count += 1;
    await expect(page.getByTestId('cart-line-count').first()).toHaveText(String(count));
    if (unit * count < 100000) await expect.poll(missing).toBe(100000 - unit * count);
  }
  await expect(nudge).toHaveCount(0);

  // At checkout the code it now reaches is offered; one tap applies it and the total drops by 30 000.
  await page.getByTestId('browser-main-button').tap();
  await expect(page).toHaveURL(/\/checkout$/);
  const before = digits(await page.getByTestId('summary-total').textContent());
  await page.getByTestId('promo-offer').filter({ hasText: 'WELCOME30' }).tap();
  await expect(page.getByTestId('promo-applied')).toContainText('WELCOME30');
  await expect(page.getByTestId('promo-offer')).toHaveCount(0);
  await expect.poll(async () => digits(await page.getByTestId('summary-total').textContent())).toBe(before - 30000);
});
