import { expect, test } from '@playwright/test';
import { expect as tgExpect, test as tgTest } from '../telegram/telegram-client.ts';
import { english, openSignedIn, signInByApi } from './support.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('a customer sees the unread count in the menu, opens a notification, and it stays read after a reload', async ({
  page,
  request,
  baseURL,
}) => {
  await english(page, baseURL);
  await openSignedIn(page, baseURL, '/', await signInByApi(request, { firstName: 'Nodira', lastName: 'Reads' }));
  await page.getByTestId('menu-toggle').click();
  const menu = page.getByTestId('side-menu');
  const entry = menu.getByTestId('menu-notifications');
  const unread = entry.getByTestId('menu-unread');
  await expect(unread).toHaveText(/^\d+$/);
  const before = Number(await unread.textContent());
  // A new customer of the demo has its four notifications unread.
  expect(before).toBe(4);
  await entry.click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notifications');

  // The newest notification is unread; opened with the keyboard, it shows its text and loses the marker.
  const newest = page.getByTestId('notification').first();
  await expect(newest.getByTestId('notification-unread')).toHaveCount(1);
  await newest.getByRole('button').press('Enter');
  await expect(newest.getByRole('button')).toHaveAttribute('aria-expanded', 'true');
  await expect(newest.locator('.notification__text')).toBeVisible();
  await expect(newest.getByTestId('notification-unread')).toHaveCount(0);

  await page.reload();
  await expect(newest).toBeVisible();
  await expect(newest.getByTestId('notification-unread')).toHaveCount(0);
  await expect(page.getByTestId('notification-unread')).toHaveCount(before - 1);
  await page.goto('/');
  await page.getByTestId('menu-toggle').click();
  await expect(unread).toHaveText(String(before - 1));
});

tgTest.describe('inside Telegram', () => {
  tgTest(
    'a notification opened from the side menu is read, and the native back button returns to the menu page',
    async ({ telegram, page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const tg = await telegram.open('/', {
        user: {
          id: 790_000_000 + Math.floor(Math.random() * 1e6),
          first_name: 'Dono',
          last_name: 'R',
          language_code: 'en',
        },
      });
      await page.getByTestId('menu-toggle').click();
      const entry = page.getByTestId('side-menu').getByTestId('menu-notifications');
      await tgExpect(entry.getByTestId('menu-unread')).toHaveText('4');
      await entry.click();
      await tgExpect.poll(() => new URL(page.url()).pathname).toBe('/notifications');
      await tgExpect.poll(() => tg.backButtonVisible()).toBe(true);
      const newest = page.getByTestId('notification').first();
      await newest.getByRole('button').click();
      await tgExpect(newest.getByTestId('notification-unread')).toHaveCount(0);
      await tg.pressBackButton();
      await tgExpect.poll(() => new URL(page.url()).pathname).toBe('/');
      await page.getByTestId('menu-toggle').click();
      await tgExpect(entry.getByTestId('menu-unread')).toHaveText('3');
    },
  );
});
