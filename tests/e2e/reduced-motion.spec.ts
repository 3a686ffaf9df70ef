/**
 * `prefers-reduced-motion: reduce`: no element of the page animates or transitions for longer than 0.01 s (read from
 * the computed `animation-*` and `transition-*` of every element and its ::before and ::after) in the states where
 * things move: the menu's skeleton while it loads, the side menu and a sheet opening, a dish's sheet, a toast, a story
 * in the photo viewer moving on; no scroll is smooth, and a category chip jumps to its section at once. Without the
 * preference the same check does see the sheet slide in, so it is not blind.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Overall } from '../../src/shared/contract/catalogue.ts';
import { endpoints } from '../../src/shared/contract/endpoints.ts';
import { apiGlob, apiHeaders, apiPath, english } from './support.ts';

test.use({ viewport: { width: 390, height: 844 } });

/** Every element (or pseudo-element) in `root` that animates or transitions for longer than 0.01 s. */
async function moving(page: Page, root?: Locator): Promise<string[]> {
  const scope = root ? await root.elementHandle() : await page.evaluateHandle(() => document.documentElement);
  return page.evaluate((from) => {
    const seconds = (value: string) =>
      value.split(',').map((part) => {
        const text = part.trim();
        return text.endsWith('ms') ? Number.parseFloat(text) / 1000 : Number.parseFloat(text);
      });
    const found: string[] = [];
    const name = (element: Element, pseudo: string) =>
      `${element.tagName.toLowerCase()}${typeof element.className === 'string' && element.className ? `.${element.className.split(' ')[0]}` : ''}${pseudo}`;
    for (const element of [from, ...from.querySelectorAll('*')]) {
      if (element.getClientRects().length === 0) continue;
      for (const pseudo of ['', '::before', '::after']) {
        const style = getComputedStyle(element, pseudo || null);
        if (pseudo && (style.content === 'none' || style.content === 'normal')) continue;
        const names = style.animationName.split(',').map((n) => n.trim());
        const animations = seconds(style.animationDuration);
        if (names.some((n, i) => n !== 'none' && (animations[i % animations.length] ?? 0) > 0.01))
          found.push(`${name(element, pseudo)} animation ${style.animationName} ${style.animationDuration}`);
        const properties = style.transitionProperty.split(',').map((p) => p.trim());
        const transitions = seconds(style.transitionDuration);
        if (properties.some((p, i) => p !== 'none' && (transitions[i % transitions.length] ?? 0) > 0.01))
          found.push(`${name(element, pseudo)} transition ${style.transitionProperty} ${style.transitionDuration}`);
        if (!pseudo && style.scrollBehavior === 'smooth') found.push(`${name(element, pseudo)} scroll-behavior smooth`);
      }
    }
    return [...new Set(found)];
  }, scope);
}

async function overall(page: Page): Promise<Overall> {
  return (await (
    await page.request.get(`${apiPath(endpoints.overalls)}?type=WEB`, { headers: apiHeaders() })
  ).json()) as Overall;
}

test('with reduced motion nothing slides, fades, pulses or spins, and jumps are instant', async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  await english(page, baseURL);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const menu = await overall(page);

  // The menu's skeleton: the menu's answer is held until the skeleton has been looked at.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(apiGlob(endpoints.overalls, '**'), async (route) => {
    await held;
    await route.fallback();
  });
  await page.goto('/');
  await expect(page.locator('main .skeleton').first()).toBeVisible();
  expect(await moving(page), 'the skeleton').toEqual([]);
  release();
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  expect(await moving(page), 'the menu').toEqual([]);

  // A category chip jumps to its section at once (no smooth scroll to wait for).
  const far = menu.categories.at(-1);
  await page.locator(`.category-bar [data-chip="${far?.id}"]`).click();
  // Where the category's heading is drawn, as the person sees it (a page scrolled to keep it in place when blocks
  // above it are drawn reads a new scrollY without anything moving on the screen).
  const afterTwoFrames = () =>
    page.evaluate(
      (id) =>
        new Promise<number>((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() =>
              resolve(Math.round(document.getElementById(`category-title-${id}`)?.getBoundingClientRect().top ?? NaN)),
            ),
          ),
        ),
      far?.id,
    );
  const early = await afterTwoFrames();
  await expect(page.locator('.category-bar[data-jumping]')).toHaveCount(0);
  expect(Math.abs((await afterTwoFrames()) - early), 'the jump had landed two frames after the tap').toBeLessThan(2);

  // The side menu and the language sheet over it.
  await page.getByTestId('menu-toggle').click();
  await expect(page.getByTestId('side-menu')).toBeVisible();
  expect(await moving(page), 'the side menu').toEqual([]);
  await page.getByTestId('side-menu').getByTestId('language').click();
  await expect(page.getByTestId('language-drawer')).toBeVisible();
  expect(await moving(page), 'the language sheet').toEqual([]);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('side-menu')).toBeHidden();

  // A dish shown as a sheet, and the toast that comes when it is added.
  const sheetCategory = menu.categories.find((c) => c.navigationType === 'SHEET');
  const dish = menu.products.find(
    (p) => p.categoryId === sheetCategory?.id && !(p.modificationGroups ?? []).some((g) => g.minimum > 0),
  );
  await page.locator(`.category-bar [data-chip="${sheetCategory?.id}"]`).click();
  await page.locator(`[data-testid="product-card"][data-product-id="${dish?.id}"] .product-card__link`).first().click();
  const overlay = page.getByTestId('product-overlay');
  await expect(overlay).toHaveClass(/product-overlay--sheet/);
  expect(await moving(page), 'the dish sheet').toEqual([]);
  await overlay.getByTestId('browser-main-button').click();
  await expect(page.getByTestId('toast')).toBeVisible();
  expect(await moving(page), 'the toast').toEqual([]);

  // A story in the photo viewer, moving on to its next slide.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByTestId('story').nth(1).click();
  const viewer = page.getByTestId('image-viewer');
  await expect(viewer).toBeVisible();
  expect(await moving(page), 'the story').toEqual([]);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('image-viewer-counter')).toHaveText('2 / 3');
  expect(await moving(page), 'the next slide').toEqual([]);
});

test('without the preference the same check sees the sheet slide in', async ({ page, baseURL }) => {
  await english(page, baseURL);
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  const menu = await overall(page);
  const sheetCategory = menu.categories.find((c) => c.navigationType === 'SHEET');
  const dish = menu.products.find((p) => p.categoryId === sheetCategory?.id);
  await page.goto('/');
  await page.locator(`.category-bar [data-chip="${sheetCategory?.id}"]`).click();
  await page.locator(`[data-testid="product-card"][data-product-id="${dish?.id}"] .product-card__link`).first().click();
  const overlay = page.getByTestId('product-overlay');
  await expect(overlay).toBeVisible();
  expect(await moving(page, overlay)).toContainEqual(
    expect.stringMatching(/^dialog\.product-overlay animation sheet-in/),
  );
});
