import * as z from 'zod/mini';
import { DateTimeSchema, LanguageSchema, LocalizedSchema, MerchantIdSchema } from './common.ts';

export const MerchantSchema = z.object({
  id: MerchantIdSchema,
  name: z.string(),
  logo: z.nullish(z.string()),
  color: z.nullish(z.string()),
  sub: z.string(),
  mainCityId: z.nullish(z.number()),
  latitude: z.nullish(z.number()),
  longitude: z.nullish(z.number()),
  isActive: z.boolean(),
  deleted: z.optional(z.boolean()),
  appId: z.nullish(z.string()),
  createdDate: z.optional(DateTimeSchema),
  lastModifiedDate: z.optional(DateTimeSchema),
});
export type Merchant = z.infer<typeof MerchantSchema>;

export const PRODUCT_NAVIGATION_TYPES = ['SHEET', 'POP_UP', 'FULL_SCREEN'] as const;
export const ProductNavigationTypeSchema = z.enum(PRODUCT_NAVIGATION_TYPES);
export type ProductNavigationType = z.infer<typeof ProductNavigationTypeSchema>;
export const BasketPositionSchema = z.enum(['NAVIGATION_BAR', 'FLOATING_OVER_PRODUCT']);
export type BasketPosition = z.infer<typeof BasketPositionSchema>;
/** YANDEX (maps service), OSM (open-source map) and YANDEX_LITE (a variant of the first). */
export const MapTypeSchema = z.enum(['YANDEX', 'OSM', 'YANDEX_LITE']);
export const ThemeTypeSchema = z.enum(['DARK', 'LIGHT']);

export const DEFAULT_MAIN_COLOR = '#FF2E17';
export const FALLBACK_MAIN_COLOR = '#FCE000';

/** Feature flags of the merchant's web settings, all booleans. */
export const FEATURE_FLAGS = [
  'deliveryActive',
  'pickupActive',
  'dineInActive',
  'branchesActive',
  'storiesActive',
  'vacanciesActive',
  'privacyActive',
  'aboutMerchantActive',
  'termsOfUseActive',
  'notificationsActive',
  'balanceActive',
  'cartInMainActive',
  'bookingActive',
  'cashActive',
  'terminalActive',
  'paymeActive',
  'clickActive',
  'uzumActive',
  'receiverActive',
  'cartPageActive',
  'chatActive',
  'cashbackActive',
  'promoActive',
  'favouriteActive',
  'cancelOrderActive',
  'cardActive',
  'bannersActive',
  'phoneActive',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

const flag = z.optional(z.boolean());
const link = z.nullish(z.string());

/** Merchant web settings as they come over the wire: everything optional; see `withSettingsDefaults`. */
export const WebSettingsSchema = z.object({
  merchantId: z.nullish(z.string()),
  logo: z.nullish(z.string()),
  brand: z.nullish(z.string()),
  favicon: z.nullish(z.string()),
  domain: z.nullish(z.string()),
  mainColor: z.nullish(z.string()),
  mainColorType: z.nullish(ThemeTypeSchema),
  mainLanguage: z.nullish(LanguageSchema),
  isDark: flag,
  mapType: z.nullish(MapTypeSchema),
  mapKey: z.nullish(z.string()),
  title: z.nullish(LocalizedSchema),
  leftCopyWrite: z.nullish(LocalizedSchema),
  rightCopyWrite: z.nullish(LocalizedSchema),
  smsContent: z.nullish(z.string()),
  groupView: z.nullish(z.string()),
  categoryView: z.nullish(z.string()),
  uzLangActive: flag,
  ruLangActive: flag,
  engLangActive: flag,
  ...(Object.fromEntries(FEATURE_FLAGS.map((name) => [name, flag])) as Record<FeatureFlag, typeof flag>),
  iosAppLink: link,
  iosAppLinkActive: flag,
  androidAppLink: link,
  androidAppLinkActive: flag,
  telegramBotLink: link,
  telegramBotLinkActive: flag,
  phone: link,
  phoneLinkActive: flag,
  telegram: link,
  telegramActive: flag,
  instagram: link,
  instagramActive: flag,
  facebook: link,
  facebookActive: flag,
  amoCrm: z.nullish(z.object({ id: z.nullish(z.string()), hash: z.nullish(z.string()), active: z.boolean() })),
  yandexMetrics: z.nullish(
    z.object({ enabled: z.boolean(), id: z.nullish(z.string()), keys: z.nullish(z.array(z.string())) }),
  ),
  pixel: z.nullish(z.object({ enabled: z.boolean(), id: z.nullish(z.string()) })),
  callWidget: z.nullish(z.object({ enabled: z.boolean(), scriptUrl: z.nullish(z.string()) })),
  productNavigationType: z.nullish(ProductNavigationTypeSchema),
  basketPosition: z.nullish(BasketPositionSchema),
  isVisibleAtProfileTop: flag,
  isNavigationViewEnabled: flag,
});
export type WebSettingsWire = z.infer<typeof WebSettingsSchema>;

/** Settings with every default filled in: what the client works with. */
export type WebSettings = {
  [K in keyof WebSettingsWire]-?: NonNullable<WebSettingsWire[K]> extends boolean
    ? boolean
    : K extends 'mainColor' | 'mainColorType' | 'mainLanguage' | 'mapType' | 'productNavigationType' | 'basketPosition'
      ? NonNullable<WebSettingsWire[K]>
      : WebSettingsWire[K] | null;
};

/**
 * Defaults used when a field is missing or the settings cannot be loaded at all.
 * Decision: with no settings every ordering feature stays usable (delivery, pick-up, cash) and the optional
 * content features are off, so a storefront that cannot reach its settings still sells.
 */
export const DEFAULT_WEB_SETTINGS: WebSettings = {
  merchantId: null,
  logo: null,
  brand: null,
  favicon: null,
  domain: null,
  mainColor: DEFAULT_MAIN_COLOR,
  mainColorType: 'LIGHT',
  mainLanguage: 'uz',
  isDark: false,
  mapType: 'YANDEX',
  mapKey: null,
  title: null,
  leftCopyWrite: null,
  rightCopyWrite: null,
  smsContent: null,
  groupView: null,
  categoryView: null,
  uzLangActive: true,
  ruLangActive: true,
  engLangActive: true,
  ...(Object.fromEntries(FEATURE_FLAGS.map((name) => [name, false])) as Record<FeatureFlag, boolean>),
  deliveryActive: true,
  pickupActive: true,
  cashActive: true,
  cartPageActive: true,
  iosAppLink: null,
  iosAppLinkActive: false,
  androidAppLink: null,
  androidAppLinkActive: false,
  telegramBotLink: null,
  telegramBotLinkActive: false,
  phone: null,
  phoneLinkActive: false,
  telegram: null,
  telegramActive: false,
  instagram: null,
  instagramActive: false,
  facebook: null,
  facebookActive: false,
  amoCrm: null,
  yandexMetrics: null,
  pixel: null,
  callWidget: null,
  productNavigationType: 'POP_UP',
  basketPosition: 'NAVIGATION_BAR',
  isVisibleAtProfileTop: false,
  // The menu's category bar is shown unless the merchant turns it off (a long menu without it is hard to move in).
  isNavigationViewEnabled: true,
};

export function withSettingsDefaults(wire: WebSettingsWire | null | undefined): WebSettings {
  const merged: Record<string, unknown> = { ...DEFAULT_WEB_SETTINGS };
  if (wire) {
    for (const [key, value] of Object.entries(wire)) {
      if (value !== null && value !== undefined) merged[key] = value;
    }
  }
  return merged as WebSettings;
}

export const POLICY_TYPES = ['TERMS', 'ABOUT_COMPANY', 'PRIVACY_POLICY'] as const;
export const PolicyTypeSchema = z.enum(POLICY_TYPES);
export type PolicyType = z.infer<typeof PolicyTypeSchema>;
export const PolicySchema = z.object({ type: PolicyTypeSchema, text: LocalizedSchema });
export type Policy = z.infer<typeof PolicySchema>;

/** CASH, TERMINAL, OTHER, four card/wallet providers and one further provider type (CARD). */
export const PAYMENT_TYPES = ['CASH', 'TERMINAL', 'OTHER', 'PAYME', 'CLICK', 'UZUM', 'APELSIN', 'CARD'] as const;
export const PaymentTypeSchema = z.enum(PAYMENT_TYPES);
export type PaymentType = z.infer<typeof PaymentTypeSchema>;
/** Payment types settled online: the order answer may carry a payment link. */
export const ONLINE_PAYMENT_TYPES: readonly PaymentType[] = ['PAYME', 'CLICK', 'UZUM', 'APELSIN', 'CARD'];

export const PaymentMethodSchema = z.object({
  id: z.number(),
  name: z.string(),
  icon: z.nullish(z.string()),
  title: z.nullish(LocalizedSchema),
  iikoId: z.nullish(z.string()),
  type: PaymentTypeSchema,
});
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

export const PaymentSettingsSchema = z.object({
  id: z.number(),
  merchantId: z.string(),
  type: PaymentTypeSchema,
  webEnabled: z.boolean(),
  botEnabled: z.boolean(),
  operatorEnabled: z.boolean(),
  appEnabled: z.boolean(),
  qrEnabled: z.boolean(),
  isActive: z.boolean(),
});
export type PaymentSettings = z.infer<typeof PaymentSettingsSchema>;
