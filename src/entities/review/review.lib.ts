import type { Review } from '@/shared/contract/catalogue.ts';

export const MAX_GRADE = 5;
/** The longest comment the contract accepts. */
export const MAX_COMMENT_LENGTH = 2000;

/** 'Aziz K.' from the author's names; null when there is no first name (the screen says 'Customer'). */
export function authorName(user: Review['user']): string | null {
  const first = user.firstName?.trim();
  if (!first) return null;
  const initial = Array.from(user.lastName?.trim() ?? '')[0];
  return initial ? `${first} ${initial.toLocaleUpperCase()}.` : first;
}

/** A grade as five text stars: 4 -> '★★★★☆'. Out-of-range and fractional grades are rounded and clamped. */
export function starsText(grade: number): string {
  const filled = Math.min(MAX_GRADE, Math.max(0, Math.round(Number.isFinite(grade) ? grade : 0)));
  return '★'.repeat(filled) + '☆'.repeat(MAX_GRADE - filled);
}

/** Average grade (one decimal) and count of a list of reviews; null average for none. */
export function reviewSummary(reviews: readonly Pick<Review, 'grade'>[]): { average: number | null; count: number } {
  if (reviews.length === 0) return { average: null, count: 0 };
  const sum = reviews.reduce((total, review) => total + review.grade, 0);
  return { average: Math.round((sum / reviews.length) * 10) / 10, count: reviews.length };
}

/** A comment fit to send: trimmed, non-empty, within the limit. */
export const isSendableComment = (comment: string): boolean => {
  const trimmed = comment.trim();
  return trimmed.length > 0 && trimmed.length <= MAX_COMMENT_LENGTH;
};

export const isValidGrade = (grade: number | null): grade is number =>
  grade !== null && Number.isInteger(grade) && grade >= 1 && grade <= MAX_GRADE;
