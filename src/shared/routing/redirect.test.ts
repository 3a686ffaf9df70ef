import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect.ts';

describe('redirect guard', () => {
  const origin = 'https://demo.example.com';
  it.each([
    ['/checkout', '/checkout'],
    ['/Product/12?from=share#top', '/Product/12?from=share#top'],
  ])('keeps the same-origin path %s', (input, expected) => expect(safeRedirect(input, origin)).toBe(expected));
  it.each(['https://evil.example', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '', 42, null, 'checkout'])(
    'turns %s into /',
    (input) => expect(safeRedirect(input, origin)).toBe('/'),
  );
});
