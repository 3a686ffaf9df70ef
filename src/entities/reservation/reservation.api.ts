import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { unwrap, type Result } from '@/shared/api/api-error.ts';
import { call } from '@/shared/api/client.ts';
import { ReservationSchema, type Reservation, type ReservationRequest } from '@/shared/contract/content.ts';
import { endpoints } from '@/shared/contract/endpoints.ts';

/** The signed-in customer's table reservations, newest first as the server sends them. Needs a user. */
export const reservationsQuery = (merchantId: string | null, userId: number | null) =>
  queryOptions({
    queryKey: ['merchant', merchantId, 'reservations', userId] as const,
    queryFn: async ({ signal }): Promise<Reservation[]> =>
      unwrap(await call(endpoints.reservations, { schema: v.array(ReservationSchema), signal })),
    enabled: merchantId !== null && userId !== null,
    staleTime: 30_000,
  });

export const reserveTable = (request: ReservationRequest): Promise<Result<Reservation>> =>
  call(endpoints.reservationCreate, { schema: ReservationSchema, body: request });

export const cancelReservation = (id: number): Promise<Result<Reservation>> =>
  call(endpoints.reservationCancel, { schema: ReservationSchema, params: { id } });
