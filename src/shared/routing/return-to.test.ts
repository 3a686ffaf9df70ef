import { beforeEach, describe, expect, it } from 'vitest';
import { peekRedirect, rememberRedirect, safeRedirect, takeRedirect } from './return-to.ts';

describe('redirect guard', () => {
  const origin = 'https://demo.example.com';
  it.each([
    ['/checkout', '/checkout'],
    ['/Product/12?from=share#top', '/Product/12?from=share#top'],
  ])('keeps the same-origin path %s', (input, expected) => expect(safeRedirect(input, origin)).toBe(expected));
  it.each([
    'https://evil.example',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    '',
    42,
    null,
    'checkout',
  ])('turns %s into /', (input) => expect(safeRedirect(input, origin)).toBe('/'));
});

describe('remembered path', () => {
  beforeEach(() => localStorage.clear());

  it('is kept under the redirectUrl key, guarded, and taken once', () => {
    rememberRedirect('https://evil.example/x');
    expect(localStorage.getItem('redirectUrl')).toBe(JSON.stringify('/'));
    rememberRedirect('/orders/5?tab=archive');
    expect(localStorage.getItem('redirectUrl')).toBe(JSON.stringify('/orders/5?tab=archive'));
    expect(peekRedirect()).toBe('/orders/5?tab=archive');
    expect(takeRedirect()).toBe('/orders/5?tab=archive');
    expect(localStorage.getItem('redirectUrl')).toBeNull();
    expect(takeRedirect()).toBe('/');
  });
});
