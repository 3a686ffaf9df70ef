import { useMutation } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useText } from '@/shared/i18n/texts.ts';
import { hapticsAtom } from '@platform/index.ts';
import { deleteFavourite, setFavourite } from '@/entities/favourite/favourite.api.ts';
import {
  applyToggle,
  confirmToggle,
  rollbackToggle,
  type FavouriteChange,
} from '@/entities/favourite/favourite.lib.ts';
import { userAtom } from '@/entities/session/session.atoms.ts';
import { unwrap } from '@/shared/api/api-error.ts';
import { toApiError } from '@/shared/api/client.ts';
import { errorText } from '@/shared/api/error-text.ts';
import type { Favourite } from '@/shared/contract/catalogue.ts';
import { showToastAtom } from '@/shared/ui/toast.atoms.ts';
import { favouritesOptionsAtom } from './favourites.queries.ts';

export interface ToggleFavouriteVariables extends FavouriteChange {
  /** The confirmed record to remove, when known: removal by id also works for a product that left the menu. */
  favouriteId?: number | null;
}

interface Optimistic {
  previous: Favourite[] | undefined;
  /** This toggle's number: only the latest toggle of a product may roll it back. */
  seq: number;
}

export const TOGGLE_FAVOURITE_KEY = ['favourites', 'toggle'] as const;

/** The last toggle asked for, per product (module state: toggles outlive the buttons that started them). */
const latestToggle = new Map<number, number>();
let toggleCount = 0;

/**
 * Marks or unmarks a favourite with an optimistic update: every heart and the `/liked` list change at once; a failure
 * puts the product back as it was and says why (toast + error haptic). Toggles run one after another (one mutation
 * scope), so the server sees them in the order they were made; once the last one settles, the list is refetched.
 */
export function useToggleFavourite() {
  const { t, language } = useText();
  const userId = useAtomValue(userAtom)?.id ?? null;
  const haptics = useAtomValue(hapticsAtom);
  const toast = useSetAtom(showToastAtom);
  const { queryKey } = useAtomValue(favouritesOptionsAtom);

  return useMutation<Favourite | null, Error, ToggleFavouriteVariables, Optimistic>({
    mutationKey: TOGGLE_FAVOURITE_KEY,
    scope: { id: 'favourites' },
    mutationFn: async ({ productId, isFavourite, favouriteId }) =>
      !isFavourite && favouriteId && favouriteId > 0
        ? unwrap(await deleteFavourite(favouriteId))
        : unwrap(await setFavourite(productId, isFavourite)),
    onMutate: async (change, { client }) => {
      const seq = ++toggleCount;
      latestToggle.set(change.productId, seq);
      haptics.impact('light');
      await client.cancelQueries({ queryKey });
      const previous = client.getQueryData(queryKey);
      if (previous && userId !== null) client.setQueryData(queryKey, applyToggle(previous, change, userId));
      return { previous, seq };
    },
    onSuccess: (saved, _change, _optimistic, { client }) => {
      if (saved) client.setQueryData(queryKey, (list) => list && confirmToggle(list, saved));
    },
    onError: (error, change, optimistic, { client }) => {
      // A later toggle of the same product owns its state now: leave it to that one (and to the refetch).
      if (optimistic?.previous && latestToggle.get(change.productId) === optimistic.seq) {
        const snapshot = optimistic.previous;
        client.setQueryData(queryKey, (list) => rollbackToggle(list ?? snapshot, snapshot, change.productId));
      }
      // The localised reason when there is one worth reading (no connection, the server's own text, ...).
      const reason = errorText(toApiError(error), language, t);
      toast({
        kind: 'error',
        text:
          reason === t('common.error') ? t('favourites.toggleFailed') : t('favourites.toggleFailedBecause', { reason }),
      });
    },
    onSettled: (_data, _error, change, optimistic, { client }) => {
      if (optimistic && latestToggle.get(change.productId) === optimistic.seq) latestToggle.delete(change.productId);
      // Refetch once the last pending toggle is done, so that a refetch never overwrites one still in flight.
      if (client.isMutating({ mutationKey: TOGGLE_FAVOURITE_KEY }) === 1) void client.invalidateQueries({ queryKey });
    },
  });
}
