import type { Favourite, Product } from '@/shared/contract/catalogue.ts';

/** A change the user asked for: this product in (true) or out of (false) the favourites. */
export interface FavouriteChange {
  productId: number;
  isFavourite: boolean;
}

/**
 * The id of a favourite the server has not confirmed yet. Negative, so it is never mistaken for (or sent as) a real
 * record id; one per product, as the server keeps at most one record per product and user.
 */
export const placeholderId = (productId: number): number => -Math.abs(productId) || -1;
export const isConfirmed = (favourite: Favourite): boolean => favourite.id > 0;

export function findFavourite(list: readonly Favourite[] | undefined, productId: number): Favourite | undefined {
  return list?.find((favourite) => favourite.productId === productId);
}

/**
 * The list as it will be once the change is saved (the optimistic update): a new favourite goes first (the server
 * lists newest first) as a placeholder record; a removed one is dropped. An already-true change gives back the same
 * list, so nothing re-renders.
 */
export function applyToggle(list: readonly Favourite[], change: FavouriteChange, userId: number): Favourite[] {
  const present = list.some((favourite) => favourite.productId === change.productId);
  if (change.isFavourite) {
    if (present) return list as Favourite[];
    return [{ id: placeholderId(change.productId), productId: change.productId, userId, isFavourite: true }, ...list];
  }
  return present ? list.filter((favourite) => favourite.productId !== change.productId) : (list as Favourite[]);
}

/**
 * Undoes one failed change: the product goes back to how it was in `snapshot` (the list before that change), at
 * its old place, while every other product keeps its current state (other toggles made meanwhile are not undone).
 */
export function rollbackToggle(
  current: readonly Favourite[],
  snapshot: readonly Favourite[],
  productId: number,
): Favourite[] {
  const without = current.filter((favourite) => favourite.productId !== productId);
  const index = snapshot.findIndex((favourite) => favourite.productId === productId);
  const before = snapshot[index];
  if (!before) return without.length === current.length ? (current as Favourite[]) : without;
  // Its old place: after the favourites that preceded it in the snapshot, and after those added since (newest first).
  const preceding = new Set(snapshot.slice(0, index).map((favourite) => favourite.productId));
  const following = new Set(snapshot.slice(index + 1).map((favourite) => favourite.productId));
  let at = 0;
  without.forEach((favourite, i) => {
    if (preceding.has(favourite.productId) || !following.has(favourite.productId)) at = i + 1;
  });
  return [...without.slice(0, at), before, ...without.slice(at)];
}

/**
 * Puts the server's record in place of the placeholder once a favourite is saved, so that its real id is known
 * (to delete it by id). If the product was unmarked again meanwhile, the list is left as it is.
 */
export function confirmToggle(list: readonly Favourite[], saved: Favourite): Favourite[] {
  if (!saved.isFavourite) return list as Favourite[];
  let changed = false;
  const next = list.map((favourite) => {
    if (favourite.productId !== saved.productId || favourite.id === saved.id) return favourite;
    changed = true;
    return saved;
  });
  return changed ? next : (list as Favourite[]);
}

export interface FavouriteListing {
  /** Favourites on today's menu, in the favourites' order (newest first). */
  available: Product[];
  /** Favourites no longer on the menu (or not sold at this branch); `product` when the catalogue still knows it. */
  gone: { productId: number; favouriteId: number; product: Product | null }[];
}

/**
 * The favourites joined with the menu: `menu` is what the customer can order now (the shaped catalogue's
 * products), `known` every product of the catalogue, to name the ones that left the menu.
 */
export function listFavourites(
  favourites: readonly Favourite[],
  menu: ReadonlyMap<number, Product>,
  known: ReadonlyMap<number, Product> = menu,
): FavouriteListing {
  const available: Product[] = [];
  const gone: FavouriteListing['gone'] = [];
  const seen = new Set<number>();
  for (const favourite of favourites) {
    if (!favourite.isFavourite || seen.has(favourite.productId)) continue;
    seen.add(favourite.productId);
    const product = menu.get(favourite.productId);
    if (product) available.push(product);
    else
      gone.push({
        productId: favourite.productId,
        favouriteId: favourite.id,
        product: known.get(favourite.productId) ?? null,
      });
  }
  return { available, gone };
}
