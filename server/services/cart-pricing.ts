import type { ModificationGroup } from '../../src/shared/contract/catalogue.ts';
import type { FullLocalized } from '../../src/shared/contract/common.ts';
import { optionsFit } from '../../src/shared/contract/option-choices.ts';
import type { CartItem, OrderLine, Promo } from '../../src/shared/contract/order.ts';
import {
  priceOrder,
  unitPrice,
  type PriceSummary,
  type PricedLine,
  type PromoTerms,
} from '../../src/shared/contract/pricing.ts';
import { json, type Db } from '../db/database.ts';
import { AppError } from '../http/errors.ts';
import { findProduct, productBranch, soldOnlyOffline } from './catalogue.ts';

export interface PricedCart {
  lines: PricedLine[];
  orderLines: OrderLine[];
  /** Units per product, for stock bookkeeping. */
  units: Map<number, number>;
}

/**
 * Prices a cart from the server's own data: every product must belong to the merchant, be active at the branch and
 * not be in a category shown without the basket, counts must fit the stock, and modifications must fit their groups' minimum and maximum.
 */
export function priceCart(db: Db, merchantId: string, branchId: number, items: readonly CartItem[]): PricedCart {
  const units = new Map<number, number>();
  for (const item of items) units.set(item.productId, (units.get(item.productId) ?? 0) + item.count);

  const lines: PricedLine[] = [];
  const orderLines: OrderLine[] = [];
  items.forEach((item, index) => {
    const field = `cartItems.${index}`;
    const row = findProduct(db, merchantId, item.productId);
    const availability = row ? productBranch(db, row.id, branchId) : null;
    if (!row || row.active !== 1 || !availability || availability.active !== 1 || soldOnlyOffline(db, row)) {
      throw new AppError(422, 'PRODUCT_NOT_AVAILABLE', 'productNotAvailable', { field: `${field}.productId` });
    }
    const wanted = units.get(item.productId) ?? item.count;
    if (availability.stock !== null && wanted > availability.stock) {
      throw new AppError(422, 'NOT_ENOUGH_PRODUCTS', 'notEnoughProducts', {
        field: `${field}.count`,
        params: { max: availability.stock },
      });
    }
    const data = json<{ name: FullLocalized; image: string | null; modificationGroups: ModificationGroup[] }>(row.data);
    const chosen = checkModifications(data.modificationGroups, item.modifications ?? [], field);
    const priced: PricedLine = {
      costPrice: row.cost_price,
      discountPercent: row.discount,
      count: item.count,
      modifications: chosen.map((m) => ({ price: m.price, count: m.count })),
    };
    const unit = unitPrice(priced);
    lines.push(priced);
    orderLines.push({
      productId: row.id,
      name: data.name,
      image: data.image,
      count: item.count,
      unitPrice: unit.net,
      totalPrice: Math.round(unit.net * item.count * 100) / 100,
      modifications: chosen,
    });
  });
  return { lines, orderLines, units };
}

function checkModifications(
  groups: readonly ModificationGroup[],
  chosen: readonly { modificationId: number; count: number }[],
  field: string,
): OrderLine['modifications'] {
  if (!optionsFit(groups, chosen)) {
    throw new AppError(422, 'MODIFIERS_INVALID', 'modifiersInvalid', { field: `${field}.modifications` });
  }
  return chosen.map((pick) => {
    const modification = groups.flatMap((group) => group.modifications).find((m) => m.id === pick.modificationId)!;
    return { modificationId: modification.id, name: modification.name, count: pick.count, price: modification.price };
  });
}

export interface PromoRow {
  id: number;
  code: string;
  give_to_new_users: number;
  data: string;
}

export function toPromo(row: PromoRow): Promo {
  return { ...json<Omit<Promo, 'id' | 'code'>>(row.data), id: row.id, code: row.code };
}

/**
 * A promo this user may use now, or a refusal saying why. A personal promo (given to new users) is usable only by
 * those it was given to, once.
 */
export function activePromo(
  db: Db,
  merchantId: string,
  code: string,
  now: Date,
  userId: number,
): Promo & { personal: boolean } {
  const row = db
    .prepare('SELECT * FROM promos WHERE merchant_id = ? AND code = ?')
    .get(merchantId, code.trim().toUpperCase()) as PromoRow | undefined;
  if (!row) throw new AppError(422, 'PROMO_NOT_FOUND', 'promoNotFound', { field: 'promoCode' });
  const personal = row.give_to_new_users === 1;
  if (personal) {
    const given = db
      .prepare('SELECT used_order_id FROM user_promos WHERE user_id = ? AND promo_id = ?')
      .get(userId, row.id) as { used_order_id: number | null } | undefined;
    if (!given) throw new AppError(422, 'PROMO_NOT_FOUND', 'promoNotFound', { field: 'promoCode' });
    if (given.used_order_id !== null) throw new AppError(422, 'PROMO_USED', 'promoUsed', { field: 'promoCode' });
  }
  const promo = toPromo(row);
  const started = !promo.startDate || new Date(promo.startDate) <= now;
  const notEnded = !promo.endDate || new Date(promo.endDate) >= now;
  if (!promo.isActive || !started || !notEnded)
    throw new AppError(422, 'PROMO_EXPIRED', 'promoExpired', { field: 'promoCode' });
  return { ...promo, personal };
}

export const promoTerms = (promo: Promo | null): PromoTerms | null =>
  promo
    ? {
        discountType: promo.discountType,
        productDiscount: promo.productDiscount,
        deliveryDiscount: promo.deliveryDiscount,
        minPrice: promo.minPrice,
      }
    : null;

/** Refuses a promo whose minimum is not reached, with the minimum in the message. */
export function requirePromoMinimum(summary: PriceSummary, promo: Promo | null): void {
  if (promo && summary.promoBelowMinimum) {
    throw new AppError(422, 'PROMO_MIN_PRICE', 'promoMinPrice', {
      field: 'promoCode',
      params: { min: promo.minPrice.toLocaleString('ru-RU').replace(/\u00a0/g, ' ') },
    });
  }
}

export { priceOrder };
