/**
 * A person's hands for component tests (the user-event package is not a dependency): typing key by key at the caret,
 * each key going down, editing the field as the browser does (new value, caret, an `input` event with its
 * `inputType`) and coming up; Backspace; and a tap (pointer events, then the click). Tests find fields by their
 * label or role, as a person does.
 */
import { act, fireEvent } from '@testing-library/react';
import { afterAll, vi } from 'vitest';

/**
 * telegram-ui's buttons start a ripple 70 ms after a pointer goes down and clear it 225 ms later, on timers they do
 * not cancel when unmounted. A file's last tap must have had them run before the test environment (its `window`)
 * is torn down, or React, woken by them, throws outside any test. The second timer is set only when the first runs,
 * so on a busy machine the pair can take far longer than 295 ms: the file waits on timers of the same two durations,
 * each set after the ripple's own, which Node runs after them (timers of one duration run in the order they were set).
 */
const RIPPLE_TIMERS_MS = [70, 225] as const;
let tapped = false;
afterAll(async () => {
  if (!tapped) return;
  vi.useRealTimers();
  for (const ms of RIPPLE_TIMERS_MS) await new Promise((resolve) => setTimeout(resolve, ms));
});

type Field = HTMLInputElement | HTMLTextAreaElement;

function asField(element: HTMLElement): Field {
  if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) return element;
  throw new Error(`${element.tagName} is not a text field`);
}

/** One edit as a browser makes it: the new raw value, the caret it leaves, then the input event. */
function edit(field: Field, value: string, caret: number, inputType: string): void {
  const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  act(() => {
    setValue?.call(field, value);
    field.setSelectionRange(caret, caret);
    field.dispatchEvent(new InputEvent('input', { bubbles: true, inputType }));
  });
}

/** Puts the focus in a field (the caret at its end), as a tap into it does. */
export function focus(element: HTMLElement): Field {
  const field = asField(element);
  if (document.activeElement !== field) {
    act(() => field.focus());
    field.setSelectionRange(field.value.length, field.value.length);
  }
  return field;
}

/** Types `text` at the caret, one key at a time. */
export function typeInto(element: HTMLElement, text: string): void {
  const field = focus(element);
  for (const key of text) {
    fireEvent.keyDown(field, { key });
    const start = field.selectionStart ?? field.value.length;
    const end = field.selectionEnd ?? start;
    edit(field, field.value.slice(0, start) + key + field.value.slice(end), start + key.length, 'insertText');
    fireEvent.keyUp(field, { key });
  }
}

/** Backspace at the caret. */
export function backspace(element: HTMLElement): void {
  const field = focus(element);
  fireEvent.keyDown(field, { key: 'Backspace' });
  const caret = field.selectionStart ?? field.value.length;
  edit(
    field,
    field.value.slice(0, caret - 1) + field.value.slice(caret),
    Math.max(0, caret - 1),
    'deleteContentBackward',
  );
  fireEvent.keyUp(field, { key: 'Backspace' });
}

/** Empties a field as select-all and Backspace do. */
export function clear(element: HTMLElement): void {
  const field = focus(element);
  fireEvent.keyDown(field, { key: 'Backspace' });
  edit(field, '', 0, 'deleteContentBackward');
}

/** Presses Enter in a field: the form it belongs to is submitted, as a browser does. */
export function pressEnter(element: HTMLElement): void {
  const field = focus(element);
  fireEvent.keyDown(field, { key: 'Enter' });
  if (field.form) fireEvent.submit(field.form);
}

/** A tap: pointer down and up, then the click. */
export function tap(element: HTMLElement): void {
  tapped = true;
  fireEvent.pointerDown(element);
  fireEvent.mouseDown(element);
  fireEvent.pointerUp(element);
  fireEvent.mouseUp(element);
  fireEvent.click(element);
}
