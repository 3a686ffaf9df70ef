/**
 * What the bench's signed-in pages need from the reference server (demo mode, NODE_ENV=test so no rate limit gets in
 * the way): a named customer signed in through the SMS endpoints as the app does, a product for the basket, and an
 * order of that customer. The same steps as tests/e2e/support.ts and tests/e2e/orders.spec.ts, over plain fetch.
 */
import type { Branch } from '../../src/shared/contract/branch.ts';
import type { Overall, Product } from '../../src/shared/contract/catalogue.ts';
import { MERCHANT_HEADER } from '../../src/shared/contract/common.ts';
import { endpoints } from '../../src/shared/contract/endpoints.ts';
import type { Order, OrderRequest } from '../../src/shared/contract/order.ts';
import { totalsOf } from '../../src/shared/contract/price-totals.ts';
import { priceOrder } from '../../src/shared/contract/pricing.ts';
import { merchantDays, merchantInstant, timeSlots } from '../../src/shared/contract/time.ts';

export interface Session {
  token: string;
  user: unknown;
}

/** Basket as the app keeps it in localStorage under `basket` (src/entities/basket/basket.atoms.ts). */
export interface StoredBasket {
  items: {
    key: string;
    productId: number;
    count: number;
    modifications: { modificationId: number; count: number }[];
  }[];
}

export interface BenchFixtures {
  session: Session;
  basket: StoredBasket;
  productId: number;
  orderId: number;
}

async function call<T>(
  base: string,
  merchantId: string,
  urlPath: string,
  init: { method?: string; token?: string; body?: unknown } = {},
): Promise<T> {
  const response = await fetch(`${base}/api${urlPath}`, {
    method: init.method ?? 'GET',
    headers: {
      [MERCHANT_HEADER]: merchantId,
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} /api${urlPath} answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

/** Signs a new named customer in by phone and SMS code (the code read from the demo server's dev inbox). */
async function signIn(base: string, merchantId: string): Promise<Session> {
  const phone = `9989${String(Date.now() % 1e8).padStart(8, '0')}`;
  await call(base, merchantId, endpoints.sendCode.path, { method: 'PUT', body: { phone, type: 'WEB' } });
  const { code } = await call<{ code: string }>(base, merchantId, `/dev/sms/latest?phone=${phone}`);
  const { token } = await call<{ token: string }>(base, merchantId, endpoints.verifyCode.path, {
    method: 'PUT',
    body: { phone, code, type: 'WEB' },
  });
  const user = await call<unknown>(base, merchantId, endpoints.profileUpdate.path, {
    method: 'PUT',
    token,
    body: { firstName: 'Bench', lastName: 'Customer' },
  });
  return { token, user };
}

/** The main branch (else the first) and the cheapest product sold there without required options or a stock limit. */
function plainProduct(overall: Overall, branches: Branch[]): { branch: Branch; product: Product } {
  const branch = branches.find((b) => b.isMain) ?? branches[0];
  if (!branch) throw new Error('the merchant has no branch');
  const product = overall.products
    .filter((p) => {
      const at = p.productBranch?.find((b) => b.branchId === branch.id);
      return (
        p.active && at?.active === true && at.stock == null && !(p.modificationGroups ?? []).some((g) => g.minimum > 0)
      );
    })
    .sort((a, b) => a.costPrice - b.costPrice)[0];
  if (!product) throw new Error('no plain product at the branch');
  return { branch, product };
}

/** The first slot at least three hours ahead: the order stays 'at a set time' while the bench looks at it. */
function slotAhead(branch: Branch): string {
  const now = new Date();
  for (const day of merchantDays(now, 8)) {
    for (const time of timeSlots(branch.workHours, day, now)) {
      const at = merchantInstant(day, time);
      if (at && new Date(at).getTime() >= now.getTime() + 180 * 60_000) return at;
    }
  }
  throw new Error('the branch has no slot in the coming week');
}

/** A customer with a scheduled cash pick-up order of two units of a plain product, and a basket of the same. */
export async function benchFixtures(base: string, merchantId: string): Promise<BenchFixtures> {
  const overall = await call<Overall>(base, merchantId, `${endpoints.overalls.path}?type=WEB`);
  const branches = await call<Branch[]>(base, merchantId, endpoints.branches.path);
  const { branch, product } = plainProduct(overall, branches);
  const session = await signIn(base, merchantId);
  const count = 2;
  const summary = priceOrder({
    lines: [{ costPrice: product.costPrice, discountPercent: product.discount ?? 0, count, modifications: [] }],
    deliveryPrice: 0,
    isDelivery: false,
    promo: null,
    cashbackRequested: 0,
    cashbackBalance: 0,
  });
  const request: OrderRequest = {
    serviceType: 'PICK_UP',
    branchId: branch.id,
    paymentType: 'CASH',
    later: true,
    deliveryAt: slotAhead(branch),
    cartItems: [{ productId: product.id, count, modifications: [] }],
    ...totalsOf(summary),
  };
  const order = await call<Order>(base, merchantId, endpoints.orderCreateAtTime.path, {
    method: 'POST',
    token: session.token,
    body: request,
  });
  return {
    session,
    basket: { items: [{ key: '1', productId: product.id, count, modifications: [] }] },
    productId: product.id,
    orderId: order.id,
  };
}
