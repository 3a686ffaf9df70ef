/**
 * Screens other than the home page that a visit often opens on (a deep link, a reload), by route pattern (as in
 * shared/routing/paths.ts), with the file each is built from. The router preloads the code of the one a page opens on
 * at boot; the page's early script asks for the same files before the app has come, from the build's list of the
 * files each needs (scripts/vite-early-requests.ts). Plain data without imports: the build reads it too.
 */
export const OPENING_SCREEN_SOURCES = {
  '/Product/:id': 'src/screens/product/product-screen.ui.tsx',
  '/cart': 'src/screens/cart/cart-screen.ui.tsx',
  '/checkout': 'src/screens/checkout/checkout-screen.ui.tsx',
  '/orders/:id': 'src/screens/order/order-screen.ui.tsx',
  '/search': 'src/screens/search/search-screen.ui.tsx',
} as const;

export type OpeningPattern = keyof typeof OPENING_SCREEN_SOURCES;

/** The other screens' texts, one file per language: a screen other than the home page waits for them. */
export const SCREEN_TEXT_SOURCES = {
  uz: 'locales/screens/uz.json',
  ru: 'locales/screens/ru.json',
  eng: 'locales/screens/eng.json',
} as const;

/**
 * The API client's wire code (axios), a chunk of its own: the early script asks for it alongside the app's code when
 * the app will send a request of its own as it boots.
 */
export const WIRE_SOURCE = 'src/shared/api/transport.ts';

/** Whether `path` is one of `pattern`'s (a `:param` stands for one segment). */
export const matchesPattern = (pattern: string, path: string): boolean =>
  new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+')}$`).test(path);

/** The pattern of the opening screen `path` shows, or null (the home page and the rest). */
export function openingPatternOf(path: string): OpeningPattern | null {
  return (
    (Object.keys(OPENING_SCREEN_SOURCES) as OpeningPattern[]).find((pattern) => matchesPattern(pattern, path)) ?? null
  );
}

/** What the build tells the early script: the files (beyond the page's own) each opening screen and text needs. */
export interface OpeningFiles {
  screens: Record<OpeningPattern, { js: string[]; css: string[] }>;
  texts: Record<keyof typeof SCREEN_TEXT_SOURCES, { js: string[]; css: string[] }>;
  wire: { js: string[]; css: string[] };
}
