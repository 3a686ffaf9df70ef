import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { endpoints } from '../../src/shared/contract/endpoints.ts';
import { apiGlob, apiHeaders, apiPath, apiPattern, english, openSignedIn, signInByApi } from './support.ts';

async function signedInPage(
  page: Page,
  request: APIRequestContext,
  baseURL: string | undefined,
  path: string,
): Promise<{ token: string }> {
  const session = await signInByApi(request);
  await openSignedIn(page, baseURL, path, session);
  return session;
}

/** The first product of the menu as the home page shows it (so it is on sale at the branch the page picked). */
async function firstProductId(page: Page): Promise<string> {
  const card = page.locator('[data-testid="product-card"]').first();
  await expect(card).toBeVisible();
  const id = await card.getAttribute('data-product-id');
  if (!id) throw new Error('no product on the menu');
  return id;
}

async function serverFavourites(request: APIRequestContext, token: string): Promise<number[]> {
  const response = await request.get(apiPath(endpoints.favourites), { headers: apiHeaders(token) });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { productId: number }[]).map((favourite) => favourite.productId);
}

test('a favourite toggled on the product page shows on /liked and is removed from there', async ({
  page,
  request,
  baseURL,
}) => {
  await english(page, baseURL);
  const { token } = await signedInPage(page, request, baseURL, '/');
  const id = await firstProductId(page);

  await page.goto(`/Product/${id}`);
  const heart = page.getByTestId('favourite-button');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await expect(heart).toHaveAccessibleName('Add to favourites');
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().endsWith(apiPath(endpoints.favouriteSet)),
  );
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(heart).toHaveAccessibleName('Remove from favourites');
  expect((await saved).status()).toBe(201);
  expect(await serverFavourites(request, token)).toEqual([Number(id)]);

  await page.goto('/liked');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Favourites');
  const item = page.locator(`[data-testid="product-card"][data-product-id="${id}"]`);
  await expect(item).toBeVisible();
  const likedHeart = item.getByTestId('favourite-button');
  await expect(likedHeart).toHaveAttribute('aria-pressed', 'true');

  // Removed by the favourite record's id, which is not the product's (other specs save favourites too).
  const removed = page.waitForResponse(
    (r) => r.request().method() === 'DELETE' && apiPattern(endpoints.favouriteDelete).test(new URL(r.url()).pathname),
  );
  await likedHeart.click();
  await expect(item).toHaveCount(0);
  expect((await removed).ok()).toBe(true);
  await expect(page.getByTestId('liked-empty')).toContainText('No favourites yet');
  expect(await serverFavourites(request, token)).toEqual([]);
  // The menu link of the empty state.
  await page.getByTestId('liked-to-menu').click();
  await expect(page).toHaveURL(/\/$/);
});

test('a failed save rolls the heart back and says so in a toast', async ({ page, request, baseURL }) => {
  await english(page, baseURL);
  const { token } = await signedInPage(page, request, baseURL, '/');
  const id = await firstProductId(page);
  await page.goto(`/Product/${id}`);
  const heart = page.getByTestId('favourite-button');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');

  // The server fails, but only once the test has seen the optimistic state.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(apiGlob(endpoints.favouriteSet), async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    await held;
    return route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'boom' }) });
  });
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  release();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await expect(heart).toHaveAccessibleName('Add to favourites');
  // A 5xx is the service not answering: the toast says so, in the visitor's words.
  await expect(page.getByTestId('toast').last()).toContainText(
    'Could not update your favourites: The service is not answering right now. Try again in a minute.',
  );
  expect(await serverFavourites(request, token)).toEqual([]);
});

test('a guest is asked to log in from /liked and from a heart', async ({ page, baseURL }) => {
  await english(page, baseURL);
  await page.goto('/');
  const id = await firstProductId(page);
  await page.goto('/liked');
  await expect(page.getByTestId('liked-guest')).toBeVisible();
  await page.goto(`/Product/${id}`);
  await page.getByTestId('favourite-button').click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('redirectUrl'))).toBe(JSON.stringify(`/Product/${id}`));
});
