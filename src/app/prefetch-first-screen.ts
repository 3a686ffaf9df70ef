import type { QueryClient } from '@tanstack/query-core';
import { branchesQuery } from '@/entities/branch/branch.api.ts';
import { gradesQuery, overallQuery } from '@/entities/catalogue/catalogue.api.ts';
import type { CatalogueType } from '@/shared/contract/catalogue.ts';
import { bannersQuery, storiesQuery } from '@/entities/content/content.api.ts';
import { webSettingsQuery } from '@/entities/merchant/merchant.api.ts';
import type { WebSettings } from '@/shared/contract/merchant.ts';
import { forgetEarlyAnswers } from '@/shared/api/early-answers.ts';
import { imageUrl } from '@/shared/lib/image-url.ts';
import { yieldToMain } from '@/shared/lib/yield-to-main.ts';
import { paths } from '@/shared/routing/paths.ts';
import { orderOfPath } from './first-screen-requests.ts';

export interface FirstScreen {
  merchantId: string;
  catalogueType: CatalogueType;
  /** The path the app opens on. */
  path: string;
  /** A branch is already chosen on this device: the branch list is not needed to show the menu. */
  branchKnown: boolean;
  /** A customer's session is kept on this device: a page opened on their order asks for it at once. */
  signedIn: boolean;
}

/** The rows above the menu that the merchant's settings turn on. */
type Rows = Pick<WebSettings, 'storiesActive' | 'bannersActive'>;

/**
 * Starts, at boot, the requests the first screen makes anyway, through the same query factories the screens use,
 * so they run while React and the screen's code load instead of after the first render. Every screen reads the
 * settings and nearly every one the catalogue. The home page's stories and banners follow the settings that turn
 * them on: the device's copy of the settings on a repeat visit; on a first visit, where nothing is known yet, both
 * are asked alongside the settings (two small answers, possibly unused, against a round trip more before the first
 * banner, often the largest picture of the first screen). The first banner's picture is fetched as soon as its
 * answer is in and the settings show the row, ahead of the menu's drawing. The settings are asked at once, the rest
 * one request per turn of the main thread (on the home page the rows first, then the catalogue): setting a request up (axios's merging of configs and headers, the query's
 * cache entry) takes a few milliseconds on a phone, and six in one go blocked input for a tenth of a second at boot.
 * Failures are left to the screens, which show them (a prefetch never throws).
 */
export function prefetchFirstScreen(queryClient: QueryClient, screen: FirstScreen): void {
  const { merchantId } = screen;
  const settingsQuery = webSettingsQuery(merchantId);
  const settings = queryClient.fetchQuery(settingsQuery);
  const home = screen.path === paths.home;
  // Asked twice (the device's copy, then the answer), a query already asked is not asked again.
  const rows = (shown: Rows) => {
    if (shown.storiesActive) void queryClient.prefetchQuery(storiesQuery(merchantId, true));
    if (shown.bannersActive) return queryClient.fetchQuery(bannersQuery(merchantId, true));
    return null;
  };
  const known = queryClient.getQueryData(settingsQuery.queryKey) ?? { storiesActive: true, bannersActive: true };
  // The rows before the catalogue: their small answers come (and are read) ahead of a large menu's, whose reading is
  // a long task on a phone, so the first banner's picture is asked for before it.
  const order = screen.signedIn ? orderOfPath(screen.path) : null;
  const steps = [
    home ? () => void rows(known)?.catch(() => undefined) : null,
    () => void queryClient.prefetchQuery(overallQuery(merchantId, screen.catalogueType)),
    () => void queryClient.prefetchQuery(gradesQuery(merchantId)),
    screen.branchKnown ? null : () => void queryClient.prefetchQuery(branchesQuery(merchantId)),
    // The order's query comes with its screen's code (on its way since boot), so the first screen does not carry the
    // order's contract; the step ends once the order has been asked for, before what the early script sent is dropped.
    order === null
      ? null
      : () =>
          import('@/entities/order/order.api.ts').then(
            ({ orderQuery }) => void queryClient.prefetchQuery(orderQuery(merchantId, order)),
            () => undefined,
          ),
  ];
  // Once every step has asked, what the page's early script asked and no step took is not handed to later requests.
  void oneTurnEach(steps.filter((step) => step !== null)).then(forgetEarlyAnswers);
  if (!home) return;
  void settings
    .then((loaded) => rows(loaded))
    .then((banners) => banners?.[0] && fetchPicture(imageUrl(banners[0].image)))
    .catch(() => undefined);
}

/** Runs each step in a turn of the main thread of its own, in order, each once the one before has asked. */
async function oneTurnEach(steps: readonly (() => Promise<void> | void)[]): Promise<void> {
  for (const step of steps) {
    await yieldToMain();
    await step();
  }
}

/** Pictures being fetched ahead, held until they have come (a picture nobody holds may be dropped mid-way). */
const ahead = new Set<HTMLImageElement>();

/** Starts a picture's download, first among images; the page's <img> of the same address takes it from the cache. */
function fetchPicture(url: string): void {
  const picture = new Image();
  ahead.add(picture);
  picture.onload = picture.onerror = () => ahead.delete(picture);
  picture.fetchPriority = 'high';
  picture.decoding = 'async';
  picture.src = url;
}
