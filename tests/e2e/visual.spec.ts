/**
 * What the main screens paint, compared with reviewed pictures (tests/e2e/visual.spec.ts-snapshots/) within a small
 * tolerance, on a phone (390x844) in light and dark. A change of look fails here until the pictures are reviewed and
 * regenerated: `npx playwright test visual --update-snapshots` (after `npm run build`). Whatever changes from run to
 * run (times, dates, order numbers) is masked.
 */
import { expect, test, type Page } from '@playwright/test';
import { ONE_LINE_BASKET, openSignedIn, signInByApi } from './support.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, reducedMotion: 'reduce' });

const LOOK = { animations: 'disabled', caret: 'hide', maxDiffPixelRatio: 0.015 } as const;

/** Every picture in view has arrived (or failed to its placeholder), and web fonts are in. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.images].every((img) => {
      const box = img.getBoundingClientRect();
      return img.complete || box.bottom < 0 || box.top > innerHeight;
    }),
  );
  await page.evaluate(() => document.fonts.ready);
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`${scheme}`, () => {
    test.use({ colorScheme: scheme });

    test(`the menu, in Russian (${scheme})`, async ({ page, baseURL }) => {
      await page.context().addCookies([{ name: 'language', value: 'ru', url: baseURL ?? '' }]);
      await page.goto('/');
      await expect(page.getByTestId('product-card').first()).toBeVisible();
      await expect(page.getByTestId('stories')).toBeVisible();
      // Scrolled to the first category, as a person does, so the cards fill the screen.
      await page.locator('.category-bar__chip').first().tap();
      await expect(page.locator('.category-bar')).not.toHaveAttribute('data-jumping');
      await settled(page);
      await expect(page).toHaveScreenshot(`menu-${scheme}.png`, LOOK);
    });

    test(`the basket and checkout, in Uzbek (${scheme})`, async ({ page, request, baseURL }) => {
      await page.context().addCookies([{ name: 'language', value: 'uz', url: baseURL ?? '' }]);
      const session = await signInByApi(request, { firstName: 'Visual', lastName: 'Check' });
      await openSignedIn(page, baseURL, '/cart', session, ONE_LINE_BASKET);
      await expect(page.getByTestId('cart-total')).toBeVisible();
      await page.getByTestId('service-PICK_UP').tap();
      await settled(page);
      await expect(page).toHaveScreenshot(`cart-${scheme}.png`, {
        ...LOOK,
        // The recommendations row depends on the hour's menu; the branch on the clock.
        mask: [page.locator('.cart__recommendation-row'), page.getByTestId('cart-branch')],
      });
      await page.getByTestId('browser-main-button').tap();
      await expect(page.getByTestId('checkout-lines')).toBeVisible();
      await settled(page);
      // The place with its estimate, and the breakdown: the parts of checkout that do not follow the clock (the time
      // choice does, open or closed now).
      await expect(page.locator('.checkout__where')).toHaveScreenshot(`checkout-where-${scheme}.png`, LOOK);
      const summary = page.locator('section', { has: page.getByTestId('checkout-lines') });
      await summary.scrollIntoViewIfNeeded();
      await expect(summary).toHaveScreenshot(`checkout-summary-${scheme}.png`, LOOK);
    });
  });
}
