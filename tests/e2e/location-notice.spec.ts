/**
 * The 'allow location detection' notice: one per load however many parts of the app use the menu, whether the
 * location is refused or never answered, in a browser and inside Telegram; once the person closes it, never again on
 * this device.
 */
import { expect, test as base, type Page } from '@playwright/test';
import { LOCATION_TIME_LIMIT_MS } from '../../platform/browser/browser-platform.ts';
import { test as tgTest } from '../telegram/telegram-client.ts';
import { english } from './support.ts';

interface GeoWatch {
  calls: number;
  answers: number;
}

/** Counts the app's location questions and the answers the device gave; `silent` makes the device never answer. */
async function watchGeolocation(page: Page, silent = false): Promise<void> {
  await page.addInitScript((never) => {
    const watch: GeoWatch = { calls: 0, answers: 0 };
    (window as unknown as { __geo: GeoWatch }).__geo = watch;
    const real = navigator.geolocation.getCurrentPosition.bind(navigator.geolocation);
    navigator.geolocation.getCurrentPosition = (ok, error, options) => {
      watch.calls += 1;
      if (never) return;
      real(
        (position) => {
          watch.answers += 1;
          ok(position);
        },
        (problem) => {
          watch.answers += 1;
          error?.(problem);
        },
        options,
      );
    };
  }, silent);
}

const geo = (page: Page) => page.evaluate(() => (window as unknown as { __geo: GeoWatch }).__geo);
/** Two frames: whatever the answers set in motion has been painted. */
const painted = (page: Page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
const notices = (page: Page) => page.getByTestId('toast').filter({ hasText: /allow location detection/i });

base.use({ viewport: { width: 390, height: 844 }, permissions: [] });

base('refused: one notice; once closed it does not come back on a later load that asks again', async ({ page, baseURL }) => {
  await english(page, baseURL);
  await watchGeolocation(page);
  await page.goto('/');
  await expect(notices(page)).toHaveCount(1);
  await expect.poll(async () => (await geo(page)).answers).toBeGreaterThan(0);
  await painted(page);
  expect((await geo(page)).calls).toBe(1);
  expect(await notices(page).count()).toBe(1);

  await notices(page).getByRole('button', { name: 'Close' }).click();
  await expect(notices(page)).toHaveCount(0);

  // The branch is forgotten (as signing out or an expired session does), so the next load asks again.
  await page.evaluate(() => localStorage.removeItem('nearestBranch'));
  await page.reload();
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expect.poll(async () => (await geo(page)).answers).toBe(1);
  await painted(page);
  // Counted once, not awaited: a notice would close by itself after a few seconds.
  expect(await notices(page).count()).toBe(0);
});

base('never answered: after the time limit, one notice', async ({ page, baseURL }) => {
  await english(page, baseURL);
  await watchGeolocation(page, true);
  await page.clock.install();
  await page.goto('/');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expect.poll(async () => (await geo(page)).calls).toBe(1);
  expect(await notices(page).count()).toBe(0);
  await page.clock.fastForward(LOCATION_TIME_LIMIT_MS);
  await expect(notices(page)).toHaveCount(1);
  await painted(page);
  expect(await notices(page).count()).toBe(1);
  expect((await geo(page)).calls).toBe(1);
});

tgTest('inside Telegram, refused: one notice', async ({ telegram, page }) => {
  await watchGeolocation(page);
  await telegram.open('/');
  await expect(notices(page)).toHaveCount(1);
  await expect.poll(async () => (await geo(page)).answers).toBeGreaterThan(0);
  await painted(page);
  expect((await geo(page)).calls).toBe(1);
  expect(await notices(page).count()).toBe(1);
});
