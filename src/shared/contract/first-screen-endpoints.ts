import { e } from './endpoint.ts';

/**
 * The requests a first screen makes before the app has come (src/early.ts: the merchant, its settings, stories and
 * banners, the menu, the grades, the branches, and the order a customer's link opens). The page's early script is
 * written into index.html, which must come in a connection's first window (scripts/budget.mjs), so it carries these
 * and not the whole table; endpoints.ts lists each in its place.
 */
export const firstScreenEndpoints = {
  merchantBySub: e('GET', '/users/v1/merchants/sub/:sub', 'none', false),
  webSettings: e('GET', '/support/v1/merchant/settings/web'),
  stories: e('GET', '/support/v1/stories'),
  banners: e('GET', '/support/v1/banners'),
  branches: e('GET', '/users/v1/branches'),
  overalls: e('GET', '/products/v1/overalls'),
  grades: e('GET', '/products/v1/grade'),
  order: e('GET', '/orders/v1/orders/:id', 'required'),
} as const;
