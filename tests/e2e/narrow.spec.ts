/**
 * The longest language (Uzbek) at the narrowest phone (320 px): no screen of the storefront (every route of
 * `routes.ts`) scrolls sideways, no text is cut off by its box (the main button's included), and no label of a switch
 * is cut or wrapped.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { endpoints } from '../../src/shared/contract/endpoints.ts';
import { ROUTES, sweepCustomer } from './routes.ts';
import { apiHeaders, apiPath, ONE_LINE_BASKET, openSignedIn, screenSettled } from './support.ts';
import { placeOrderByApi, plainMenu } from './orders.support.ts';

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
      await screenSettled(page);
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

/** Words of an element's text drawn over two lines (broken inside the word); a no-break space joins a word here. */
const brokenWords = (element: Locator) =>
  element.evaluate((el) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/[^ \n\t]+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        if (lines > 1) broken.push(match[0]);
      }
    }
    return broken;
  });

test('at 320 px a basket line keeps its words and its quantity whole, the stepper under them; an order row keeps its status on one line', async ({
  page,
  request,
  baseURL,
}) => {
  await page.context().addCookies([{ name: 'language', value: 'ru', url: baseURL ?? '' }]);
  const { session } = await theCustomer(request);
  // A scheduled order: the longest status ("Belgilangan vaqtga buyurtma").
  const scheduled = await placeOrderByApi(request, session.token, await plainMenu(request), {
    paymentType: 'CASH',
    scheduledMinutesAhead: 120,
  });
  const overall = (await (
    await request.get(`${apiPath(endpoints.overalls)}?type=WEB`, { headers: apiHeaders() })
  ).json()) as { products: { id: number; name: { eng: string } }[] };
  const kilo = overall.products.find((product) => product.name.eng === 'Wedding plov (1 kg)');
  expect(kilo).toBeDefined();
  await openSignedIn(page, baseURL, '/cart', session, {
    items: [{ key: 'kilo', productId: kilo?.id, count: 1, modifications: [] }],
  });
  const name = page.getByTestId('cart-line').locator('.cart-line__name');
  await expect(name).toHaveText(/Свадебный плов \(1\s?кг\)/);
  expect(await brokenWords(name)).toEqual([]);
  const nameBox = await name.boundingBox();
  const stepperBox = await page.getByTestId('cart-line').locator('.stepper').boundingBox();
  expect(stepperBox?.y ?? 0).toBeGreaterThanOrEqual((nameBox?.y ?? 0) + (nameBox?.height ?? 0));

  await page.context().addCookies([{ name: 'language', value: 'uz', url: baseURL ?? '' }]);
  await page.goto(`/orders`);
  const status = page
    .getByTestId('order-row')
    .filter({ has: page.getByText(`№${scheduled.number}`) })
    .getByTestId('order-row-status');
  await expect(status).toHaveText('Belgilangan vaqtga buyurtma');
  const lines = await status.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
  expect(lines).toBe(1);
});
