import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_PICTURE, imageUrl, pictureAddress, PROXY_WIDTHS, proxyWidth, smallImageUrl } from './image-url.ts';

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
  it('asks the proxy for a picture shown small at its size on the screen, in a few steps', () => {
    const proxy = 'https://img.example.com';
    const picture = 'https://cdn.example.com/a.png';
    const at = (width: number) =>
      `https://img.example.com/fit/${width}/${width}/q:100/plain/${encodeURIComponent(picture)}@webp`;
    const density = vi.spyOn(window, 'devicePixelRatio', 'get');
    try {
      density.mockReturnValue(3);
      expect(smallImageUrl(picture, 44, proxy)).toBe(at(160));
      expect(smallImageUrl(picture, 64, proxy)).toBe(at(240));
      expect(smallImageUrl(picture, 240, proxy)).toBe(at(480));
      density.mockReturnValue(2);
      expect(smallImageUrl(picture, 64, proxy)).toBe(at(160));
      expect(smallImageUrl(picture, 72, proxy)).toBe(at(160));
      expect(smallImageUrl(picture, 140, proxy)).toBe(at(320));
      density.mockReturnValue(1);
      expect(smallImageUrl(picture, 240, proxy)).toBe(at(240));
      // Without a proxy the content path is the only address there is, whatever the size.
      expect(smallImageUrl('/uploads/a.png', 44, '')).toBe('/uploads/a.png');
    } finally {
      density.mockRestore();
    }
  });
  it('keeps every proxy width a step of the list, 480 at most, whatever the screen says', () => {
    for (const density of [0, -1, Number.NaN, Number.POSITIVE_INFINITY, 0.5, 1, 1.5, 2.625, 4])
      for (const shown of [0, 1, 44, 100, 200, 480, 5000]) expect(PROXY_WIDTHS).toContain(proxyWidth(shown, density));
    expect(proxyWidth(44, 1)).toBe(160);
    expect(proxyWidth(161, 1)).toBe(240);
    expect(proxyWidth(400, 2)).toBe(480);
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
