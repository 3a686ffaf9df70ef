/** The page a product was opened from, kept in its history entry so the product can show over that page. */
export interface BackgroundState {
  background: string;
}

export function readBackground(): string | null {
  const state = window.history.state as Partial<BackgroundState> | null;
  const background = state?.background;
  return typeof background === 'string' && background.startsWith('/') && !background.startsWith('//') ? background : null;
}
