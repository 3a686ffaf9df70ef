import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../shared/api/api-error.ts';
import { call } from '../../shared/api/client.ts';
import type { Review } from '../../shared/contract/catalogue.ts';
import { endpoints } from '../../shared/contract/endpoints.ts';
import { postReview, reviewsQuery } from './review.api.ts';

vi.mock('../../shared/api/client.ts', async (original) => ({ ...(await original<typeof import('../../shared/api/client.ts')>()), call: vi.fn() }));
const callMock = vi.mocked(call);

const review: Review = { id: 1, comment: 'Tasty', grade: 5, productId: 7, userId: 3, user: { firstName: 'Aziz', lastName: 'Karimov' }, createdDate: '2024-05-01T10:00:00Z' };

describe('reviewsQuery', () => {
  beforeEach(() => callMock.mockReset());

  it('is keyed by merchant and product, and asks for the product’s reviews', async () => {
    callMock.mockResolvedValue(ok([review]));
    const options = reviewsQuery('m-1', 7);
    expect(options.queryKey).toEqual(['merchant', 'm-1', 'reviews', 7]);
    expect(await new QueryClient().fetchQuery(options)).toEqual([review]);
    expect(callMock).toHaveBeenCalledWith(endpoints.reviews, expect.objectContaining({ query: { productId: 7 } }));
  });

  it('waits for a merchant and a real product id', () => {
    expect(reviewsQuery(null, 7).enabled).toBe(false);
    expect(reviewsQuery('m-1', Number.NaN).enabled).toBe(false);
    expect(reviewsQuery('m-1', 0).enabled).toBe(false);
    expect(reviewsQuery('m-1', 7).enabled).toBe(true);
  });
});

describe('postReview', () => {
  beforeEach(() => callMock.mockReset());

  it('sends the trimmed review to the token-only endpoint', async () => {
    callMock.mockResolvedValue(ok(review));
    const result = await postReview({ productId: 7, grade: 4, comment: '  Good\nmanti  ', userId: 3 });
    expect(result.ok).toBe(true);
    expect(endpoints.reviewCreate.auth).toBe('required');
    expect(callMock).toHaveBeenCalledWith(endpoints.reviewCreate, expect.objectContaining({ body: { productId: 7, grade: 4, comment: 'Good\nmanti', userId: 3 } }));
  });

  it.each([
    ['no grade', { productId: 7, grade: 0, comment: 'x' }],
    ['a grade above 5', { productId: 7, grade: 6, comment: 'x' }],
    ['a blank comment', { productId: 7, grade: 3, comment: '   ' }],
    ['a comment over 2,000 characters', { productId: 7, grade: 3, comment: 'a'.repeat(2001) }],
  ])('refuses %s without calling the server', async (_name, input) => {
    const result = await postReview(input);
    expect(result.ok).toBe(false);
    expect(result.error?.code).toBe('VALIDATION_FAILED');
    expect(callMock).not.toHaveBeenCalled();
  });
});
