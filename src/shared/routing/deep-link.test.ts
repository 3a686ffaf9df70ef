import { describe, expect, it } from 'vitest';
import { productShareLink, startParamPath } from './deep-link.ts';

describe('start parameter', () => {
  it.each([
    ['product_12', '/Product/12'],
    ['category_3', '/Category/3'],
    ['order_100045', '/orders/100045'],
    ['cart', '/cart'],
  ])('opens %s at %s', (param, path) => expect(startParamPath(param)).toBe(path));
  it.each([null, '', 'product_', 'product_12x', 'evil_1', '../admin', 'product_-1'])('ignores %s', (param) =>
    expect(startParamPath(param)).toBeNull(),
  );
  it('builds a share link', () =>
    expect(productShareLink('demo_bot', 7)).toBe('https://t.me/demo_bot?startapp=product_7'));
});
