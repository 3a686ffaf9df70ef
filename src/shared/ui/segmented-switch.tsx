import type { KeyboardEvent } from 'react';

const NEXT: Record<string, 1 | -1> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * Two or three choices side by side, one chosen (service type, when to order, gender): the chosen one lifted. A radio
 * group for assistive technology, and for the keyboard as a radio group is: one Tab stop (the chosen choice, or the
 * first), the arrow keys move to the next or previous choice and choose it, Home and End to the first and last. A tap
 * on a choice is a selection (the app's haptic feedback answers it).
 */
export function SegmentedSwitch<T extends string>(props: {
  options: readonly { value: T; label: string; testId?: string }[];
  value: T | null;
  onChange: (value: T) => void;
  /** Names the group (`aria-label`), unless `labelledBy` points at a visible label. */
  label?: string;
  labelledBy?: string;
  className?: string;
}) {
  const { options, value, onChange } = props;
  const chosen = options.findIndex((option) => option.value === value);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const from = options.findIndex((option) => option.value === (event.target as HTMLElement).dataset.value);
    if (from < 0 || event.altKey || event.ctrlKey || event.metaKey) return;
    const step = NEXT[event.key];
    const to =
      step !== undefined
        ? (from + step + options.length) % options.length
        : event.key === 'Home'
          ? 0
          : event.key === 'End'
            ? options.length - 1
            : -1;
    const next = options[to];
    if (!next) return;
    event.preventDefault();
    event.currentTarget.querySelector<HTMLElement>(`[data-value="${next.value}"]`)?.focus();
    if (next.value !== value) onChange(next.value);
  };
  return (
    <div
      className={props.className ? `segmented ${props.className}` : 'segmented'}
      role="radiogroup"
      aria-label={props.label}
      aria-labelledby={props.labelledBy}
      onKeyDown={onKeyDown}
    >
      {options.map((option, index) => (
        <button
          key={option.value}
          type="button"
          role="radio"
          aria-checked={value === option.value}
          tabIndex={index === (chosen < 0 ? 0 : chosen) ? 0 : -1}
          className={value === option.value ? 'is-active' : ''}
          onClick={() => onChange(option.value)}
          data-value={option.value}
          data-haptic="selection"
          data-testid={option.testId}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
