import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { localize } from '@/shared/lib/localize.ts';
import { branchPlacesAtom } from './branch.queries.ts';

/**
 * Where in a branch a customer sits: "Terrace · Table 3" (a dine-in order's table, a booking's hall and table), or
 * the hall alone for a booking without a table. Undefined while the branch's halls are coming; null when they could
 * not come or the hall or table is no longer there (the merchant took it away): the rest of the card stands without it.
 */
export function useSeatLabel(
  branchId: number,
  { placeId, tableId }: { placeId?: number | null; tableId?: number | null },
): string | null | undefined {
  const { t, i18n } = useTranslation();
  const places = useAtomValue(useMemo(() => branchPlacesAtom(branchId), [branchId]));
  if (places.isPending) return undefined;
  const hall = places.data?.find((place) =>
    placeId != null ? place.id === placeId : place.tables.some((table) => table.id === tableId),
  );
  if (!hall) return null;
  const name = localize(hall.name, i18n.language);
  if (tableId == null) return name;
  const table = hall.tables.find((candidate) => candidate.id === tableId);
  return table ? `${name} · ${t('orders.table', { value: table.number })}` : null;
}
