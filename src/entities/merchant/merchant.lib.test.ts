import { describe, expect, it } from 'vitest';
import { merchantSource, parseKnownMerchants, subdomainOf } from './merchant.lib.ts';

describe('merchant resolution', () => {
  const known = parseKnownMerchants('localhost=demo-id, 127.0.0.1=demo-id,shop.example.com=shop-id');
  it.each([
    ['burger.localhost:8080', 'burger'],
    ['demo.shop.uz', 'demo'],
    ['localhost:8080', null],
    ['shop.uz', null],
    ['www.shop.uz', null],
    ['127.0.0.1:8080', null],
  ])('reads the subdomain of %s', (host, sub) => expect(subdomainOf(host)).toBe(sub));

  it('prefers the stored merchant of the same host', () => {
    expect(merchantSource({ host: 'burger.localhost', storedId: 'b-id', storedSub: 'burger', known })).toEqual({
      kind: 'stored',
      id: 'b-id',
    });
  });
  it('looks the subdomain up when nothing is stored for it', () => {
    expect(merchantSource({ host: 'burger.localhost', storedId: 'demo-id', storedSub: '', known })).toEqual({
      kind: 'sub',
      sub: 'burger',
    });
  });
  it('falls back to known deployments, plain localhost being the demo', () => {
    expect(merchantSource({ host: 'localhost:8080', storedId: null, storedSub: null, known })).toEqual({
      kind: 'known',
      id: 'demo-id',
    });
    expect(merchantSource({ host: 'shop.example.com', storedId: null, storedSub: null, known })).toEqual({
      kind: 'known',
      id: 'shop-id',
    });
    expect(merchantSource({ host: 'unknown.com', storedId: null, storedSub: null, known })).toEqual({ kind: 'none' });
  });
});
