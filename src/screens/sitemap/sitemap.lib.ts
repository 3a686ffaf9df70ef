import { POLICY_PATHS, policyEnabled } from '@/entities/policy/policy.lib.ts';
import type { WebSettings } from '@/shared/contract/merchant.ts';
import { paths } from '@/shared/routing/paths.ts';

export interface SitemapEntry {
  path: string;
  /** i18next key of the link's text. */
  labelKey: string;
  /** Whether this merchant has the page for this visitor. */
  visible: (settings: WebSettings, signedIn: boolean) => boolean;
}

const always = () => true;

/**
 * The pages of the storefront, in the order the sitemap lists them. A page is added here when its route is built
 * (catalogue, branches, vacancies, ... come with their own screens), never before.
 */
export const SITEMAP: readonly SitemapEntry[] = [
  { path: paths.home, labelKey: 'sitemap.home', visible: always },
  { path: paths.categories, labelKey: 'sitemap.categories', visible: always },
  { path: paths.search, labelKey: 'sitemap.search', visible: always },
  { path: paths.branches, labelKey: 'sitemap.branches', visible: (settings) => settings.branchesActive },
  { path: paths.vacancies, labelKey: 'sitemap.vacancies', visible: (settings) => settings.vacanciesActive },
  { path: paths.profile, labelKey: 'sitemap.profile', visible: always },
  { path: paths.orders, labelKey: 'orders.title', visible: (_settings, signedIn) => signedIn },
  {
    path: paths.liked,
    labelKey: 'favourites.title',
    visible: (settings, signedIn) => settings.favouriteActive && signedIn,
  },
  { path: paths.addresses, labelKey: 'address.title', visible: (_settings, signedIn) => signedIn },
  {
    path: paths.reservations,
    labelKey: 'reservations.title',
    visible: (settings, signedIn) => settings.bookingActive && signedIn,
  },
  {
    path: paths.notifications,
    labelKey: 'notifications.title',
    visible: (settings, signedIn) => settings.notificationsActive && signedIn,
  },
  { path: paths.promos, labelKey: 'promos.title', visible: (settings, signedIn) => settings.promoActive && signedIn },
  {
    path: paths.cashback,
    labelKey: 'cashback.title',
    visible: (settings, signedIn) => settings.cashbackActive && signedIn,
  },
  { path: paths.login, labelKey: 'sitemap.login', visible: (_settings, signedIn) => !signedIn },
  {
    path: POLICY_PATHS.ABOUT_COMPANY,
    labelKey: 'policy.titles.ABOUT_COMPANY',
    visible: (settings) => policyEnabled('ABOUT_COMPANY', settings),
  },
  {
    path: POLICY_PATHS.TERMS,
    labelKey: 'policy.titles.TERMS',
    visible: (settings) => policyEnabled('TERMS', settings),
  },
  {
    path: POLICY_PATHS.PRIVACY_POLICY,
    labelKey: 'policy.titles.PRIVACY_POLICY',
    visible: (settings) => policyEnabled('PRIVACY_POLICY', settings),
  },
];

/** The entries this merchant and visitor get. */
export function sitemapEntries(
  settings: WebSettings,
  signedIn: boolean,
  entries: readonly SitemapEntry[] = SITEMAP,
): SitemapEntry[] {
  return entries.filter((entry) => entry.visible(settings, signedIn));
}
