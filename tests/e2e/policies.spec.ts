import { expect, test } from '@playwright/test';
import { endpoints } from '../../src/shared/contract/endpoints.ts';
import { apiGlob, english } from './support.ts';

/** The second merchant of the seed: the same server, reached by its subdomain. */
const burgerUrl = (baseURL: string | undefined, path: string) => {
  const url = new URL(baseURL ?? 'http://localhost:8099');
  url.hostname = 'burger.localhost';
  url.pathname = path;
  return url.toString();
};

type Pwned = Window & { __pwned?: boolean };

test.describe('policy pages', () => {
  test('/about, /offerta and /privacy show the merchant texts under their titles', async ({ page, baseURL }) => {
    await english(page, baseURL);
    const pages = [
      { path: '/about', title: 'About us', heading: 'About Oshxona', line: 'Oshxona is a family-run chain' },
      {
        path: '/offerta',
        title: 'Public offer',
        heading: 'Terms of use',
        line: 'An order is accepted once the customer has confirmed it.',
      },
      {
        path: '/privacy',
        title: 'Privacy policy',
        heading: 'Privacy policy',
        line: 'We collect only the personal data needed',
      },
    ];
    for (const { path, title, heading, line } of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      const text = page.getByTestId('policy-text');
      await expect(text.getByRole('heading', { level: 2 })).toHaveText(heading);
      await expect(text).toContainText(line);
    }
    // The merchant's own links survive sanitising; one to another site opens in a new tab without an opener.
    await page.goto('/about');
    const instagram = page.getByTestId('policy-text').getByRole('link', { name: 'Instagram' });
    await expect(instagram).toHaveAttribute('href', 'https://instagram.com/oshxona.demo');
    await expect(instagram).toHaveAttribute('target', '_blank');
    await expect(instagram).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('the text follows the chosen language', async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: 'language', value: 'ru', url: baseURL ?? '' }]);
    await page.goto('/offerta');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Публичная оферта');
    await expect(page.getByTestId('policy-text')).toContainText('Настоящий документ регулирует отношения');
  });

  test('a hostile policy text runs nothing', async ({ page, baseURL }) => {
    await english(page, baseURL);
    const hostile =
      '<h2>Injected</h2><p>Looks harmless.</p>' +
      '<img src=x onerror="window.__pwned = true">' +
      '<script>window.__pwned = true</script>' +
      '<svg onload="window.__pwned = true"></svg>' +
      '<iframe srcdoc="<script>parent.__pwned = true</script>"></iframe>' +
      '<a href="javascript:window.__pwned = true" id="bad">click me</a>' +
      '<p style="background:url(javascript:window.__pwned=true)" onclick="window.__pwned = true">styled</p>';
    await page.route(apiGlob(endpoints.policies, '**'), (route) => {
      const type = new URL(route.request().url()).searchParams.get('policies') ?? 'ABOUT_COMPANY';
      return route.fulfill({ json: { type, text: { uz: hostile, ru: hostile, eng: hostile } } });
    });
    await page.goto('/about');
    const text = page.getByTestId('policy-text');
    await expect(text.getByRole('heading', { level: 2 })).toHaveText('Injected');
    await expect(text.locator('img')).toHaveCount(1);
    await expect(text.locator('img')).not.toHaveAttribute('onerror', /.*/);
    await expect(text.locator('script, svg, iframe, [style], [onclick]')).toHaveCount(0);
    await expect(text.getByText('click me')).not.toHaveAttribute('href', /.*/);
    await text.getByText('click me').click();
    await text.getByText('styled').click();
    // Give a late onerror or load handler the chance it would have had.
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as Pwned).__pwned)).toBeUndefined();
    await expect(page).toHaveURL(/\/about$/);
  });

  test('/sitemap lists the pages this merchant has, and its links work', async ({ page, baseURL }) => {
    await english(page, baseURL);
    await page.goto('/sitemap');
    const sitemap = page.getByTestId('sitemap');
    await expect(sitemap.getByRole('heading', { level: 1 })).toHaveText('Sitemap');
    for (const [name, href] of [
      ['Home', '/'],
      ['Profile', '/user'],
      ['Log in', '/login'],
      ['About us', '/about'],
      ['Public offer', '/offerta'],
      ['Privacy policy', '/privacy'],
    ] as const) {
      await expect(sitemap.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await sitemap.getByRole('link', { name: 'Public offer' }).click();
    await expect(page).toHaveURL(/\/offerta$/);
    await expect(page.getByTestId('policy-text')).toContainText('Terms of use');
  });
});

test.describe('a merchant with a policy page turned off', () => {
  test('hides its link and answers its route with not-found', async ({ page, baseURL }) => {
    const privacyOff = burgerUrl(baseURL, '/');
    await english(page, privacyOff);
    // Burger Bro publishes all three documents: turn its privacy policy off, as its back office would.
    await page.route(apiGlob(endpoints.webSettings, '**'), async (route) => {
      // Node cannot resolve *.localhost as the browser does: ask the same server by its plain host (the merchant travels
      // in the X-Merchant-Id header).
      const url = new URL(route.request().url());
      url.hostname = 'localhost';
      const response = await route.fetch({ url: url.toString() });
      const settings = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...settings, privacyActive: false } });
    });

    await page.goto(burgerUrl(baseURL, '/privacy'));
    await expect(page.getByText('Page Not Found', { exact: true })).toBeVisible();
    await expect(page.getByText('Page not found: /privacy')).toBeVisible();
    await expect(page.getByTestId('policy-text')).toHaveCount(0);

    await page.goto(burgerUrl(baseURL, '/sitemap'));
    const sitemap = page.getByTestId('sitemap');
    await expect(sitemap.getByRole('link', { name: 'Public offer' })).toHaveAttribute('href', '/offerta');
    await expect(sitemap.getByRole('link', { name: 'About us' })).toBeVisible();
    await expect(sitemap.getByRole('link', { name: 'Privacy policy' })).toHaveCount(0);

    // Its other documents are its own, not the first merchant's.
    await sitemap.getByRole('link', { name: 'About us' }).click();
    await expect(page.getByTestId('policy-text')).toContainText('Smash burgers since 2019.');
  });
});
