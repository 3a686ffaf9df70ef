import { expect, test } from '@playwright/test';
import { english, openSignedIn, signInByApi } from './support.ts';

test('a new customer sees the welcome promo code with its terms', async ({ page, request, baseURL }) => {
  await english(page, baseURL);
  const session = await signInByApi(request, { firstName: 'Lola', lastName: 'Aminova' });
  await openSignedIn(page, baseURL, '/promos', session);
  const card = page.getByTestId('promo-card').filter({ hasText: 'WELCOME30' });
  await expect(card).toBeVisible();
  await expect(card).toContainText("30 000 so'm off the products");
  await expect(card).toContainText("For orders from 100 000 so'm");
});

test('"Copy" puts the code on the clipboard and says so; where copying is refused, it says what the code is', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await english(page, baseURL);
  const session = await signInByApi(request, { firstName: 'Nodira', lastName: 'Copies' });
  await openSignedIn(page, baseURL, '/promos', session);
  const card = page.getByTestId('promo-card').filter({ hasText: 'WELCOME30' });
  await card.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('WELCOME30 is copied: paste it at checkout')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('WELCOME30');
  // A browser that refuses both ways of copying (some in-app browsers).
  await page.evaluate(() => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    document.execCommand = () => false;
  });
  await card.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('The code could not be copied: it is WELCOME30, type it at checkout')).toBeVisible();
});

test('a guest is asked to log in', async ({ page, baseURL }) => {
  await english(page, baseURL);
  await page.goto('/promos');
  await expect(page.getByText('Log in to see your promo codes')).toBeVisible();
});
