/** The merchant: found by subdomain before anything else, then its web settings, policies and payment methods. */
import type { Hono } from 'hono';
import {
  PolicyTypeSchema,
  type Merchant,
  type PaymentMethod,
  type PaymentSettings,
} from '../../src/shared/contract/merchant.ts';
import { endpoints } from '../../src/shared/contract/endpoints.ts';
import { json } from '../db/database.ts';
import { parseOrThrow, type AppEnv, type MerchantRow } from '../http/context.ts';
import { AppError, notFound } from '../http/errors.ts';
import { storedSettings } from '../services/merchant-settings.ts';

export function toMerchant(row: MerchantRow): Merchant {
  return {
    id: row.id,
    name: row.name,
    logo: row.logo,
    color: row.color,
    sub: row.sub,
    mainCityId: row.main_city_id,
    latitude: row.latitude,
    longitude: row.longitude,
    isActive: row.is_active === 1,
    deleted: false,
    appId: null,
    createdDate: row.created_at,
    lastModifiedDate: row.created_at,
  };
}

/** Calls made before the merchant is known. */
export function registerPublicMerchantRoutes(api: Hono<AppEnv>): void {
  api.get(endpoints.merchantBySub.path, (c) => {
    const sub = (c.req.param('sub') ?? '').toLowerCase();
    if (!/^[a-z0-9-]{1,63}$/.test(sub)) throw new AppError(404, 'MERCHANT_NOT_FOUND', 'merchantNotFound');
    const row = c.get('deps').db.prepare('SELECT * FROM merchants WHERE sub = ? AND is_active = 1').get(sub) as
      MerchantRow | undefined;
    if (!row) throw new AppError(404, 'MERCHANT_NOT_FOUND', 'merchantNotFound');
    return c.json(toMerchant(row));
  });
}

export function registerMerchantRoutes(api: Hono<AppEnv>): void {
  api.get(endpoints.webSettings.path, (c) => c.json(storedSettings(c.get('deps').db, c.get('merchant').id)));

  api.get(endpoints.policies.path, (c) => {
    const type = parseOrThrow(PolicyTypeSchema, c.req.query('policies'), 'policies');
    const row = c
      .get('deps')
      .db.prepare('SELECT type, text FROM policies WHERE merchant_id = ? AND type = ?')
      .get(c.get('merchant').id, type) as { type: string; text: string } | undefined;
    if (!row) throw notFound();
    return c.json({ type: row.type, text: json(row.text) });
  });

  api.get(endpoints.paymentMethods.path, (c) => {
    const rows = c
      .get('deps')
      .db.prepare('SELECT id, data FROM payment_methods WHERE merchant_id = ? ORDER BY id')
      .all(c.get('merchant').id) as {
      id: number;
      data: string;
    }[];
    const methods: PaymentMethod[] = rows.map((row) => {
      const data = json<Omit<PaymentMethod, 'id'>>(row.data);
      return {
        id: row.id,
        name: data.name,
        icon: data.icon ?? null,
        title: data.title ?? null,
        iikoId: null,
        type: data.type,
      };
    });
    return c.json(methods);
  });

  api.get(endpoints.paymentSettings.path, (c) => {
    const rows = c
      .get('deps')
      .db.prepare('SELECT * FROM payment_settings WHERE merchant_id = ? ORDER BY id')
      .all(c.get('merchant').id) as Record<string, number | string>[];
    const settings: PaymentSettings[] = rows.map((row) => ({
      id: Number(row.id),
      merchantId: String(row.merchant_id),
      type: row.type as PaymentSettings['type'],
      webEnabled: row.web_enabled === 1,
      botEnabled: row.bot_enabled === 1,
      operatorEnabled: row.operator_enabled === 1,
      appEnabled: row.app_enabled === 1,
      qrEnabled: row.qr_enabled === 1,
      isActive: row.is_active === 1,
    }));
    return c.json(settings);
  });
}
