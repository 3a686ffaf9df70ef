/** The signed-in customer's saved delivery addresses: list, add, change, delete (storage in services/addresses.ts). */
import type { Hono } from 'hono';
import { endpoints } from '../../src/shared/contract/endpoints.ts';
import { AddressInputSchema } from '../../src/shared/contract/user.ts';
import { intParam, readBody, requireUser, type AppEnv } from '../http/context.ts';
import { addressesOf, createAddress, deleteAddress, updateAddress } from '../services/addresses.ts';

export function registerAddressRoutes(api: Hono<AppEnv>): void {
  api.get(endpoints.addresses.path, (c) => {
    const user = requireUser(c);
    return c.json(addressesOf(c.get('deps').db, c.get('merchant').id, user.id));
  });

  api.post(endpoints.addressCreate.path, async (c) => {
    const user = requireUser(c);
    const body = await readBody(c, AddressInputSchema);
    return c.json(createAddress(c.get('deps').db, c.get('merchant').id, user.id, body), 201);
  });

  api.put(endpoints.addressUpdate.path, async (c) => {
    const user = requireUser(c);
    const id = intParam(c.req.param('id'), 'id');
    const body = await readBody(c, AddressInputSchema);
    return c.json(updateAddress(c.get('deps').db, c.get('merchant').id, user.id, id, body));
  });

  api.delete(endpoints.addressDelete.path, (c) => {
    const user = requireUser(c);
    const id = intParam(c.req.param('id'), 'id');
    deleteAddress(c.get('deps').db, c.get('merchant').id, user.id, id);
    return c.json({ ok: true });
  });
}
