import { expect, test, type Page } from '@playwright/test';
import { english, openSignedIn, signInByApi } from './support.ts';

/** A 1x1 PNG, for map tiles. */
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Collects every Content-Security-Policy violation the page reports, from its first script on. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      void (window as unknown as { reportViolation(text: string): Promise<void> }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  return violations;
}

/**
 * The storefront as a public site would serve it (its answers, headers included, fetched from the test server: the
 * browser does not let a public page frame localhost at all), framed by a page of another public origin.
 */
async function framedFrom(page: Page, host: string, baseURL: string): Promise<void> {
  const storefront = 'https://storefront.example';
  await page.route(`${storefront}/**`, async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `${baseURL}${url.pathname}${url.search}` });
    await route.fulfill({ response });
  });
  await page.route(`${host}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>host</title><iframe id="app" src="${storefront}/" width="390" height="700"></iframe>`,
    }),
  );
  await page.goto(`${host}/`);
}

test('the storefront runs under its Content-Security-Policy: menu, product, sign-in and the map, without a violation', async ({
  page,
  request,
  baseURL,
}) => {
  const violations = await watchViolations(page);
  await english(page, baseURL);
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  const id = await page.getByTestId('product-card').first().getAttribute('data-product-id');
  await page.goto(`/Product/${id}`);
  await expect(page.locator('#product-title')).toBeVisible();
  await page.goto('/login');
  await expect(page.getByRole('textbox').first()).toBeVisible();
  // Map tiles come from OpenStreetMap: answered here (no network in tests), after the policy has let them through.
  await page.route(/tile\.openstreetmap\.org/, (route) => route.fulfill({ contentType: 'image/png', body: TILE }));
  await openSignedIn(page, baseURL, '/address/create', await signInByApi(request));
  await expect(page.getByTestId('map-state')).toHaveAttribute('data-state', 'loaded');
  expect(violations).toEqual([]);
});

test("Telegram's web client may frame the storefront; another site may not", async ({ page, baseURL }) => {
  await framedFrom(page, 'https://web.telegram.org', baseURL ?? '');
  await expect(page.frameLocator('#app').locator('#root *').first()).toBeAttached();

  await framedFrom(page, 'https://shop-lookalike.example', baseURL ?? '');
  await expect
    .poll(() =>
      page
        .frames()
        .find((frame) => frame !== page.mainFrame())
        ?.url(),
    )
    .toMatch(/^chrome-error:/);
});

test('the Telegram simulator frames the storefront from the same origin in demo mode', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/__telegram');
  await page.getByRole('button', { name: 'Launch' }).click();
  await expect(page.frameLocator('#frame').getByTestId('product-card').first()).toBeVisible();
  expect(violations).toEqual([]);
});
