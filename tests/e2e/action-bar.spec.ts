/**
 * The browser's action bar (the in-page main button) adds its room at the end of the page: the first item in the
 * basket moves nothing already on screen, and at full scroll the end of every page sits above the bar and can be tapped.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { english, mantiId, ONE_LINE_BASKET, openSignedIn, signInByApi } from './support.ts';

test.use({ viewport: { width: 390, height: 844 } });

/** Two frames: whatever the last change set in motion has been laid out and painted. */
const painted = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/** Scrolls to the very end as a person would (the wheel), until the page scrolls no further. */
async function scrollToEnd(page: Page): Promise<void> {
  await expect
    .poll(async () => {
      await page.mouse.wheel(0, 4000);
      await painted(page);
      return page.evaluate(
        () => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight,
      );
    })
    .toBe(true);
}

/** At full scroll `last` ends above the bar's top edge. */
async function expectAboveBar(page: Page, last: Locator): Promise<void> {
  const bar = await page.getByTestId('browser-main-button-bar').boundingBox();
  const box = await last.boundingBox();
  if (!bar || !box) throw new Error('bar or element not laid out');
  expect(box.y + box.height).toBeLessThanOrEqual(bar.y);
}

test('adding the first item from the home page moves nothing: no layout shift at all, the header stays put', async ({
  page,
  baseURL,
}) => {
  await english(page, baseURL);
  await page.goto('/');
  const card = page.locator('[data-testid="product-card"][data-needs-options="false"]').first();
  await expect(card).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  await expect(page.getByTestId('browser-main-button-bar')).toHaveCount(0);

  // Every layout-shift entry from now on (buffered, so none is missed), also those right after input, which CLS skips.
  await page.evaluate(() => {
    const from = performance.now();
    const seen = { sum: 0, count: 0 };
    (window as unknown as { __shifts: typeof seen }).__shifts = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
        if (entry.startTime < from) continue;
        seen.sum += entry.value;
        seen.count += 1;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const header = page.locator('.site-header');
  const top = () => header.evaluate((element) => element.getBoundingClientRect().top);
  const before = await top();

  await card.getByTestId('card-add').click();
  await expect(card.getByTestId('card-units')).toHaveText('1');
  await expect(page.getByTestId('browser-main-button')).toHaveText(/Go to cart \(1\)/);
  await painted(page);

  expect(
    await page.evaluate(() => (window as unknown as { __shifts: { sum: number; count: number } }).__shifts),
  ).toEqual({ sum: 0, count: 0 });
  expect(await top()).toBe(before);
});

test('the product page: at full scroll its quantity stepper is above the bar and can be tapped', async ({
  page,
  baseURL,
}) => {
  await english(page, baseURL);
  await page.goto(`/Product/${await mantiId(page)}`);
  await expect(page.getByTestId('browser-main-button')).toBeVisible();
  await scrollToEnd(page);
  const stepper = page.locator('.product__quantity');
  await expectAboveBar(page, stepper);
  await expectAboveBar(page, page.locator('main.product'));
  await stepper.getByRole('button', { name: 'One more' }).click({ timeout: 5_000 });
  await expect(page.getByTestId('product-count')).toHaveText('2');
});

test('checkout: at full scroll the total is above the bar', async ({ page, request, baseURL }) => {
  await english(page, baseURL);
  const session = await signInByApi(request, { firstName: 'Umida', lastName: 'Karimova' });
  await openSignedIn(page, baseURL, '/checkout', session, { ...ONE_LINE_BASKET, serviceType: 'PICK_UP' });
  await expect(page.getByTestId('summary-total')).toBeVisible();
  await expect(page.getByTestId('browser-main-button')).toBeVisible();
  await scrollToEnd(page);
  await expectAboveBar(page, page.locator('main.checkout'));
  await expectAboveBar(page, page.getByTestId('summary-total'));
});
