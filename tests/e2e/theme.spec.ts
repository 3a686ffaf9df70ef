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
    const over = ([r, g, b, a]: Rgba, [br, bg, bb]: Rgba): Rgba => [
      r * a + br * (1 - a),
      g * a + bg * (1 - a),
      b * a + bb * (1 - a),
      1,
    ];
    const layers: Rgba[] = [];
    for (let node: Element | null = element; node; node = node.parentElement) {
      const layer = parse(getComputedStyle(node).backgroundColor);
      if (layer[3] === 0) continue;
      layers.push(layer);
      if (layer[3] === 1) break;
    }
    // Nothing opaque up to <html>: the canvas of the page's colour scheme shows.
    const canvas: Rgba =
      getComputedStyle(document.documentElement).colorScheme === 'dark' ? [18, 18, 18, 1] : [255, 255, 255, 1];
    const background = layers.reverse().reduce((below, layer) => over(layer, below), canvas);
    const text = over(parse(getComputedStyle(element).color), background);
    const luminance = ([r, g, b]: Rgba) => {
      const linear = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    };
    const [light, dark] = [luminance(text), luminance(background)].sort((x, y) => y - x) as [number, number];
    const rgb = ([r, g, b]: Rgba) => `rgb(${[r, g, b].map((c) => Math.round(c)).join(', ')})`;
    return {
      background: rgb(background),
      color: rgb(text),
      contrast: Math.round(((light + 0.05) / (dark + 0.05)) * 100) / 100,
      luminance: luminance(background),
    };
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
function expectReadable(surfaces: Surfaces, text = TEXT): void {
  for (const name of text)
    expect(surfaces[name]?.contrast, `${name}: ${JSON.stringify(surfaces[name])}`).toBeGreaterThanOrEqual(4.5);
  for (const name of ICONS.filter((icon) => icon in surfaces))
    expect(surfaces[name]?.contrast, `${name}: ${JSON.stringify(surfaces[name])}`).toBeGreaterThanOrEqual(3);
}

/** Every surface dark (or light): the page, the cards and sections, and the field. */
function expectAppearance(surfaces: Surfaces, appearance: 'dark' | 'light'): void {
  for (const name of ['page', 'section', 'card', 'input', 'basketTitle', 'dishName']) {
    const { luminance } = surfaces[name] ?? { luminance: NaN };
    if (appearance === 'dark') expect(luminance, `${name} is painted dark`).toBeLessThan(0.1);
    else expect(luminance, `${name} is painted light`).toBeGreaterThan(0.6);
  }
}

/**
 * The texts drawn in, or on, the merchant's colour and the grey secondary texts, as a person meets them: the menu (the
 * header chip's label, the active category chip, a card's badge, weight and old price, the footer's phone and
 * links), then a dish with a badge (its badge, 'Reviews', 'Share' and, in a browser, the page's main button).
 */
async function brandWalk(page: Page, inBrowser: boolean): Promise<Surfaces> {
  const card = page.getByTestId('product-card').first();
  await expect(card).toBeVisible();
  const surfaces: Surfaces = {
    chipLabel: await paintOf(page.locator('.site-header__chip-label').first()),
    activeCategory: await paintOf(page.locator('.category-bar__chip--active')),
    weight: await paintOf(card.locator('.product-card__weight')),
  };
  const badged = page
    .getByTestId('product-card')
    .filter({ has: page.locator('.product-card__label') })
    .first();
  await badged.scrollIntoViewIfNeeded();
  surfaces.badge = await paintOf(badged.locator('.product-card__label'));
  // Cards are drawn as they come near: scroll down the menu until a discounted dish shows.
  const oldPrice = page.locator('.product-card__old-price').first();
  await expect(async () => {
    if ((await oldPrice.count()) === 0) await page.mouse.wheel(0, 600);
    await expect(oldPrice).toBeAttached({ timeout: 500 });
  }).toPass();
  await oldPrice.scrollIntoViewIfNeeded();
  surfaces.oldPrice = await paintOf(oldPrice);
  const footer = page.getByTestId('footer');
  await footer.scrollIntoViewIfNeeded();
  surfaces.phone = await paintOf(footer.locator('.site-footer__phone a'));
  surfaces.footerLink = await paintOf(footer.locator('.site-footer__links a').first());
  await badged.locator('.product-card__link').click();
  await expect(page.getByTestId('product-reviews')).toBeVisible();
  surfaces.dishBadge = await paintOf(page.locator('.product__label').first());
  surfaces.reviews = await paintOf(page.getByTestId('product-reviews'));
  surfaces.share = await paintOf(page.getByTestId('share'));
  if (inBrowser) {
    // The dish's own bar (the dish opens over the menu, whose bar may show beneath): both are the same button.
    const mainButton = page.getByTestId('browser-main-button').filter({ visible: true }).first();
    await expect(mainButton).toBeVisible();
    surfaces.mainButton = await paintOf(mainButton);
  }
  return surfaces;
}

const BRAND_TEXT = [
  'chipLabel',
  'activeCategory',
  'weight',
  'badge',
  'oldPrice',
  'phone',
  'footerLink',
  'dishBadge',
  'reviews',
  'share',
];

/** Hue in degrees of a painted `rgb(...)`, to tell that the merchant's colour is still the one painted. */
function hue(rgb: string): number {
  const [r = 0, g = 0, b = 0] = (rgb.match(/\d+/g) ?? []).map(Number);
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  if (d === 0) return 0;
  const h = max === r ? ((g - b) / d + 6) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return h * 60;
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

  test('launched dark, every surface is dark and readable, and a live switch to dark paints the same', async ({
    telegram,
    page,
    context,
  }) => {
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

/** The two demo merchants: red #FF2E17 (white on it reads only at 3.7:1) on localhost, green #2E7D32 on burger.localhost. */
const MERCHANTS = [
  { name: 'the demo merchant (red)', host: 'localhost', brand: '#FF2E17' },
  { name: 'the burger merchant (green)', host: 'burger.localhost', brand: '#2E7D32' },
];

for (const merchant of MERCHANTS) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test.describe(`${merchant.name}, ${colorScheme}`, () => {
      test.use({ viewport: { width: 390, height: 844 }, colorScheme });

      test("every text in or on the brand colour and every grey text reads at 4.5:1, in the merchant's hue", async ({
        page,
        baseURL,
      }) => {
        const url = new URL(baseURL ?? '');
        url.hostname = merchant.host;
        await english(page, url.toString());
        await page.goto(url.toString());
        const painted = await brandWalk(page, true);
        expectReadable(painted, [...BRAND_TEXT, 'mainButton']);
        const brandHue = hue(hex(merchant.brand));
        for (const name of ['activeCategory', 'mainButton']) {
          const fill = painted[name]?.background ?? '';
          expect(Math.abs(hue(fill) - brandHue), `${name} is filled in the merchant's colour: ${fill}`).toBeLessThan(4);
        }
      });
    });
  }
}

test.describe('Telegram, the demo merchant', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const theme of ['light', 'dark'] as const) {
    test(`${theme} theme: the brand colour's chips and badges, links and the theme's hint colour read at 4.5:1 on the theme's backgrounds`, async ({
      telegram,
      page,
    }) => {
      await telegram.open('/', { theme, forged: true });
      const painted = await brandWalk(page, false);
      await expect(page.getByTestId('browser-main-button')).toHaveCount(0);
      expect((await paintOf(page.locator('body'))).background).toBe(
        hex((theme === 'dark' ? DARK_THEME : LIGHT_THEME).bg_color),
      );
      expectReadable(painted, BRAND_TEXT);
    });
  }
});
