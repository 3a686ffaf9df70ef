import { expect, test as base, type Page } from '@playwright/test';
import { endpoints } from '../../src/shared/contract/endpoints.ts';
import { apiGlob, clearField, english, mantiId, replaceText } from './support.ts';
import { test as tgTest } from '../telegram/telegram-client.ts';

base.describe('catalogue in a browser', () => {
  base('browses the menu by category and adds to the basket from a card', async ({ page, baseURL }) => {
    await english(page, baseURL);
    await page.goto('/');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    const chips = page.locator('.category-bar__chip');
    expect(await chips.count()).toBeGreaterThan(5);
    // The empty "Seasonal menu" category is hidden.
    await expect(page.locator('.category-bar__chip', { hasText: 'Seasonal' })).toHaveCount(0);
    // Sections far from the viewport are not drawn, so hold on to one card by its product id.
    const cardId = await page
      .locator('[data-testid="product-card"][data-needs-options="false"]')
      .first()
      .getAttribute('data-product-id');
    const card = page.locator(`[data-testid="product-card"][data-product-id="${cardId}"]`);
    await card.getByTestId('card-add').click();
    await expect(card.getByTestId('card-units')).toHaveText('1');
    await card.getByTestId('card-add').click();
    await expect(card.getByTestId('card-units')).toHaveText('2');
    await page.reload();
    await expect(page.locator(`[data-product-id="${cardId}"]`).getByTestId('card-units')).toHaveText('2');
    // The bar jumps to a category on tap and marks it.
    await chips.nth(3).click();
    await expect(chips.nth(3)).toHaveAttribute('aria-current', 'true');
    await expect(page.locator(`#category-${await chips.nth(3).getAttribute('data-chip')}`)).toBeInViewport();
  });

  base(
    'a category served in the hall only shows its dishes and prices, with nothing to add, on the menu and the dish page',
    async ({ page, baseURL }) => {
      await english(page, baseURL);
      await page.goto('/');
      const chip = page.locator('.category-bar__chip', { hasText: 'In the hall only' });
      await chip.click();
      const section = page.locator(`#category-${await chip.getAttribute('data-chip')}`);
      await expect(section).toBeInViewport();
      const cards = section.getByTestId('product-card');
      await expect(cards.first()).toBeVisible();
      await expect(cards.first().getByTestId('card-offline')).toHaveText('In the restaurant only');
      await expect(section.getByTestId('card-add')).toHaveCount(0);
      await cards.first().getByRole('link').click();
      await expect(page.getByTestId('product-offline')).toHaveText(
        'This dish is served in the restaurant only: it cannot be ordered online.',
      );
      await expect(page.getByTestId('browser-main-button')).toHaveCount(0);
    },
  );

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 320, height: 640 },
  ]) {
    base(
      `a tapped category lands its heading just below the bar and keeps the mark; the mark then follows the scroll (${viewport.width} px)`,
      async ({ page, baseURL }) => {
        await english(page, baseURL);
        await page.setViewportSize(viewport);
        await page.goto('/');
        await expect(page.getByTestId('product-card').first()).toBeVisible();
        const bar = page.locator('.category-bar');
        const chips = bar.locator('.category-bar__chip');
        // The bar has marked the category at the top (on the frame after it is drawn), so what is marked from a tap on
        // is the tap's doing, not the page's first mark coming late.
        await expect(chips.first()).toHaveAttribute('aria-current', 'true');
        // Near and far, forwards and backwards (sections far away are not drawn yet: their heights are estimates).
        for (const index of [1, 9, 7, 14, 2, 11, 0]) {
          const chip = chips.nth(index);
          const id = await chip.getAttribute('data-chip');
          await page.evaluate(() => {
            // Every chip marked from the tap on: the sections the jump passes must not take the mark.
            const marks: string[] = [];
            (window as unknown as { marks: string[] }).marks = marks;
            new MutationObserver(() =>
              marks.push(
                document.querySelector('.category-bar [aria-current="true"]')?.getAttribute('data-chip') ?? 'none',
              ),
            ).observe(document.querySelector('.category-bar') as Element, {
              subtree: true,
              attributeFilter: ['aria-current'],
            });
          });
          await chip.click();
          await expect(chip).toHaveAttribute('aria-current', 'true');
          // The jump is over (the bar drops its marker once the heading has landed).
          await expect(bar).not.toHaveAttribute('data-jumping');
          const place = await page.evaluate((categoryId) => {
            const heading = document.getElementById(`category-title-${categoryId}`) as HTMLElement;
            return {
              gap:
                heading.getBoundingClientRect().top -
                (document.querySelector('.category-bar') as HTMLElement).getBoundingClientRect().bottom,
              margin: Number.parseFloat(getComputedStyle(heading).marginTop),
              marks: (window as unknown as { marks: string[] }).marks,
            };
          }, id);
          // The heading's top is one margin below the bar's bottom edge: not under the bar, not short of it.
          expect(
            Math.abs(place.gap - place.margin),
            `heading of chip ${index} (${id}) is ${place.gap} px below the bar`,
          ).toBeLessThanOrEqual(2);
          expect(new Set(place.marks)).toEqual(new Set([id]));
          await expect(chip).toHaveAttribute('aria-current', 'true');
        }
        // Afterwards the mark follows the scroll: a swipe that brings the next section under the bar marks its chip.
        const next = chips.nth(1);
        const nextTop = await page.evaluate(
          (id) => {
            const section = document.getElementById(`category-${id}`) as HTMLElement;
            return (
              section.getBoundingClientRect().top -
              (document.querySelector('.category-bar') as HTMLElement).getBoundingClientRect().bottom
            );
          },
          await next.getAttribute('data-chip'),
        );
        await page.mouse.move(viewport.width / 2, viewport.height / 2);
        await page.mouse.wheel(0, nextTop + 40);
        await expect(next).toHaveAttribute('aria-current', 'true');
        await expect(chips.nth(0)).not.toHaveAttribute('aria-current', 'true');
        await page.mouse.wheel(0, -(nextTop + 40) - 200);
        await expect(chips.nth(0)).toHaveAttribute('aria-current', 'true');
      },
    );
  }

  base(
    'a product with options refuses a choice outside its minimum and maximum, then adds a valid one',
    async ({ page, baseURL }) => {
      await english(page, baseURL);
      const id = await mantiId(page);
      await page.goto(`/Product/${id}`);
      await expect(page.locator('#product-title')).toHaveText(/Manti/);
      await page.getByTestId('browser-main-button').click();
      await expect(page.locator('.modifier-group__rule--problem')).toHaveText(/select minimum 1/);
      const options = page.locator('[data-testid^="option-"]');
      await options.nth(0).click();
      await options.nth(1).click();
      await options.nth(2).click();
      await page.getByTestId('browser-main-button').click();
      await expect(page.locator('.modifier-group__rule--problem')).toHaveText(/select up to 2 items/);
      await options.nth(2).click();
      await expect(page.getByTestId('browser-main-button')).toHaveText(/Add to basket · 40\s000\sso'm/);
      await page.getByTestId('browser-main-button').click();
      await expect(page.getByTestId('toast').last()).toHaveText(/in the basket/);
      const basket = await page.evaluate(
        () =>
          JSON.parse(localStorage.getItem('basket') ?? '{}') as {
            items: { productId: number; modifications: unknown[] }[];
          },
      );
      expect(basket.items).toHaveLength(1);
      expect(basket.items[0]?.modifications).toHaveLength(2);
    },
  );

  base('a product id that does not exist says so; a deep link to a product reloads fine', async ({ page, baseURL }) => {
    await english(page, baseURL);
    await page.goto('/Product/999999');
    await expect(page.getByTestId('product-unavailable')).toContainText('Product not found');
    const id = await mantiId(page);
    await page.goto(`/Product/${id}`);
    await page.reload();
    await expect(page.locator('#product-title')).toHaveText(/Manti/);
  });

  base('a second visit shows the cached menu even when the API is down', async ({ page, baseURL }) => {
    await english(page, baseURL);
    await page.goto('/');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    const firstName = await page.getByTestId('product-card').first().locator('h3').textContent();
    await page.route('**/api/products/**', (route) => route.abort('connectionrefused'));
    await page.reload();
    await expect(page.getByTestId('product-card').first().locator('h3')).toHaveText(firstName ?? '');
  });
});

tgTest.describe('catalogue inside Telegram', () => {
  tgTest(
    'the start parameter opens a product; the native main button adds it with a haptic tap; back closes it',
    async ({ telegram, page }) => {
      const id = await mantiId(page);
      const tg = await telegram.open('/', { startParam: `product_${id}` });
      await expect(page.locator('#product-title')).toBeVisible();
      await expect.poll(async () => String((await tg.mainButton())?.text)).toMatch(/40\s000/);
      await page.locator('[data-testid^="option-"]').first().click();
      const before = (await tg.events('web_app_trigger_haptic_feedback')).length;
      await tg.pressMainButton();
      await expect
        .poll(async () => (await tg.events('web_app_trigger_haptic_feedback')).length)
        .toBeGreaterThan(before);
      expect((await tg.events('web_app_trigger_haptic_feedback')).at(-1)?.data).toMatchObject({ type: 'impact' });
      await expect.poll(() => tg.backButtonVisible()).toBe(true);
      await tg.pressBackButton();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/');
      await expect(page.getByTestId('product-card').first()).toBeVisible();
    },
  );
});

base.describe('search', () => {
  base(
    'finds across scripts and with a typo, keeps recent searches, says when nothing is found',
    async ({ page, baseURL }) => {
      await english(page, baseURL);
      await page.goto('/');
      await page.getByTestId('header-search').click();
      await expect(page).toHaveURL(/\/search$/);
      const input = page.getByTestId('search-input');
      // Cyrillic finds the Latin Uzbek / English names.
      await input.pressSequentially('плов');
      await expect(page.getByTestId('search-results').locator('h3').first()).toContainText(/plov/i);
      await replaceText(input, "lag'mon");
      await expect(page.getByTestId('search-results').locator('h3').first()).toContainText(/Lagman/i);
      await replaceText(input, 'shashlyk');
      await expect(page.getByTestId('search-results').locator('h3').first()).toContainText(/Shashlik|kebab/i);
      await input.press('Enter');
      await replaceText(input, 'zzzzqqq');
      await expect(page.getByTestId('nothing-found').getByText('Nothing found!')).toBeVisible();
      await clearField(input);
      await expect(page.getByTestId('history-item').first()).toHaveText('shashlyk');
      await page.reload();
      await expect(page.getByTestId('history-item').first()).toHaveText('shashlyk');
    },
  );
});

base.describe('search, kept', () => {
  base('the query survives a dish opened from the results and back, and a reload', async ({ page, baseURL }) => {
    await english(page, baseURL);
    await page.goto('/search');
    const input = page.getByTestId('search-input');
    await input.pressSequentially('pizza');
    const first = page.getByTestId('search-results').locator('h3').first();
    await expect(first).toContainText(/pizza/i);
    const name = await first.textContent();
    await first.click();
    await expect(page).toHaveURL(/\/Product\/\d+/);
    await page.goBack();
    await expect(input).toHaveValue('pizza');
    await expect(page.getByTestId('search-results').locator('h3').first()).toHaveText(name ?? '');
    await page.reload();
    await expect(input).toHaveValue('pizza');
    await expect(page.getByTestId('search-results').locator('h3').first()).toHaveText(name ?? '');
  });
});

base.describe('search, a dish over the results', () => {
  base(
    'a dish opened as a pop-up from the results stays open, and closing it finds the results',
    async ({ page, baseURL }) => {
      await english(page, baseURL);
      await page.goto('/search');
      const input = page.getByTestId('search-input');
      await input.pressSequentially('plov');
      const first = page.getByTestId('search-results').locator('h3').first();
      await expect(first).toContainText(/plov/i);
      await first.click();
      const overlay = page.getByTestId('product-overlay');
      await expect(overlay).toBeVisible();
      await expect(page).toHaveURL(/\/Product\/\d+$/);
      // The search's own address must not take the dish's place behind it.
      await expect(overlay.locator('#product-title')).toContainText(/plov/i);
      await expect(page).toHaveURL(/\/Product\/\d+$/);
      await page.goBack();
      await expect(overlay).toHaveCount(0);
      await expect(page).toHaveURL(/\/search\?q=plov$/);
      await expect(input).toHaveValue('plov');
    },
  );
});

base.describe('a menu of megabytes', () => {
  base('is read off the main thread and drawn, and its last dish is found by search', async ({ page, baseURL }) => {
    await english(page, baseURL);
    // The demo menu grown past a megabyte (the size at which the page hands the reading to a worker), its dishes
    // copied under new ids, the last one named apart.
    await page.route(apiGlob(endpoints.overalls, '?*'), async (route) => {
      const answer = (await (await route.fetch()).json()) as { products: Record<string, unknown>[] };
      const demo = answer.products;
      const products: Record<string, unknown>[] = [];
      for (let copy = 0; JSON.stringify(products).length < 1_500_000; copy += 1)
        for (const product of demo) products.push({ ...product, id: 100_000 + copy * 1_000 + Number(product.id) });
      const last = {
        ...products.at(-1),
        id: 999_999,
        name: { uz: 'Zafaron tort', ru: 'Шафрановый торт', eng: 'Saffron cake' },
      };
      await route.fulfill({ json: { ...answer, products: [...products, last] } });
    });
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await page.goto('/');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    expect(workers.some((url) => /read-json/.test(url))).toBe(true);
    await page.getByTestId('header-search').click();
    await page.getByTestId('search-input').pressSequentially('saffron');
    await expect(page.getByTestId('search-results').locator('h3').first()).toHaveText('Saffron cake');
  });
});

base.describe('a long sideways row', () => {
  base.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  /**
   * Serves the demo menu with its first sideways category grown to 30 dishes (copies under new ids, the last named
   * apart); resolves with the category's and the last dish's ids once the menu has been served.
   */
  function longRow(page: Page): Promise<{ categoryId: number; lastId: number }> {
    return new Promise((served) => {
      void page.route(apiGlob(endpoints.overalls, '?*'), async (route) => {
        const answer = (await (await route.fetch()).json()) as {
          categories: { id: number; scrollType: string }[];
          products: { id: number; categoryId: number; name: unknown }[];
        };
        const row = answer.categories.find((category) => category.scrollType === 'HORIZONTAL');
        if (!row) throw new Error('the demo menu has no sideways category');
        const own = answer.products.filter((product) => product.categoryId === row.id);
        const copies = Array.from({ length: 30 - own.length }, (_, i) => ({
          ...(own[i % own.length] as (typeof own)[number]),
          id: 200_000 + i,
        }));
        const last = copies.at(-1) as (typeof copies)[number];
        last.name = { uz: 'Zafaron somsa', ru: 'Шафрановая самса', eng: 'Saffron somsa' };
        await route.fulfill({ json: { ...answer, products: [...answer.products, ...copies] } });
        served({ categoryId: row.id, lastId: last.id });
      });
    });
  }

  base(
    'draws its first tiles, the rest as it is swiped, keeps its width meanwhile, and lets the keyboard reach its end',
    async ({ page, baseURL }) => {
      // Some two hundred inputs, each a wheel's notch or a key read back from the page: on a busy two-core machine
      // that is more than the default 30 s of work, though nothing waits on time.
      base.slow();
      await english(page, baseURL);
      const served = longRow(page);
      await page.goto('/');
      const grown = await served;
      const chip = page.locator(`.category-bar__chip[data-chip="${grown.categoryId}"]`);
      await chip.click();
      const section = page.locator(`#category-${grown.categoryId}`);
      const row = section.locator('.product-grid--row');
      const cards = row.getByTestId('product-card');
      await expect(cards.first()).toBeVisible();
      // A few screens' worth, not all 30.
      expect(await cards.count()).toBeLessThan(10);
      const width = await row.evaluate((element) => element.scrollWidth);
      // Swiped like a person, a wheel's notch at a time, to the end.
      await row.scrollIntoViewIfNeeded();
      const box = await row.boundingBox();
      if (!box) throw new Error('the row has no box');
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      const last = row.locator(`[data-product-id="${grown.lastId}"]`);
      const atEnd = () =>
        row.evaluate((element) => element.scrollLeft + element.clientWidth >= element.scrollWidth - 1);
      for (let notch = 0; notch < 80 && !(await atEnd()); notch += 1) {
        await page.mouse.wheel(120, 0);
        // The row's width never changes as its tiles are drawn: nothing under the finger jumps.
        expect(Math.abs((await row.evaluate((element) => element.scrollWidth)) - width)).toBeLessThan(1);
      }
      await expect(last).toBeInViewport();
      await expect(last).toContainText('Saffron somsa');
      await expect(cards).toHaveCount(30);

      // Reloaded, the row starts short again; Tab walks every dish in it.
      await page.reload();
      await chip.click();
      await expect(cards.first()).toBeVisible();
      expect(await cards.count()).toBeLessThan(10);
      await cards.first().getByRole('link').first().focus();
      for (let press = 0; press < 120; press += 1) {
        if (await last.evaluate((card) => card.contains(document.activeElement))) break;
        await page.keyboard.press('Tab');
      }
      await expect(last.getByRole('link').first()).toBeFocused();
      await expect(last).toBeInViewport();
    },
  );
});

base.describe('categories and banners', () => {
  base(
    '/Category lists the categories; one opens its products; banners lead to their product or category',
    async ({ page, baseURL }) => {
      await english(page, baseURL);
      await page.goto('/Category');
      const tiles = page.getByTestId('category-tile');
      await expect(tiles.first()).toBeVisible();
      // Each tile's picture is drawn square, as wide as its tile (not the height its attribute names).
      const picture = await tiles.first().locator('img').boundingBox();
      expect(picture?.width).toBeGreaterThan(50);
      expect(Math.abs((picture?.width ?? 0) - (picture?.height ?? 0))).toBeLessThan(1);
      const name = (await tiles.first().locator('.category-tile__name').textContent()) ?? '';
      await tiles.first().click();
      await expect(page).toHaveURL(/\/Category\/\d+$/);
      await expect(page.locator('#category-title')).toHaveText(name);
      await expect(page.getByTestId('product-card').first()).toBeVisible();

      await page.goto('/');
      // Stories play their slides full screen.
      await page.getByTestId('story').first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      const banner = page.getByTestId('banners').locator('a').first();
      await expect(banner).toBeVisible();
      await banner.click();
      await expect(page).toHaveURL(/\/(Product|Category)\/\d+$/);
    },
  );
});

base.describe('product presentation', () => {
  base(
    'POP_UP (demo): a product opened from the menu shows over it and closes back to the same place',
    async ({ page, baseURL }) => {
      await english(page, baseURL);
      await page.goto('/');
      await expect(page.getByTestId('product-card').first()).toBeVisible();
      await page.mouse.wheel(0, 900);
      // The wheel has scrolled the page (on the app, not the clock).
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      const link = page.getByTestId('product-card').nth(2).locator('.product-card__link');
      await link.scrollIntoViewIfNeeded();
      const scrolled = await page.evaluate(() => window.scrollY);
      await link.click();
      await expect(page.getByTestId('product-overlay')).toBeVisible();
      await expect(page.getByTestId('product-overlay')).toHaveClass(/popup/);
      await expect(page).toHaveURL(/\/Product\/\d+$/);
      // The menu stays underneath.
      await expect(page.locator('.category-bar')).toBeAttached();
      await page.getByTestId('product-overlay-close').click();
      await expect(page.getByTestId('product-overlay')).toHaveCount(0);
      await expect(page).toHaveURL(/\/$/);
      // Back where it was (focus returning to the card may nudge it by a line).
      expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(100);
    },
  );

  base('SHEET (burger): the product is a bottom sheet; a direct link opens it as a page', async ({ page, baseURL }) => {
    const url = new URL(baseURL ?? 'http://localhost:8099');
    url.hostname = 'burger.localhost';
    await page.goto(url.toString());
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await page.getByTestId('product-card').first().locator('.product-card__link').click();
    await expect(page.getByTestId('product-overlay')).toHaveClass(/sheet/);
    // A shared link opens in a fresh tab: the product is a page of its own.
    const fresh = await page.context().newPage();
    await fresh.goto(page.url());
    await expect(fresh.locator('#product-title')).toBeVisible();
    await expect(fresh.getByTestId('product-overlay')).toHaveCount(0);
  });
});

/**
 * A product with required options opened from the menu as a pop-up or a sheet: its own add button inside it (the
 * page's bar lies under the backdrop), blocked until the options are valid, and adding closes it and fills the basket.
 */
async function addWithOptionsFromLayer(page: Page, kind: RegExp) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  // Hot dishes has manti, whose sauce (one or two) must be chosen: nothing is chosen for the customer.
  await page.locator('.category-bar__chip', { hasText: 'Hot dishes' }).click();
  const card = page.locator(
    `[data-testid="product-card"][data-needs-options="true"][data-product-id="${await mantiId(page)}"]`,
  );
  await card.scrollIntoViewIfNeeded();
  await expect(card).toBeInViewport();
  const name = 'Manti (5 pcs)';
  await card.locator('.product-card__link').click();
  const layer = page.getByTestId('product-overlay');
  await expect(layer).toHaveClass(kind);
  await expect(page.getByTestId('browser-main-button-bar')).toHaveCount(0);
  const add = layer.getByTestId('browser-main-button');
  await expect(add).toHaveText(/Add to basket/);

  await add.click();
  await expect(layer.locator('.modifier-group__rule--problem').first()).toHaveText(/select minimum 1/);
  await expect(layer).toBeVisible();

  const option = layer.locator('[data-testid^="option-"]').first();
  const optionName = ((await option.textContent()) ?? '').replace(/\+.*$/, '').trim();
  await option.click();
  await add.click();
  await expect(layer).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('browser-main-button')).toHaveText(/Go to cart \(1\)/);

  await page.getByTestId('browser-main-button').click();
  await expect(page).toHaveURL(/\/cart$/);
  const line = page.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  await expect(line.locator('.cart-line__name')).toHaveText(name);
  await expect(line.locator('.cart-line__options')).toHaveText(optionName);
}

base.describe('adding from a pop-up or a sheet in a browser', () => {
  base(
    'POP_UP (demo): the button inside the pop-up adds a product once its required option is chosen',
    async ({ page, baseURL }) => {
      await english(page, baseURL);
      await addWithOptionsFromLayer(page, /popup/);
    },
  );

  base(
    'SHEET: the button inside the sheet adds a product once its required option is chosen',
    async ({ page, baseURL }) => {
      await english(page, baseURL);
      await page.route(apiGlob(endpoints.webSettings), async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, json: { ...(await response.json()), productNavigationType: 'SHEET' } });
      });
      await addWithOptionsFromLayer(page, /sheet/);
    },
  );
});

base(
  'FULL_SCREEN: a merchant that opens products as pages never shows them over the menu',
  async ({ page, baseURL }) => {
    await english(page, baseURL);
    await page.route(apiGlob(endpoints.webSettings), async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), productNavigationType: 'FULL_SCREEN' } });
    });
    await page.goto('/');
    await page.getByTestId('product-card').first().locator('.product-card__link').click();
    await expect(page).toHaveURL(/\/Product\/\d+$/);
    await expect(page.locator('#product-title')).toBeVisible();
    await expect(page.getByTestId('product-overlay')).toHaveCount(0);
  },
);

tgTest.describe('the catalogue walk inside Telegram', () => {
  tgTest(
    'browse, a product over the menu, options checked, add with the native button, search across scripts, a favourite and a review',
    async ({ telegram, page }) => {
      tgTest.setTimeout(60_000);
      const id = await mantiId(page);
      const tg = await telegram.open('/', {
        user: {
          id: 760_000_000 + Math.floor(Math.random() * 1e6),
          first_name: 'Bekzod',
          last_name: 'Aliyev',
          language_code: 'en',
        },
      });
      await expect(page.getByTestId('product-card').first()).toBeVisible();

      // The product opens over the menu (POP_UP); the native main button adds it once its options are valid.
      // Its card may be far down the menu (not drawn yet): open it as a card link would, from the menu.
      await page.evaluate(
        (productId) =>
          window.history.pushState({ background: '/' }, '', `/Product/${productId}${window.location.hash}`),
        id,
      );
      await expect(page.getByTestId('product-overlay')).toBeVisible();
      // Press only once the product has set the native button (as a person would see it).
      await expect.poll(async () => String((await tg.mainButton())?.text)).toMatch(/Add to basket/);
      // Inside Telegram the pop-up has no button of its own: the native one is above everything.
      await expect(page.getByTestId('product-overlay').getByTestId('browser-main-button')).toHaveCount(0);

      // A favourite from the product page, signed in through initData (no SMS).
      const heart = page.getByTestId('product-overlay').getByTestId('favourite-button');
      await heart.click();
      await expect(heart).toHaveAttribute('aria-pressed', 'true');

      await tg.pressMainButton();
      await expect(page.locator('.modifier-group__rule--problem')).toHaveText(/select minimum 1/);
      await page.locator('[data-testid^="option-"]').first().click();
      await tg.pressMainButton();
      await expect(page.getByTestId('toast').filter({ hasText: 'in the basket' })).toBeVisible();
      // Adding closes the pop-up: back on the menu with the basket's button.
      await expect(page.getByTestId('product-overlay')).toHaveCount(0);
      await expect.poll(() => new URL(page.url()).pathname).toBe('/');
      await expect.poll(async () => String((await tg.mainButton())?.text)).toMatch(/Go to cart \(1\)/);

      // Search across scripts.
      await page.getByTestId('header-search').click();
      await page.getByTestId('search-input').pressSequentially('манты');
      await expect(page.getByTestId('search-results').locator('h3').first()).toContainText(/Manti/);

      // A review.
      await page.goto(`/Reviews/${id}${new URL(page.url()).hash}`);
      await page.getByRole('radio', { name: /5 of 5/ }).check({ force: true });
      const comment = `Very tasty, will order again (${Date.now()})`;
      await page.getByRole('textbox').pressSequentially(comment);
      await expect.poll(async () => (await tg.mainButton())?.is_active).toBe(true);
      await tg.pressMainButton();
      await expect(page.getByText(comment)).toBeVisible();
    },
  );
});
