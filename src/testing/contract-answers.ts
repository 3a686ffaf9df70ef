/**
 * What each endpoint of the contract answers, as a schema: the fake API checks every fixture a test gives against
 * it (so a test never passes on an answer the real server could not send), and the answers' types come from it
 * (so a fixture that drifts from the contract does not compile). `malformed(body)` sends a body as it is, for the
 * tests of what the app does with a broken answer.
 */
import * as v from 'valibot';
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
  health: v.object({ ok: v.literal(true), demo: v.boolean(), time: v.string() }),
  merchantBySub: MerchantSchema,
  webSettings: WebSettingsSchema,
  policies: PolicySchema,
  paymentMethods: v.array(PaymentMethodSchema),
  paymentSettings: v.array(PaymentSettingsSchema),
  vacancies: v.array(VacancySchema),
  vacancy: VacancySchema,
  stories: v.array(StorySchema),
  banners: v.array(BannerSchema),
  notifications: v.array(NotificationSchema),
  notificationRead: OkSchema,
  branches: v.array(BranchSchema),
  branchesFull: v.array(BranchSchema),
  branch: BranchSchema,
  branchPlaces: v.array(PlaceSchema),
  closestBranch: BranchSchema,
  closestBranchLocal: BranchSchema,
  cities: v.array(CitySchema),
  deliveryZones: v.array(DeliveryZoneSchema),
  zoneCheck: ZoneCheckSchema,
  tariff: TariffSchema,
  courier: CourierSchema,
  overalls: OverallSchema,
  grades: GradeListSchema,
  favourites: v.array(FavouriteSchema),
  favouriteSet: FavouriteSchema,
  favouriteDelete: OkSchema,
  reviews: v.array(ReviewSchema),
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
  addresses: v.array(AddressSchema),
  addressCreate: AddressSchema,
  addressUpdate: AddressSchema,
  addressDelete: OkSchema,
  myPromos: v.array(PromoSchema),
  cashbackHistory: v.array(CashbackMoveSchema),
  promoValidate: PromoValidateResponseSchema,
  orderCreate: OrderSchema,
  orderCreateAtTime: OrderSchema,
  ordersOfUser: pageSchema(OrderSchema),
  activeOrdersOfUser: v.array(OrderSchema),
  order: OrderSchema,
  orderCancel: OrderSchema,
  orderRepeat: RepeatOrderSchema,
  orderCallWaiter: OrderSchema,
  reservations: v.array(ReservationSchema),
  reservationCreate: ReservationSchema,
  reservationCancel: ReservationSchema,
} satisfies Record<EndpointName, v.GenericSchema>;

/** The body of a successful answer of an endpoint, as the server may send it. */
export type AnswerBody<N extends EndpointName> = v.InferInput<(typeof ANSWER_SCHEMAS)[N]>;

/** A body sent as it is, unchecked: for tests of an answer that breaks the contract. */
export class Malformed {
  constructor(readonly body: unknown) {}
}
export const malformed = (body: unknown): Malformed => new Malformed(body);
