/** Orders placed through the reference API, as the client would place them: for specs that start at an order. */
import { expect, type APIRequestContext } from '@playwright/test';
import type { Branch } from '../../src/shared/contract/branch.ts';
import type { Overall, Product } from '../../src/shared/contract/catalogue.ts';
import type { Order, OrderRequest } from '../../src/shared/contract/order.ts';
import { totalsOf } from '../../src/shared/contract/price-totals.ts';
import { priceOrder } from '../../src/shared/contract/pricing.ts';
import { checkHours, merchantDays, merchantInstant, timeSlots } from '../../src/shared/contract/time.ts';
import { endpoints } from '../../src/shared/contract/endpoints.ts';
import { apiHeaders, apiPath } from './support.ts';

const headers = apiHeaders();

export interface Menu {
  branch: Branch;
  product: Product;
  /** Whether the branch takes orders right now (Tashkent time); otherwise orders are scheduled. */
  openNow: boolean;
}

/** A branch (one open now, if any) and the cheapest product sold there without options or a stock limit. */
export async function plainMenu(request: APIRequestContext): Promise<Menu> {
  const overall = (await (await request.get(`${apiPath(endpoints.overalls)}?type=WEB`, { headers })).json()) as Overall;
  const branches = (await (await request.get(apiPath(endpoints.branches), { headers })).json()) as Branch[];
  const open = branches.find((b) => checkHours(b.workHours, new Date()) === 'open');
  const branch = open ?? branches.find((b) => b.isMain) ?? branches[0];
  if (!branch) throw new Error('the demo merchant has no branch');
  const product = overall.products
    .filter((p) => {
      const at = p.productBranch?.find((b) => b.branchId === branch.id);
      return (
        p.active && at?.active === true && at.stock == null && !(p.modificationGroups ?? []).some((g) => g.minimum > 0)
      );
    })
    .sort((a, b) => a.costPrice - b.costPrice)[0];
  if (!product) throw new Error('no plain product at the branch');
  return { branch, product, openNow: open !== undefined };
}

/** The first slot at least `minutesAhead` away when the branch works, as an ISO instant. */
function slotAhead(branch: Branch, minutesAhead: number): string {
  const now = new Date();
  for (const day of merchantDays(now, 8)) {
    for (const time of timeSlots(branch.workHours, day, now)) {
      const at = merchantInstant(day, time);
      if (at && new Date(at).getTime() >= now.getTime() + minutesAhead * 60_000) return at;
    }
  }
  throw new Error('the branch has no slot in the coming week');
}

/**
 * Places a pick-up order through the API with totals from the shared `priceOrder`, as the client does: immediate
 * when the branch is open now (and `scheduled` is not asked for), else at a valid time ahead.
 */
export async function placeOrderByApi(
  request: APIRequestContext,
  token: string,
  m: Menu,
  options: { paymentType: OrderRequest['paymentType']; scheduledMinutesAhead?: number },
): Promise<Order> {
  const count = 2;
  const summary = priceOrder({
    lines: [{ costPrice: m.product.costPrice, discountPercent: m.product.discount ?? 0, count, modifications: [] }],
    deliveryPrice: 0,
    isDelivery: false,
    promo: null,
    cashbackRequested: 0,
    cashbackBalance: 0,
  });
  const scheduled = options.scheduledMinutesAhead !== undefined || !m.openNow;
  const body: OrderRequest = {
    serviceType: 'PICK_UP',
    branchId: m.branch.id,
    paymentType: options.paymentType,
    later: scheduled,
    deliveryAt: scheduled ? slotAhead(m.branch, options.scheduledMinutesAhead ?? 30) : null,
    cartItems: [{ productId: m.product.id, count, modifications: [] }],
    ...totalsOf(summary),
  };
  const response = await request.post(apiPath(scheduled ? endpoints.orderCreateAtTime : endpoints.orderCreate), {
    headers: apiHeaders(token),
    data: body,
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Order;
}
