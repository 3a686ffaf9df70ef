import { createContext } from 'react';

/** The page a product was opened from, kept in its history entry so the product can show over that page. */
export interface BackgroundState {
  background: string;
}

export function readBackground(): string | null {
  const state = window.history.state as Partial<BackgroundState> | null;
  const background = state?.background;
  return typeof background === 'string' && background.startsWith('/') && !background.startsWith('//')
    ? background
    : null;
}

/**
 * Given by a layer that shows a route over its background page (the product sheet or pop-up): how to close it.
 * Null when the route is a page of its own.
 */
export const CloseLayerContext = createContext<(() => void) | null>(null);
