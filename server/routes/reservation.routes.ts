/** Table reservations of the signed-in customer: list, book, cancel (rules in services/reservations.ts). */
import type { Hono } from 'hono';
import { ReservationRequestSchema } from '../../src/shared/contract/content.ts';
import { endpoints } from '../../src/shared/contract/endpoints.ts';
import { intParam, readBody, requireUser, type AppEnv } from '../http/context.ts';
import { cancelReservation, createReservation, reservationsOf } from '../services/reservations.ts';

export function registerReservationRoutes(api: Hono<AppEnv>): void {
  api.get(endpoints.reservations.path, (c) => {
    const user = requireUser(c);
    return c.json(reservationsOf(c.get('deps').db, c.get('merchant').id, user.id));
  });

  api.post(endpoints.reservationCreate.path, async (c) => {
    const user = requireUser(c);
    const body = await readBody(c, ReservationRequestSchema);
    return c.json(createReservation(c.get('deps').db, c.get('merchant').id, user.id, body, c.get('deps').now()), 201);
  });

  api.put(endpoints.reservationCancel.path, (c) => {
    const user = requireUser(c);
    const id = intParam(c.req.param('id'), 'id');
    return c.json(cancelReservation(c.get('deps').db, c.get('merchant').id, user.id, id));
  });
}
