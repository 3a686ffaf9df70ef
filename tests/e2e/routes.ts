/**
 * Every route of the storefront, with what a visitor needs to see it drawn: specs that check all screens (the 320 px
 * check, and any sweep added later) walk this list, so a new route is added here once. The ids come from the demo
 * data through the API, and an order placed by the signed-in customer.
 */
import type { APIRequestContext } from '@playwright/test';
import type { Overall } from '../../src/shared/contract/catalogue.ts';
import { endpoints } from '../../src/shared/contract/endpoints.ts';
import { paths } from '../../src/shared/routing/paths.ts';
import { plainMenu, placeOrderByApi } from './orders.support.ts';
import { apiHeaders, apiPath, signInByApi } from './support.ts';

/** The demo data a route's address is made from. */
export interface RouteIds {
  productId: number;
  categoryId: number;
  vacancyId: number;
  /** An order of the signed-in customer, scheduled ahead so it stays active. */
  orderId: number;
}

export interface RouteCase {
  name: string;
  path: (ids: RouteIds) => string;
  /** Opened by a guest (the sign-in screens); every other route is opened signed in, with a basket. */
  guest?: boolean;
}

const signedIn = (name: string, path: string | ((ids: RouteIds) => string)): RouteCase => ({
  name,
  path: typeof path === 'string' ? () => path : path,
});

export const ROUTES: readonly RouteCase[] = [
  signedIn('menu', paths.home),
  signedIn('product', (ids) => paths.product(ids.productId)),
  signedIn('reviews', (ids) => paths.reviews(ids.productId)),
  signedIn('categories', paths.categories),
  signedIn('category', (ids) => paths.category(ids.categoryId)),
  signedIn('search', paths.search),
  signedIn('basket', paths.cart),
  signedIn('checkout', paths.checkout),
  signedIn('orders', paths.orders),
  signedIn('orders archive', paths.ordersArchive),
  signedIn('order', (ids) => paths.order(ids.orderId)),
  signedIn('order map', (ids) => paths.orderMap(ids.orderId)),
  signedIn('profile', paths.profile),
  signedIn('phone change', paths.profilePhone),
  signedIn('cashback', paths.cashback),
  signedIn('favourites', paths.liked),
  signedIn('promos', paths.promos),
  signedIn('addresses', paths.addresses),
  signedIn('address form', paths.addressForm),
  signedIn('address choice', paths.chooseAddress),
  signedIn('branch choice', paths.chooseBranch),
  signedIn('branch choice map', paths.chooseBranchMap),
  signedIn('terms', paths.terms),
  signedIn('privacy', paths.privacy),
  signedIn('about', paths.about),
  signedIn('sitemap', paths.sitemap),
  signedIn('branches', paths.branches),
  signedIn('branches map', paths.branchesMap),
  signedIn('notifications', paths.notifications),
  signedIn('reservations', paths.reservations),
  signedIn('new reservation', paths.reservationNew),
  signedIn('vacancies', paths.vacancies),
  signedIn('vacancy', (ids) => paths.vacancy(ids.vacancyId)),
  { name: 'sign-in', path: () => paths.login, guest: true },
];

/** The ids of the demo data, and an order of the customer with `token`. */
export async function routeIds(request: APIRequestContext, token: string): Promise<RouteIds> {
  const headers = apiHeaders();
  const overall = (await (await request.get(`${apiPath(endpoints.overalls)}?type=WEB`, { headers })).json()) as Overall;
  const vacancies = (await (await request.get(apiPath(endpoints.vacancies), { headers })).json()) as { id: number }[];
  const menu = await plainMenu(request);
  const order = await placeOrderByApi(request, token, menu, { paymentType: 'CASH', scheduledMinutesAhead: 120 });
  const category = overall.categories.find((c) => overall.products.some((p) => p.categoryId === c.id));
  if (!category || !vacancies[0]) throw new Error('the demo data needs a category with dishes and a vacancy');
  return { productId: menu.product.id, categoryId: category.id, vacancyId: vacancies[0].id, orderId: order.id };
}

/**
 * The customer a sweep over every route opens them as: signed in once per worker (the routes differ, not the
 * customer), with an order, and the ids of the demo data.
 */
export function sweepCustomer(name: { firstName: string; lastName: string }) {
  let customer: Promise<{ session: { token: string; user: unknown }; ids: RouteIds }> | undefined;
  return (request: APIRequestContext) =>
    (customer ??= (async () => {
      const session = await signInByApi(request, name);
      return { session, ids: await routeIds(request, session.token) };
    })());
}
