import { expect, test } from '@playwright/test';
import { expect as tgExpect, test as tgTest } from '../telegram/telegram-client.ts';
import { english, openSignedIn, signInByApi } from './support.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('a customer books a table for tomorrow, sees it in my reservations, cancels it, and it stays cancelled', async ({
  page,
  request,
  baseURL,
}) => {
  await english(page, baseURL);
  await openSignedIn(page, baseURL, '/', await signInByApi(request, { firstName: 'Kamola', lastName: 'Books' }));
  await page.getByTestId('menu-toggle').click();
  await page.getByTestId('side-menu').getByTestId('menu-reservations').click();
  await expect(page).toHaveURL(/\/reservations$/);
  await expect(page.getByTestId('reservations-empty')).toContainText('No reservations yet');
  const mainButton = page.getByTestId('browser-main-button');
  await expect(mainButton).toHaveText('Book a table');
  await mainButton.click();

  await expect(page).toHaveURL(/\/reservations\/new$/);
  await expect(page.getByTestId('reserve-hall').locator('option')).not.toHaveCount(0);
  await page.getByRole('button', { name: 'One guest more' }).click();
  await expect(page.getByTestId('reserve-chairs')).toHaveText('3');
  // Tomorrow (the day list starts today), at the first time offered.
  const tomorrow = await page.getByTestId('reserve-day').locator('option').nth(1).getAttribute('value');
  await page.getByTestId('reserve-day').selectOption(tomorrow ?? '');
  await expect(page.getByTestId('reserve-time')).toBeEnabled();
  await page.getByTestId('reserve-comment').pressSequentially('Birthday');
  const hall = (await page.getByTestId('reserve-hall').locator('option:checked').textContent())?.trim() ?? '';
  expect(hall).not.toBe('');
  await expect(mainButton).toHaveText('Reserve');
  await mainButton.click();

  await expect(page).toHaveURL(/\/reservations$/);
  const row = page.getByTestId('reservation');
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('reservation-status')).toHaveText('Booked');
  await expect(row).toContainText('Guests: 3');
  await expect(row.getByTestId('reservation-seat')).toContainText(hall);
  await row.getByTestId('reservation-cancel-open').click();
  await page.getByTestId('reservation-cancel').getByRole('button', { name: 'Cancel it' }).click();
  await expect(row.getByTestId('reservation-status')).toHaveText('Cancelled');
  await page.reload();
  await expect(page.getByTestId('reservation').getByTestId('reservation-status')).toHaveText('Cancelled');
});

tgTest.describe('inside Telegram', () => {
  tgTest(
    'the native main button books a table and the native back button leaves the booking; no SMS step',
    async ({ telegram, page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const tg = await telegram.open('/reservations', {
        user: {
          id: 780_000_000 + Math.floor(Math.random() * 1e6),
          first_name: 'Zarina',
          last_name: 'T',
          language_code: 'en',
        },
      });
      await tgExpect(page.getByTestId('reservations-empty')).toContainText('No reservations yet');
      await tgExpect.poll(async () => String((await tg.mainButton())?.text)).toBe('Book a table');
      await tg.pressMainButton();
      await tgExpect.poll(() => new URL(page.url()).pathname).toBe('/reservations/new');
      await tgExpect.poll(() => tg.backButtonVisible()).toBe(true);
      // Back without booking: nothing is made.
      await tg.pressBackButton();
      await tgExpect.poll(() => new URL(page.url()).pathname).toBe('/reservations');
      await tgExpect(page.getByTestId('reservations-empty')).toBeVisible();

      await tg.pressMainButton();
      await tgExpect.poll(() => new URL(page.url()).pathname).toBe('/reservations/new');
      const tomorrow = await page.getByTestId('reserve-day').locator('option').nth(1).getAttribute('value');
      await page.getByTestId('reserve-day').selectOption(tomorrow ?? '');
      await tgExpect(page.getByTestId('reserve-time')).toBeEnabled();
      await tgExpect.poll(async () => String((await tg.mainButton())?.text)).toBe('Reserve');
      await tg.pressMainButton();
      await tgExpect.poll(() => new URL(page.url()).pathname).toBe('/reservations');
      await tgExpect(page.getByTestId('reservation').getByTestId('reservation-status')).toHaveText('Booked');
    },
  );
});
