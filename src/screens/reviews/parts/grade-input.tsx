import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_GRADE } from '@/entities/review/review.lib.ts';

const GRADES = Array.from({ length: MAX_GRADE }, (_, index) => index + 1);

/**
 * A 1-5 grade as real radio inputs drawn as stars: Tab reaches the group, the arrow keys move the choice, and each
 * option is announced as 'N of 5'. Stars up to the chosen grade are filled; hovering previews a grade.
 */
export function GradeInput({
  value,
  onChange,
  disabled,
}: {
  value: number | null;
  onChange: (grade: number) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="grade-input" disabled={disabled} data-testid="grade-input">
      <legend className="grade-input__legend">{t('reviews.gradeLabel')}</legend>
      <div className="grade-input__stars">
        {GRADES.map((grade) => {
          const id = `${name}-${grade}`;
          return (
            <span key={grade} className="grade-input__option">
              <input
                id={id}
                className="grade-input__radio"
                type="radio"
                name={name}
                value={grade}
                checked={value === grade}
                onChange={() => onChange(grade)}
                aria-label={t('reviews.gradeOption', { grade })}
                data-testid={`grade-${grade}`}
              />
              <label
                htmlFor={id}
                className={
                  value !== null && grade <= value ? 'grade-input__star grade-input__star--on' : 'grade-input__star'
                }
              >
                <span aria-hidden="true">★</span>
              </label>
            </span>
          );
        })}
      </div>
    </fieldset>
  );
}
