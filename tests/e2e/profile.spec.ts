import { expect, test } from '@playwright/test';
import { endpoints } from '../../src/shared/contract/endpoints.ts';
import { expect as tgExpect, test as tgTest } from '../telegram/telegram-client.ts';
import { apiHeaders, apiPath, english, openSignedIn, signInByApi } from './support.ts';

test.use({ viewport: { width: 390, height: 844 }, locale: 'en-US' });

test('a customer edits the name, gender and birthday, sees "Information updated", and finds them after a reload', async ({
  page,
  request,
  baseURL,
}) => {
  await english(page, baseURL);
  await openSignedIn(page, baseURL, '/user', await signInByApi(request, { firstName: 'Malika', lastName: 'Karimova' }));
  const lastName = page.getByLabel('Last name');
  await expect(lastName).toHaveValue('Karimova');
  await lastName.press('End');
  await lastName.pressSequentially('-Saidova');
  await page.getByRole('radio', { name: 'Female' }).click();
  const birthday = page.getByTestId('profile-birthday');
  // A future date is refused where it is typed (month, day, year as the en-US date field takes them).
  await birthday.click({ position: { x: 12, y: 20 } });
  await birthday.pressSequentially('01012090');
  await expect(page.getByRole('alert')).toHaveText('A birthday cannot be in the future');
  await expect(page.getByTestId('browser-main-button')).toBeDisabled();
  await birthday.click({ position: { x: 12, y: 20 } });
  await birthday.pressSequentially('05171995');
  await expect(page.getByRole('alert')).toHaveText('');
  await page.getByTestId('browser-main-button').click();
  await expect(page.getByText('Information updated')).toBeVisible();

  await page.reload();
  await expect(page.getByTestId('profile-name')).toHaveText('Malika Karimova-Saidova');
  await expect(page.getByLabel('Last name')).toHaveValue('Karimova-Saidova');
  await expect(page.getByRole('radio', { name: 'Female' })).toHaveAttribute('aria-checked', 'true');
  await expect(birthday).toHaveValue('1995-05-17');
});

test('deleting the account asks first, then signs out, lands on the menu, and the old session is refused', async ({
  page,
  request,
  baseURL,
}) => {
  await english(page, baseURL);
  const session = await signInByApi(request, { firstName: 'Leaving', lastName: 'Soon' });
  await openSignedIn(page, baseURL, '/user', session);
  await page.getByTestId('delete-account').click();
  const drawer = page.getByTestId('delete-drawer');
  await expect(drawer).toContainText('Delete the account?');
  // Cancel keeps everything.
  await drawer.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('profile-name')).toHaveText('Leaving Soon');
  await page.getByTestId('delete-account').click();
  await page.getByTestId('delete-drawer-confirm').click();
  await expect(page.getByText('The account was deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/user');
  await expect(page.getByText('Not logged in', { exact: true })).toBeVisible();
  const me = await request.get(apiPath(endpoints.me), { headers: apiHeaders(session.token) });
  expect(me.status()).toBe(401);
});

tgTest.describe('inside Telegram', () => {
  tgTest(
    'the profile saves through the native main button, with no SMS step, and the native back button leaves it',
    async ({ telegram, page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const tg = await telegram.open('/', {
        user: { id: 800_000_000 + Math.floor(Math.random() * 1e6), first_name: 'Aziza', language_code: 'en' },
      });
      await page.getByTestId('menu-toggle').click();
      await page.getByTestId('side-menu').getByTestId('menu-profile').click();
      await tgExpect.poll(() => new URL(page.url()).pathname).toBe('/user');
      await tgExpect(page.getByTestId('profile-name')).toHaveText('Aziza');
      await tgExpect.poll(async () => (await tg.mainButton())?.is_visible ?? false).toBe(false);
      await page.getByLabel('Last name').pressSequentially('Tursunova');
      await tgExpect.poll(async () => String((await tg.mainButton())?.text)).toBe('Save');
      await tg.pressMainButton();
      await tgExpect(page.getByTestId('profile-name')).toHaveText('Aziza Tursunova');
      await tgExpect.poll(() => tg.backButtonVisible()).toBe(true);
      await tg.pressBackButton();
      await tgExpect.poll(() => new URL(page.url()).pathname).toBe('/');
    },
  );
});
