/**
 * Branches and where they deliver: the lists, the closest branch, one branch and its halls with their tables, cities,
 * delivery zones and the zone check, the delivery tariff, an order's courier.
 */
import type { Hono } from 'hono';
import type { Courier, Tariff } from '../../src/shared/contract/branch.ts';
import { TariffRequestSchema } from '../../src/shared/contract/branch.ts';
import type { Place } from '../../src/shared/contract/content.ts';
import { endpoints } from '../../src/shared/contract/endpoints.ts';
import { ARCHIVE_STATUSES } from '../../src/shared/contract/order.ts';
import { json } from '../db/database.ts';
import { intParam, numberQuery, readBody, requireUser, type AppEnv, type Ctx } from '../http/context.ts';
import { AppError, badField, notFound } from '../http/errors.ts';
import { deliveryQuote, zoneFor } from '../services/delivery.ts';
import { distanceKm } from '../services/geo.ts';
import { branchRows, findBranch, toBranch, toCity, toZone, type ZoneRow } from '../services/branches.ts';

function closest(c: Ctx) {
  const lat = numberQuery(c, 'lat');
  const lon = numberQuery(c, 'lon');
  if (Math.abs(lat) > 90) throw badField('lat');
  if (Math.abs(lon) > 180) throw badField('lon');
  const rows = branchRows(c.get('deps').db, c.get('merchant').id);
  const ranked = rows
    .map((row) => ({ row, distance: distanceKm(lat, lon, row.latitude, row.longitude) }))
    .sort((a, b) => a.distance - b.distance);
  const best = ranked[0];
  if (!best) throw notFound();
  return c.json(toBranch(best.row, best.distance));
}

export function registerBranchRoutes(api: Hono<AppEnv>): void {
  api.get(endpoints.branches.path, (c) =>
    c.json(branchRows(c.get('deps').db, c.get('merchant').id).map((row) => toBranch(row))),
  );

  api.get(endpoints.branchesFull.path, (c) => {
    const cityId = c.req.query('cityId');
    const rows = branchRows(c.get('deps').db, c.get('merchant').id).filter(
      (row) => !cityId || row.city_id === intParam(cityId, 'cityId'),
    );
    return c.json(rows.map((row) => toBranch(row)));
  });

  api.get(endpoints.closestBranch.path, (c) => {
    if (c.req.param('merchant') !== c.get('merchant').id) throw notFound();
    return closest(c);
  });

  api.get(endpoints.closestBranchLocal.path, (c) => {
    requireUser(c);
    return closest(c);
  });

  api.get(endpoints.branch.path, (c) => {
    const row = findBranch(c.get('deps').db, c.get('merchant').id, intParam(c.req.param('id'), 'id'));
    if (!row) throw notFound();
    return c.json(toBranch(row));
  });

  api.get(endpoints.branchPlaces.path, (c) => {
    const { db } = c.get('deps');
    const branch = findBranch(db, c.get('merchant').id, intParam(c.req.param('id'), 'id'));
    if (!branch) throw notFound();
    const places = db
      .prepare('SELECT id, branch_id, data FROM places WHERE branch_id = ? ORDER BY id')
      .all(branch.id) as { id: number; branch_id: number; data: string }[];
    const tables = db.prepare(
      'SELECT id, place_id AS hallId, number, chairs FROM dining_tables WHERE place_id = ? ORDER BY id',
    );
    const answer: Place[] = places.map((place) => ({
      id: place.id,
      branchId: place.branch_id,
      name: json<{ name: Place['name'] }>(place.data).name,
      tables: tables.all(place.id) as Place['tables'],
    }));
    return c.json(answer);
  });

  api.get(endpoints.cities.path, (c) => {
    requireUser(c);
    if (c.req.param('merchantId') !== c.get('merchant').id) throw notFound();
    const rows = c
      .get('deps')
      .db.prepare('SELECT data FROM cities WHERE merchant_id = ? ORDER BY is_main DESC, id')
      .all(c.get('merchant').id) as { data: string }[];
    return c.json(rows.map(toCity));
  });

  api.get(endpoints.deliveryZones.path, (c) => {
    const rows = c
      .get('deps')
      .db.prepare('SELECT * FROM zones WHERE merchant_id = ? ORDER BY price, id')
      .all(c.get('merchant').id) as ZoneRow[];
    return c.json(rows.map(toZone));
  });

  api.get(endpoints.zoneCheck.path, (c) => {
    const zone = zoneFor(c.get('deps').db, c.get('merchant').id, numberQuery(c, 'lat'), numberQuery(c, 'lon'));
    return c.json({ inZone: zone !== null, zone });
  });

  api.post(endpoints.tariff.path, async (c) => {
    requireUser(c);
    const body = await readBody(c, TariffRequestSchema);
    const { db } = c.get('deps');
    const branch = findBranch(db, c.get('merchant').id, body.branchId);
    if (!branch)
      throw new AppError(400, 'VALIDATION_FAILED', 'invalidField', {
        field: 'branchId',
        params: { field: 'branchId' },
      });
    const quote = deliveryQuote(db, c.get('merchant').id, toBranch(branch), body.latitude, body.longitude);
    if (!quote) throw new AppError(422, 'OUT_OF_ZONE', 'outOfZone');
    const tariff: Tariff = { id: quote.tariffId, price: quote.price, distance: quote.distance, zoneId: quote.zoneId };
    return c.json(tariff);
  });

  api.get(endpoints.courier.path, (c) => {
    const user = requireUser(c);
    const { db } = c.get('deps');
    const courierId = intParam(c.req.param('id'), 'id');
    const orderQuery = c.req.query('orderId');
    const orderId = orderQuery === undefined ? null : intParam(orderQuery, 'orderId');
    // The status and position are the order's, not the courier's: one courier carries several orders at once (the
    // demo clock gives every delivery of a branch its first courier), so the answer must come from the right order.
    // A customer sees a courier only while the courier carries one of their active orders: asked for one order, that
    // one; otherwise the one on its way first.
    const active = `status NOT IN (${ARCHIVE_STATUSES.map(() => '?').join(', ')})`;
    const order = (
      orderId !== null
        ? db
            .prepare(
              `SELECT data FROM orders WHERE id = ? AND merchant_id = ? AND user_id = ? AND json_extract(data, '$.courierId') = ? AND ${active}`,
            )
            .get(orderId, c.get('merchant').id, user.id, courierId, ...ARCHIVE_STATUSES)
        : db
            .prepare(
              `SELECT data FROM orders WHERE merchant_id = ? AND user_id = ? AND json_extract(data, '$.courierId') = ?
                 AND ${active}
               ORDER BY status = 'ON_WAY' DESC, id DESC LIMIT 1`,
            )
            .get(c.get('merchant').id, user.id, courierId, ...ARCHIVE_STATUSES)
    ) as { data: string } | undefined;
    const row = db
      .prepare('SELECT id, branch_id, data FROM couriers WHERE id = ? AND merchant_id = ?')
      .get(courierId, c.get('merchant').id) as { id: number; branch_id: number | null; data: string } | undefined;
    if (!order || !row) throw notFound();
    const data = json<{ name: string; phone: string }>(row.data);
    const tracking = json<{
      courierStatus?: Courier['status'];
      courierPosition?: { latitude: number; longitude: number } | null;
    }>(order.data);
    const courier: Courier = {
      id: row.id,
      name: data.name,
      phone: data.phone,
      status: tracking.courierStatus ?? 'NONE',
      latitude: tracking.courierPosition?.latitude ?? null,
      longitude: tracking.courierPosition?.longitude ?? null,
      branchId: row.branch_id,
    };
    return c.json(courier);
  });
}
