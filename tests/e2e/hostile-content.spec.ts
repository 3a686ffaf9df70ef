/**
 * Hostile content in every server-supplied text, link and picture (tests/e2e/hostile.ts: 55 vectors, rotated through
 * the fields of every answer), on every route: no script runs, no link leads to a script scheme, no picture comes from
 * another scheme than http(s), and the screen still shows.
 */
import { expect, test } from '@playwright/test';
import { breaches, serveHostileContent, XSS_VECTORS } from './hostile.ts';
import { ROUTES, sweepCustomer } from './routes.ts';
import { codeFor, nextPhone, ONE_LINE_BASKET, openSignedIn } from './support.ts';

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

test('an open redirect planted in the stored return path is refused: signing in stays on this origin', async ({
  page,
  request,
  baseURL,
}) => {
  await page.goto('/login');
  // Planted by a script or an extension before the visitor signs in: a path that is another site.
  await page.evaluate(() => localStorage.setItem('redirectUrl', JSON.stringify('//evil.example/steal')));
  await page.reload();
  const phone = nextPhone();
  await page.getByTestId('login-phone').pressSequentially(phone);
  await page.getByTestId('browser-main-button').click();
  await expect(page).toHaveURL(/\/login\/confirm$/);
  await page.getByTestId('login-code').pressSequentially(await codeFor(request, phone));
  await expect(page).toHaveURL(/\/login\/user$/);
  await page.getByTestId('browser-main-button').click();
  await expect(page).not.toHaveURL(/\/login/);
  const landed = new URL(page.url());
  expect(landed.origin).toBe(new URL(baseURL ?? '').origin);
  expect(landed.pathname).toBe('/');
});
