/**
 * The picture a page opened on a dish shows first, found in a menu's answer that the early script has received
 * (src/early.ts), so the browser asks for it while the app's code is still coming instead of once the dish's screen
 * is drawn. Plain code without the schema library: the early script carries it. The answer is not checked against the
 * contract here (the app does that when it takes the answer over); anything unexpected only means no picture.
 */
import { productPictures } from '@/entities/catalogue/product-pictures.ts';
import { answerText, bodySize, type AnswerBody } from '@/shared/api/answer-bytes.ts';
import { imageUrl } from '@/shared/lib/image-url.ts';
import { STORAGE_KEYS } from '@/shared/lib/storage-keys.ts';
import { idOfPath, paths } from '@/shared/routing/paths.ts';

/**
 * A larger answer is not read here: reading it is one long task for a phone (a menu of about a thousand dishes and
 * more); the dish's picture then comes when its screen is drawn.
 */
export const MENU_READ_LIMIT_BYTES = 1024 * 1024;

/** The dish a page shows, from its path (`/Product/12`), or null. */
export const dishOfPath = (path: string): number | null => idOfPath(paths.pattern.product, path);

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** The address of dish `id`'s first picture as its screen will ask for it, or null. */
export async function dishPictureIn(menu: AnswerBody, id: number): Promise<string | null> {
  if (bodySize(menu) > MENU_READ_LIMIT_BYTES) return null;
  let products: unknown;
  try {
    products = (JSON.parse(await answerText(menu)) as { products?: unknown } | null)?.products;
  } catch {
    return null;
  }
  if (!Array.isArray(products)) return null;
  const dish: unknown = products.find((product: unknown) => (product as { id?: unknown } | null)?.id === id);
  if (typeof dish !== 'object' || dish === null) return null;
  const { image, gallery } = dish as { image?: unknown; gallery?: unknown };
  const [first] = productPictures({
    image: typeof image === 'string' ? image : null,
    gallery: isStringList(gallery) ? gallery : undefined,
  });
  return first ? imageUrl(first) : null;
}

/** A value this device keeps under `key` for `merchantId` (`{ merchantId, ... }`, as the app writes it), or null. */
function keptFor(key: string, merchantId: string): Record<string, unknown> | null {
  try {
    const raw = window.localStorage.getItem(key);
    const kept: unknown = raw === null ? null : JSON.parse(raw);
    return typeof kept === 'object' && kept !== null && (kept as { merchantId?: unknown }).merchantId === merchantId
      ? (kept as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * On a repeat visit to the home page, the first banner's picture as the page will ask for it, from what this device
 * keeps of the merchant (src/entities/content/content.api.ts): the banners it last saw, where its copy of the
 * settings turns the row on; or null. The copy is checked by the app when it draws it; here anything unexpected only
 * means no picture.
 */
export function keptBannerPicture(merchantId: string): string | null {
  const settings = keptFor(STORAGE_KEYS.settings, merchantId)?.wire as { bannersActive?: unknown } | undefined;
  if (settings?.bannersActive !== true) return null;
  const list = keptFor(STORAGE_KEYS.banners, merchantId)?.list;
  const image: unknown = Array.isArray(list) ? (list[0] as { image?: unknown } | null)?.image : undefined;
  return typeof image === 'string' ? imageUrl(image) : null;
}
