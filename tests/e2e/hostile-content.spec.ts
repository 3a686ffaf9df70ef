/**
 * Hostile content in every server-supplied text, link and picture (tests/e2e/hostile.ts: 55 vectors, rotated through
 * the fields of every answer), on every route: no script runs, no link leads to a script scheme, no picture comes from
 * another scheme than http(s), and the screen still shows.
 */
import { expect, test } from '@playwright/test';
import { breaches, serveHostileContent, XSS_VECTORS } from './hostile.ts';
import { ROUTES, sweepCustomer } from './routes.ts';
import { ONE_LINE_BASKET, openSignedIn } from './support.ts';

test.use({ viewport: { width: 390, height: 844 } });

const theCustomer = sweepCustomer({ firstName: 'Temur', lastName: 'Qodirov' });

test('the corpus holds at least 50 vectors', () => {
  expect(XSS_VECTORS.length).toBeGreaterThanOrEqual(50);
});

for (const route of ROUTES) {
  test(`${route.name}: hostile content runs nothing and links nowhere`, async ({ page, request, baseURL }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const { session, ids } = await theCustomer(request);
    await page.context().addCookies([{ name: 'language', value: 'eng', url: baseURL ?? '' }]);
    await serveHostileContent(page);
    if (route.guest) await page.goto(route.path(ids));
    else await openSignedIn(page, baseURL, route.path(ids), session, ONE_LINE_BASKET);
    await expect(page.locator('#root')).not.toBeEmpty();
    await page.waitForLoadState('networkidle');
    // Whatever can be opened in the page is opened: a hostile text inside a collapsed part runs there too.
    for (const details of await page.locator('main details:not([open]) > summary').all()) await details.click();
    await page.waitForLoadState('networkidle');
    expect(await breaches(page)).toEqual([]);
    expect(dialogs).toEqual([]);
  });
}
