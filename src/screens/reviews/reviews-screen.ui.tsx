import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Placeholder, Title } from '@/shared/ui/kit.ts';
import { gradesAtom } from '@/entities/catalogue/catalogue.queries.ts';
import { reviewsAtom } from '@/entities/review/review.queries.ts';
import { reviewSummary } from '@/entities/review/review.lib.ts';
import { isSignedInAtom } from '@/entities/session/session.atoms.ts';
import { menuOverallAtom } from '@/features/menu/menu.queries.ts';
import { localize } from '@/shared/lib/localize.ts';
import { ReviewForm } from './parts/review-form.tsx';
import { ReviewList, ReviewListSkeleton } from './parts/review-list.tsx';
import { paths } from '@/shared/routing/paths.ts';
import { useIdParam } from '@/shared/routing/use-id-param.ts';
import { EmptyState } from '@/shared/ui/empty-state.tsx';
import { LoadFailed } from '@/shared/ui/load-failed.tsx';
import { SignInPrompt } from '@/shared/ui/sign-in-prompt.tsx';
import './reviews-screen.css';

/**
 * `/Reviews/{id}`: a product's reviews with their average, and the form to leave one (a guest is asked to log in).
 * Guests can read; the product's name comes from the same cached catalogue as the product screen.
 */
export function ReviewsScreen() {
  const { t } = useTranslation();
  const id = useIdParam();
  if (id === null) {
    return (
      <main className="screen screen--centered" data-testid="reviews-not-found">
        <Placeholder header={t('product.notFound')} />
      </main>
    );
  }
  return <ProductReviews id={id} />;
}

function ProductReviews({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const signedIn = useAtomValue(isSignedInAtom);
  const reviews = useAtomValue(useMemo(() => reviewsAtom(id), [id]));
  const overall = useAtomValue(menuOverallAtom);
  const grades = useAtomValue(gradesAtom);

  const product = overall.data?.products.find((p) => p.id === id);
  const name = product ? localize(product.name, i18n.language) : '';
  const grade = grades.data?.find((g) => g.productId === id);
  // The server's aggregate covers every review; the loaded list is the fallback (no grades, or not yet).
  const summary =
    grade && grade.count > 0
      ? { average: grade.grade, count: grade.count }
      : reviews.data
        ? reviewSummary(reviews.data)
        : null;

  let body;
  if (reviews.isPending) body = <ReviewListSkeleton label={t('reviews.loading')} />;
  else if (reviews.isError) {
    body = <LoadFailed query={reviews} errorTestId="reviews-error" />;
  } else if (reviews.data.length === 0) {
    body = <EmptyState title={t('reviews.empty')} text={t('reviews.emptyText')} testId="reviews-empty" />;
  } else body = <ReviewList reviews={reviews.data} />;

  return (
    <main className="screen reviews-screen" aria-labelledby="reviews-title" aria-busy={reviews.isPending}>
      <header className="reviews-screen__header">
        <Title level="1" weight="1" Component="h1" id="reviews-title" className="reviews-screen__title">
          {t('reviews.title')}
        </Title>
        {name && (
          <Link href={paths.product(id)} className="reviews-screen__product" data-testid="reviews-product">
            {name}
          </Link>
        )}
        {summary && summary.average !== null && summary.count > 0 && (
          <p className="reviews-screen__summary" data-testid="reviews-summary">
            <span
              className="reviews-screen__average"
              role="img"
              aria-label={t('reviews.averageLabel', { grade: summary.average })}
            >
              <span className="reviews-screen__average-star">★</span>{' '}
              <span data-testid="reviews-average">{summary.average.toFixed(1)}</span>
            </span>
            <span data-testid="reviews-count">{t('reviews.count', { count: summary.count })}</span>
          </p>
        )}
      </header>
      {signedIn ? (
        <ReviewForm productId={id} />
      ) : (
        <SignInPrompt
          inline
          returnTo={paths.reviews(id)}
          text={t('reviews.guestPrompt')}
          actionLabel={t('reviews.login')}
          testId="reviews"
        />
      )}
      <section className="reviews-screen__list" aria-labelledby="reviews-list-title">
        <h2 id="reviews-list-title" className="visually-hidden">
          {t('reviews.listTitle')}
        </h2>
        {body}
      </section>
    </main>
  );
}
