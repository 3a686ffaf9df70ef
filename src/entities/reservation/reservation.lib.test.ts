import { describe, expect, it } from 'vitest';
import type { Place, Reservation } from '@/shared/contract/content.ts';
import { cancellable, inOrder, tablesFor } from './reservation.lib.ts';

const same = (text: string) => ({ uz: text, ru: text, eng: text });
const HALL: Place = {
  id: 1,
  branchId: 1,
  name: same('Main hall'),
  tables: [
    { id: 1, hallId: 1, number: '1', chairs: 6 },
    { id: 2, hallId: 1, number: '2', chairs: 2 },
    { id: 3, hallId: 1, number: '3', chairs: 4 },
  ],
};
const NOW = new Date('2026-11-23T10:00:00Z');
const reservation = (id: number, reservedAt: string, status: Reservation['status'] = 'ACTIVE'): Reservation => ({
  id,
  branchId: 1,
  placeId: 1,
  chairs: 2,
  reservedAt,
  status,
  createdDate: '2026-11-20T10:00:00Z',
});

describe('reservations', () => {
  it('offers the tables that seat the party, best fit first', () => {
    expect(tablesFor(HALL, 3).map((table) => table.number)).toEqual(['3', '1']);
    expect(tablesFor(undefined, 2)).toEqual([]);
  });
  it('cancels only an active one still ahead', () => {
    expect(cancellable(reservation(1, '2026-11-23T12:00:00Z'), NOW)).toBe(true);
    expect(cancellable(reservation(2, '2026-11-23T09:00:00Z'), NOW)).toBe(false);
    expect(cancellable(reservation(3, '2026-11-23T12:00:00Z', 'CANCELED'), NOW)).toBe(false);
  });
  it('lists what is ahead first, soonest first, then the rest, newest first', () => {
    const list = [
      reservation(1, '2026-11-21T12:00:00Z'),
      reservation(2, '2026-11-25T12:00:00Z'),
      reservation(3, '2026-11-24T12:00:00Z'),
      reservation(4, '2026-11-26T12:00:00Z', 'CANCELED'),
    ];
    expect(inOrder(list, NOW).map((r) => r.id)).toEqual([3, 2, 4, 1]);
  });
});
