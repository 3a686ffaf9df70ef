/**
 * The shape of demo data. Seed files describe merchants in these types; `seed.ts` writes them to the database.
 * Ids inside one merchant are local (1, 2, 3...) and are re-numbered on insert, so two merchants never clash.
 */
import type { FullLocalized } from '../../src/shared/contract/common.ts';
import type { BranchSettings, WorkHours } from '../../src/shared/contract/branch.ts';
import type { CategoryViewType, Unit } from '../../src/shared/contract/catalogue.ts';
import type {
  PaymentType,
  PolicyType,
  ProductNavigationType,
  WebSettingsWire,
} from '../../src/shared/contract/merchant.ts';
import type { DiscountType } from '../../src/shared/contract/price-totals.ts';

export interface SeedModification {
  ref: number;
  name: FullLocalized;
  price: number;
  maxCount?: number;
}
export interface SeedModificationGroup {
  ref: number;
  name: FullLocalized;
  minimum: number;
  /** 0 = no upper limit. */
  maximum: number;
  modifications: SeedModification[];
}

export interface SeedProduct {
  ref: number;
  categoryRef: number;
  name: FullLocalized;
  description: FullLocalized;
  composition?: FullLocalized;
  /** A key of the artwork generator (see artwork.ts), e.g. 'plov', 'burger', 'drink'. */
  art: string;
  /** Extra gallery artworks (art keys). */
  gallery?: string[];
  priority: number;
  unit: Unit;
  measure: number;
  calorie?: number;
  costPrice: number;
  /** Own discount in percent. */
  discount?: number;
  labelRefs?: number[];
  tags?: string[];
  timeCookingMin?: number;
  timeCookingMax?: number;
  isCartRecommendation?: boolean;
  modificationGroups?: SeedModificationGroup[];
  /** Per branch ref: inactive there, and/or a stock limit. Branches not listed: active, unlimited. */
  branchOverrides?: { branchRef: number; active?: boolean; stock?: number }[];
}

export interface SeedCategory {
  ref: number;
  groupRef: number | null;
  name: FullLocalized;
  art: string;
  priority: number;
  viewType: CategoryViewType;
  scrollType: 'VERTICAL' | 'HORIZONTAL';
  textColor?: string;
  navigationType?: ProductNavigationType;
  /** Shown in the menu but not sold online (no add-to-basket). */
  isWithoutCart?: boolean;
}

export interface SeedGroup {
  ref: number;
  name: FullLocalized;
  art: string;
  priority: number;
  type: 'GROUP' | 'WITHOUT_GROUP';
  bgColor?: string;
  iconBgColor?: string;
}

export interface SeedBranch {
  ref: number;
  cityRef: number;
  name: FullLocalized;
  address: FullLocalized;
  latitude: number;
  longitude: number;
  phone: string;
  bookingPhone?: string;
  isMain: boolean;
  /** Seven entries, day 1 (Monday) .. 7 (Sunday). */
  workHours: WorkHours[];
  deliveryPrice: number;
  settings: BranchSettings;
}

export interface SeedCity {
  ref: number;
  name: FullLocalized;
  latitude: number;
  longitude: number;
  isMain: boolean;
}

export interface SeedZone {
  ref: number;
  cityRef: number;
  name: FullLocalized;
  /** [latitude, longitude] pairs, not closed (the first point is not repeated). */
  polygon: [number, number][];
  color: string;
  /** Delivery price in so'm inside this zone. */
  price: number;
}

export interface SeedPromo {
  code: string;
  description: FullLocalized;
  discountType: DiscountType;
  productDiscount: number;
  deliveryDiscount: number;
  minPrice: number;
  /** Days from the seeding day; null = open-ended. */
  startsInDays: number | null;
  endsInDays: number | null;
  isActive: boolean;
  /** Given to every new user of the merchant (shows under "my promos"). */
  giveToNewUsers: boolean;
}

export interface SeedReviewer {
  ref: number;
  phone: string;
  firstName: string;
  lastName: string;
}
export interface SeedReview {
  productRef: number;
  reviewerRef: number;
  grade: 1 | 2 | 3 | 4 | 5;
  comment: string;
}

export interface SeedMerchant {
  id: string;
  sub: string;
  /** Hosts that resolve to this merchant without a sub lookup (documented; the client configures them). */
  name: string;
  /** Artwork key of the logo. */
  logoArt: string;
  color: string;
  latitude: number;
  longitude: number;
  settings: WebSettingsWire;
  policies: { type: PolicyType; text: FullLocalized }[];
  paymentMethods: { name: string; title: FullLocalized; type: PaymentType; icon?: string }[];
  /** Types that are enabled; the others are seeded disabled. */
  paymentSettings: { type: PaymentType; webEnabled: boolean; botEnabled: boolean }[];
  cities: SeedCity[];
  branches: SeedBranch[];
  zones: SeedZone[];
  labels: { ref: number; name: FullLocalized; color: string }[];
  groups: SeedGroup[];
  categories: SeedCategory[];
  products: SeedProduct[];
  promos: SeedPromo[];
  reviewers: SeedReviewer[];
  reviews: SeedReview[];
  /** Cashback balance every new user starts with. */
  newUserCashback: number;
  /** The share of a delivered order's products given back as cashback, in percent. */
  cashbackPercent?: number;
  vacancies: {
    position: FullLocalized;
    responsible: string;
    phone: string;
    /** Telegram username to apply by message. */
    telegram?: string;
    salary: number;
    requirements: FullLocalized;
    branchRef?: number;
  }[];
  stories: {
    title: FullLocalized;
    coverArt: string;
    slides: { art: string; text: FullLocalized }[];
    productRef?: number;
  }[];
  banners: { title: FullLocalized; art: string; productRef?: number; categoryRef?: number }[];
  notifications: { title: FullLocalized; body: FullLocalized; art?: string }[];
  /** Places (halls) per branch with their tables, for reservations and dine-in. */
  places: { branchRef: number; name: FullLocalized; tables: { number: string; chairs: number }[] }[];
  couriers: { name: string; phone: string; branchRef: number }[];
}
