/**
 * Every route of the storefront, written once. The spec's paths keep their mixed case (`/Product/{id}`,
 * `/Reviews/{id}`, `/Category`), so links are built here and nowhere else: `paths.product(12)`, `paths.cart`.
 * A route without parameters is its own pattern (`paths.cart`); `paths.pattern` holds the router's patterns (wouter
 * syntax) of them all.
 */
const pattern = {
  home: '/',
  product: '/Product/:id',
  reviews: '/Reviews/:id',
  categories: '/Category',
  category: '/Category/:id',
  search: '/search',
  cart: '/cart',
  checkout: '/checkout',
  orders: '/orders',
  order: '/orders/:id',
  orderMap: '/orders/:id/map',
  login: '/login',
  loginConfirm: '/login/confirm',
  loginUser: '/login/user',
  profile: '/user',
  profilePhone: '/user/phone',
  profilePhoneConfirm: '/user/phone/confirm',
  cashback: '/user/cashback',
  liked: '/liked',
  promos: '/promos',
  addresses: '/address',
  addressForm: '/address/create',
  chooseAddress: '/choose-address',
  chooseBranch: '/choose-branch',
  terms: '/offerta',
  privacy: '/privacy',
  about: '/about',
  sitemap: '/sitemap',
  branches: '/branches',
  branchesMap: '/branches/map',
  notifications: '/notifications',
  reservations: '/reservations',
  reservationNew: '/reservations/new',
  vacancies: '/vacancy',
  vacancy: '/vacancy/:id',
} as const;

/** A route of an `:id` pattern: `withId('/Product/:id', 12)` is '/Product/12'. */
const withId = (routePattern: string, id: number): string => routePattern.replace(':id', String(id));

/**
 * A route id from the URL (`/Product/12`): a positive whole number written in digits, else null (`abc`, `0`, `1.5`,
 * `1e3`, `-4`, an empty segment), so a screen shows its not-found state instead of asking the API for nonsense.
 */
export function parseId(raw: string | undefined): number | null {
  if (raw === undefined || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/** The id in `path` when it is a route of `routePattern` (`idOfPath('/orders/:id', '/orders/12')` is 12), else null. */
export function idOfPath(routePattern: string, path: string): number | null {
  const [prefix = '', suffix = ''] = routePattern.split(':id');
  return path.startsWith(prefix) && path.endsWith(suffix)
    ? parseId(path.slice(prefix.length, path.length - suffix.length))
    : null;
}

export const paths = {
  ...pattern,
  pattern,
  product: (id: number) => withId(pattern.product, id),
  reviews: (productId: number) => withId(pattern.reviews, productId),
  category: (id: number) => withId(pattern.category, id),
  order: (id: number) => withId(pattern.order, id),
  orderMap: (id: number) => withId(pattern.orderMap, id),
  vacancy: (id: number) => withId(pattern.vacancy, id),
  ordersArchive: `${pattern.orders}?tab=archive`,
  /** The branch chooser's map view. */
  chooseBranchMap: `${pattern.chooseBranch}?view=map`,
  /** The map with one branch chosen (its card shown), from a branch's "Show on the map". */
  branchOnMap: (id: number) => `${pattern.branchesMap}?branch=${id}`,
} as const;

/** `path` with the query string wouter's `useSearch()` gives (without its `?`), when there is one. */
export const withSearch = (path: string, search: string): string => (search ? `${path}?${search}` : path);
