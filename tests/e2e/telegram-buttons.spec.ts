/**
 * Buttons and haptics the Telegram way, in the QA client at phone size: the main button is handed from screen to
 * screen without hiding, a screen's second action is the secondary button, back closes what is open first, the ⋯
 * menu's Settings opens the languages, and choices and refusals answer with the haptics a finger expects.
 */
import { expect, test } from '../telegram/telegram-client.ts';
import { endpoints } from '../../src/shared/contract/endpoints.ts';
import { apiGlob } from './support.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const path = (url: string) => new URL(url).pathname;
const firstPlainCard = '[data-testid="product-card"][data-needs-options="false"]';

test('the main button goes from the menu to the basket without hiding, and the basket offers the menu beside it', async ({
  telegram,
  page,
}) => {
  const tg = await telegram.open('/', { forged: true });
  await page.locator(firstPlainCard).first().getByTestId('card-add').tap();
  await expect.poll(async () => (await tg.mainButton())?.text).toMatch(/^Go to cart \(1\)/);
  await tg.clearEvents();

  // The basket's code is not loaded yet: its first visit is the case that used to hide and show the button.
  await tg.pressMainButton();
  await expect.poll(() => path(page.url())).toBe('/cart');
  await expect.poll(async () => (await tg.mainButton())?.text).toMatch(/^Checkout · /);
  const shown = (await tg.events('web_app_setup_main_button')).map((event) => event.data?.is_visible);
  expect(shown.length).toBeGreaterThan(0);
  expect(shown).not.toContain(false);

  // The second action, "To the menu", is Telegram's secondary button.
  await expect.poll(async () => (await tg.secondaryButton())?.is_visible).toBe(true);
  expect((await tg.secondaryButton())?.text).toBe('To the menu');
  await tg.pressSecondaryButton();
  await expect.poll(() => path(page.url())).toBe('/');
  await expect.poll(async () => (await tg.secondaryButton())?.is_visible).toBe(false);
});

test("a layer without a main button of its own hides Telegram's buttons, which act on the page behind it", async ({
  telegram,
  page,
}) => {
  const tg = await telegram.open('/', { forged: true });
  await page.locator(firstPlainCard).first().getByTestId('card-add').tap();
  await expect.poll(async () => (await tg.mainButton())?.is_visible).toBe(true);
  await page.getByTestId('menu-toggle').tap();
  await expect(page.getByTestId('side-menu')).toBeVisible();
  await expect.poll(async () => (await tg.mainButton())?.is_visible).toBe(false);
  await tg.pressBackButton();
  await expect(page.getByTestId('side-menu')).toBeHidden();
  await expect.poll(async () => (await tg.mainButton())?.is_visible).toBe(true);
  expect((await tg.mainButton())?.text).toMatch(/^Go to cart \(1\)/);
  // A dish's pop-up has its own main button: it stays.
  await page.locator(firstPlainCard).first().locator('.product-card__link').tap();
  await expect(page.getByTestId('product-overlay')).toBeVisible();
  await expect.poll(async () => (await tg.mainButton())?.text).toMatch(/^Add to basket/);
  expect((await tg.mainButton())?.is_visible).toBe(true);
});

test("back closes the side menu first, then is the screen's again", async ({ telegram, page }) => {
  const tg = await telegram.open('/', { forged: true });
  // The menu has no back button of its own; with the side menu open, back is there to close it.
  await expect.poll(() => tg.backButtonVisible()).toBe(false);
  await page.getByTestId('menu-toggle').tap();
  await expect(page.getByTestId('side-menu')).toBeVisible();
  await expect.poll(() => tg.backButtonVisible()).toBe(true);
  await tg.pressBackButton();
  await expect(page.getByTestId('side-menu')).toBeHidden();
  expect(path(page.url())).toBe('/');
  await expect.poll(() => tg.backButtonVisible()).toBe(false);
});

test("the ⋯ menu's Settings opens the languages, and back closes them", async ({ telegram, page }) => {
  const tg = await telegram.open('/', { forged: true });
  await expect.poll(() => tg.settingsButtonVisible()).toBe(true);
  await tg.pressSettingsButton();
  const drawer = page.getByTestId('language-drawer');
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('radio', { name: 'English' })).toBeChecked();
  await tg.pressBackButton();
  await expect(drawer).toBeHidden();
  expect(path(page.url())).toBe('/');
});

test('a choice answers with selection, adding with an impact', async ({ telegram, page }) => {
  const tg = await telegram.open('/', { forged: true });
  await expect(page.locator('.category-bar__chip').nth(2)).toBeVisible();
  await tg.clearEvents();
  const haptics = async () =>
    (await tg.events('web_app_trigger_haptic_feedback')).map((event) =>
      [event.data?.type, event.data?.impact_style ?? event.data?.notification_type].filter(Boolean).join(':'),
    );

  await page.locator('.category-bar__chip').nth(2).tap();
  await expect.poll(haptics).toEqual(['selection_change']);
  await page.locator(firstPlainCard).first().getByTestId('card-add').tap();
  await expect.poll(haptics).toEqual(['selection_change', 'impact:light']);

  // The basket: the service switch is a choice.
  await tg.pressMainButton();
  await expect.poll(() => path(page.url())).toBe('/cart');
  await tg.clearEvents();
  await page.getByTestId('service-PICK_UP').tap();
  await expect.poll(haptics).toEqual(['selection_change']);
});

test('Telegram is told the app is ready once the menu, or its skeleton, is painted', async ({ telegram, page }) => {
  // What the page showed when the app said it was ready, read at that moment.
  // Runs before the QA client is installed: it wraps the client's postEvent as the client sets it.
  await page.addInitScript(() => {
    type Proxy = { postEvent(name: string, data?: string): void };
    let client: Proxy | undefined;
    Object.defineProperty(window, 'TelegramWebviewProxy', {
      configurable: true,
      get: () => client,
      set(value: Proxy) {
        const post = value.postEvent.bind(value);
        value.postEvent = (name, data) => {
          if (name === 'web_app_ready')
            (window as unknown as { __readyShowed: number }).__readyShowed = document.querySelectorAll(
              '[data-testid="product-card"], .skeleton',
            ).length;
          post(name, data);
        };
        client = value;
      },
    });
  });
  const tg = await telegram.open('/', { forged: true });
  await expect.poll(async () => (await tg.events('web_app_ready')).length).toBe(1);
  expect(await page.evaluate(() => (window as unknown as { __readyShowed: number }).__readyShowed)).toBeGreaterThan(0);
});

test('the menu is drawn, and Telegram told it is ready, while the initData sign-in is still on its way', async ({
  telegram,
  page,
}) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(apiGlob(endpoints.botAuth), async (route) => {
    await held;
    await route.continue();
  });
  const tg = await telegram.open('/');
  await expect(page.locator(firstPlainCard).first()).toBeVisible();
  await expect.poll(async () => (await tg.events('web_app_ready')).length).toBe(1);
  expect((await page.context().cookies()).some((cookie) => cookie.name === 'token')).toBe(false);
  release();
  await expect.poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === 'token')).toBe(true);
});

test('a refused code answers with the error haptic', async ({ telegram, page }) => {
  const tg = await telegram.open('/login', { forged: true });
  await page.getByTestId('login-phone').pressSequentially(`90${String(Date.now()).slice(-7)}`);
  await tg.pressMainButton();
  await expect.poll(() => path(page.url())).toBe('/login/confirm');
  await tg.clearEvents();
  await page.getByTestId('login-code').pressSequentially('000000');
  await expect(page.getByTestId('login-error')).toBeVisible();
  await expect
    .poll(async () =>
      (await tg.events('web_app_trigger_haptic_feedback')).map((event) => event.data?.notification_type),
    )
    .toContain('error');
});
