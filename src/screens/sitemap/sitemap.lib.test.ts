import { describe, expect, it } from 'vitest';
import { DEFAULT_WEB_SETTINGS, type WebSettings } from '@/shared/contract/merchant.ts';
import { paths as routes } from '@/shared/routing/paths.ts';
import { SITEMAP, sitemapEntries } from './sitemap.lib.ts';

const withFlags = (flags: Partial<WebSettings>): WebSettings => ({ ...DEFAULT_WEB_SETTINGS, ...flags });
const paths = (settings: WebSettings, signedIn: boolean) =>
  sitemapEntries(settings, signedIn).map((entry) => entry.path);
const allPolicies = withFlags({
  termsOfUseActive: true,
  privacyActive: true,
  aboutMerchantActive: true,
  branchesActive: true,
  vacanciesActive: true,
});

describe('sitemap', () => {
  it('lists every built page a guest can open when every flag is on', () => {
    expect(paths(allPolicies, false)).toEqual([
      '/',
      '/Category',
      '/search',
      '/branches',
      '/vacancy',
      '/user',
      '/login',
      '/about',
      '/offerta',
      '/privacy',
    ]);
  });

  it('leaves out the login page for a signed-in user', () => {
    expect(paths(allPolicies, true)).toEqual([
      '/',
      '/Category',
      '/search',
      '/branches',
      '/vacancy',
      '/user',
      '/orders',
      '/address',
      '/about',
      '/offerta',
      '/privacy',
    ]);
  });

  it.each([
    ['termsOfUseActive', '/offerta'],
    ['privacyActive', '/privacy'],
    ['aboutMerchantActive', '/about'],
  ] as const)('hides the page when %s is off', (flag, path) => {
    const listed = paths({ ...allPolicies, [flag]: false }, false);
    expect(listed).not.toContain(path);
    expect(listed).toHaveLength(paths(allPolicies, false).length - 1);
  });

  it('lists no policy page under the default settings', () => {
    expect(paths(DEFAULT_WEB_SETTINGS, false)).toEqual(['/', '/Category', '/search', '/user', '/login']);
  });

  it('has one entry per path, each with a label', () => {
    expect(new Set(SITEMAP.map((entry) => entry.path)).size).toBe(SITEMAP.length);
    for (const entry of SITEMAP) expect(entry.labelKey).toMatch(/^[a-z]+(\.[A-Za-z_]+)+$/);
  });

  it('lists only pages the storefront has a route for', () => {
    const patterns = new Set<string>(Object.values(routes.pattern));
    expect(SITEMAP.map((entry) => entry.path).filter((path) => !patterns.has(path))).toEqual([]);
  });

  it('lists the branches only when the merchant has them on', () => {
    const listed = (branchesActive: boolean) => paths(withFlags({ branchesActive }), false).includes(routes.branches);
    expect(listed(true)).toBe(true);
    expect(listed(false)).toBe(false);
  });

  it.each([
    ['favouriteActive', '/liked'],
    ['bookingActive', '/reservations'],
    ['notificationsActive', '/notifications'],
    ['promoActive', '/promos'],
    ['cashbackActive', '/user/cashback'],
  ] as const)("lists a signed-in customer's page only while %s is on", (flag, path) => {
    expect(paths({ ...allPolicies, [flag]: true }, true)).toContain(path);
    expect(paths({ ...allPolicies, [flag]: true }, false)).not.toContain(path);
    expect(paths({ ...allPolicies, [flag]: false }, true)).not.toContain(path);
  });
});
