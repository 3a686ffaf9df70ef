import { describe, expect, it } from 'vitest';
import type { Category, Overall, Product } from '@/shared/contract/catalogue.ts';
import { isAvailableAt, offlineProducts, shapeCatalogue } from './catalogue.lib.ts';
import { cartRecommendations } from './recommendations.lib.ts';

const name = (text: string) => ({ uz: text, ru: text, eng: text });
const category = (id: number, groupId: number | null, priority: number): Category => ({
  id,
  groupId,
  priority,
  name: name(`c${id}`),
  viewType: 'MEDIUM',
  scrollType: 'VERTICAL',
});
const product = (
  id: number,
  categoryId: number,
  priority: number,
  branches: { branchId: number; active: boolean; stock?: number | null }[] = [],
): Product => ({
  id,
  categoryId,
  priority,
  name: name(`p${id}`),
  active: true,
  type: 'NONE',
  costPrice: 1000,
  productBranch: branches,
});

const overall: Overall = {
  groups: [
    { id: 2, priority: 2, name: name('g2'), type: 'GROUP' },
    { id: 1, priority: 1, name: name('g1'), type: 'GROUP' },
  ],
  categories: [category(10, 1, 2), category(11, 1, 1), category(20, 2, 1), category(30, null, 1), category(99, 1, 0)],
  products: [
    product(1, 10, 3),
    product(2, 10, 1),
    product(3, 11, 1, [{ branchId: 7, active: false }]),
    product(4, 20, 1, [
      { branchId: 7, active: true, stock: 0 },
      { branchId: 8, active: true, stock: 2 },
    ]),
    product(5, 30, 1),
    { ...product(6, 99, 1), active: false },
  ],
};

describe('catalogue shaping', () => {
  it('sorts groups, categories and products by priority and hides empty categories', () => {
    const shaped = shapeCatalogue(overall, { branchId: null });
    expect(shaped.groups.map((g) => g.id)).toEqual([1, 2]);
    expect(shaped.categories.map((c) => c.id)).toEqual([11, 10, 20, 30]);
    expect(shaped.categories[1]?.products.map((p) => p.id)).toEqual([2, 1]);
    expect(shaped.categories.some((c) => c.id === 99)).toBe(false);
  });

  it('shows a category of a group the answer does not hold with the ungrouped ones, instead of losing it', () => {
    const orphaned: Overall = {
      ...overall,
      categories: [...overall.categories, category(40, 5, 0)],
      products: [...overall.products, product(7, 40, 1)],
    };
    const shaped = shapeCatalogue(orphaned, { branchId: null });
    expect(shaped.categories.map((c) => c.id)).toEqual([11, 10, 20, 40, 30]);
  });

  it('keeps only products active at the chosen branch', () => {
    const shaped = shapeCatalogue(overall, { branchId: 7 });
    expect([...shaped.products.keys()].sort()).toEqual([1, 2, 5]);
    expect(shaped.unavailable).toEqual(new Set([3, 4, 6]));
    expect(shaped.categories.map((c) => c.id)).toEqual([10, 30]);
    expect(isAvailableAt(overall.products[3] as Product, 8)).toBe(true);
  });

  it('merges grades in', () => {
    const shaped = shapeCatalogue(overall, { branchId: null, grades: [{ productId: 2, grade: 4.5, count: 12 }] });
    expect(shaped.products.get(2)).toMatchObject({ grade: 4.5, gradeCount: 12 });
  });
});

describe('offlineProducts', () => {
  it('names the products of categories shown without the basket, and none when no category is', () => {
    const hall = { ...category(10, 1, 2), isWithoutCart: true };
    const menu = { categories: [hall, category(11, 1, 1)], products: [product(1, 10, 1), product(2, 11, 1)] };
    expect([...offlineProducts(menu)]).toEqual([1]);
    expect(shapeCatalogue({ groups: [], ...menu }, { branchId: null }).offline.has(1)).toBe(true);
    expect(offlineProducts({ categories: [category(11, 1, 1)], products: menu.products }).size).toBe(0);
  });
});

describe('cartRecommendations', () => {
  it('offers marked dishes sold at the branch and online, in menu order, leaving some out, up to the limit', () => {
    const marked = (p: Product) => ({ ...p, isCartRecommendation: true });
    const hall = { ...category(12, 1, 3), isWithoutCart: true };
    const menu: Overall = {
      groups: [{ id: 1, priority: 1, name: name('g1'), type: 'GROUP' }],
      categories: [category(10, 1, 2), category(11, 1, 1), hall],
      products: [
        marked(product(1, 10, 1)),
        marked(product(2, 11, 1)),
        product(3, 11, 2),
        marked(product(4, 11, 3, [{ branchId: 7, active: false }])),
        marked(product(5, 12, 1)),
        marked(product(6, 10, 2)),
      ],
    };
    const shaped = shapeCatalogue(menu, { branchId: 7 });
    expect(cartRecommendations(shaped, new Set()).map((p) => p.id)).toEqual([2, 1, 6]);
    expect(cartRecommendations(shaped, new Set([1])).map((p) => p.id)).toEqual([2, 6]);
    expect(cartRecommendations(shaped, new Set(), 2).map((p) => p.id)).toEqual([2, 1]);
  });
});
