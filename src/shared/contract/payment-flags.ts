import type { FeatureFlag, PaymentType } from './merchant.ts';

/** The merchant's switch for each payment type that has one: off, the type is neither offered nor taken. */
export const PAYMENT_FLAGS: Partial<Record<PaymentType, FeatureFlag>> = {
  CASH: 'cashActive',
  TERMINAL: 'terminalActive',
  PAYME: 'paymeActive',
  CLICK: 'clickActive',
  UZUM: 'uzumActive',
  CARD: 'cardActive',
};
