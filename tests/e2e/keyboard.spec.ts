/**
 * The order journey with the keyboard alone (Tab, Shift+Tab, Enter, Space, Escape and the arrow keys; no pointer): a
 * dish added from the menu, the dish's pop-up opened and closed, the basket, pick-up chosen, the branch sheet opened
 * and closed, the checkout, the order placed. On every step focus is seen: the focused control paints a focus ring
 * and no bar fixed over the page (the main button's, the sticky category chips, the back arrow's) covers it. Escape
 * closes what a key opened and gives focus back to the control that opened it.
 */
import { expect, test, type Page } from '@playwright/test';
import { addressByApi } from './a11y.support.ts';
import { focusIn, focused, press, tabTo } from './keyboard.support.ts';
import { english, openSignedIn, placeOrder, signInByApi } from './support.ts';

test.use({ viewport: { width: 390, height: 844 } });
// One long journey of some hundred key presses, each checked.
test.setTimeout(90_000);

/** Whether the merchant's branches take orders now (10:00 to 22:30 in Tashkent); otherwise the order is for later. */
function openNow(): boolean {
  const now = new Date(Date.now() + 5 * 3600_000);
  const minutes = now.getUTCHours() * 60 + now.getUTCMinutes();
  return minutes >= 10 * 60 && minutes < 22 * 60 + 30;
}

const focusedTestId = async (page: Page) => (await focused(page)).testId;

/** The menu in English, its first dish drawn. */
async function openMenu(page: Page, baseURL: string | undefined): Promise<void> {
  await english(page, baseURL);
  await page.goto('/');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
}

test('a signed-in customer goes from the menu to a placed order with the keyboard alone', async ({
  page,
  request,
  baseURL,
}) => {
  await english(page, baseURL);
  await openSignedIn(page, baseURL, '/', await signInByApi(request, { firstName: 'Klava', lastName: 'Turova' }));
  await expect(page.getByTestId('product-card').first()).toBeVisible();

  // The menu: Tab to the "Add" of the first dish that needs no choices; Enter adds it, and focus stays in its card,
  // on the "+" that took the button's place; Space adds one more.
  await tabTo(page, async (now) => now.testId === 'card-add' && (await focusIn(page, '[data-needs-options="false"]')));
  const id = await page.evaluate(() =>
    document.activeElement?.closest('[data-testid="product-card"]')?.getAttribute('data-product-id'),
  );
  const card = page.locator(`[data-testid="product-card"][data-product-id="${id}"]`).first();
  await press(page, 'Enter');
  await expect(card.getByTestId('card-units')).toHaveText('1');
  expect(await focusIn(page, `[data-product-id="${id}"] .stepper`), 'focus stays in the card').toBe(true);
  await press(page, 'Space');
  await expect(card.getByTestId('card-units')).toHaveText('2');

  // The dish's pop-up: Shift+Tab back to the card's link, Enter opens it with focus inside; Escape closes it and
  // gives focus back to the link.
  await tabTo(page, () => focusIn(page, `[data-product-id="${id}"] .product-card__link`), { key: 'Shift+Tab' });
  await press(page, 'Enter');
  const overlay = page.getByTestId('product-overlay');
  await expect(overlay).toBeVisible();
  await expect.poll(() => focusIn(page, '[data-testid="product-overlay"]')).toBe(true);
  await press(page, 'Escape');
  await expect(overlay).toHaveCount(0);
  expect(await focusIn(page, `[data-product-id="${id}"] .product-card__link`), 'focus back on the link').toBe(true);

  // The basket's button is the page's last control: Shift+Tab past the page's start comes round to it.
  await tabTo(page, (now) => now.testId === 'browser-main-button', { key: 'Shift+Tab' });
  await expect(page.getByTestId('browser-main-button')).toHaveText(/Go to cart \(2\)/);
  await press(page, 'Enter');
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);

  // The basket: the service type is one Tab stop, chosen with the arrow keys.
  await tabTo(page, (now) => now.testId?.startsWith('service-') === true);
  for (let i = 0; i < 3 && (await focusedTestId(page)) !== 'service-PICK_UP'; i += 1) await press(page, 'ArrowRight');
  await expect(page.getByTestId('service-PICK_UP')).toHaveAttribute('aria-checked', 'true');
  expect(await focusedTestId(page)).toBe('service-PICK_UP');
  // The branch: Enter opens its sheet (focus inside), Escape closes it, focus back on the row.
  await tabTo(page, (now) => now.testId === 'cart-branch');
  await press(page, 'Enter');
  const sheet = page.getByTestId('branch-sheet');
  await expect(sheet).toBeVisible();
  expect(await focusIn(page, '[data-testid="branch-sheet"]')).toBe(true);
  await press(page, 'Escape');
  await expect(sheet).toHaveCount(0);
  expect(await focusedTestId(page), 'focus back on the branch row').toBe('cart-branch');
  await tabTo(page, (now) => now.testId === 'browser-main-button');
  await press(page, 'Enter');
  await expect(page).toHaveURL(/\/checkout$/);

  // The checkout, from its first control to the button that places the order: every control on the way is seen.
  await expect(page.getByRole('radio', { name: 'Cash' })).toBeChecked();
  if (!openNow()) {
    await tabTo(page, (now) => now.testId === 'when-now');
    await press(page, 'End');
    await expect(page.getByTestId('when-later')).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByTestId('when-time')).toBeVisible();
  }
  await tabTo(page, (now) => now.testId === 'browser-main-button', { limit: 80 });
  await expect(page.getByTestId('browser-main-button')).toBeEnabled();
  await placeOrder(page, () => page.keyboard.press('Enter'));
  await expect(page.getByTestId('order-status')).toBeVisible();
});

test('the language sheet with the keyboard: the arrows go through the languages, Enter takes one', async ({
  page,
  baseURL,
}) => {
  await openMenu(page, baseURL);
  await page.getByTestId('menu-toggle').focus();
  await page.keyboard.press('Enter');
  const menu = page.getByTestId('side-menu');
  await menu.getByTestId('language').focus();
  await page.keyboard.press('Enter');
  const sheet = page.getByTestId('language-drawer');
  await expect(sheet).toBeVisible();
  await sheet.getByRole('radio', { name: 'English' }).focus();
  // Through the other languages and back: the page keeps its language and the sheet stays open.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(sheet).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const onRadio = await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value);
  expect(onRadio).not.toBe('eng');
  await expect(sheet.getByRole('radio', { name: 'English' })).not.toBeChecked();
  await page.keyboard.press('Enter');
  await expect(sheet).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('lang', onRadio === 'ru' ? 'ru' : 'uz');
});

test("a screen reader's activation (a click with no pointer) chooses a language and an address; arrows only move", async ({
  page,
  request,
  baseURL,
}) => {
  await english(page, baseURL);
  const session = await signInByApi(request, { firstName: 'Ozoda', lastName: 'Nabiyeva' });
  for (const name of ['Home', 'Work']) await addressByApi(request, session.token, name);
  await openSignedIn(page, baseURL, '/', session);
  await expect(page.getByTestId('product-card').first()).toBeVisible();

  // The language sheet: NVDA's Enter in browse mode, TalkBack's double tap, are a click with no pointer behind it.
  await page.getByTestId('menu-toggle').click();
  await page.getByTestId('side-menu').getByTestId('language').click();
  const sheet = page.getByTestId('language-drawer');
  await sheet.getByRole('radio', { name: 'English' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(sheet).toBeVisible();
  await sheet.getByRole('radio', { name: 'Русский' }).dispatchEvent('click');
  await expect(sheet).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');

  // The addresses, named by their whole line; one activation chooses and goes on to where the choice was wanted.
  await page.goto('/choose-address?return=/user');
  const work = page.getByRole('radio', { name: /Work/ });
  await expect(work).toHaveAccessibleName(/Work.*Amir Temur/);
  await work.dispatchEvent('click');
  await expect(page).toHaveURL(/\/user$/);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('chosenAddress') ?? 'null')?.name)).toBe('Work');
});

test('a basket line removed with its own "−" hands focus to the next line, and the last one to the empty basket', async ({
  page,
  baseURL,
}) => {
  await english(page, baseURL);
  await page.goto('/');
  const plain = page.locator('[data-testid="product-card"][data-needs-options="false"]');
  for (const index of [0, 1]) await plain.nth(index).getByTestId('card-add').click();
  await page.goto('/cart');
  const lines = page.getByTestId('cart-line');
  await expect(lines).toHaveCount(2);
  const [first, second] = await lines.locator('.cart-line__name').allTextContents();

  await tabTo(page, (now) => now.what.includes(`Remove ${first}`));
  const after = await press(page, 'Enter');
  await expect(lines).toHaveCount(1);
  expect(after.what, 'focus on the next line’s "−"').toContain(`Remove ${second}`);

  // The empty basket that takes focus is not a control: it draws no ring (keep-focus.ts), so no `press` check here.
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('cart-empty')).toBeVisible();
  expect(await focusIn(page, '[data-testid="cart-empty"]'), 'focus on the empty basket').toBe(true);
  // From there the next key goes on to the way out of it.
  expect((await press(page, 'Tab')).what).toContain('To the menu');
});

test('an address deleted from its confirmation dialog hands focus to the next address’s "Delete", the last to the empty list', async ({
  page,
  request,
  baseURL,
}) => {
  await english(page, baseURL);
  const session = await signInByApi(request, { firstName: 'Aziza', lastName: 'Karimova' });
  for (const name of ['Home', 'Work']) await addressByApi(request, session.token, name);
  await page.route(/tile\.openstreetmap\.org/, (tile) => tile.abort('internetdisconnected'));
  await openSignedIn(page, baseURL, '/address', session);
  const list = page.getByTestId('address-list');
  await expect(list.getByTestId('address-delete')).toHaveCount(2);
  const dialog = page.getByTestId('address-delete-dialog');

  for (const [name, next] of [
    ['Home', 'Delete Work'],
    ['Work', null],
  ] as const) {
    await tabTo(page, (now) => now.what.includes(`Delete ${name}`));
    await press(page, 'Enter');
    await expect(dialog).toBeVisible();
    await tabTo(page, (now) => now.testId === 'address-delete-confirm');
    // Where focus lands is checked below: the empty list is not a control and draws no ring.
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    if (next) {
      await expect(list.getByTestId('address-delete')).toHaveCount(1);
      await expect.poll(async () => (await focused(page)).what).toContain(next);
    } else {
      await expect(page.getByTestId('address-empty')).toBeVisible();
      await expect.poll(() => focusIn(page, '[data-testid="address-empty"]'), 'focus on the empty list').toBe(true);
    }
  }
});

test("a dish with choices added from its card's Add: focus comes back to the card, on the stepper that took the Add's place", async ({
  page,
  baseURL,
}) => {
  await openMenu(page, baseURL);
  // Tab to the Add of the first dish with choices; Enter opens its pop-up, focus inside.
  await tabTo(page, async (now) => now.testId === 'card-add' && (await focusIn(page, '[data-needs-options="true"]')));
  const id = await page.evaluate(() =>
    document.activeElement?.closest('[data-testid="product-card"]')?.getAttribute('data-product-id'),
  );
  await press(page, 'Enter');
  const overlay = page.getByTestId('product-overlay');
  await expect(overlay).toBeVisible();
  await expect.poll(() => focusIn(page, '[data-testid="product-overlay"]')).toBe(true);
  // Each choice the dish asks for, made with the keyboard: its first option focused, Space.
  const required = overlay.locator('.modifier-group__header', { hasText: /select minimum|select \d/ });
  for (let i = 0; i < (await required.count()); i += 1) {
    const groupId = await required.nth(i).getAttribute('id');
    const option = overlay.locator(`[aria-labelledby="${groupId}"] input`).first();
    await option.scrollIntoViewIfNeeded();
    await option.focus();
    await page.keyboard.press('Space');
    await expect(option).toBeChecked();
  }
  // The pop-up's own add button (Tab through its options is the journey above's).
  await overlay.getByTestId('browser-main-button').focus();
  await page.keyboard.press('Enter');
  await expect(overlay).toHaveCount(0);
  const card = page.locator(`[data-testid="product-card"][data-product-id="${id}"]`).first();
  await expect(card.getByTestId('card-units')).toHaveText('1');
  expect(await focusIn(page, `[data-product-id="${id}"] .stepper`), 'focus back in the card, on its stepper').toBe(
    true,
  );
});

test("a category chip taken with the keyboard moves focus to the category's heading, and the next Tab into its dishes", async ({
  page,
  baseURL,
}) => {
  await openMenu(page, baseURL);
  const chip = page.locator('.category-bar__chip').nth(2);
  const name = ((await chip.textContent()) ?? '').trim();
  await chip.focus();
  await press(page, 'Enter');
  const heading = page.getByRole('heading', { level: 2, name });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  await press(page, 'Tab');
  const section = page.locator('section', { has: heading });
  expect(await section.evaluate((element) => element.contains(document.activeElement))).toBe(true);
});
