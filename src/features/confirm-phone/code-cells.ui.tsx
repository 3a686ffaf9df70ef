import { useState, type InputHTMLAttributes, type Ref } from 'react';

/**
 * The one-time code as separate cells, one per digit, the next one marked while the field has focus. Underneath it is
 * one real input spread over the cells, so typing, pasting, the keyboard's SMS suggestion (`one-time-code`) and
 * Backspace work as in any field; the cells only show what it holds.
 */
export function CodeCells({
  length,
  value,
  invalid,
  inputRef,
  ...input
}: { length: number; value: string; invalid: boolean; inputRef?: Ref<HTMLInputElement> } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value'
>) {
  const [focused, setFocused] = useState(false);
  return (
    <div className={`code-cells${invalid ? ' code-cells--invalid' : ''}`}>
      <input
        {...input}
        ref={inputRef}
        value={value}
        aria-invalid={invalid || undefined}
        className="code-cells__input"
        onFocus={(event) => {
          setFocused(true);
          input.onFocus?.(event);
        }}
        onBlur={(event) => {
          setFocused(false);
          input.onBlur?.(event);
        }}
      />
      <span className="code-cells__boxes" aria-hidden="true">
        {Array.from({ length }, (_, index) => (
          <span
            key={index}
            className={`code-cells__box${focused && index === Math.min(value.length, length - 1) ? ' is-current' : ''}`}
          >
            {value[index] ?? ''}
          </span>
        ))}
      </span>
    </div>
  );
}
