import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { call } from '@/shared/api/client.ts';
import { ApiError, fail, ok, type Result } from '@/shared/api/api-error.ts';
import { env } from '@/shared/config/env.ts';
import { endpoints } from '@/shared/contract/endpoints.ts';
import {
  MerchantSchema,
  WebSettingsSchema,
  withSettingsDefaults,
  DEFAULT_WEB_SETTINGS,
  type WebSettings,
} from '@/shared/contract/merchant.ts';
import { COOKIE_KEYS, cookies, readStored, STORAGE_KEYS, writeStored } from '@/shared/lib/storage.ts';
import { once } from '@/shared/lib/once.ts';
import { merchantSource, parseKnownMerchants, subdomainOf } from './merchant.lib.ts';

/** Finds this page's merchant id and remembers it (cookies `merchant` and `sub`). */
export async function resolveMerchantId(host: string = window.location.host): Promise<Result<string>> {
  const source = merchantSource({
    host,
    storedId: cookies.get(COOKIE_KEYS.merchant),
    storedSub: cookies.get(COOKIE_KEYS.sub),
    known: parseKnownMerchants(env.VITE_KNOWN_MERCHANTS),
  });
  const remember = (id: string) => {
    cookies.set(COOKIE_KEYS.merchant, id);
    cookies.set(COOKIE_KEYS.sub, subdomainOf(host) ?? '');
    return ok(id);
  };
  switch (source.kind) {
    case 'stored':
      return ok(source.id);
    case 'known':
      return remember(source.id);
    case 'sub': {
      const found = await call(endpoints.merchantBySub, { schema: MerchantSchema, params: { sub: source.sub } });
      return found.ok ? remember(found.data.id) : fail(found.error);
    }
    case 'none':
      return fail(
        new ApiError({ kind: 'http', status: 404, code: 'MERCHANT_NOT_FOUND', message: `No merchant for ${host}` }),
      );
  }
}

const StoredSettingsSchema = v.object({ savedAt: v.number(), merchantId: v.string(), wire: WebSettingsSchema });

/** The settings this device last saw for the merchant, checked against the contract when read back. */
function readStoredSettings(merchantId: string): { savedAt: number; settings: WebSettings } | null {
  const stored = readStored(STORAGE_KEYS.settings, StoredSettingsSchema);
  return stored && stored.merchantId === merchantId
    ? { savedAt: stored.savedAt, settings: withSettingsDefaults(stored.wire) }
    : null;
}

/**
 * Merchant web settings with the spec's defaults; a failure to load them keeps this device's last copy, else falls
 * back to the defaults (a failed refresh must not turn a known brand into the default one). Like the
 * catalogue, a repeat visit starts from the copy this device saw last (so the menu paints before any answer), and a
 * fresh copy replaces it.
 */
export const webSettingsQuery = (merchantId: string | null) => {
  const stored = once(() => (merchantId ? readStoredSettings(merchantId) : null));
  return queryOptions({
    queryKey: ['merchant', merchantId, 'settings'] as const,
    queryFn: async ({ signal }): Promise<WebSettings> => {
      const result = await call(endpoints.webSettings, { schema: WebSettingsSchema, signal });
      if (!result.ok) return (merchantId ? readStoredSettings(merchantId)?.settings : null) ?? DEFAULT_WEB_SETTINGS;
      if (merchantId) writeStored(STORAGE_KEYS.settings, { savedAt: Date.now(), merchantId, wire: result.data });
      return withSettingsDefaults(result.data);
    },
    initialData: () => stored()?.settings,
    initialDataUpdatedAt: () => stored()?.savedAt,
    enabled: merchantId !== null,
    staleTime: 5 * 60_000,
  });
};
