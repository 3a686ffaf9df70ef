/**
 * Two or three choices side by side, one chosen (service type, when to order, gender): the chosen one lifted. A radio
 * group for assistive technology; a tap on a choice is a selection (the app's haptic feedback answers it).
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
  return (
    <div
      className={props.className ? `segmented ${props.className}` : 'segmented'}
      role="radiogroup"
      aria-label={props.label}
      aria-labelledby={props.labelledBy}
    >
      {props.options.map((option) => (
        <button
          key={option.value}
          type="button"
          role="radio"
          aria-checked={props.value === option.value}
          className={props.value === option.value ? 'is-active' : ''}
          onClick={() => props.onChange(option.value)}
          data-haptic="selection"
          data-testid={option.testId}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
