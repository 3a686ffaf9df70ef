import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_PICTURE } from '@/shared/lib/image-url.ts';
import { STORAGE_KEYS } from '@/shared/lib/storage-keys.ts';
import { dishOfPath, dishPictureIn, keptBannerPicture, MENU_READ_LIMIT_BYTES } from './opening-picture.ts';

const answer = (body: unknown): ArrayBuffer => new TextEncoder().encode(JSON.stringify(body)).buffer as ArrayBuffer;
/** The same answer as the early script takes the menu: a Blob. */
const blob = (body: unknown): Blob => new Blob([JSON.stringify(body)], { type: 'application/json' });

describe("the picture of the dish a page opens on, from the menu's answer", () => {
  it("reads the dish's id from its page's path, and nothing from another page's", () => {
    expect(dishOfPath('/Product/12')).toBe(12);
    expect(dishOfPath('/Product/')).toBeNull();
    expect(dishOfPath('/Product/12/x')).toBeNull();
    expect(dishOfPath('/Product/-1')).toBeNull();
    expect(dishOfPath('/cart')).toBeNull();
    expect(dishOfPath('/')).toBeNull();
  });

  it("gives the first picture of the dish's gallery, else its picture, as its screen asks for it", async () => {
    const menu = answer({
      products: [
        { id: 1, image: '/art/a.svg' },
        { id: 2, image: '/art/b.svg', gallery: ['/art/b1.svg', '/art/b2.svg'] },
        { id: 3, image: null },
      ],
    });
    await expect(dishPictureIn(menu, 1)).resolves.toBe('/art/a.svg');
    await expect(dishPictureIn(menu, 2)).resolves.toBe('/art/b1.svg');
    await expect(dishPictureIn(menu, 3)).resolves.toBe(DEFAULT_PICTURE);
    await expect(dishPictureIn(blob({ products: [{ id: 2, gallery: ['/art/b1.svg'] }] }), 2)).resolves.toBe(
      '/art/b1.svg',
    );
  });

  it('gives nothing for a dish the answer does not have, an answer of another shape, or one too large to read here', async () => {
    await expect(dishPictureIn(answer({ products: [{ id: 1, image: '/art/a.svg' }] }), 9)).resolves.toBeNull();
    await expect(dishPictureIn(answer({ products: 'none' }), 1)).resolves.toBeNull();
    await expect(dishPictureIn(answer([null, 1]), 1)).resolves.toBeNull();
    await expect(
      dishPictureIn(new TextEncoder().encode('{"products": [').buffer as ArrayBuffer, 1),
    ).resolves.toBeNull();
    const large = answer({ products: [{ id: 1, image: '/art/a.svg', padding: 'x'.repeat(MENU_READ_LIMIT_BYTES) }] });
    await expect(dishPictureIn(large, 1)).resolves.toBeNull();
    await expect(
      dishPictureIn(blob({ products: [{ id: 1, padding: 'x'.repeat(MENU_READ_LIMIT_BYTES) }] }), 1),
    ).resolves.toBeNull();
  });

  it('does not take a malformed picture field at its word', async () => {
    const menu = answer({ products: [{ id: 1, image: 5, gallery: ['/art/ok.svg', 7] }] });
    await expect(dishPictureIn(menu, 1)).resolves.toBe(DEFAULT_PICTURE);
  });
});

describe("the first banner's picture a repeat visit asks for, from what the device keeps", () => {
  afterEach(() => localStorage.clear());
  const keep = (key: string, value: unknown) => localStorage.setItem(key, JSON.stringify(value));
  const settings = (merchantId: string, bannersActive?: boolean) =>
    keep(STORAGE_KEYS.settings, { savedAt: 1, merchantId, wire: { bannersActive } });
  const banners = (merchantId: string, list: unknown) => keep(STORAGE_KEYS.banners, { savedAt: 1, merchantId, list });

  it("gives the first kept banner's picture, as the row asks for it, where the kept settings turn the row on", () => {
    settings('m1', true);
    banners('m1', [{ image: '/art/banner-1.webp' }, { image: '/art/banner-2.webp' }]);
    expect(keptBannerPicture('m1')).toBe('/art/banner-1.webp');
  });

  it('gives nothing where the row is off or unknown, for another merchant, or for a copy of another shape', () => {
    banners('m1', [{ image: '/art/banner-1.webp' }]);
    expect(keptBannerPicture('m1')).toBeNull();
    settings('m1', false);
    expect(keptBannerPicture('m1')).toBeNull();
    settings('m1', true);
    expect(keptBannerPicture('m2')).toBeNull();
    banners('m1', []);
    expect(keptBannerPicture('m1')).toBeNull();
    banners('m1', [{ image: 7 }]);
    expect(keptBannerPicture('m1')).toBeNull();
    banners('m1', 'none');
    expect(keptBannerPicture('m1')).toBeNull();
    localStorage.setItem(STORAGE_KEYS.banners, '{"merchantId": "m1", "list": [');
    expect(keptBannerPicture('m1')).toBeNull();
    banners('m1', [null]);
    expect(keptBannerPicture('m1')).toBeNull();
  });
});
