import type { QueryClient } from '@tanstack/query-core';
import { branchesQuery } from '@/entities/branch/branch.api.ts';
import { gradesQuery, overallQuery } from '@/entities/catalogue/catalogue.api.ts';
import type { CatalogueType } from '@/shared/contract/catalogue.ts';
import { bannersQuery, storiesQuery } from '@/entities/content/content.api.ts';
import { webSettingsQuery } from '@/entities/merchant/merchant.api.ts';
import { paths } from '@/shared/routing/paths.ts';

export interface FirstScreen {
  merchantId: string;
  catalogueType: CatalogueType;
  /** The path the app opens on. */
  path: string;
  /** A branch is already chosen on this device: the branch list is not needed to show the menu. */
  branchKnown: boolean;
}

/**
 * Starts, at boot, the requests the first screen makes anyway, through the same query factories the screens use,
 * so they run while React and the screen's code load instead of after the first render. Every screen reads the
 * settings and nearly every one the catalogue; the home page's stories and banners follow the settings that turn
 * them on. Failures are left to the screens, which show them (a prefetch never throws).
 */
export function prefetchFirstScreen(queryClient: QueryClient, screen: FirstScreen): void {
  const { merchantId } = screen;
  void queryClient.prefetchQuery(overallQuery(merchantId, screen.catalogueType));
  void queryClient.prefetchQuery(gradesQuery(merchantId));
  if (!screen.branchKnown) void queryClient.prefetchQuery(branchesQuery(merchantId));
  const settings = queryClient.fetchQuery(webSettingsQuery(merchantId));
  if (screen.path !== paths.home) return;
  void settings.then(
    (loaded) => {
      if (loaded.storiesActive) void queryClient.prefetchQuery(storiesQuery(merchantId, true));
      if (loaded.bannersActive) void queryClient.prefetchQuery(bannersQuery(merchantId, true));
    },
    () => undefined,
  );
}
