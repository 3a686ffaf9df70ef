/**
 * The names the app keeps things under, without the storage helpers (storage.ts re-exports them): the page's early
 * script (src/early.ts) reads them too.
 */

/** Every localStorage key the app uses (spec §9: redirect url, active category, language, nearest branch, catalogue...). */
export const STORAGE_KEYS = {
  user: 'user',
  redirectUrl: 'redirectUrl',
  activeCategory: 'activeCategory',
  /**
   * The menu's branch: the main one at first, then the nearest one or the one the customer chose (`source` says
   * which). Stored under the spec's name for it, `nearestBranch`, so what devices already keep stays readable.
   */
  menuBranch: 'nearestBranch',
  /** The person closed the 'allow location detection' notice on this device: it is not shown again. */
  locationNotice: 'locationNotice',
  catalogue: 'catalogue',
  settings: 'settings',
  /**
   * The home page's rows as this device last saw them (src/entities/content/content.api.ts): drawn at once on the next
   * visit, and the page's early script asks for the first banner's picture from it.
   */
  banners: 'banners',
  stories: 'stories',
  basket: 'basket',
  searchHistory: 'searchHistory',
  loginPhone: 'loginPhone',
  /** Inside Telegram: the Telegram user whose launch the kept session was made in (an SMS sign-in has no other mark). */
  sessionTelegramUser: 'sessionTelegramUser',
} as const;

/** Cookie names of the spec. */
export const COOKIE_KEYS = {
  token: 'token',
  initData: 'initData',
  sub: 'sub',
  merchant: 'merchant',
  language: 'language',
} as const;
