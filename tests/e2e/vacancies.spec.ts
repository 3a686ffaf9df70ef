import { expect, test } from '@playwright/test';
import { expect as tgExpect, test as telegramTest } from '../telegram/telegram-client.ts';
import { english } from './support.ts';

test.use({ viewport: { width: 390, height: 844 } });

/** The page's path and query (inside Telegram the first entry also carries the launch parameters' hash). */
const pathOf = (url: string) => {
  const { pathname, search } = new URL(url);
  return pathname + search;
};

test('a guest finds the vacancies from the footer, reads one, sees how to apply, and comes back', async ({
  page,
  baseURL,
}) => {
  await english(page, baseURL);
  await page.goto('/');
  const footerLink = page.getByTestId('footer-vacancies');
  await footerLink.scrollIntoViewIfNeeded();
  await footerLink.click();
  await expect(page).toHaveURL(/\/vacancy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vacancies');
  const rows = page.getByTestId('vacancy-row');
  await expect(rows).toHaveCount(4);
  await expect(rows.first()).toContainText('Cook (Uzbek cuisine)');
  await expect(rows.first()).toContainText("7 000 000 so'm a month");

  await rows.first().click();
  await expect(page).toHaveURL(/\/vacancy\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cook (Uzbek cuisine)');
  await expect(page.getByText('Branch: Oshxona Chilanzar')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Requirements' })).toContainText('At least 2 years of experience');
  await expect(page.getByText('Contact person: Bahodir Nazarov')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Call: +998 71 200 00 20' })).toHaveAttribute(
    'href',
    'tel:+998712000020',
  );
  const telegram = page.getByRole('link', { name: 'Write in Telegram' });
  await expect(telegram).toHaveAttribute('href', 'https://t.me/oshxona_jobs');
  await expect(telegram).toHaveAttribute('target', '_blank');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cook (Uzbek cuisine)');
  await page.goBack();
  await expect(page).toHaveURL(/\/vacancy$/);
  await expect(rows).toHaveCount(4);
});

telegramTest.describe('inside Telegram', () => {
  telegramTest(
    'a vacancy applies through Telegram itself, and the native back button returns to the list',
    async ({ telegram, page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const tg = await telegram.open('/vacancy');
      await page.getByTestId('vacancy-row').first().click();
      await tgExpect(page.getByRole('heading', { level: 1 })).toHaveText(/Oshpaz|Повар|Cook/);
      await tgExpect.poll(() => tg.backButtonVisible()).toBe(true);
      await tg.clearEvents();
      await page.getByTestId('vacancy-telegram').click();
      await tgExpect
        .poll(async () => (await tg.events('web_app_open_tg_link')).map((event) => event.data?.path_full))
        .toEqual(['/oshxona_jobs']);
      // The Mini App stayed where it was.
      await tgExpect(page).toHaveURL(/\/vacancy\/\d+$/);
      await tg.pressBackButton();
      await tgExpect.poll(() => pathOf(page.url())).toBe('/vacancy');
    },
  );

  telegramTest('the branches list and map work with the native back button', async ({ telegram, page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.route(/tile\.openstreetmap\.org/, (route) => route.abort('internetdisconnected'));
    const tg = await telegram.open('/branches');
    await tgExpect(page.getByTestId('branch-card')).toHaveCount(4);
    await page
      .getByTestId('branch-card')
      .nth(1)
      .getByRole('link', { name: /Xaritada|На карте|Show on the map/ })
      .click();
    await tgExpect(page).toHaveURL(/\/branches\/map\?branch=\d+$/);
    await tgExpect(page.getByTestId('branches-chosen')).toBeVisible();
    await tgExpect.poll(() => tg.backButtonVisible()).toBe(true);
    await tg.pressBackButton();
    await tgExpect.poll(() => pathOf(page.url())).toBe('/branches');
  });
});
