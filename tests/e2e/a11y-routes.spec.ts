/**
 * axe (every rule; serious and critical findings fail) on every route of `routes.ts`, signed in with a basket (the
 * sign-in screen as a guest). Each route is checked twice, in one language, once light in a browser and once dark in
 * Telegram or the other way round; across the routes the three languages take turns.
 */
import { expect, test as base } from '@playwright/test';
import { COMBOS, openInTelegramSignedIn, type Combo } from './a11y.support.ts';
import { violations } from './axe.ts';
import { ROUTES, sweepCustomer } from './routes.ts';
import { ONE_LINE_BASKET, openSignedIn } from './support.ts';

const test = base;
test.use({ viewport: { width: 390, height: 844 } });

const theCustomer = sweepCustomer({ firstName: 'Madina', lastName: 'Yusupova' });

ROUTES.forEach((route, index) => {
  for (const combo of [COMBOS[index % 6], COMBOS[(index + 3) % 6]] as Combo[]) {
    test(`${route.name}: no serious or critical axe findings (${combo.language}, ${combo.theme}, ${combo.platform})`, async ({
      page,
      request,
      baseURL,
    }) => {
      const origin = baseURL ?? '';
      await page.context().addCookies([{ name: 'language', value: combo.language, url: origin }]);
      await page.route(/tile\.openstreetmap\.org/, (tile) => tile.abort('internetdisconnected'));
      const { session, ids } = await theCustomer(request);
      const path = route.path(ids);
      if (combo.platform === 'telegram') {
        await openInTelegramSignedIn(page, origin, path, route.guest ? null : session, combo, ONE_LINE_BASKET);
      } else {
        await page.emulateMedia({ colorScheme: combo.theme });
        if (route.guest) await page.goto(path);
        else await openSignedIn(page, baseURL, path, session, ONE_LINE_BASKET);
      }
      await expect(page.locator('main').first()).toBeVisible();
      await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      expect(await violations(page, 'all')).toEqual([]);
    });
  }
});
