import { useRef, type KeyboardEvent, type MouseEvent } from 'react';

/**
 * A radio group whose choice is taken at once, with no button to confirm it (a delivery address, a language). A tap,
 * Enter or Space, or a screen reader's activation (a click with no pointer behind it: NVDA's Enter, TalkBack's
 * double tap) chooses; the arrow keys only move the selection, though the browser clicks each radio they move to.
 * Spread `choice(value)` on the element wrapping the radio (its label) and on the radio: the label's own click is let
 * pass, as the browser clicks the radio it labels next, and that click is the one that counts.
 */
export function useRadioChoice<T>(commit: (value: T) => void): (value: T) => {
  onClick: (event: MouseEvent) => void;
  onKeyDown: (event: KeyboardEvent) => void;
  onKeyUp: () => void;
} {
  const arrowing = useRef(false);
  return (value) => ({
    onClick: (event) => {
      if (!(event.target instanceof HTMLInputElement)) return;
      if (arrowing.current) {
        arrowing.current = false;
        return;
      }
      commit(value);
    },
    onKeyDown: (event) => {
      if (event.key.startsWith('Arrow')) {
        arrowing.current = true;
        return;
      }
      if (event.key !== 'Enter' && event.key !== ' ') return;
      // Taken here: the browser's own click for Space (on its key up) is not made.
      event.preventDefault();
      commit(value);
    },
    // An arrow that moved nothing clicked nothing: the next click is a choice again.
    onKeyUp: () => {
      arrowing.current = false;
    },
  });
}
