/**
 * Menu cards keep their dish name, price and controls readable in every layout the merchant can choose (BIG, MEDIUM and
 * SMALL cards, in a vertical grid or a horizontal row) at phone widths from 320 to 430 px, in all three languages,
 * with the stepper shown (one of the dish in the basket).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface CardGeometry {
  layout: string;
  card: Box;
  name: Box;
  /** Whether a tap at the centre of the name lands on the name (nothing drawn over it). */
  nameOnTop: boolean;
  price: Box;
  /** Line boxes of the price's amount: 1 when it is on one line. */
  priceLines: number;
  controls: Box;
  heart: Box | null;
}

/** Measures one card as painted. */
function geometry(card: Locator): Promise<CardGeometry> {
  return card.evaluate((element) => {
    const box = (el: Element | null) => {
      if (!el) return null;
      const r = el.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    };
    const need = (selector: string) => {
      const el = element.querySelector(selector);
      if (!el) throw new Error(`card without ${selector}`);
      return el;
    };
    // The amount is a flex item (one block box): its text's own boxes tell its lines.
    const lines = (el: Element) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return range.getClientRects();
    };
    const name = need('.product-card__name');
    const amount = need('.product-card__price > span');
    const nameBox = name.getBoundingClientRect();
    const hit = document.elementFromPoint(nameBox.x + nameBox.width / 2, nameBox.y + nameBox.height / 2);
    const grid = element.parentElement?.className.match(/product-grid--\w+/)?.[0] ?? '?';
    const view = element.className.match(/product-card--\w+/)?.[0] ?? '?';
    return {
      layout: `${view} in ${grid}`,
      card: box(element) as Box,
      name: box(name) as Box,
      nameOnTop: hit !== null && name.contains(hit),
      price: box(need('.product-card__price')) as Box,
      priceLines: new Set([...lines(amount)].map((rect) => Math.round(rect.top))).size,
      controls: box(need('.stepper')) as Box,
      heart: box(element.querySelector('.product-card__corner')),
    };
  });
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 0.5 &&
  inner.y >= outer.y - 0.5 &&
  inner.x + inner.width <= outer.x + outer.width + 0.5 &&
  inner.y + inner.height <= outer.y + outer.height + 0.5;

/**
 * The first card without required options of each layout on the menu, with one of its dish in the basket (added by a
 * tap when it is not there yet), measured while scrolled into view (a row scrolls sideways; far blocks are not drawn).
 */
async function oneCardPerLayout(page: Page): Promise<CardGeometry[]> {
  const cards: CardGeometry[] = [];
  const seen = new Set<string>();
  const sections = page.locator('section.category-section');
  await expect(sections.first()).toBeVisible();
  const count = await sections.count();
  for (let i = 0; i < count; i++) {
    const section = sections.nth(i);
    await section.scrollIntoViewIfNeeded();
    // A section's cards are drawn once it is near the viewport.
    await expect(section.getByTestId('product-card').first()).toBeVisible();
    const card = section.locator('[data-testid="product-card"][data-needs-options="false"]').first();
    if ((await card.count()) === 0) continue;
    const layout = await card.evaluate((el) => `${el.className} ${el.parentElement?.className ?? ''}`);
    if (seen.has(layout)) continue;
    seen.add(layout);
    await card.scrollIntoViewIfNeeded();
    if (!(await card.getByTestId('card-units').isVisible())) await card.getByTestId('card-add').click();
    await expect(card.getByTestId('card-units')).toBeVisible();
    cards.push(await geometry(card));
  }
  return cards;
}

for (const width of [320, 430]) {
  for (const language of ['uz', 'ru', 'eng']) {
    test(`every card layout shows its name, price and stepper at ${width} px in ${language}`, async ({
      page,
      baseURL,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.context().addCookies([{ name: 'language', value: language, url: baseURL ?? '' }]);
      await page.goto('/');
      // The menu is drawn (its skeleton's sections are not the menu's), and the stories row above it has come.
      await expect(page.getByTestId('product-card').first()).toBeVisible();
      await expect(page.getByTestId('stories')).toBeVisible();
      const layouts = new Set<string>();
      for (const g of await oneCardPerLayout(page)) {
        layouts.add(g.layout);
        const where = `${g.layout}: ${JSON.stringify(g)}`;
        expect(g.name.width, `the name has room, ${where}`).toBeGreaterThan(60);
        expect(g.nameOnTop, `nothing covers the name, ${where}`).toBe(true);
        expect(g.priceLines, `the price is on one line, ${where}`).toBe(1);
        expect(inside(g.price, g.card), `the price is inside the card, ${where}`).toBe(true);
        expect(inside(g.controls, g.card), `the stepper is inside the card, ${where}`).toBe(true);
        expect(overlaps(g.controls, g.price), `the stepper leaves the price alone, ${where}`).toBe(false);
        expect(overlaps(g.controls, g.name), `the stepper leaves the name alone, ${where}`).toBe(false);
        expect(g.controls.height, `the stepper is a thumb tall, ${where}`).toBeGreaterThanOrEqual(44);
        if (g.heart) {
          expect(overlaps(g.heart, g.price), `the heart leaves the price alone, ${where}`).toBe(false);
          expect(overlaps(g.heart, g.name), `the heart leaves the name alone, ${where}`).toBe(false);
        }
      }
      // The demo merchant uses every card size, in grids and in rows.
      // The demo merchant uses every view type (BIG, MEDIUM, SMALL), in grids and in rows: they map onto tiles and lines.
      for (const layout of [
        'product-card--tile in product-grid--tile',
        'product-card--tile in product-grid--row',
        'product-card--line in product-grid--line',
      ]) {
        expect([...layouts]).toContain(layout);
      }
    });
  }
}

test('a phone screen shows four dishes or more, each with its weight, and the card keeps its height when added', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.context().addCookies([{ name: 'language', value: 'ru', url: baseURL ?? '' }]);
  await page.goto('/');
  const first = page.locator('section.category-section').first();
  await expect(first.getByTestId('product-card').first()).toBeVisible();
  // Scrolled as a person does until the first section's heading is at the top.
  const heading = first.locator('.category-section__title');
  while (((await heading.boundingBox())?.y ?? 0) > 80) await page.mouse.wheel(0, 120);
  const whole = await page.getByTestId('product-card').evaluateAll(
    (cards) =>
      cards.filter((card) => {
        const box = card.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= innerHeight;
      }).length,
  );
  expect(whole, 'whole cards on one phone screen').toBeGreaterThanOrEqual(4);
  const card = first.locator('[data-testid="product-card"][data-needs-options="false"]').first();
  await expect(card.getByTestId('card-weight')).toHaveText(/^\d[\d\s,.]*\s(г|кг|мл|л|шт\.)$/);
  const before = (await card.boundingBox())?.height;
  await card.getByTestId('card-add').click();
  await expect(card.getByTestId('card-units')).toHaveText('1');
  // At one, the minus says what it does: it takes the dish out of the basket.
  await expect(card.getByTestId('card-remove')).toHaveAccessibleName('Убрать из корзины');
  expect((await card.boundingBox())?.height).toBe(before);
  await card.getByTestId('card-remove').click();
  await expect(card.getByTestId('card-units')).toHaveCount(0);
});
