import { expect, test, type Page } from '@playwright/test';

/**
 * Telegram Web shows a mini-app in a frame of its own site: a browser neither keeps nor sends a `SameSite=Lax` cookie
 * there. The app writes its cookies for that case as `SameSite=None; Secure; Partitioned` (src/shared/lib/storage.ts).
 * Here another site (127.0.0.1, where the app is localhost) frames it, as web.telegram.org would; the app's
 * `frame-ancestors` lets that site frame it for the test, as it lets Telegram Web's.
 */
async function framedByAnotherSite(page: Page, baseURL: string | undefined) {
  const app = new URL(baseURL ?? '');
  const host = `http://127.0.0.1:${app.port}/telegram-web`;
  await page.route(host, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><iframe src="${app.origin}/" title="Mini App" style="width:390px;height:800px;border:0"></iframe>`,
    }),
  );
  await page.route(`${app.origin}/`, async (route) => {
    const response = await route.fetch();
    const headers = response.headers();
    const policy = headers['content-security-policy'] ?? '';
    expect(policy).toContain('frame-ancestors');
    headers['content-security-policy'] = policy.replace(
      /frame-ancestors [^;]*/,
      `frame-ancestors ${new URL(host).origin}`,
    );
    await route.fulfill({ response, headers });
  });
  await page.goto(host);
  return page.frameLocator('iframe');
}

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test("in another site's frame (Telegram Web), the language chosen is still there at the next launch", async ({
  page,
  baseURL,
}) => {
  const app = await framedByAnotherSite(page, baseURL);
  await expect(app.getByTestId('product-card').first()).toBeVisible();
  await app.getByTestId('menu-toggle').tap();
  await app.getByTestId('side-menu').getByTestId('language').tap();
  await app.getByTestId('language-drawer').getByTestId('language-ru').tap();
  await expect(app.locator('html')).toHaveAttribute('lang', 'ru');
  // Kept for the app's site within the framing one, never sent to any other.
  const language = (await page.context().cookies()).find((cookie) => cookie.name === 'language');
  expect(language).toMatchObject({ value: 'ru', sameSite: 'None', secure: true, partitionKey: 'http://127.0.0.1' });

  // The next launch: the page opened again.
  await page.reload();
  await expect(app.getByTestId('product-card').first()).toBeVisible();
  await expect(app.locator('html')).toHaveAttribute('lang', 'ru');
});
