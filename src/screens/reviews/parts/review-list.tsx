import { useTranslation } from 'react-i18next';
import { authorName, starsText } from '@/entities/review/review.lib.ts';
import type { Review } from '@/shared/contract/catalogue.ts';
import { formatDate } from '@/shared/lib/format.ts';

/** The reviews, newest first. Every text from the server is rendered as text: a comment can never become markup. */
export function ReviewList({ reviews }: { reviews: readonly Review[] }) {
  return (
    <ol className="review-list" data-testid="review-list">
      {reviews.map((review) => (
        <ReviewItem key={review.id} review={review} />
      ))}
    </ol>
  );
}

function ReviewItem({ review }: { review: Review }) {
  const { t } = useTranslation();
  return (
    <li className="review" data-testid="review">
      <div className="review__head">
        <span className="review__author" data-testid="review-author">
          {authorName(review.user) ?? t('reviews.customer')}
        </span>
        <time className="review__date" dateTime={review.createdDate}>
          {formatDate(review.createdDate)}
        </time>
      </div>
      <span
        className="review__stars"
        role="img"
        aria-label={t('reviews.rated', { grade: review.grade })}
        data-testid="review-stars"
      >
        {starsText(review.grade)}
      </span>
      <p className="review__comment" data-testid="review-comment">
        {review.comment}
      </p>
    </li>
  );
}

/** Fixed-size grey cards while the list loads, so nothing jumps when it arrives. */
export function ReviewListSkeleton({ label }: { label: string }) {
  return (
    <div className="review-list" role="status" aria-label={label} data-testid="reviews-loading">
      {[0, 1, 2].map((index) => (
        <div key={index} className="review review--skeleton">
          <span className="skeleton review__skeleton-line review__skeleton-line--head" />
          <span className="skeleton review__skeleton-line review__skeleton-line--stars" />
          <span className="skeleton review__skeleton-line" />
          <span className="skeleton review__skeleton-line review__skeleton-line--short" />
        </div>
      ))}
    </div>
  );
}
