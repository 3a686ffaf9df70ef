import { requestKey } from '@/shared/api/early-answers.ts';
import type { CatalogueType } from '@/shared/contract/catalogue.ts';
import { fillPath } from '@/shared/contract/endpoint.ts';
import { firstScreenEndpoints } from '@/shared/contract/first-screen-endpoints.ts';
import { idOfPath, paths } from '@/shared/routing/paths.ts';

/**
 * The requests `prefetchFirstScreen` makes on a device that keeps nothing of this merchant yet (a first visit: no
 * settings, no menu, no branch stored), as addresses under the API base: the settings, on the home page its stories
 * and banners, the catalogue, the grades and the branch list. The page's early script (src/early.ts) sends these
 * before the app has come; a test holds the two to the same list (first-screen-requests.test.ts).
 */
export function firstVisitRequests(screen: { home: boolean; catalogueType: CatalogueType }): string[] {
  return [
    firstScreenEndpoints.webSettings.path,
    ...(screen.home ? [firstScreenEndpoints.stories.path, firstScreenEndpoints.banners.path] : []),
    requestKey(firstScreenEndpoints.overalls.path, { type: screen.catalogueType }),
    firstScreenEndpoints.grades.path,
    firstScreenEndpoints.branches.path,
  ];
}

/** The order a page shows, from its path (`/orders/12`; not its map), or null. */
export const orderOfPath = (path: string): number | null => idOfPath(paths.pattern.order, path);

/**
 * The request of the order a page opens on (a customer's link to their order: a bot's message, a notification), as
 * an address under the API base, or null. For a stored session the page's early script sends it on any visit, and
 * `prefetchFirstScreen` asks for it as the screen will, so the app takes that answer as its own.
 */
export function openingOrderRequest(path: string): string | null {
  const id = orderOfPath(path);
  return id === null ? null : requestKey(fillPath(firstScreenEndpoints.order.path, { id }));
}
