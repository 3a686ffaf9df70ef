/**
 * The photo viewer and the stories without a pointer: opened from the keyboard, moved through with the arrow keys,
 * Tab kept inside with every control's focus seen, closed with Escape, and focus back where it was (for the stories,
 * on the cover of the story last played). Past a story's last slide the right arrow plays the next story, and the left
 * arrow before its first slide goes back to the previous one.
 */
import { expect, test, type Page } from '@playwright/test';
import { focusIn, focused, press, tabTo } from './keyboard.support.ts';
import { english } from './support.ts';

test.use({ viewport: { width: 390, height: 844 } });

test.beforeEach(async ({ page, baseURL }) => {
  await english(page, baseURL);
});

const counter = (page: Page) => page.getByTestId('image-viewer-counter');

test("a dish's photos: Enter opens them, the arrows move and wrap round, Tab stays inside, Escape closes", async ({
  page,
}) => {
  // The demo's wedding plov has three photos.
  await page.goto('/Product/1');
  await expect(page.locator('#product-title')).toHaveText('Wedding plov');
  await tabTo(page, () => focusIn(page, '.product__image'));
  await press(page, 'Enter');
  const viewer = page.getByRole('dialog', { name: 'Photo viewer: Wedding plov' });
  await expect(viewer).toBeVisible();
  expect((await focused(page)).what).toContain('"Close"');
  await expect(counter(page)).toHaveText('1 / 3');
  await press(page, 'ArrowRight');
  await expect(counter(page)).toHaveText('2 / 3');
  await expect(page.getByTestId('image-viewer-image')).toHaveAttribute('alt', 'Wedding plov, photo 2 of 3');
  await press(page, 'ArrowRight');
  await press(page, 'ArrowRight');
  await expect(counter(page)).toHaveText('1 / 3');
  await press(page, 'ArrowLeft');
  await expect(counter(page)).toHaveText('3 / 3');
  // Round the controls and back to Close: focus never leaves the viewer, and each control shows it.
  const controls = await viewer.locator('button').count();
  for (let i = 0; i < controls; i += 1) {
    await press(page, 'Tab');
    expect(await focusIn(page, '[data-testid="image-viewer"]')).toBe(true);
  }
  expect((await focused(page)).what).toContain('"Close"');
  await press(page, 'Escape');
  await expect(viewer).toHaveCount(0);
  expect(await focusIn(page, '.product__image'), 'focus back on the photo').toBe(true);
});

test('the stories: Enter plays one, the arrows go through its slides and on to the next story and back, Escape closes', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByTestId('story').first()).toBeVisible();
  await tabTo(page, (now) => now.testId === 'story');
  await press(page, 'Enter');
  const burger = page.getByRole('dialog', { name: 'Photo viewer: New burger' });
  await expect(burger).toBeVisible();
  await expect(counter(page)).toHaveText('1 / 2');
  await press(page, 'ArrowRight');
  await expect(counter(page)).toHaveText('2 / 2');
  // Past the last slide: the next story, from its first slide.
  await press(page, 'ArrowRight');
  const plov = page.getByRole('dialog', { name: 'Photo viewer: Plov day' });
  await expect(plov).toBeVisible();
  await expect(counter(page)).toHaveText('1 / 3');
  expect(await focusIn(page, '[data-testid="image-viewer"]'), 'focus stays in the viewer').toBe(true);
  // Back before the first slide: the previous story, at its last slide.
  await press(page, 'ArrowLeft');
  await expect(burger).toBeVisible();
  await expect(counter(page)).toHaveText('2 / 2');
  await press(page, 'ArrowRight');
  await expect(plov).toBeVisible();
  await press(page, 'Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const back = await focused(page);
  expect(back.testId).toBe('story');
  expect(back.what, 'focus on the cover of the story last played').toContain('Plov day');
});
