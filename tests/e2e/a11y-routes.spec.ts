/**
 * axe (every rule; serious and critical findings fail) on every route of `routes.ts`, signed in with a basket (the
 * sign-in screen as a guest). Each route is checked twice, in one language, once light in a browser and once dark in
 * Telegram or the other way round; across the routes the three languages take turns. Each route is checked a third
 * time as a guest with an empty basket, in a browser (inside Telegram the launch signs the visitor in): what a guest
 * sees there (the sign-in prompt, an empty basket, or the sign-in screen the route sends them to).
 */
import { expect, test as base, type Page } from '@playwright/test';
import { COMBOS, comboName, openAs, type Combo } from './a11y.support.ts';
import { violations } from './axe.ts';
import { ROUTES, sweepCustomer } from './routes.ts';
import { ONE_LINE_BASKET, screenSettled } from './support.ts';

const test = base;
test.use({ viewport: { width: 390, height: 844 } });

const theCustomer = sweepCustomer({ firstName: 'Madina', lastName: 'Yusupova' });

/** Once the screen has settled (loaded, nothing busy): axe finds nothing serious or critical. */
async function settledWithoutFindings(page: Page) {
  await screenSettled(page);
  expect(await violations(page, 'all')).toEqual([]);
}

ROUTES.forEach((route, index) => {
  for (const combo of [COMBOS[index % 6], COMBOS[(index + 3) % 6]] as Combo[]) {
    test(`${route.name}: no serious or critical axe findings (${combo.language}, ${combo.theme}, ${combo.platform})`, async ({
      page,
      request,
      baseURL,
    }) => {
      const { session, ids } = await theCustomer(request);
      await openAs(page, baseURL, route.path(ids), combo, route.guest ? null : session, ONE_LINE_BASKET);
      await settledWithoutFindings(page);
    });
  }
});

const inBrowser = COMBOS.filter((combo) => combo.platform === 'browser');
ROUTES.filter((route) => !route.guest).forEach((route, index) => {
  const combo = inBrowser[index % inBrowser.length] as Combo;
  test(`${route.name} as a guest with an empty basket: no serious or critical axe findings (${comboName(combo)})`, async ({
    page,
    request,
    baseURL,
  }) => {
    const { ids } = await theCustomer(request);
    await openAs(page, baseURL, route.path(ids), combo, null);
    await settledWithoutFindings(page);
  });
});
