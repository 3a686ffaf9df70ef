/**
 * One stacking order for everything that opens over the page: the layer opened last is on top and takes the taps,
 * and toasts are above every layer. "On top" is checked as a tap sees it: the element under the centre of a layer's
 * box belongs to that layer (a layer drawn under a modal <dialog> would hit the dialog or its backdrop instead).
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from '../telegram/telegram-client.ts';
import { endpoints } from '../../src/shared/contract/endpoints.ts';
import { apiGlob, english, openSignedIn, signInByApi } from './support.ts';

/** Whether a tap at the centre of the element lands on it (or inside it). */
function onTop(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && element.contains(hit);
  });
}

/** Whether keyboard focus is on the element or inside it. */
function focusInside(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element.contains(document.activeElement));
}

/** Opens a product without required options from the menu: the demo merchant shows it over the menu. */
async function openProductOverlay(page: Page): Promise<void> {
  await page
    .locator('[data-testid="product-card"][data-needs-options="false"]')
    .first()
    .locator('.product-card__link')
    .click();
  await expect(page.getByTestId('product-overlay')).toBeVisible();
}

test.use({ viewport: { width: 390, height: 844 } });

test.beforeEach(async ({ page, baseURL }) => {
  await english(page, baseURL);
});

test('the language picker opened from the side menu is on top, and choosing a language works', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('menu-toggle').click();
  const menu = page.getByTestId('side-menu');
  await expect(menu).toBeVisible();
  await menu.getByTestId('language').click();

  const picker = page.getByTestId('language-drawer');
  await expect(picker).toBeVisible();
  expect(await onTop(picker)).toBe(true);
  await picker.getByTestId('language-ru').click();

  await expect(picker).toBeHidden();
  await expect(menu.getByTestId('language')).toContainText('Русский');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  // The menu it was opened from is still there, on top again, and focus is back in it (not dropped to the page).
  expect(await onTop(menu.getByTestId('language'))).toBe(true);
  expect(await focusInside(menu)).toBe(true);
});

test('the log-out confirmation opened from the side menu is on top and answers', async ({ page, request, baseURL }) => {
  await openSignedIn(page, baseURL, '/', await signInByApi(request, { firstName: 'Layer', lastName: 'Test' }));
  await page.getByTestId('menu-toggle').click();
  await page.getByTestId('side-menu').getByTestId('logout').click();
  const confirm = page.getByTestId('logout-drawer');
  await expect(confirm).toBeVisible();
  expect(await onTop(confirm)).toBe(true);
  // Named for screen readers; Escape closes it and gives focus back to the item that opened it, then it opens again.
  await expect(page.getByRole('dialog', { name: 'Log out?' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  expect(await focusInside(page.getByTestId('side-menu'))).toBe(true);
  await page.getByTestId('side-menu').getByTestId('logout').click();
  await expect(confirm).toBeVisible();
  await confirm.getByTestId('logout-drawer-confirm').click();
  await expect(page.getByTestId('side-menu')).toBeHidden();
  await page.getByTestId('menu-toggle').click();
  await expect(page.getByTestId('menu-login')).toBeVisible();
});

test('the photo viewer opened from the product pop-up is on top', async ({ page }) => {
  await page.goto('/');
  await openProductOverlay(page);
  await page.getByTestId('product-overlay').locator('.product__image').click();
  const viewer = page.getByTestId('image-viewer');
  await expect(viewer).toBeVisible();
  expect(await onTop(page.getByTestId('image-viewer-stage'))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(page.getByTestId('product-overlay')).toBeVisible();
});

test('a toast shown while the product pop-up is open is above it, not greyed, and can be closed', async ({
  page,
  request,
  baseURL,
}) => {
  await openSignedIn(page, baseURL, '/', await signInByApi(request, { firstName: 'Toast', lastName: 'Test' }));
  // The server refuses the favourite: the error toast comes while the pop-up stays open (adding would close it).
  await page.route(apiGlob(endpoints.favouriteSet, '**'), (route) =>
    route.request().method() === 'GET'
      ? route.fallback()
      : route.fulfill({ status: 500, json: { code: 'INTERNAL', message: 'down' } }),
  );
  await openProductOverlay(page);
  const overlay = page.getByTestId('product-overlay');
  await overlay.getByTestId('favourite-button').click();

  const toast = page.getByTestId('toast').last();
  await expect(toast).toBeVisible();
  expect(await onTop(toast)).toBe(true);
  await expect(overlay).toBeVisible();
  await toast.getByRole('button').click();
  await expect(toast).toBeHidden();
  await expect(overlay).toBeVisible();
});

test("in a browser a toast comes under the back arrow's bar: the arrow still takes the tap", async ({ page }) => {
  await page.goto('/Product/1');
  await page.getByTestId('browser-main-button').click();
  const toast = page.getByTestId('toast').last();
  await expect(toast).toBeVisible();
  const back = page.getByTestId('browser-back');
  expect(await onTop(back)).toBe(true);
  const arrow = await back.boundingBox();
  expect((await toast.boundingBox())?.y).toBeGreaterThanOrEqual((arrow?.y ?? 0) + (arrow?.height ?? 0));
  await back.click();
  await expect(page).toHaveURL(/\/$/);
});
