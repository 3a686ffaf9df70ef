/**
 * Telegram launches and events as they should not be: parameters missing or malformed, versions from long ago and
 * far ahead, a start parameter that is huge or a path trick, events with payloads of the wrong shape. The storefront
 * keeps working (the menu shows and takes a dish), and leaves Telegram for the browser platform only when it must.
 */
import { expect, test, type TelegramSession } from '../telegram/telegram-client.ts';
import type { Page } from '@playwright/test';

test.use({ viewport: { width: 390, height: 844 } });

const path = (url: string) => new URL(url).pathname;

/** The menu shows and a dish goes into the basket: the storefront works. */
async function stillWorks(page: Page): Promise<void> {
  const card = page.locator('[data-testid="product-card"][data-needs-options="false"]').first();
  await expect(card).toBeVisible();
  await card.getByTestId('card-add').click();
  await expect(card.getByTestId('card-units')).toHaveText('1');
}

const isTelegram = async (tg: TelegramSession) => (await tg.events('web_app_ready')).length > 0;

const launches: [string, Record<string, string | null>, 'telegram' | 'either'][] = [
  ['without theme parameters', { tgWebAppThemeParams: null }, 'either'],
  ['with theme parameters that are not JSON', { tgWebAppThemeParams: '{bg_color:' }, 'either'],
  [
    'with theme colours that are not colours',
    { tgWebAppThemeParams: '{"bg_color":"red;}","text_color":42}' },
    'either',
  ],
  ['on an unknown platform', { tgWebAppPlatform: 'fridge' }, 'telegram'],
  ['on the oldest Mini App client (6.0)', { tgWebAppVersion: '6.0' }, 'telegram'],
  // No Mini App client is older than 6.0: such a launch may go on as a browser page.
  ['claiming a version older than Mini Apps (5.0)', { tgWebAppVersion: '5.0' }, 'either'],
  ['on a client from the future (99.9)', { tgWebAppVersion: '99.9' }, 'telegram'],
  ['with a version that is not a version', { tgWebAppVersion: 'latest' }, 'either'],
  ['without a version', { tgWebAppVersion: null }, 'either'],
  ['with initData that is not initData', { tgWebAppData: '%%%garbage&&&=' }, 'either'],
];

for (const [name, launch, expected] of launches) {
  test(`a launch ${name} still gives a working storefront`, async ({ telegram, page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const tg = await telegram.open('/', { forged: true, launch });
    await stillWorks(page);
    if (expected === 'telegram') expect(await isTelegram(tg)).toBe(true);
    expect(errors).toEqual([]);
  });
}

for (const startParam of [
  'x'.repeat(500),
  '../../admin',
  'product_1/../../../etc/passwd',
  'https://evil.example/phish',
  '//evil.example',
  'javascript:alert(1)',
  'product_-1',
  'order_99999999999999999999',
  '<script>alert(1)</script>',
]) {
  test(`a start parameter ${JSON.stringify(startParam.slice(0, 40))} opens nothing it should not`, async ({
    telegram,
    page,
  }) => {
    await telegram.open('/', { forged: true, startParam });
    await stillWorks(page);
    expect(new URL(page.url()).origin).toBe(new URL(page.url()).origin);
    expect(path(page.url())).toBe('/');
  });
}

test('events with payloads of the wrong shape change nothing that works', async ({ telegram, page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const tg = await telegram.open('/', { forged: true });
  await expect(page.locator('[data-testid="product-card"]').first()).toBeVisible();
  const emit = (type: string, data?: unknown) =>
    page.evaluate(
      ([t, d]) => (window as unknown as { __tg: { emit(t: string, d?: unknown): void } }).__tg.emit(t as string, d),
      [type, data] as const,
    );
  await emit('theme_changed', { theme_params: 'dark please' });
  await emit('theme_changed', { theme_params: { bg_color: 12, text_color: null } });
  await emit('theme_changed');
  await emit('viewport_changed', { height: 'tall', width: -5, is_expanded: 'yes' });
  await emit('viewport_changed', null);
  await emit('safe_area_changed', { top: 'x' });
  await emit('main_button_pressed', { surprise: true });
  await emit('back_button_pressed', [1, 2, 3]);
  // A press is a press, whatever rides along: Settings opens the languages, and back closes them.
  await emit('settings_button_pressed', 'now');
  await expect(page.getByTestId('language-drawer')).toBeVisible();
  await tg.pressBackButton();
  await expect(page.getByTestId('language-drawer')).toBeHidden();
  await emit('popup_closed', { button_id: { nested: true } });
  await emit('invoice_closed', 42);
  await emit('something_new_from_telegram', { a: 1 });
  await page.evaluate(() => window.dispatchEvent(new MessageEvent('message', { data: '{not json', source: window })));
  await stillWorks(page);
  await tg.setTheme('dark');
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.body).getPropertyValue('--tg-theme-bg-color').trim()))
    .toBe('#17212b');
  expect(errors).toEqual([]);
});

test("a 6.0 client, without a native back button, gets the page's own back arrow", async ({ telegram, page }) => {
  const tg = await telegram.open('/promos', { forged: true, launch: { tgWebAppVersion: '6.0' } });
  await expect.poll(() => isTelegram(tg)).toBe(true);
  await page.getByTestId('browser-back').click();
  await expect.poll(() => path(page.url())).toBe('/');
});
