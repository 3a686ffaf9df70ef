import * as v from 'valibot';
import { DateTimeSchema, LanguageSchema, LocalizedSchema, MerchantIdSchema } from './common.ts';

export const MerchantSchema = v.object({
  id: MerchantIdSchema,
  name: v.string(),
  logo: v.nullish(v.string()),
  color: v.nullish(v.string()),
  sub: v.string(),
  mainCityId: v.nullish(v.number()),
  latitude: v.nullish(v.number()),
  longitude: v.nullish(v.number()),
  isActive: v.boolean(),
  deleted: v.optional(v.boolean()),
  appId: v.nullish(v.string()),
  createdDate: v.optional(DateTimeSchema),
  lastModifiedDate: v.optional(DateTimeSchema),
});
export type Merchant = v.InferOutput<typeof MerchantSchema>;

export const PRODUCT_NAVIGATION_TYPES = ['SHEET', 'POP_UP', 'FULL_SCREEN'] as const;
export const ProductNavigationTypeSchema = v.picklist(PRODUCT_NAVIGATION_TYPES);
export type ProductNavigationType = v.InferOutput<typeof ProductNavigationTypeSchema>;
export const BasketPositionSchema = v.picklist(['NAVIGATION_BAR', 'FLOATING_OVER_PRODUCT']);
export type BasketPosition = v.InferOutput<typeof BasketPositionSchema>;
/** YANDEX (maps service), OSM (open-source map) and YANDEX_LITE (a variant of the first). */
export const MapTypeSchema = v.picklist(['YANDEX', 'OSM', 'YANDEX_LITE']);
export const ThemeTypeSchema = v.picklist(['DARK', 'LIGHT']);

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

const flag = v.optional(v.boolean());
const link = v.nullish(v.string());

/** Merchant web settings as they come over the wire: everything optional; see `withSettingsDefaults`. */
export const WebSettingsSchema = v.object({
  merchantId: v.nullish(v.string()),
  logo: v.nullish(v.string()),
  brand: v.nullish(v.string()),
  favicon: v.nullish(v.string()),
  domain: v.nullish(v.string()),
  mainColor: v.nullish(v.string()),
  mainColorType: v.nullish(ThemeTypeSchema),
  mainLanguage: v.nullish(LanguageSchema),
  isDark: flag,
  mapType: v.nullish(MapTypeSchema),
  mapKey: v.nullish(v.string()),
  title: v.nullish(LocalizedSchema),
  leftCopyWrite: v.nullish(LocalizedSchema),
  rightCopyWrite: v.nullish(LocalizedSchema),
  smsContent: v.nullish(v.string()),
  groupView: v.nullish(v.string()),
  categoryView: v.nullish(v.string()),
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
  amoCrm: v.nullish(v.object({ id: v.nullish(v.string()), hash: v.nullish(v.string()), active: v.boolean() })),
  yandexMetrics: v.nullish(
    v.object({ enabled: v.boolean(), id: v.nullish(v.string()), keys: v.nullish(v.array(v.string())) }),
  ),
  pixel: v.nullish(v.object({ enabled: v.boolean(), id: v.nullish(v.string()) })),
  callWidget: v.nullish(v.object({ enabled: v.boolean(), scriptUrl: v.nullish(v.string()) })),
  productNavigationType: v.nullish(ProductNavigationTypeSchema),
  basketPosition: v.nullish(BasketPositionSchema),
  isVisibleAtProfileTop: flag,
  isNavigationViewEnabled: flag,
});
export type WebSettingsWire = v.InferOutput<typeof WebSettingsSchema>;

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
export const PolicyTypeSchema = v.picklist(POLICY_TYPES);
export type PolicyType = v.InferOutput<typeof PolicyTypeSchema>;
export const PolicySchema = v.object({ type: PolicyTypeSchema, text: LocalizedSchema });
export type Policy = v.InferOutput<typeof PolicySchema>;

/** CASH, TERMINAL, OTHER, four card/wallet providers and one further provider type (CARD). */
export const PAYMENT_TYPES = ['CASH', 'TERMINAL', 'OTHER', 'PAYME', 'CLICK', 'UZUM', 'APELSIN', 'CARD'] as const;
export const PaymentTypeSchema = v.picklist(PAYMENT_TYPES);
export type PaymentType = v.InferOutput<typeof PaymentTypeSchema>;
/** Payment types settled online: the order answer may carry a payment link. */
export const ONLINE_PAYMENT_TYPES: readonly PaymentType[] = ['PAYME', 'CLICK', 'UZUM', 'APELSIN', 'CARD'];

export const PaymentMethodSchema = v.object({
  id: v.number(),
  name: v.string(),
  icon: v.nullish(v.string()),
  title: v.nullish(LocalizedSchema),
  iikoId: v.nullish(v.string()),
  type: PaymentTypeSchema,
});
export type PaymentMethod = v.InferOutput<typeof PaymentMethodSchema>;

export const PaymentSettingsSchema = v.object({
  id: v.number(),
  merchantId: v.string(),
  type: PaymentTypeSchema,
  webEnabled: v.boolean(),
  botEnabled: v.boolean(),
  operatorEnabled: v.boolean(),
  appEnabled: v.boolean(),
  qrEnabled: v.boolean(),
  isActive: v.boolean(),
});
export type PaymentSettings = v.InferOutput<typeof PaymentSettingsSchema>;
