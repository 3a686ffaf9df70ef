/**
 * The longest language (Uzbek) at the narrowest phone (320 px): no screen of the storefront (every route of
 * `routes.ts`) scrolls sideways, no text is cut off by its box (the main button's included), and no label of a switch
 * is cut or wrapped.
 */
import { expect, test, type Page } from '@playwright/test';
import { ROUTES, sweepCustomer } from './routes.ts';
import { ONE_LINE_BASKET, openSignedIn } from './support.ts';

test.use({ viewport: { width: 320, height: 700 }, hasTouch: true, isMobile: true });

/** Whatever is wider than the screen, by its test id or class, with its width. */
const overflowing = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return [...document.querySelectorAll('main *')]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return (
          box.width > 0 &&
          (box.right > width + 0.5 || box.left < -0.5) &&
          !el.closest('.product-grid--row, .stories, .banners, .category-bar')
        );
      })
      .slice(0, 5)
      .map((el) => `${el.getAttribute('data-testid') ?? el.className} ${Math.round(el.getBoundingClientRect().right)}`);
  });

/**
 * Text cut off by the box that holds it (a clipped or ellipsised line wider than its box), in the screen and in the
 * browser's main button: a label that does not fit, where it should have wrapped or been shorter.
 */
const cutText = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('main *, .browser-action-bar *')]
      .filter((el) => {
        const style = getComputedStyle(el);
        return (
          (style.overflowX === 'hidden' || style.overflowX === 'clip') &&
          !el.closest('.visually-hidden') &&
          (el.textContent ?? '').trim() !== '' &&
          el.scrollWidth > el.clientWidth + 1
        );
      })
      .map((el) => `${el.getAttribute('data-testid') ?? el.className}: ${el.textContent?.slice(0, 60)}`),
  );

/** Buttons of a segmented switch whose label takes more than one line or is cut. */
const brokenSegments = (page: Page) =>
  page.locator('.segmented > button').evaluateAll((buttons) =>
    buttons
      .filter((button) => {
        const range = document.createRange();
        range.selectNodeContents(button);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        return lines > 1 || button.scrollWidth > button.clientWidth + 1;
      })
      .map((button) => button.textContent),
  );

/** One customer (with an order) per worker, for every route: the routes differ, not the customer. */
const theCustomer = sweepCustomer({ firstName: 'Oʻgʻiloy', lastName: 'Toʻxtasinova' });

for (const [language, languageName] of [
  ['uz', 'Uzbek'],
  ['ru', 'Russian'],
] as const) {
  for (const route of ROUTES) {
    test(`the ${route.name} screen fits 320 px in ${languageName}`, async ({ page, request, baseURL }) => {
      await page.context().addCookies([{ name: 'language', value: language, url: baseURL ?? '' }]);
      const { session, ids } = await theCustomer(request);
      if (route.guest) await page.goto(route.path(ids));
      else await openSignedIn(page, baseURL, route.path(ids), session, ONE_LINE_BASKET);
      await expect(page.locator('main').first()).toBeVisible();
      await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      // Still on the route asked for: a screen that sent the visitor elsewhere was not checked.
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(route.path(ids));
      expect(await cutText(page)).toEqual([]);
      expect(await overflowing(page)).toEqual([]);
      expect(await brokenSegments(page)).toEqual([]);
    });
  }
}

for (const [language, prompt] of [
  ['uz', 'Manzilni kiriting'],
  ['ru', 'Укажите адрес'],
] as const) {
  test(`the header's address prompt is whole at 320 px (${language})`, async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: 'language', value: language, url: baseURL ?? '' }]);
    await page.goto('/');
    const value = page.locator('.site-header__chip-value');
    await expect(value).toHaveText(prompt);
    expect(await value.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  });
}
