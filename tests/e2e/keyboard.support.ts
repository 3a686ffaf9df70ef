/**
 * Keyboard steps for the specs that drive the app without a pointer: a key press that moves focus, checked as a
 * sighted keyboard user sees it (a painted focus ring, not under the bars fixed over the page).
 */
import { expect, type Page } from '@playwright/test';

export interface Focused {
  /** Nothing of the page has focus (it went to the browser's own controls, between the page's last and first). */
  none: boolean;
  /** The focused element, for messages: tag, test id or name. */
  what: string;
  /**
   * A focus indicator is painted: an outline or a box shadow, on the element, or on the <label> that draws it (a hidden
   * native radio or checkbox, or a text field in the kit's frame).
   */
  ring: boolean;
  /** A tap at the centre of the element's box lands on it: no fixed or sticky bar lies over it, and it is on screen. */
  uncovered: boolean;
  testId: string | null;
}

/** The focused element and how it shows. */
export function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body)
      return { none: true, what: 'nothing', ring: false, uncovered: false, testId: null };
    const painted = (colour: string) => colour !== 'transparent' && !/rgba\([^)]*,\s*0\)$/.test(colour);
    const outlined = (node: Element) => {
      const style = getComputedStyle(node);
      return style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0 && painted(style.outlineColor);
    };
    const ringOf = (node: Element) => outlined(node) || getComputedStyle(node).boxShadow !== 'none';
    const opacity = (node: Element | null): number => {
      let value = 1;
      for (let n = node; n; n = n.parentElement) value *= Number(getComputedStyle(n).opacity);
      return value;
    };
    const box = element.getBoundingClientRect();
    // A native radio or checkbox the UI kit hides (see-through, or a dot) and draws as icons in the <label> around it:
    // the ring is that label's.
    const hidden = opacity(element) < 0.1 || box.width < 4 || box.height < 4;
    // A text field of the kit draws its frame on the <label> round it: the ring is the frame's.
    const framed = !hidden && !ringOf(element) && element.matches('input, textarea') && element.closest('label');
    const shown = hidden ? (element.parentElement ?? element) : framed || element;
    const shownBox = shown.getBoundingClientRect();
    const x = shownBox.left + shownBox.width / 2;
    const y = shownBox.top + shownBox.height / 2;
    const hit = document.elementFromPoint(x, y);
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
    const testId = element.getAttribute('data-testid');
    return {
      none: false,
      what: `${element.tagName.toLowerCase()}${testId ? `[${testId}]` : ''} "${name}"`,
      // A stand-in's shadow may be its look at rest (the kit's frame): only an outline there says "focused".
      ring: shown === element ? ringOf(element) : outlined(shown),
      uncovered: hit !== null && (shown === hit || shown.contains(hit) || element.contains(hit)),
      testId,
    };
  });
}

/** Presses `key` and checks where focus went: shown with a ring and not covered (or, between the ends, on nothing). */
export async function press(page: Page, key: string): Promise<Focused> {
  await page.keyboard.press(key);
  const now = await focused(page);
  if (!now.none) {
    expect(now.ring, `${key} → ${now.what}: no visible focus indicator`).toBe(true);
    expect(now.uncovered, `${key} → ${now.what}: covered by a bar, or off screen`).toBe(true);
  }
  return now;
}

/**
 * Presses `key` (Tab or Shift+Tab) until `reached` says the focused element is the one wanted, checking every step;
 * fails after `limit` steps.
 */
export async function tabTo(
  page: Page,
  reached: (now: Focused) => boolean | Promise<boolean>,
  { key = 'Tab', limit = 60 }: { key?: 'Tab' | 'Shift+Tab'; limit?: number } = {},
): Promise<Focused> {
  for (let step = 0; step < limit; step += 1) {
    const now = await press(page, key);
    if (!now.none && (await reached(now))) return now;
  }
  throw new Error(`${key} ×${limit} did not reach the control`);
}

/** Whether the focused element is `selector` (or inside it). */
export const focusIn = (page: Page, selector: string): Promise<boolean> =>
  page.evaluate((s) => document.activeElement?.closest(s) !== null, selector);
