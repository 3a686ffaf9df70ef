/** A customer's promo codes: the personal ones not used yet, and checking a code against a basket before ordering. */
import type { Hono } from 'hono';
import { endpoints } from '../../src/shared/contract/endpoints.ts';
import { PromoValidateRequestSchema } from '../../src/shared/contract/order.ts';
import { readBody, requireUser, type AppEnv } from '../http/context.ts';
import { myPromos, validatePromo } from '../services/promos.ts';

export function registerPromoRoutes(api: Hono<AppEnv>): void {
  api.get(endpoints.myPromos.path, (c) => {
    const user = requireUser(c);
    return c.json(myPromos(c.get('deps').db, c.get('merchant').id, user.id));
  });

  api.post(endpoints.promoValidate.path, async (c) => {
    const user = requireUser(c);
    const body = await readBody(c, PromoValidateRequestSchema);
    return c.json(validatePromo(c.get('deps').db, c.get('merchant').id, user, body, c.get('deps').now()));
  });
}
