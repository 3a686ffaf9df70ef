/**
 * What screen-reader and low-vision users meet, checked by axe (the engine of Lighthouse's accessibility audit) on the
 * pages a customer goes through, light and dark: readable colours, headings in order (the UI kit's captions are not
 * headings), every field and choice named, and links named by what they show.
 */
import { expect, test } from '@playwright/test';
import { violations } from './axe.ts';
import { chooseTimeIfClosed, english, mantiId, ONE_LINE_BASKET, openSignedIn, signInByApi } from './support.ts';

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme}`, () => {
    test.use({ viewport: { width: 390, height: 844 }, colorScheme });

    test('the menu, a dish with choices and the basket have no violations', async ({ page, baseURL }) => {
      await english(page, baseURL);
      await page.addInitScript((basket) => {
        if (!sessionStorage.getItem('seeded')) localStorage.setItem('basket', JSON.stringify(basket));
        sessionStorage.setItem('seeded', '1');
      }, ONE_LINE_BASKET);
      await page.goto('/');
      await expect(page.getByTestId('product-card').first()).toBeVisible();
      expect(await violations(page)).toEqual([]);

      await page.goto(`/Product/${await mantiId(page)}`);
      await expect(page.getByRole('checkbox', { name: 'Sour cream' })).toBeAttached();
      expect(await violations(page)).toEqual([]);

      await page.goto('/cart');
      await expect(page.getByTestId('cart-line')).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });

    test('the checkout, signed in with a basket, has no violations', async ({ page, baseURL, request }) => {
      await english(page, baseURL);
      await openSignedIn(
        page,
        baseURL,
        '/checkout',
        await signInByApi(request, { firstName: 'Dilnoza', lastName: 'Rahimova' }),
        ONE_LINE_BASKET,
      );
      await expect(page.getByRole('radio', { name: 'Cash' })).toBeChecked();
      await expect(page.getByTestId('promo-input')).toBeVisible();
      // At night the branch is closed: an order for a later time (its day and time fields are checked too).
      await chooseTimeIfClosed(page);
      // Once the order is priced, the button to place it is ready (not faded).
      await expect(page.getByTestId('browser-main-button').filter({ visible: true }).first()).toBeEnabled();
      expect(await violations(page)).toEqual([]);
    });

    test("the map's loading words are readable over the map's own grey, before any tile has come", async ({
      page,
      baseURL,
    }) => {
      await english(page, baseURL);
      // Tiles that never answer: the map stays loading (MAP_LOAD_TIMEOUT_MS, 10 s) with its container's grey showing.
      await page.route(/tile\.openstreetmap\.org/, () => undefined);
      await page.goto('/branches/map?branch=1');
      const loading = page.locator('.pick-location__map-loading');
      await expect(loading.getByText('Loading the map')).toBeVisible();
      await expect(page.locator('.leaflet-container')).toBeAttached();
      expect(await violations(page, ['color-contrast'])).toEqual([]);
      await expect(loading).toBeVisible();
    });

    test('branches, the branch choice, vacancies, notifications, reservations, the profile, cashback and phone change have no violations', async ({
      page,
      baseURL,
      request,
    }) => {
      await english(page, baseURL);
      await page.route(/tile\.openstreetmap\.org/, (route) => route.abort('internetdisconnected'));
      await openSignedIn(
        page,
        baseURL,
        '/branches',
        await signInByApi(request, { firstName: 'Axe', lastName: 'Check' }),
        {
          items: [],
          serviceType: 'PICK_UP',
        },
      );
      const pages: [string, string][] = [
        ['/branches', '[data-testid="branch-card"]'],
        ['/branches/map?branch=1', '[data-testid="branches-coordinates"]'],
        ['/choose-branch', '[data-testid="branch-option"]'],
        ['/choose-branch?view=map', '[data-testid="branch-option"]'],
        ['/vacancy', '[data-testid="vacancy-row"]'],
        ['/vacancy/1', '[data-testid="vacancy-salary"]'],
        ['/notifications', '[data-testid="notification"]'],
        ['/reservations', '[data-testid="reservations-empty"]'],
        ['/reservations/new', '[data-testid="reserve-hall"] option'],
        ['/user', '[data-testid="profile-birthday"]'],
        ['/user/cashback', '[data-testid="cashback-move"]'],
        ['/user/phone', '[data-testid="login-phone"]'],
      ];
      for (const [path, ready] of pages) {
        await page.goto(path);
        await expect(page.locator(ready).first()).toBeAttached();
        expect(await violations(page), path).toEqual([]);
      }
    });
  });
}
