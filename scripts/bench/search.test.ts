import { describe, expect, it } from 'vitest';
import type { Product } from '../../src/shared/contract/catalogue.ts';
import { benchmarkSearch, keystrokes } from './search.ts';

const product = (id: number, uz: string, ru: string): Product => ({
  id,
  name: { uz, ru },
  description: null,
  priority: 1,
  categoryId: 1,
  active: true,
  type: 'NONE',
  costPrice: 1000,
});

describe('the search keystroke figure', () => {
  it('types a query key by key, skipping the keystrokes that end on a space', () => {
    expect(keystrokes('plov')).toEqual(['p', 'pl', 'plo', 'plov']);
    expect(keystrokes('osh 7')).toEqual(['o', 'os', 'osh', 'osh 7']);
    expect(keystrokes('')).toEqual([]);
  });

  it('times the index build and every query, and orders its percentiles', () => {
    const catalogue = Array.from({ length: 200 }, (_, i) => product(i + 1, `Palov ${i}`, `Лагман ${i}`));
    const result = benchmarkSearch(catalogue, ['palov', 'лагман', "lag'mon"].flatMap(keystrokes));
    for (const value of Object.values(result)) expect(Number.isFinite(value) && value >= 0).toBe(true);
    expect(result.p50).toBeLessThanOrEqual(result.p95);
    expect(result.p95).toBeLessThanOrEqual(result.max);
  });

  it('answers zero for no queries', () => {
    const result = benchmarkSearch([product(1, 'Palov', 'Плов')], []);
    expect(result).toMatchObject({ p50: 0, p95: 0, max: 0 });
  });
});
