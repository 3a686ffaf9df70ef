import { useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import { maskPhone } from '@/shared/lib/phone.ts';
import { editPhone } from '@/shared/lib/phone-input.ts';
import { Input } from './input.ts';

/**
 * A phone number field masked as +998 XX XXX XX XX. It holds the nine local digits (`digits`, `onDigits`); typing,
 * paste and autofill of any common format, deleting and editing in the middle go through `editPhone`, which also says
 * where the caret goes after the mask redraws.
 */
export function PhoneField({
  label,
  digits,
  onDigits,
  error,
  errorId,
  autoFocus = false,
  testId,
}: {
  label: string;
  digits: string;
  onDigits: (digits: string) => void;
  /** A problem to mark the field with; its text is shown by the caller, under `errorId`. */
  error?: boolean;
  errorId?: string;
  autoFocus?: boolean;
  testId?: string;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  // Each edit is a new object, so the caret is placed even when the digits did not change (a space deleted).
  const [caret, setCaret] = useState<{ at: number | null }>({ at: null });
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (input && caret.at !== null && document.activeElement === input) input.setSelectionRange(caret.at, caret.at);
  }, [caret]);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const { value, selectionEnd } = event.target;
    const inputType = 'inputType' in event.nativeEvent ? String(event.nativeEvent.inputType) : '';
    const edit = editPhone(digits, value, selectionEnd, inputType);
    onDigits(edit.digits);
    setCaret({ at: edit.caret });
  };

  return (
    <Input
      header={label}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      autoFocus={autoFocus}
      ref={inputRef}
      value={maskPhone(digits)}
      onChange={onChange}
      status={error ? 'error' : 'default'}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      data-testid={testId}
    />
  );
}
