import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { checkValue } from '@/shared/contract/check.ts';
import { ApiError, fail, unwrap, type Result } from '@/shared/api/api-error.ts';
import { call } from '@/shared/api/client.ts';
import { ReviewRequestSchema, ReviewSchema, type Review, type ReviewRequest } from '@/shared/contract/catalogue.ts';
import { endpoints } from '@/shared/contract/endpoints.ts';

const ReviewListSchema = v.array(ReviewSchema);

/** A product's reviews, newest first. Guests can read them (the token is sent when there is one). */
export const reviewsQuery = (merchantId: string | null, productId: number) =>
  queryOptions({
    queryKey: ['merchant', merchantId, 'reviews', productId] as const,
    queryFn: async ({ signal }): Promise<Review[]> =>
      unwrap(await call(endpoints.reviews, { schema: ReviewListSchema, query: { productId }, signal })),
    enabled: merchantId !== null && Number.isInteger(productId) && productId > 0,
    staleTime: 60_000,
  });

/**
 * Leaves a review (needs a token). The request is checked against the contract first (grade 1-5, comment trimmed,
 * at most 2,000 characters); a request that fails the check never leaves the device.
 */
export async function postReview(input: ReviewRequest): Promise<Result<Review>> {
  const body = checkValue(ReviewRequestSchema, input);
  if (!body.success || body.output.comment.length === 0) {
    return fail(
      new ApiError({
        kind: 'http',
        status: 400,
        code: 'VALIDATION_FAILED',
        message: 'Invalid review',
        field: body.success ? 'comment' : null,
      }),
    );
  }
  return call(endpoints.reviewCreate, { schema: ReviewSchema, body: body.output });
}
