/**
 * The longest language (Uzbek) at the narrowest phone (320 px): no screen of the order path or the account scrolls
 * sideways, and no label of a switch is cut or wrapped.
 */
import { expect, test, type Page } from '@playwright/test';
import { ONE_LINE_BASKET, openSignedIn, signInByApi } from './support.ts';

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

for (const [name, path] of [
  ['basket', '/cart'],
  ['checkout', '/checkout'],
  ['profile', '/user'],
  ['reservation', '/reservations/new'],
] as const) {
  test(`the ${name} fits 320 px in Uzbek`, async ({ page, request, baseURL }) => {
    await page.context().addCookies([{ name: 'language', value: 'uz', url: baseURL ?? '' }]);
    const session = await signInByApi(request, { firstName: 'Oʻgʻiloy', lastName: 'Toʻxtasinova' });
    await openSignedIn(page, baseURL, path, session, ONE_LINE_BASKET);
    await expect(page.locator('main').first()).toBeVisible();
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(await overflowing(page)).toEqual([]);
    expect(await brokenSegments(page)).toEqual([]);
  });
}
