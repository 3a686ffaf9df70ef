import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { endpoints } from '../../src/shared/contract/endpoints.ts';
import { apiHeaders, apiPath, english, openSignedIn, signInByApi } from './support.ts';

const headers = apiHeaders();

interface ApiReview {
  grade: number;
  comment: string;
}

/** The demo menu's first product that has reviews, with its reviews as the API gives them (newest first). */
async function firstReviewedProduct(
  request: APIRequestContext,
): Promise<{ id: number; name: string; reviews: ApiReview[] }> {
  const overall = (await (await request.get(`${apiPath(endpoints.overalls)}?type=WEB`, { headers })).json()) as {
    products: { id: number; name: { eng: string } }[];
  };
  const grades = (await (await request.get(apiPath(endpoints.grades), { headers })).json()) as {
    productId: number;
    count: number;
  }[];
  const reviewed = new Set(grades.filter((g) => g.count > 0).map((g) => g.productId));
  const product = overall.products.find((p) => reviewed.has(p.id));
  if (!product) throw new Error('the demo menu has no reviewed product');
  const reviews = (await (
    await request.get(`${apiPath(endpoints.reviews)}?productId=${product.id}`, { headers })
  ).json()) as ApiReview[];
  return { id: product.id, name: product.name.eng, reviews };
}

/**
 * Signs a fresh user in through the API (as another tab would), gives them a name, and opens `path` with that
 * session: the token cookie and the stored user.
 */
async function signedInPage(
  page: Page,
  request: APIRequestContext,
  baseURL: string | undefined,
  path: string,
): Promise<{ token: string }> {
  const session = await signInByApi(request, { firstName: 'Nodira', lastName: 'Saidova' });
  await openSignedIn(page, baseURL, path, session);
  return session;
}

test('a guest reads the reviews and is asked to log in, coming back here afterwards', async ({
  page,
  request,
  baseURL,
}) => {
  await english(page, baseURL);
  const product = await firstReviewedProduct(request);
  await page.goto(`/Reviews/${product.id}`);
  await expect(page.locator('#reviews-title')).toHaveText('Reviews');
  await expect(page.getByTestId('reviews-product')).toHaveText(product.name);
  await expect(page.getByTestId('review')).toHaveCount(product.reviews.length);
  await expect(page.getByTestId('review-comment').first()).toHaveText(product.reviews[0]?.comment ?? '');
  await expect(page.getByTestId('reviews-count')).toHaveText(`Reviews: ${product.reviews.length}`);
  await expect(page.getByTestId('review-stars').first()).toHaveAttribute(
    'aria-label',
    `Rated ${product.reviews[0]?.grade} of 5`,
  );
  await expect(page.getByTestId('reviews-guest')).toContainText('Log in to leave a review');
  await expect(page.getByTestId('review-form')).toHaveCount(0);
  await expect(page.getByTestId('browser-main-button')).toHaveCount(0);
  await page.getByTestId('reviews-login').click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('redirectUrl'))).toBe(JSON.stringify(`/Reviews/${product.id}`));
});

test('a signed-in customer leaves a 4-star review; its text stays text and the average updates', async ({
  page,
  request,
  baseURL,
}) => {
  await english(page, baseURL);
  const product = await firstReviewedProduct(request);
  await signedInPage(page, request, baseURL, `/Reviews/${product.id}`);
  await expect(page.getByTestId('review')).toHaveCount(product.reviews.length);
  await expect(page.getByTestId('reviews-guest')).toHaveCount(0);
  const send = page.getByTestId('browser-main-button');
  await expect(send).toHaveText('Send review');
  await expect(send).toBeDisabled();

  // The stars are radio inputs: a click on the third, then the arrow key moves to the fourth.
  await page.getByTestId('grade-input').locator('label').nth(2).click();
  await expect(page.getByRole('radio', { name: '3 of 5' })).toBeChecked();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: '4 of 5' })).toBeChecked();
  await expect(send).toBeDisabled();

  const comment = 'Tasty! <img src=x onerror=window.__pwned=1> <b>bold?</b>';
  await page.getByTestId('review-comment-input').pressSequentially(comment);
  await expect(page.getByTestId('review-counter')).toHaveText(`${comment.length} / 2000`);
  await expect(send).toBeEnabled();
  await send.click();

  await expect(page.getByTestId('toast').last()).toHaveText(/Thank you for your review!/);
  await expect(page.getByTestId('review')).toHaveCount(product.reviews.length + 1);
  const mine = page.getByTestId('review').first();
  await expect(mine.getByTestId('review-comment')).toHaveText(comment);
  await expect(mine.getByTestId('review-author')).toHaveText('Nodira S.');
  await expect(mine.getByTestId('review-stars')).toHaveText('★★★★☆');
  await expect(mine.getByTestId('review-stars')).toHaveAttribute('aria-label', 'Rated 4 of 5');
  await expect(page.getByTestId('review-list').locator('img, b')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();

  const grades = [4, ...product.reviews.map((r) => r.grade)];
  const average = Math.round((grades.reduce((sum, g) => sum + g, 0) / grades.length) * 10) / 10;
  await expect(page.getByTestId('reviews-count')).toHaveText(`Reviews: ${grades.length}`);
  await expect(page.getByTestId('reviews-average')).toHaveText(average.toFixed(1));
  // The form is cleared.
  await expect(page.getByTestId('review-comment-input')).toHaveValue('');
  await expect(send).toBeDisabled();

  // After a reload the review is still there, still as text.
  await page.reload();
  await expect(page.getByTestId('review-comment').first()).toHaveText(comment);
  expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
});
