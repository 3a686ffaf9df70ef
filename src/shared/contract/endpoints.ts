/**
 * Every path of the platform API, relative to the API base (`/api` by default). Patterns use `:name` parameters.
 * `auth`: 'required' sends the bearer token (the spec's WITH_TOKEN), 'optional' sends it when there is one.
 * `merchant: false` marks the one call made before the merchant is known. The requests a first screen makes before
 * the app has come are defined in first-screen-endpoints.ts (the page's early script carries that module, not this
 * table) and listed here in their places.
 */
import { e, type Endpoint } from './endpoint.ts';
import { firstScreenEndpoints as first } from './first-screen-endpoints.ts';

export { fillPath, type Endpoint } from './endpoint.ts';

export const endpoints = {
  health: e('GET', '/health', 'none', false),
  merchantBySub: first.merchantBySub,
  webSettings: first.webSettings,
  policies: e('GET', '/support/v1/company/policies'),
  paymentMethods: e('GET', '/support/v1/payment-methods'),
  paymentSettings: e('GET', '/support/v1/payment-settings'),
  vacancies: e('GET', '/support/v1/vacancies'),
  vacancy: e('GET', '/support/v1/vacancies/:id'),
  stories: first.stories,
  banners: first.banners,
  notifications: e('GET', '/support/v1/notifications', 'required'),
  notificationRead: e('PUT', '/support/v1/notifications/:id/read', 'required'),

  branches: first.branches,
  branchesFull: e('GET', '/users/v1/branches/full'),
  branch: e('GET', '/users/v1/branches/:id'),
  branchPlaces: e('GET', '/users/v1/branches/:id/places'),
  closestBranch: e('GET', '/users/v1/branches/merchant/:merchant/closest'),
  closestBranchLocal: e('GET', '/users/v1/local/branch/closest', 'required'),
  cities: e('GET', '/users/v1/city-merchant/merchant/:merchantId', 'required'),

  deliveryZones: e('GET', '/deliveries/v1/delivery/zones'),
  zoneCheck: e('GET', '/deliveries/v1/delivery/zones/check'),
  tariff: e('POST', '/deliveries/v1/delivery/tariff/client/calculate', 'required'),
  courier: e('GET', '/deliveries/v1/delivery/courier/:id', 'required'),

  overalls: first.overalls,
  grades: first.grades,
  favourites: e('GET', '/products/v1/favourite/all', 'required'),
  favouriteSet: e('POST', '/products/v1/favourite', 'required'),
  favouriteDelete: e('DELETE', '/products/v1/favourite/:id', 'required'),
  reviews: e('GET', '/products/v1/comment/all', 'optional'),
  reviewCreate: e('POST', '/products/v1/comment', 'required'),

  sendCode: e('PUT', '/users/v1/users/phone', 'optional'),
  verifyCode: e('PUT', '/users/v1/users/phone/verify', 'optional'),
  me: e('GET', '/users/v1/users/me', 'required'),
  cashbackHistory: e('GET', '/users/v1/users/cashback/history', 'required'),
  profileUpdate: e('PUT', '/users/v1/users/me', 'required'),
  deleteAccount: e('DELETE', '/users/v1/users', 'required'),
  logout: e('POST', '/users/v1/users/logout', 'required'),
  botLogout: e('POST', '/webbot/v1/users/logout', 'required'),
  botToken: e('POST', '/webbot/v1/users/token'),
  botAuth: e('POST', '/webbot/v1/users/auth'),
  botContact: e('POST', '/webbot/v1/users/contact', 'required'),

  addresses: e('GET', '/users/v1/addresses', 'required'),
  addressCreate: e('POST', '/users/v1/addresses', 'required'),
  addressUpdate: e('PUT', '/users/v1/addresses/:id', 'required'),
  addressDelete: e('DELETE', '/users/v1/addresses/:id', 'required'),

  myPromos: e('GET', '/orders/v1/promos/my', 'required'),
  promoValidate: e('POST', '/orders/v1/promos/validate', 'required'),

  orderCreate: e('POST', '/orders/v1/orders', 'required'),
  orderCreateAtTime: e('POST', '/orders/v1/orders/at-time', 'required'),
  ordersOfUser: e('GET', '/orders/v1/orders/user/:userId', 'required'),
  activeOrdersOfUser: e('GET', '/orders/v1/orders/user/:userId/active', 'required'),
  order: first.order,
  orderCancel: e('PUT', '/orders/v1/orders/:id/cancel', 'required'),
  orderRepeat: e('GET', '/orders/v1/orders/:id/repeat', 'required'),
  orderCallWaiter: e('POST', '/orders/v1/orders/:id/call-waiter', 'required'),

  reservations: e('GET', '/orders/v1/reservations/my', 'required'),
  reservationCreate: e('POST', '/orders/v1/reservations', 'required'),
  reservationCancel: e('PUT', '/orders/v1/reservations/:id/cancel', 'required'),
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;
