import { expect, test } from '@playwright/test';
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
  await expect(mainButton).toHaveText('Reserve');
  await mainButton.click();

  await expect(page).toHaveURL(/\/reservations$/);
  const row = page.getByTestId('reservation');
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('reservation-status')).toHaveText('Booked');
  await expect(row).toContainText('Guests: 3');
  await row.getByTestId('reservation-cancel-open').click();
  await page.getByTestId('reservation-cancel').getByRole('button', { name: 'Cancel it' }).click();
  await expect(row.getByTestId('reservation-status')).toHaveText('Cancelled');
  await page.reload();
  await expect(page.getByTestId('reservation').getByTestId('reservation-status')).toHaveText('Cancelled');
});
