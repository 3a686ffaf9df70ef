/**
 * Text as a person reads it: the no-break spaces that keep an amount or a quantity on one line ('20 000 soʻm',
 * '340 m') compared as the plain spaces they look like.
 */
export const plainSpaces = (text: string): string => text.replace(/\u00a0/g, ' ');

/** An element's text as a person reads it (`plainSpaces`). */
export const shownText = (element: Element): string => plainSpaces(element.textContent ?? '');
