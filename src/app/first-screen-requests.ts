import { requestKey } from '@/shared/api/early-answers.ts';
import type { CatalogueType } from '@/shared/contract/catalogue.ts';
import { endpoints } from '@/shared/contract/endpoints.ts';

/**
 * The requests `prefetchFirstScreen` makes on a device that keeps nothing of this merchant yet (a first visit: no
 * settings, no menu, no branch stored), as addresses under the API base: the settings, on the home page its stories
 * and banners, the catalogue, the grades and the branch list. The page's early script (src/early.ts) sends these
 * before the app has come; a test holds the two to the same list (first-screen-requests.test.ts).
 */
export function firstVisitRequests(screen: { home: boolean; catalogueType: CatalogueType }): string[] {
  return [
    endpoints.webSettings.path,
    ...(screen.home ? [endpoints.stories.path, endpoints.banners.path] : []),
    requestKey(endpoints.overalls.path, { type: screen.catalogueType }),
    endpoints.grades.path,
    endpoints.branches.path,
  ];
}
