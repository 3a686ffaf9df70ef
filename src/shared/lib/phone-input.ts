import { LOCAL_DIGITS, maskPhone } from './phone.ts';

/** The part of the masked field a person cannot edit: the country code and its space. */
export const PHONE_PREFIX = '+998 ';

export interface PhoneEdit {
  /** The local digits after the edit (at most 9). */
  digits: string;
  /** The masked value to show. */
  value: string;
  /** Where the caret goes in `value`. */
  caret: number;
}

const countDigits = (text: string): number => text.replace(/\D/g, '').length;

/** Local digits that stand before `position` of a masked value; the prefix's own 998 is never counted. */
function digitsBefore(masked: string, position: number): number {
  return countDigits(masked.slice(PHONE_PREFIX.length, Math.max(position, PHONE_PREFIX.length)));
}

/** Position in a masked value just after its first `count` local digits (just after the prefix for none). */
export function caretAfterDigits(masked: string, count: number): number {
  let seen = 0;
  if (count <= 0) return PHONE_PREFIX.length;
  for (let i = PHONE_PREFIX.length; i < masked.length; i += 1) {
    if (/\d/.test(masked.charAt(i)) && (seen += 1) === count) return i + 1;
  }
  return masked.length;
}

/**
 * Digits of what was typed, pasted or autofilled in one go. A chunk written with the country code ('+998 90 ...',
 * '998901234567') loses it; one key is only ever one digit, so a typed 9, 9, 8 stays 998.
 */
function insertedDigits(chunk: string): string {
  const digits = chunk.replace(/\D/g, '');
  const withCountryCode = /^\s*\+\s*998/.test(chunk) || (digits.length > LOCAL_DIGITS && digits.startsWith('998'));
  return withCountryCode ? digits.slice(3) : digits;
}

/**
 * Where the browser's edit changed the previous value: the removed range [start, end) of `previous` and the text
 * inserted in its place. The caret after an edit stands at the end of what was inserted, which settles edits that
 * a plain diff cannot place (typing 9 before another 9).
 */
function locateEdit(
  previous: string,
  next: string,
  caret: number | null,
): { start: number; end: number; inserted: string } {
  let nextEnd = next.length;
  let end = previous.length;
  if (
    caret !== null &&
    caret >= 0 &&
    caret <= next.length &&
    previous.endsWith(next.slice(caret)) &&
    previous.length - (next.length - caret) >= 0
  ) {
    nextEnd = caret;
    end = previous.length - (next.length - caret);
  } else {
    while (end > 0 && nextEnd > 0 && previous.charAt(end - 1) === next.charAt(nextEnd - 1)) {
      end -= 1;
      nextEnd -= 1;
    }
  }
  let start = 0;
  while (start < end && start < nextEnd && previous.charAt(start) === next.charAt(start)) start += 1;
  return { start, end, inserted: next.slice(start, nextEnd) };
}

const result = (digits: string, caretDigits: number): PhoneEdit => {
  const value = maskPhone(digits);
  return { digits, value, caret: caretAfterDigits(value, caretDigits) };
};

/**
 * Applies one edit of the masked phone field: the digits before it, the field's new raw value, the caret the browser
 * left, and the `inputType` of the input event. Typing, pasting (with or without +998, spaces, dashes, brackets),
 * autofill, deleting and editing in the middle all give the number the person meant; the +998 prefix cannot be
 * broken; Backspace (or Delete) over a space deletes the digit beyond it; a full number ignores further digits.
 */
export function editPhone(digits: string, nextValue: string, caret: number | null, inputType = ''): PhoneEdit {
  const previous = maskPhone(digits);
  const { start, end, inserted } = locateEdit(previous, nextValue, caret);
  const before = digits.slice(0, digitsBefore(previous, start));
  const after = digits.slice(digitsBefore(previous, end));
  const added = insertedDigits(inserted);

  if (added === '' && before.length + after.length === digits.length && end > start) {
    // Only a space or part of the prefix went. The prefix stays as it is; over a space, the key deletes the digit
    // beyond it in its direction.
    if (end <= PHONE_PREFIX.length) return result(digits, 0);
    if (inputType === 'deleteContentForward') return result(before + after.slice(1), before.length);
    if (before.length === 0) return result(digits, 0);
    return result(before.slice(0, -1) + after, before.length - 1);
  }
  // A complete number pasted or autofilled is the number the person meant, whatever the field held.
  if (added.length === LOCAL_DIGITS) return result(added, LOCAL_DIGITS);
  const room = Math.max(0, LOCAL_DIGITS - before.length - after.length);
  const kept = added.slice(0, room);
  return result(before + kept + after, before.length + kept.length);
}
