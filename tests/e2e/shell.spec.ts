import { expect, test, type Page } from '@playwright/test';
import { endpoints } from '../../src/shared/contract/endpoints.ts';
import { apiGlob } from './support.ts';

const burgerUrl = (baseURL: string | undefined, path: string) => {
  const url = new URL(baseURL ?? 'http://localhost:8099');
  url.hostname = 'burger.localhost';
  url.pathname = path;
  return url.toString();
};
const cssVar = (page: Page, name: string) =>
  page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);

test('two merchants on one server show two brands: title, colour, logo and languages', async ({ page, baseURL }) => {
  await page.goto('/user');
  await expect(page).toHaveTitle(/Oshxona/);
  await expect.poll(() => cssVar(page, '--app-brand')).toBe('#FF2E17');
  const demoIcon = await page.locator('link[rel="icon"]').getAttribute('href');
  await page.getByTestId('language').click();
  await expect(page.getByTestId('language-ru')).toBeVisible();

  await page.goto(burgerUrl(baseURL, '/user'));
  await expect(page).toHaveTitle(/Burger Bro/);
  await expect.poll(() => cssVar(page, '--app-brand')).toBe('#2E7D32');
  await expect.poll(() => page.locator('link[rel="icon"]').getAttribute('href')).not.toBe(demoIcon);
  await page.getByTestId('language').click();
  await expect(page.getByTestId('language-eng')).toBeVisible();
  // Burger Bro does not offer Russian.
  await expect(page.getByTestId('language-ru')).toHaveCount(0);
});

test('switching the language changes the text and the HTML lang, and survives a reload', async ({ page }) => {
  await page.goto('/user');
  await expect(page.getByText('Tizimga kirmagansiz', { exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'uz');
  await page.getByTestId('language').click();
  await page.getByTestId('language-ru').click();
  await expect(page.getByText('Вы не вошли', { exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await page.reload();
  await expect(page.getByText('Вы не вошли', { exact: true })).toBeVisible();
  const cookie = (await page.context().cookies()).find((c) => c.name === 'language');
  expect(cookie?.value).toBe('ru');
  // Kept for a year.
  expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
});

test('the storefront still renders with default settings when the settings call fails', async ({ page }) => {
  await page.route(apiGlob(endpoints.webSettings), (route) => route.fulfill({ status: 500, body: '{}' }));
  await page.goto('/user');
  await expect(page.getByText('Tizimga kirmagansiz', { exact: true })).toBeVisible();
  await expect.poll(() => cssVar(page, '--app-brand')).toBe('#FF2E17');
});

test('a malformed settings answer is treated as a failure, not a blank page', async ({ page }) => {
  await page.route(apiGlob(endpoints.webSettings), (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{"uzLangActive":"yes","mainColor":42}' }),
  );
  await page.goto('/user');
  await expect(page.getByText('Tizimga kirmagansiz', { exact: true })).toBeVisible();
});
