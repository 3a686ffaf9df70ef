/**
 * A person's hands for component tests (the user-event package is not a dependency): typing key by key, each key
 * going down, changing the field and coming up as the browser sends them, and clicking with the pointer events
 * before the click. Fields are found by their label or role in the test, never by test ids when a person has a name
 * to go by.
 */
import { act, fireEvent } from '@testing-library/react';

/** Types `text` at the end of a field, one key at a time. */
export async function typeInto(field: HTMLElement, text: string): Promise<void> {
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) throw new Error('typeInto needs an input or a textarea');
  fireEvent.focus(field);
  for (const key of text) {
    await act(async () => {
      fireEvent.keyDown(field, { key });
      const at = field.value.length;
      fireEvent.change(field, { target: { value: field.value + key, selectionStart: at + 1, selectionEnd: at + 1 } });
      fireEvent.keyUp(field, { key });
      await Promise.resolve();
    });
  }
}

/** Empties a field as select-all and Backspace do. */
export function clear(field: HTMLElement): void {
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) throw new Error('clear needs an input or a textarea');
  fireEvent.keyDown(field, { key: 'Backspace' });
  fireEvent.change(field, { target: { value: '' } });
}

/** A tap: pointer down and up, then the click. */
export function tap(element: HTMLElement): void {
  fireEvent.pointerDown(element);
  fireEvent.mouseDown(element);
  fireEvent.pointerUp(element);
  fireEvent.mouseUp(element);
  fireEvent.click(element);
}
