import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Review } from '@/shared/contract/catalogue.ts';
import { endpoints } from '@/shared/contract/endpoints.ts';
import { installFakeApi } from '@/testing/fake-api.ts';
import { postReview, reviewsQuery } from './review.api.ts';

const session = { token: 'token-1', merchantId: 'm-1' };

const review: Review = {
  id: 1,
  comment: 'Tasty',
  grade: 5,
  productId: 7,
  userId: 3,
  user: { firstName: 'Aziz', lastName: 'Karimov' },
  createdDate: '2024-05-01T10:00:00Z',
};

describe('reviewsQuery', () => {
  it('is keyed by merchant and product, and asks for the product’s reviews', async () => {
    const api = installFakeApi({ reviews: [review] }, session);
    const options = reviewsQuery('m-1', 7);
    expect(options.queryKey).toEqual(['merchant', 'm-1', 'reviews', 7]);
    expect(await new QueryClient().fetchQuery(options)).toEqual([review]);
    expect(api.calls('reviews').map((request) => request.query)).toEqual([{ productId: '7' }]);
  });

  it('waits for a merchant and a real product id', () => {
    expect(reviewsQuery(null, 7).enabled).toBe(false);
    expect(reviewsQuery('m-1', Number.NaN).enabled).toBe(false);
    expect(reviewsQuery('m-1', 0).enabled).toBe(false);
    expect(reviewsQuery('m-1', 7).enabled).toBe(true);
  });
});

describe('postReview', () => {
  it('sends the trimmed review to the token-only endpoint', async () => {
    const api = installFakeApi({ reviewCreate: review }, session);
    const result = await postReview({ productId: 7, grade: 4, comment: '  Good\nmanti  ', userId: 3 });
    expect(result.ok).toBe(true);
    expect(endpoints.reviewCreate.auth).toBe('required');
    const [sent] = api.calls('reviewCreate');
    expect(sent?.body).toEqual({ productId: 7, grade: 4, comment: 'Good\nmanti', userId: 3 });
    expect(sent?.headers.Authorization).toBe('Bearer token-1');
  });

  it.each([
    ['no grade', { productId: 7, grade: 0, comment: 'x' }],
    ['a grade above 5', { productId: 7, grade: 6, comment: 'x' }],
    ['a blank comment', { productId: 7, grade: 3, comment: '   ' }],
    ['a comment over 2,000 characters', { productId: 7, grade: 3, comment: 'a'.repeat(2001) }],
  ])('refuses %s without calling the server', async (_name, input) => {
    const api = installFakeApi({ reviewCreate: review }, session);
    const result = await postReview(input);
    expect(result.ok).toBe(false);
    expect(result.error?.code).toBe('VALIDATION_FAILED');
    expect(api.requests).toEqual([]);
  });
});
