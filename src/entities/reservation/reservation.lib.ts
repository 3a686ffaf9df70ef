import type { Place, Reservation, Table } from '@/shared/contract/content.ts';

/** Tables of a hall that seat the party, smallest first (the best fit leads). */
export const tablesFor = (place: Place | undefined, chairs: number): Table[] =>
  (place?.tables ?? []).filter((table) => table.chairs >= chairs).sort((a, b) => a.chairs - b.chairs);

/** Whether a reservation can still be cancelled: active and not yet begun. */
export const cancellable = (reservation: Reservation, now: Date): boolean =>
  reservation.status === 'ACTIVE' && new Date(reservation.reservedAt).getTime() > now.getTime();

/** Upcoming active reservations first (soonest first), then the rest (newest first). */
export function inOrder(list: readonly Reservation[], now: Date): Reservation[] {
  const at = (reservation: Reservation) => new Date(reservation.reservedAt).getTime();
  const upcoming = list.filter((reservation) => cancellable(reservation, now)).sort((a, b) => at(a) - at(b));
  const rest = list.filter((reservation) => !cancellable(reservation, now)).sort((a, b) => at(b) - at(a));
  return [...upcoming, ...rest];
}
