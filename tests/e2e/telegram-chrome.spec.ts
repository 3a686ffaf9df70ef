/**
 * Telegram's chrome around the page (issue #15): swipes that never close the app, the header, background and bottom
 * bar in the page's colours, the keyboard (a shrunk viewport, the keyboard put away after the code) and fullscreen's
 * safe areas. Everything measured as painted: computed colours and real boxes.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test, DARK_THEME, LIGHT_THEME } from '../telegram/telegram-client.ts';
import { codeFor, nextPhone } from './support.ts';

const PHONE = { width: 390, height: 844 };

/** A painted colour (`rgb(...)`) as `#rrggbb`. */
const hex = (rgb: string): string =>
  `#${(rgb.match(/\d+/g) ?? [])
    .slice(0, 3)
    .map((v) => Number(v).toString(16).padStart(2, '0'))
    .join('')}`;

const paintedBackground = async (locator: Locator): Promise<string> =>
  hex(await locator.evaluate((element) => getComputedStyle(element).backgroundColor));

/** The page's colour where nothing is drawn over it: the body's. */
const pageColour = (page: Page) => paintedBackground(page.locator('body'));

test.use({ viewport: PHONE, hasTouch: true });

test('vertical swipes are disabled at launch, so scrolling never minimises the app', async ({ telegram, page }) => {
  const tg = await telegram.open('/', { forged: true });
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  const swipes = await tg.events('web_app_setup_swipe_behavior');
  expect(swipes.length).toBeGreaterThan(0);
  expect(swipes.at(-1)?.data).toEqual({ allow_vertical_swipe: false });
});

test("header, background and bottom bar wear the page's painted colour, again after a live theme change", async ({
  telegram,
  page,
}) => {
  const tg = await telegram.open('/', { forged: true });
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  const last = async (name: string) => (await tg.events(name)).at(-1)?.data?.color;
  const light = await pageColour(page);
  expect(light).toBe(LIGHT_THEME.bg_color);
  // The header sits on the page and the bar behind the main button is the page's own colour too.
  expect(await paintedBackground(page.locator('.category-bar'))).toBe(light);
  await expect.poll(() => last('web_app_set_header_color')).toBe(light);
  await expect.poll(() => last('web_app_set_background_color')).toBe(light);
  await expect.poll(() => last('web_app_set_bottom_bar_color')).toBe(light);

  await tg.clearEvents();
  await tg.setTheme('dark');
  await expect.poll(() => pageColour(page)).toBe(DARK_THEME.bg_color);
  const dark = await pageColour(page);
  await expect.poll(() => last('web_app_set_header_color')).toBe(dark);
  await expect.poll(() => last('web_app_set_background_color')).toBe(dark);
  await expect.poll(() => last('web_app_set_bottom_bar_color')).toBe(dark);
  expect(await paintedBackground(page.locator('.category-bar'))).toBe(dark);
});

test("the main button is repainted at once on a live theme change, on the same screen, in the page's accent", async ({
  telegram,
  page,
}) => {
  const tg = await telegram.open('/', { forged: true });
  await page.locator('[data-testid="product-card"][data-needs-options="false"]').first().getByTestId('card-add').tap();
  await expect.poll(async () => (await tg.mainButton())?.is_visible).toBe(true);
  const accent = () => paintedBackground(page.locator('.category-bar__chip--active'));
  const screen = page.url();
  await tg.clearEvents();
  await tg.setTheme('dark');
  // Sent again without waiting for another screen: a client repaints its button in the theme's colours otherwise.
  await expect.poll(async () => (await tg.events('web_app_setup_main_button')).length).toBeGreaterThan(0);
  const sent = await tg.mainButton();
  expect(sent?.color).toBe(await accent());
  expect(sent?.color).not.toBe(DARK_THEME.button_color);
  expect(sent?.is_visible).toBe(true);
  expect(page.url()).toBe(screen);
});

/** The box of an element, checked inside the part of the window the keyboard leaves. */
async function expectAbove(locator: Locator, height: number): Promise<void> {
  await expect
    .poll(async () => {
      const box = await locator.boundingBox();
      return box !== null && box.y >= 0 && box.y + box.height <= height;
    })
    .toBe(true);
}

test('with the keyboard up (a shrunk viewport) on login, the layout takes the stable height and the phone field stays visible', async ({
  telegram,
  page,
}) => {
  const tg = await telegram.open('/login', { forged: true });
  const phone = page.getByTestId('login-phone');
  await phone.tap();
  await tg.setViewport(400);
  await expect(phone).toBeFocused();
  await expectAbove(phone, 400);
  const hint = page.getByTestId('main-button-hint');
  console.log('HINT', await hint.count());
  if (await hint.isVisible()) await expectAbove(hint, 400);
  // The layout follows the stable height, not the window's 844 px.
  const rootHeight = await page.locator('#root').evaluate((root) => getComputedStyle(root).minHeight);
  expect(rootHeight).toBe('400px');
});

test('in a browser the layout takes the dynamic viewport, and nothing is inset', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  const root = await page.locator('#root').evaluate((element) => {
    const style = getComputedStyle(element);
    return [style.minHeight, style.paddingTop, style.paddingBottom];
  });
  expect(root).toEqual([`${PHONE.height}px`, '0px', '0px']);
  expect((await page.locator('.site-header').boundingBox())?.y).toBe(0);
});

test('with the keyboard up on checkout, the field typed into is scrolled above it', async ({ telegram, page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem(
        'basket',
        JSON.stringify({ items: [{ key: '1', productId: 1, count: 2, modifications: [] }] }),
      );
    }
  });
  const tg = await telegram.open('/checkout');
  const promo = page.getByTestId('promo-input');
  await expect(promo).toBeVisible();
  await promo.tap();
  // Below where the keyboard will reach: the page has to move it.
  expect(((await promo.boundingBox())?.y ?? 0) + 40).toBeGreaterThan(400);
  await tg.setViewport(400);
  await expect(promo).toBeFocused();
  await expectAbove(promo, 400);
  await promo.pressSequentially('ABC');
  await expect(promo).toHaveValue('ABC');
  await expectAbove(promo, 400);

  // Someone else receives the order: the reason the main button waits sits right over the keyboard, not under it.
  await tg.setViewport(PHONE.height);
  await page.getByTestId('receiver-toggle').tap();
  const hint = page.getByTestId('main-button-hint');
  await expect(hint).toBeVisible();
  const name = page.getByTestId('receiver-name');
  await name.tap();
  await tg.setViewport(400);
  await expect(name).toBeFocused();
  await expectAbove(name, 400);
  await expectAbove(hint, 400);
  await expect
    .poll(async () => Math.round(((await hint.boundingBox())?.y ?? 0) + ((await hint.boundingBox())?.height ?? 0)))
    .toBe(400);
  // Not under the hint either: the field ends above it.
  const [nameBox, hintBox] = [await name.boundingBox(), await hint.boundingBox()];
  expect((nameBox?.y ?? 0) + (nameBox?.height ?? 0)).toBeLessThanOrEqual(hintBox?.y ?? 0);
  await name.pressSequentially('Malika');
  await expectAbove(name, 400);
});

test("fullscreen: the header and the sticky category bar start below Telegram's controls", async ({
  telegram,
  page,
}) => {
  await telegram.open('/', {
    forged: true,
    version: '8.0',
    fullscreen: { safeArea: { top: 30 }, contentSafeArea: { top: 50 } },
  });
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  const header = page.locator('.site-header');
  const bar = page.locator('.category-bar');
  await expect.poll(async () => (await header.boundingBox())?.y).toBeGreaterThanOrEqual(80);
  expect((await bar.boundingBox())?.y).toBeGreaterThanOrEqual(80);
  // Scrolled: the bar sticks right under the controls, and what scrolls by is covered there.
  await page.mouse.wheel(0, 1500);
  await expect.poll(async () => Math.round((await bar.boundingBox())?.y ?? -1)).toBe(80);
  const cover = await page.evaluate(() => {
    const style = getComputedStyle(document.body, '::before');
    return { height: style.height, background: style.backgroundColor };
  });
  expect(cover.height).toBe('80px');
  expect(hex(cover.background)).toBe(LIGHT_THEME.bg_color);
});

test("fullscreen: a toast shows below Telegram's controls", async ({ telegram, page }) => {
  const tg = await telegram.open('/Product/1', {
    forged: true,
    fullscreen: { safeArea: { top: 30 }, contentSafeArea: { top: 50 } },
  });
  await expect.poll(async () => (await tg.mainButton())?.is_visible).toBe(true);
  await tg.pressMainButton();
  const toast = page.getByTestId('toast').last();
  await expect(toast).toBeVisible();
  await expect.poll(async () => (await toast.boundingBox())?.y).toBeGreaterThanOrEqual(80);
});

test("fullscreen and the keyboard: a product pop-up sits between Telegram's controls and the keyboard", async ({
  telegram,
  page,
}) => {
  const tg = await telegram.open('/', { forged: true, fullscreen: { contentSafeArea: { top: 80 } } });
  await page.getByTestId('product-card').first().locator('.product-card__link').tap();
  const overlay = page.getByTestId('product-overlay');
  await expect(overlay).toBeVisible();
  await expect.poll(async () => (await overlay.boundingBox())?.y).toBeGreaterThanOrEqual(80);
  await tg.setViewport(400);
  await expect
    .poll(async () => {
      const box = await overlay.boundingBox();
      return box !== null && box.y >= 80 && box.y + box.height <= 400;
    })
    .toBe(true);
});

for (const where of ['browser', 'Telegram'] as const) {
  test(`in ${where}, the keyboard goes away once the code is typed in full`, async ({ telegram, page, request }) => {
    const number = nextPhone();
    const tg = where === 'Telegram' ? await telegram.open('/login', { forged: true, version: '9.1' }) : null;
    if (!tg) await page.goto('/login');
    await page.getByTestId('login-phone').tap();
    await page.getByTestId('login-phone').pressSequentially(number);
    if (tg) await tg.pressMainButton();
    else await page.getByTestId('browser-main-button').tap();
    await expect(page).toHaveURL(/\/login\/confirm$/);
    const code = page.getByTestId('login-code');
    await expect(code).toBeFocused();
    await code.pressSequentially(await codeFor(request, number));
    // The field gives up its focus (the screen may already have moved on to the next step).
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? null))
      .not.toBe('login-code');
    if (tg) await expect.poll(async () => (await tg.events('web_app_hide_keyboard')).length).toBe(1);
  });
}
