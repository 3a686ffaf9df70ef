import { describe, expect, it } from 'vitest';
import { idOfPath, paths, withSearch } from './paths.ts';

/** How wouter reads a pattern: a `:param` is one segment. */
const matchesPattern = (pattern: string, path: string) =>
  new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+')}$`).test(path);

describe('paths', () => {
  it('builds the spec routes with their mixed case', () => {
    expect(paths.product(12)).toBe('/Product/12');
    expect(paths.reviews(12)).toBe('/Reviews/12');
    expect(paths.category(3)).toBe('/Category/3');
    expect(paths.categories).toBe('/Category');
    expect(paths.order(5)).toBe('/orders/5');
    expect(paths.orderMap(5)).toBe('/orders/5/map');
    expect(paths.ordersArchive).toBe('/orders?tab=archive');
    expect([paths.profile, paths.terms, paths.addresses, paths.chooseAddress]).toEqual([
      '/user',
      '/offerta',
      '/address',
      '/choose-address',
    ]);
  });

  it('each builder lands on its own router pattern, and on no other', () => {
    const built = [paths.product(1), paths.reviews(1), paths.category(1), paths.order(1), paths.orderMap(1)];
    const patterns = [
      paths.pattern.product,
      paths.pattern.reviews,
      paths.pattern.category,
      paths.pattern.order,
      paths.pattern.orderMap,
    ];
    built.forEach((path, i) => patterns.forEach((pattern, j) => expect(matchesPattern(pattern, path)).toBe(i === j)));
    expect(matchesPattern(paths.pattern.product, '/Product/12/x')).toBe(false);
    expect(matchesPattern(paths.pattern.cart, paths.cart)).toBe(true);
  });

  it('adds the query string only when there is one', () => {
    expect(withSearch(paths.chooseAddress, 'return=/checkout')).toBe('/choose-address?return=/checkout');
    expect(withSearch(paths.chooseAddress, '')).toBe('/choose-address');
  });
});

describe('idOfPath', () => {
  it("reads the id of a route of the pattern, and nothing from another route's path", () => {
    expect(idOfPath(paths.pattern.order, '/orders/12')).toBe(12);
    expect(idOfPath(paths.pattern.orderMap, '/orders/12/map')).toBe(12);
    for (const path of ['/orders/12/map', '/orders/', '/orders', '/orders/0', '/orders/x', '/Product/12'])
      expect(idOfPath(paths.pattern.order, path), path).toBeNull();
    expect(idOfPath(paths.pattern.orderMap, '/orders/map')).toBeNull();
  });
});
