import { describe, expect, it } from 'vitest';
import { DEFAULT_PICTURE, imageUrl, pictureAddress } from './image-url.ts';

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

describe('picture addresses from the content', () => {
  it('keeps http(s) addresses and paths of this site, refuses every other scheme', () => {
    expect(pictureAddress('/uploads/plov.webp')).toBe(`${window.location.origin}/uploads/plov.webp`);
    expect(pictureAddress('https://cdn.example.uz/p.jpg')).toBe('https://cdn.example.uz/p.jpg');
    for (const hostile of [
      'javascript:alert(1)',
      ' JAVASCRIPT:alert(1)',
      'data:image/svg+xml,<svg onload=alert(1)>',
      'vbscript:msgbox(1)',
      'blob:https://x/1',
      'http://[::1',
    ])
      expect(pictureAddress(hostile)).toBeNull();
    expect(imageUrl('javascript:alert(1)', '')).toBe(DEFAULT_PICTURE);
  });
});
