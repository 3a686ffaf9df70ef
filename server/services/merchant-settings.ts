/**
 * A merchant's web settings: as stored (what the settings call answers) and with the storefront's defaults (what the
 * order, promo and cancel checks go by, so the server refuses what the storefront does not offer).
 */
import { withSettingsDefaults, type WebSettings, type WebSettingsWire } from '../../src/shared/contract/merchant.ts';
import { json, type Db } from '../db/database.ts';

export function storedSettings(db: Db, merchantId: string): WebSettingsWire {
  const row = db.prepare('SELECT data FROM web_settings WHERE merchant_id = ?').get(merchantId) as
    { data: string } | undefined;
  return row ? json<WebSettingsWire>(row.data) : {};
}

export const merchantSettings = (db: Db, merchantId: string): WebSettings =>
  withSettingsDefaults(storedSettings(db, merchantId));
