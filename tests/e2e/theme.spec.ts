/**
 * Dark and light themes as painted: the colours the browser actually draws (computed background of the element and
 * of everything behind it, and the text colour over that), never the CSS variables. Telegram dark at launch, Telegram
 * switched live from light to dark (which must paint exactly what the dark launch paints), a browser whose system is
 * dark, and light staying light.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { DARK_THEME, LIGHT_THEME, openInTelegram, test } from '../telegram/telegram-client.ts';
import { english, ONE_LINE_BASKET } from './support.ts';

interface Paint {
  /** What shows behind the element: its own background over its ancestors', down to the page. */
  background: string;
  color: string;
  /** WCAG contrast ratio of the text colour over that background. */
  contrast: number;
  /** Relative luminance of the background, 0 (black) to 1 (white). */
  luminance: number;
}

/** Computed in the page: the element's effective background (alpha layers blended down to an opaque one) and text contrast. */
function paintOf(locator: Locator): Promise<Paint> {
  return locator.evaluate((element) => {
    type Rgba = [number, number, number, number];
    const parse = (css: string): Rgba => {
      const [r = 0, g = 0, b = 0, a = 1] = (css.match(/[\d.]+/g) ?? []).map(Number);
      return [r, g, b, a];
    };
    const over = ([r, g, b, a]: Rgba, [br, bg, bb]: Rgba): Rgba => [r * a + br * (1 - a), g * a + bg * (1 - a), b * a + bb * (1 - a), 1];
    const layers: Rgba[] = [];
    for (let node: Element | null = element; node; node = node.parentElement) {
      const layer = parse(getComputedStyle(node).backgroundColor);
      if (layer[3] === 0) continue;
      layers.push(layer);
      if (layer[3] === 1) break;
    }
    // Nothing opaque up to <html>: the canvas of the page's colour scheme shows.
    const canvas: Rgba = getComputedStyle(document.documentElement).colorScheme === 'dark' ? [18, 18, 18, 1] : [255, 255, 255, 1];
    const background = layers.reverse().reduce((below, layer) => over(layer, below), canvas);
    const text = over(parse(getComputedStyle(element).color), background);
    const luminance = ([r, g, b]: Rgba) => {
      const linear = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    };
    const [light, dark] = [luminance(text), luminance(background)].sort((x, y) => y - x) as [number, number];
    const rgb = ([r, g, b]: Rgba) => `rgb(${[r, g, b].map((c) => Math.round(c)).join(', ')})`;
    return { background: rgb(background), color: rgb(text), contrast: Math.round(((light + 0.05) / (dark + 0.05)) * 100) / 100, luminance: luminance(background) };
  });
}

type Surfaces = Record<string, Paint>;

/**
 * The surfaces of the issue, as a person reaches them: the basket (page, title, a dish's name, price and count, a
 * section), back to the menu (header icons, a story caption, a menu card and its dish name), then the search field.
 */
async function walk(page: Page, back: () => Promise<void>): Promise<Surfaces> {
  await expect(page.getByTestId('cart-line')).toBeVisible();
  const line = page.getByTestId('cart-line');
  const surfaces: Surfaces = {
    page: await paintOf(page.locator('body')),
    basketTitle: await paintOf(page.locator('#cart-title')),
    dishName: await paintOf(line.locator('.cart-line__name')),
    dishPrice: await paintOf(line.locator('.cart-line__price')),
    dishCount: await paintOf(page.getByTestId('cart-line-count')),
    section: await paintOf(page.getByTestId('cart-branch')),
  };
  await back();
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  surfaces.searchIcon = await paintOf(page.getByTestId('header-search'));
  surfaces.menuIcon = await paintOf(page.getByTestId('menu-toggle'));
  surfaces.storyCaption = await paintOf(page.locator('.stories__item span').first());
  surfaces.card = await paintOf(page.getByTestId('product-card').first());
  surfaces.cardName = await paintOf(page.getByTestId('product-card').first().locator('.product-card__name'));
  await page.getByTestId('header-search').click();
  await page.getByTestId('search-input').pressSequentially('plov');
  surfaces.input = await paintOf(page.getByTestId('search-input'));
  return surfaces;
}

const TEXT = ['basketTitle', 'dishName', 'dishPrice', 'dishCount', 'section', 'storyCaption', 'cardName', 'input'];
const ICONS = ['searchIcon', 'menuIcon'];

/** Every text readable (4.5:1) and every icon visible (3:1, WCAG's figure for graphics) on what is painted behind it. */
function expectReadable(surfaces: Surfaces): void {
  for (const name of TEXT) expect(surfaces[name]?.contrast, `${name}: ${JSON.stringify(surfaces[name])}`).toBeGreaterThanOrEqual(4.5);
  for (const name of ICONS) expect(surfaces[name]?.contrast, `${name}: ${JSON.stringify(surfaces[name])}`).toBeGreaterThanOrEqual(3);
}

/** Every surface dark (or light): the page, the cards and sections, and the field. */
function expectAppearance(surfaces: Surfaces, appearance: 'dark' | 'light'): void {
  for (const name of ['page', 'section', 'card', 'input', 'basketTitle', 'dishName']) {
    const { luminance } = surfaces[name] ?? { luminance: NaN };
    if (appearance === 'dark') expect(luminance, `${name} is painted dark`).toBeLessThan(0.1);
    else expect(luminance, `${name} is painted light`).toBeGreaterThan(0.6);
  }
}

const hex = (color: string) => `rgb(${[1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16)).join(', ')})`;

test.beforeEach(async ({ page, baseURL }) => {
  await english(page, baseURL);
  await page.addInitScript((basket) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('basket', JSON.stringify(basket));
  }, ONE_LINE_BASKET);
});

test.describe('Telegram', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('launched dark, every surface is dark and readable, and a live switch to dark paints the same', async ({ telegram, page, context }) => {
    const tg = await telegram.open('/cart', { theme: 'dark', forged: true });
    const dark = await walk(page, () => tg.pressBackButton());
    expect(dark.page?.background).toBe(hex(DARK_THEME.bg_color));
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('dark');
    expectAppearance(dark, 'dark');
    expectReadable(dark);

    const second = await context.newPage();
    await second.setViewportSize({ width: 390, height: 844 });
    const live = await openInTelegram(second, '/cart', { theme: 'light', forged: true });
    await expect(second.getByTestId('cart-line')).toBeVisible();
    expect((await paintOf(second.locator('body'))).background).toBe(hex(LIGHT_THEME.bg_color));
    await live.setTheme('dark');
    await expect.poll(async () => (await paintOf(second.locator('body'))).background).toBe(hex(DARK_THEME.bg_color));
    const switched = await walk(second, () => live.pressBackButton());
    expect(switched).toEqual(dark);
  });

  test('launched light, every surface stays light and readable', async ({ telegram, page }) => {
    const tg = await telegram.open('/cart', { theme: 'light', forged: true });
    const light = await walk(page, () => tg.pressBackButton());
    expect(light.page?.background).toBe(hex(LIGHT_THEME.bg_color));
    expectAppearance(light, 'light');
    expectReadable(light);
  });
});

test.describe('a browser whose system is dark', () => {
  test.use({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });

  test('paints every surface dark and readable, with dark native controls', async ({ page }) => {
    await page.goto('/cart');
    const dark = await walk(page, () => page.getByTestId('browser-back').click());
    expectAppearance(dark, 'dark');
    expectReadable(dark);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('dark');
  });
});

test.describe('a browser whose system is light', () => {
  test.use({ viewport: { width: 390, height: 844 }, colorScheme: 'light' });

  test('paints every surface light and readable', async ({ page }) => {
    await page.goto('/cart');
    const light = await walk(page, () => page.getByTestId('browser-back').click());
    expect(light.page?.background).toBe('rgb(255, 255, 255)');
    expectAppearance(light, 'light');
    expectReadable(light);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('light');
  });

  test('follows the system live when it turns dark', async ({ page }) => {
    await page.goto('/cart');
    await expect(page.getByTestId('cart-line')).toBeVisible();
    await page.emulateMedia({ colorScheme: 'dark' });
    const dark = await walk(page, () => page.getByTestId('browser-back').click());
    expectAppearance(dark, 'dark');
    expectReadable(dark);
  });
});
