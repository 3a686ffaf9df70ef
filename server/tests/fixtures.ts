/**
 * Catalogue look-ups and order building for the server tests. Products, branches and zones are found through the API
 * (ids are assigned on insert), and order totals are computed with the shared `priceOrder`, as the client does.
 */
import * as v from 'valibot';
import {
  BranchSchema,
  DeliveryZoneSchema,
  TariffSchema,
  type Branch,
  type DeliveryZone,
} from '../../src/shared/contract/branch.ts';
import { OverallSchema, type Overall, type Product } from '../../src/shared/contract/catalogue.ts';
import {
  OrderSchema,
  PromoSchema,
  type CartItem,
  type Order,
  type OrderRequest,
  type Promo,
} from '../../src/shared/contract/order.ts';
import { totalsOf } from '../../src/shared/contract/price-totals.ts';
import { priceOrder, type PriceSummary, type PricedLine } from '../../src/shared/contract/pricing.ts';
import type { Db } from '../db/database.ts';
import { expectOk, type Client } from './test-client.ts';

export interface Catalogue {
  overall: Overall;
  branches: Branch[];
  zones: DeliveryZone[];
}

export async function loadCatalogue(client: Client, merchant?: string): Promise<Catalogue> {
  const options = merchant ? { merchant } : {};
  const overall = expectOk(await client.api('/products/v1/overalls?type=WEB', options), OverallSchema);
  const branches = expectOk(await client.api('/users/v1/branches', options), v.array(BranchSchema));
  const zones = expectOk(await client.api('/deliveries/v1/delivery/zones', options), v.array(DeliveryZoneSchema));
  return { overall, branches, zones };
}

export function mainBranch(catalogue: Catalogue): Branch {
  const branch = catalogue.branches.find((b) => b.isMain) ?? catalogue.branches[0];
  if (!branch) throw new Error('the seed has no branch');
  return branch;
}

const needsModifications = (product: Product) => (product.modificationGroups ?? []).some((group) => group.minimum > 0);
const availability = (product: Product, branchId: number) =>
  product.productBranch?.find((b) => b.branchId === branchId);

/**
 * Products sold online at a branch (not in a category shown without the basket) without required options and without
 * a stock limit there, cheapest first.
 */
export function plainProducts(catalogue: Catalogue, branchId: number): Product[] {
  const offline = new Set(catalogue.overall.categories.filter((c) => c.isWithoutCart === true).map((c) => c.id));
  return catalogue.overall.products
    .filter((p) => {
      const at = availability(p, branchId);
      return (
        p.active &&
        !offline.has(p.categoryId) &&
        at?.active === true &&
        (at.stock === null || at.stock === undefined) &&
        !needsModifications(p)
      );
    })
    .sort((a, b) => a.costPrice - b.costPrice);
}

export function plainProduct(catalogue: Catalogue, branchId: number, index = 0): Product {
  const product = plainProducts(catalogue, branchId)[index];
  if (!product) throw new Error(`the seed has no plain product #${index} at branch ${branchId}`);
  return product;
}

/** A product with a stock limit at some branch (and no required options), with that branch and stock. */
export function stockedProduct(catalogue: Catalogue): { product: Product; branchId: number; stock: number } {
  for (const product of catalogue.overall.products) {
    if (needsModifications(product)) continue;
    const at = product.productBranch?.find((b) => b.active && typeof b.stock === 'number' && b.stock > 0);
    if (at && typeof at.stock === 'number') return { product, branchId: at.branchId, stock: at.stock };
  }
  throw new Error('the seed has no product with a stock limit');
}

/** A product that is switched off at some branch of the merchant. */
export function inactiveSomewhere(catalogue: Catalogue): { product: Product; branchId: number } {
  for (const product of catalogue.overall.products) {
    const at = product.productBranch?.find((b) => !b.active);
    if (at && !needsModifications(product)) return { product, branchId: at.branchId };
  }
  throw new Error('the seed has no product inactive at a branch');
}

/** A product with a modifier group that has a minimum, active at the branch. */
export function productWithRequiredOptions(catalogue: Catalogue, branchId: number): Product {
  const product = catalogue.overall.products.find((p) => {
    const at = availability(p, branchId);
    return (
      at?.active === true &&
      at.stock == null &&
      (p.modificationGroups ?? []).some((g) => g.minimum > 0 && g.maximum > 0)
    );
  });
  if (!product) throw new Error('the seed has no product with required options');
  return product;
}

/** The cart lines priced from the catalogue, for `priceOrder`. */
export function pricedLines(catalogue: Catalogue, cart: readonly CartItem[]): PricedLine[] {
  return cart.map((line) => {
    const product = catalogue.overall.products.find((p) => p.id === line.productId);
    if (!product) throw new Error(`product ${line.productId} is not in the catalogue`);
    const options = (product.modificationGroups ?? []).flatMap((g) => g.modifications);
    return {
      costPrice: product.costPrice,
      discountPercent: product.discount ?? 0,
      count: line.count,
      modifications: (line.modifications ?? []).map((m) => {
        const option = options.find((o) => o.id === m.modificationId);
        if (!option) throw new Error(`modification ${m.modificationId} is not in product ${product.id}`);
        return { price: option.price, count: m.count };
      }),
    };
  });
}

export interface OrderPlan {
  serviceType: 'DELIVERY' | 'PICK_UP' | 'DINE_IN';
  branchId: number;
  cart: CartItem[];
  deliveryPrice?: number;
  promo?: Promo | null;
  cashbackRequested?: number;
  cashbackBalance?: number;
  /** Further request fields (address, comments, table, deliveryAt...). */
  extra?: Partial<OrderRequest>;
}

/** A complete order request whose totals are what the server will compute. */
export function buildOrder(catalogue: Catalogue, plan: OrderPlan): { request: OrderRequest; summary: PriceSummary } {
  const summary = priceOrder({
    lines: pricedLines(catalogue, plan.cart),
    deliveryPrice: plan.deliveryPrice ?? 0,
    isDelivery: plan.serviceType === 'DELIVERY',
    promo: plan.promo
      ? {
          discountType: plan.promo.discountType,
          productDiscount: plan.promo.productDiscount,
          deliveryDiscount: plan.promo.deliveryDiscount,
          minPrice: plan.promo.minPrice,
        }
      : null,
    cashbackRequested: plan.cashbackRequested ?? 0,
    cashbackBalance: plan.cashbackBalance ?? 0,
  });
  const request: OrderRequest = {
    serviceType: plan.serviceType,
    branchId: plan.branchId,
    paymentType: 'CASH',
    later: false,
    promoCode: plan.promo?.code ?? null,
    cartItems: plan.cart,
    ...totalsOf(summary),
    ...plan.extra,
  };
  return { request, summary };
}

/** The delivery tariff from a branch to a point (the user must be signed in). */
export async function tariffPrice(
  client: Client,
  token: string,
  branchId: number,
  latitude: number,
  longitude: number,
): Promise<number> {
  const response = await client.api('/deliveries/v1/delivery/tariff/client/calculate', {
    method: 'POST',
    token,
    body: { productPrice: 0, branchId, latitude, longitude },
  });
  return expectOk(response, TariffSchema).price;
}

/** A point inside the cheapest zone: the centre of its polygon's bounding box (the demo zones are convex rings). */
export function pointInside(zone: DeliveryZone): { latitude: number; longitude: number } {
  const lats = zone.polygon.map(([lat]) => lat);
  const lons = zone.polygon.map(([, lon]) => lon);
  return {
    latitude: (Math.min(...lats) + Math.max(...lats)) / 2,
    longitude: (Math.min(...lons) + Math.max(...lons)) / 2,
  };
}

/** Far outside every zone (the Aral Sea). */
export const OUTSIDE = { latitude: 45.0, longitude: 59.5 } as const;

/** Places a simple pick-up order at a branch and returns it. */
export async function placePickUp(
  client: Client,
  catalogue: Catalogue,
  token: string,
  branchId: number,
  extra: Partial<OrderRequest> = {},
): Promise<Order> {
  const product = plainProduct(catalogue, branchId);
  const { request } = buildOrder(catalogue, {
    serviceType: 'PICK_UP',
    branchId,
    cart: [{ productId: product.id, count: 1 }],
    extra,
  });
  const response = await client.api('/orders/v1/orders', { method: 'POST', token, body: request });
  return expectOk(response, OrderSchema, 201);
}

export async function myPromos(client: Client, token: string): Promise<Promo[]> {
  return expectOk(await client.api('/orders/v1/promos/my', { token }), v.array(PromoSchema));
}

/** Runs `run` with some of the merchant's web settings switched off, and puts the stored settings back after it. */
export async function withSettingsOff(db: Db, merchantId: string, flags: string[], run: () => Promise<void>) {
  const read = db.prepare('SELECT data FROM web_settings WHERE merchant_id = ?').get(merchantId) as { data: string };
  const write = db.prepare('UPDATE web_settings SET data = ? WHERE merchant_id = ?');
  write.run(
    JSON.stringify({ ...(JSON.parse(read.data) as object), ...Object.fromEntries(flags.map((f) => [f, false])) }),
    merchantId,
  );
  try {
    await run();
  } finally {
    write.run(read.data, merchantId);
  }
}
