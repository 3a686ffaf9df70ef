/**
 * A customer's promo codes: the personal ones still unused, and checking a code against a basket before ordering
 * (the same rules an order applies: the promo's in cart-pricing.ts, the prices in the shared contract).
 */
import type * as v from 'valibot';
import type { PromoValidateRequestSchema, PromoValidateResponse, Promo } from '../../src/shared/contract/order.ts';
import { priceOrder, unitPrice } from '../../src/shared/contract/pricing.ts';
import type { Db } from '../db/database.ts';
import type { UserRow } from '../http/context.ts';
import { AppError, badField } from '../http/errors.ts';
import { activePromo, priceCart, promoTerms, requirePromoMinimum, toPromo, type PromoRow } from './cart-pricing.ts';
import { findBranch } from './branches.ts';
import { merchantSettings } from './merchant-settings.ts';

/** The merchant has promo codes off: none is checked or taken. */
export const promoUnavailable = () =>
  new AppError(422, 'PROMO_UNAVAILABLE', 'promoUnavailable', { field: 'promoCode' });

/** The personal promos given to the customer and not used by an order yet. */
export function myPromos(db: Db, merchantId: string, userId: number): Promo[] {
  const rows = db
    .prepare(
      'SELECT p.* FROM promos p JOIN user_promos up ON up.promo_id = p.id WHERE up.user_id = ? AND p.merchant_id = ? AND up.used_order_id IS NULL ORDER BY p.id',
    )
    .all(userId, merchantId) as PromoRow[];
  return rows.map(toPromo);
}

/**
 * The promo a code names, if this customer may use it on this basket now, with the discounts it would give: the
 * product discount beyond the products' own discounts, and the delivery discount. The branch defaults to the main one.
 */
export function validatePromo(
  db: Db,
  merchantId: string,
  user: UserRow,
  body: v.InferOutput<typeof PromoValidateRequestSchema>,
  now: Date,
): PromoValidateResponse {
  if (!merchantSettings(db, merchantId).promoActive) throw promoUnavailable();
  const { personal: _personal, ...promo } = activePromo(db, merchantId, body.code, now, user.id);
  const branchId =
    body.branchId ??
    (
      db
        .prepare('SELECT id FROM branches WHERE merchant_id = ? AND is_active = 1 ORDER BY is_main DESC, id LIMIT 1')
        .get(merchantId) as { id: number } | undefined
    )?.id;
  if (!branchId || !findBranch(db, merchantId, branchId)) throw badField('branchId');
  const cart = priceCart(db, merchantId, branchId, body.cartItems);
  const summary = priceOrder({
    lines: cart.lines,
    deliveryPrice: body.deliveryPrice,
    isDelivery: body.serviceType === 'DELIVERY',
    promo: promoTerms(promo),
    cashbackRequested: 0,
    cashbackBalance: user.cashback,
  });
  requirePromoMinimum(summary, promo);
  const own = cart.lines.reduce((sum, line) => {
    const unit = unitPrice(line);
    return sum + (unit.gross - unit.net) * line.count;
  }, 0);
  return {
    promo,
    productDiscount: Math.round((summary.productDiscount - own) * 100) / 100,
    deliveryDiscount: summary.deliveryDiscount,
  };
}
