import { describe, expect, it } from 'vitest';
import { DEFAULT_PICTURE, imageUrl } from './image-url.ts';

describe('image addresses', () => {
  it('uses the content path without a proxy and the default picture when there is none', () => {
    expect(imageUrl('/api/content/art/plov/1.svg', '')).toBe('/api/content/art/plov/1.svg');
    expect(imageUrl(null, '')).toBe(DEFAULT_PICTURE);
  });
  it('asks the proxy for 480x480 webp', () => {
    expect(imageUrl('https://cdn.example.com/a.png', 'https://img.example.com/')).toBe(
      `https://img.example.com/fit/480/480/q:100/plain/${encodeURIComponent('https://cdn.example.com/a.png')}@webp`,
    );
  });
});
