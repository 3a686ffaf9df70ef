import type { Product } from '@/shared/contract/catalogue.ts';
import { DEFAULT_PICTURE } from '@/shared/lib/image-url.ts';

/** A dish's pictures as its page shows them: its gallery, else its one picture, else the default picture. */
export function productPictures(product: Pick<Product, 'image' | 'gallery'>): string[] {
  return product.gallery && product.gallery.length > 0 ? product.gallery : [product.image ?? DEFAULT_PICTURE];
}
