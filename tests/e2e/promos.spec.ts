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

test('a guest is asked to log in', async ({ page, baseURL }) => {
  await english(page, baseURL);
  await page.goto('/promos');
  await expect(page.getByText('Log in to see your promo codes')).toBeVisible();
});
