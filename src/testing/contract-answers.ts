/**
 * What each endpoint of the contract answers, as a schema: the fake API checks every fixture a test gives against
 * it (so a test never passes on an answer the real server could not send), and the answers' types come from it
 * (so a fixture that drifts from the contract does not compile). `malformed(body)` sends a body as it is, for the
 * tests of what the app does with a broken answer.
 */
import * as z from 'zod/mini';
import {
  BranchSchema,
  CitySchema,
  CourierSchema,
  DeliveryZoneSchema,
  TariffSchema,
  ZoneCheckSchema,
} from '@/shared/contract/branch.ts';
import { FavouriteSchema, GradeListSchema, OverallSchema, ReviewSchema } from '@/shared/contract/catalogue.ts';
import { OkSchema, pageSchema } from '@/shared/contract/common.ts';
import {
  BannerSchema,
  NotificationSchema,
  PlaceSchema,
  ReservationSchema,
  StorySchema,
  VacancySchema,
} from '@/shared/contract/content.ts';
import type { EndpointName } from '@/shared/contract/endpoints.ts';
import {
  MerchantSchema,
  PaymentMethodSchema,
  PaymentSettingsSchema,
  PolicySchema,
  WebSettingsSchema,
} from '@/shared/contract/merchant.ts';
import { OrderSchema, PromoSchema, PromoValidateResponseSchema, RepeatOrderSchema } from '@/shared/contract/order.ts';
import {
  AddressSchema,
  AuthResponseSchema,
  SendCodeResponseSchema,
  TokenResponseSchema,
  CashbackMoveSchema,
  UserSchema,
} from '@/shared/contract/user.ts';

export const ANSWER_SCHEMAS = {
  health: z.object({ ok: z.literal(true), demo: z.boolean(), time: z.string() }),
  merchantBySub: MerchantSchema,
  webSettings: WebSettingsSchema,
  policies: PolicySchema,
  paymentMethods: z.array(PaymentMethodSchema),
  paymentSettings: z.array(PaymentSettingsSchema),
  vacancies: z.array(VacancySchema),
  vacancy: VacancySchema,
  stories: z.array(StorySchema),
  banners: z.array(BannerSchema),
  notifications: z.array(NotificationSchema),
  notificationRead: OkSchema,
  branches: z.array(BranchSchema),
  branchesFull: z.array(BranchSchema),
  branch: BranchSchema,
  branchPlaces: z.array(PlaceSchema),
  closestBranch: BranchSchema,
  closestBranchLocal: BranchSchema,
  cities: z.array(CitySchema),
  deliveryZones: z.array(DeliveryZoneSchema),
  zoneCheck: ZoneCheckSchema,
  tariff: TariffSchema,
  courier: CourierSchema,
  overalls: OverallSchema,
  grades: GradeListSchema,
  favourites: z.array(FavouriteSchema),
  favouriteSet: FavouriteSchema,
  favouriteDelete: OkSchema,
  reviews: z.array(ReviewSchema),
  reviewCreate: ReviewSchema,
  sendCode: SendCodeResponseSchema,
  verifyCode: AuthResponseSchema,
  me: UserSchema,
  profileUpdate: UserSchema,
  deleteAccount: OkSchema,
  logout: OkSchema,
  botLogout: OkSchema,
  botToken: TokenResponseSchema,
  botAuth: AuthResponseSchema,
  botContact: AuthResponseSchema,
  addresses: z.array(AddressSchema),
  addressCreate: AddressSchema,
  addressUpdate: AddressSchema,
  addressDelete: OkSchema,
  myPromos: z.array(PromoSchema),
  cashbackHistory: z.array(CashbackMoveSchema),
  promoValidate: PromoValidateResponseSchema,
  orderCreate: OrderSchema,
  orderCreateAtTime: OrderSchema,
  ordersOfUser: pageSchema(OrderSchema),
  activeOrdersOfUser: z.array(OrderSchema),
  order: OrderSchema,
  orderCancel: OrderSchema,
  orderRepeat: RepeatOrderSchema,
  orderCallWaiter: OrderSchema,
  reservations: z.array(ReservationSchema),
  reservationCreate: ReservationSchema,
  reservationCancel: ReservationSchema,
} satisfies Record<EndpointName, z.ZodMiniType>;

/** The body of a successful answer of an endpoint, as the server may send it. */
export type AnswerBody<N extends EndpointName> = z.input<(typeof ANSWER_SCHEMAS)[N]>;

/** A body sent as it is, unchecked: for tests of an answer that breaks the contract. */
export class Malformed {
  constructor(readonly body: unknown) {}
}
export const malformed = (body: unknown): Malformed => new Malformed(body);
