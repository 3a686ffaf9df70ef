/**
 * What screen-reader and low-vision users meet, checked by axe (the engine of Lighthouse's accessibility audit) on the
 * pages a customer goes through, light and dark: readable colours, headings in order (the UI kit's captions are not
 * headings), every field and choice named, and links named by what they show.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import { english, mantiId, ONE_LINE_BASKET, openSignedIn, signInByApi } from './support.ts';

/**
 * axe-core as Lighthouse installs it (Lighthouse is a dev dependency): the same engine as its accessibility audit.
 * Evaluated through the browser's debugging channel, which the page's Content-Security-Policy does not govern.
 */
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const RULES = ['color-contrast', 'heading-order', 'label', 'label-content-name-mismatch', 'link-name', 'button-name'];

interface Finding {
  id: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** axe's findings on the page as it is, one line each: rule, element, what is wrong. */
async function violations(page: Page): Promise<string[]> {
  // Colours are judged as they settle: a button still easing into its enabled colour is not what people read. Every
  // finite CSS transition or animation is let run to its end (endless ones, spinners and skeletons, are left).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await page.evaluate(AXE);
  const found = await page.evaluate(async (rules) => {
    const axe = (
      window as unknown as { axe: { run(context: Document, options: unknown): Promise<{ violations: Finding[] }> } }
    ).axe;
    return (await axe.run(document, { runOnly: { type: 'rule', values: rules } })).violations.map(({ id, nodes }) => ({
      id,
      nodes: nodes.map(({ target, failureSummary }) => ({ target, failureSummary })),
    }));
  }, RULES);
  return found.flatMap((v) =>
    v.nodes.map((node) => `${v.id}: ${node.target.join(' ')}: ${node.failureSummary ?? ''}`.replace(/\s+/g, ' ')),
  );
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme}`, () => {
    test.use({ viewport: { width: 390, height: 844 }, colorScheme });

    test('the menu, a dish with choices and the basket have no violations', async ({ page, baseURL }) => {
      await english(page, baseURL);
      await page.addInitScript((basket) => {
        if (!sessionStorage.getItem('seeded')) localStorage.setItem('basket', JSON.stringify(basket));
        sessionStorage.setItem('seeded', '1');
      }, ONE_LINE_BASKET);
      await page.goto('/');
      await expect(page.getByTestId('product-card').first()).toBeVisible();
      expect(await violations(page)).toEqual([]);

      await page.goto(`/Product/${await mantiId(page)}`);
      await expect(page.getByRole('checkbox', { name: 'Sour cream' })).toBeAttached();
      expect(await violations(page)).toEqual([]);

      await page.goto('/cart');
      await expect(page.getByTestId('cart-line')).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });

    test('the checkout, signed in with a basket, has no violations', async ({ page, baseURL, request }) => {
      await english(page, baseURL);
      await openSignedIn(
        page,
        baseURL,
        '/checkout',
        await signInByApi(request, { firstName: 'Dilnoza', lastName: 'Rahimova' }),
        ONE_LINE_BASKET,
      );
      await expect(page.getByRole('radio', { name: 'Cash' })).toBeChecked();
      await expect(page.getByTestId('promo-input')).toBeVisible();
      // Once the order is priced, the button to place it is ready (not faded).
      await expect(page.getByTestId('browser-main-button').filter({ visible: true }).first()).toBeEnabled();
      expect(await violations(page)).toEqual([]);
    });

    test('branches, the branch choice, vacancies, notifications, reservations, the profile, cashback and phone change have no violations', async ({
      page,
      baseURL,
      request,
    }) => {
      await english(page, baseURL);
      await page.route(/tile\.openstreetmap\.org/, (route) => route.abort('internetdisconnected'));
      await openSignedIn(
        page,
        baseURL,
        '/branches',
        await signInByApi(request, { firstName: 'Axe', lastName: 'Check' }),
        {
          items: [],
          serviceType: 'PICK_UP',
        },
      );
      const pages: [string, string][] = [
        ['/branches', '[data-testid="branch-card"]'],
        ['/branches/map?branch=1', '[data-testid="branches-coordinates"]'],
        ['/choose-branch', '[data-testid="branch-option"]'],
        ['/choose-branch?view=map', '[data-testid="branch-option"]'],
        ['/vacancy', '[data-testid="vacancy-row"]'],
        ['/vacancy/1', '[data-testid="vacancy-salary"]'],
        ['/notifications', '[data-testid="notification"]'],
        ['/reservations', '[data-testid="reservations-empty"]'],
        ['/reservations/new', '[data-testid="reserve-hall"] option'],
        ['/user', '[data-testid="profile-birthday"]'],
        ['/user/cashback', '[data-testid="cashback-move"]'],
        ['/user/phone', '[data-testid="login-phone"]'],
      ];
      for (const [path, ready] of pages) {
        await page.goto(path);
        await expect(page.locator(ready).first()).toBeAttached();
        expect(await violations(page), path).toEqual([]);
      }
    });
  });
}
