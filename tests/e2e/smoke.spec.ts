import { expect, test } from '@playwright/test';
import { endpoints } from '../../src/shared/contract/endpoints.ts';
import { apiPath } from './support.ts';

test('an unknown route renders the not-found screen', async ({ page, context, baseURL }) => {
  // The app starts in Uzbek unless the visitor chose a language (the `language` cookie): choose English.
  await context.addCookies([{ name: 'language', value: 'eng', url: baseURL ?? '' }]);
  await page.goto('/some/route');
  await expect(page.getByText('Page not found: /some/route')).toBeVisible();
});

test('GET /api/health answers ok', async ({ request }) => {
  const response = await request.get(apiPath(endpoints.health));
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/json');
  const body = (await response.json()) as { ok?: unknown };
  expect(body.ok).toBe(true);
});

test('reloading a deep path serves the app shell', async ({ page, request }) => {
  const response = await request.get('/some/deep/path?x=1');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/html');
  expect(await response.text()).toContain('<div id="root">');

  await page.goto('/some/deep/path');
  const reloaded = await page.reload();
  expect(reloaded?.status()).toBe(200);
  // The client booted on the deep path (language-agnostic: the not-found text quotes the path).
  await expect(page.getByText('/some/deep/path')).toBeVisible();
});
