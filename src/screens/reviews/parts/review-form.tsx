import { useMutation } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMainButton } from '@platform/index.ts';
import { Textarea } from '@/shared/ui/kit.ts';
import { refreshGradesAtom } from '@/entities/catalogue/catalogue.queries.ts';
import { postReview } from '@/entities/review/review.api.ts';
import { isSendableComment, isValidGrade, MAX_COMMENT_LENGTH } from '@/entities/review/review.lib.ts';
import { reviewLeftAtom } from '@/entities/review/review.queries.ts';
import { userAtom } from '@/entities/session/session.atoms.ts';
import { unwrap } from '@/shared/api/api-error.ts';
import { toApiError } from '@/shared/api/client.ts';
import { errorText } from '@/shared/api/error-text.ts';
import type { ReviewRequest } from '@/shared/contract/catalogue.ts';
import { showToastAtom } from '@/shared/ui/toast.atoms.ts';
import { GradeInput } from './grade-input.tsx';

/**
 * A signed-in customer's review: a grade and a comment, sent through the main button (native in Telegram, the in-page
 * bar in a browser), which stays disabled until both are given. A failure is shown here and the form is kept.
 */
export function ReviewForm({ productId }: { productId: number }) {
  const { t, i18n } = useTranslation();
  const user = useAtomValue(userAtom);
  const toast = useSetAtom(showToastAtom);
  const reviewLeft = useSetAtom(reviewLeftAtom);
  const refreshGrades = useSetAtom(refreshGradesAtom);
  const counterId = useId();
  const [grade, setGrade] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ready = isValidGrade(grade) && isSendableComment(comment);

  const sending = useMutation({
    mutationFn: async (review: ReviewRequest) => unwrap(await postReview(review)),
    onSuccess: (review) => {
      toast({ kind: 'success', text: t('reviews.thanks') });
      setGrade(null);
      setComment('');
      reviewLeft(review);
      refreshGrades();
    },
    onError: (failure) => {
      setError(errorText(toApiError(failure), i18n.language, t));
    },
  });
  const pending = sending.isPending;
  const send = () => {
    if (!ready || pending) return;
    setError(null);
    sending.mutate({ productId, grade, comment, ...(user ? { userId: user.id } : {}) });
  };

  useMainButton({ text: t('reviews.send'), action: send, enabled: ready, progress: pending });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const edit =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setError(null);
    };
  return (
    <form
      className="review-form"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="review-form-title"
      data-testid="review-form"
    >
      <h2 id="review-form-title" className="reviews-screen__subtitle">
        {t('reviews.formTitle')}
      </h2>
      <GradeInput value={grade} onChange={edit(setGrade)} disabled={pending} />
      {grade === null && comment.trim() !== '' && (
        <p className="review-form__hint" data-testid="grade-hint">
          {t('reviews.chooseGrade')}
        </p>
      )}
      <Textarea
        header={t('reviews.commentLabel')}
        aria-label={t('reviews.commentLabel')}
        aria-describedby={counterId}
        placeholder={t('reviews.commentPlaceholder')}
        value={comment}
        maxLength={MAX_COMMENT_LENGTH}
        rows={4}
        disabled={pending}
        onChange={(event) => edit(setComment)(event.target.value)}
        data-testid="review-comment-input"
      />
      <p id={counterId} className="review-form__counter" data-testid="review-counter">
        {t('reviews.counter', { length: comment.length, max: MAX_COMMENT_LENGTH })}
      </p>
      {error && (
        <p className="form-error" role="alert" data-testid="review-error">
          {error}
        </p>
      )}
    </form>
  );
}
