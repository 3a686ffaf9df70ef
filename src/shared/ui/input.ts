import { Input as KitInput } from '@telegram-apps/telegram-ui';
import { createElement, forwardRef, type ComponentProps } from 'react';

/**
 * The kit's text field, named. Imported by the screens with fields directly (not through kit.ts), so it stays out of the
 * first screen's chunks.
 *
 * telegram-ui's Input draws its header outside the <label> around the field, so the field itself has no name for a
 * screen reader: a text header names it too (an explicit `aria-label` still wins).
 */
export const Input = forwardRef<HTMLInputElement, ComponentProps<typeof KitInput>>(function Input(props, ref) {
  return createElement(KitInput, {
    'aria-label': typeof props.header === 'string' ? props.header : undefined,
    ...props,
    ref,
  });
});
