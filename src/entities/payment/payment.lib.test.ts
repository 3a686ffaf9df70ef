import { describe, expect, it } from 'vitest';
import { DEFAULT_WEB_SETTINGS, type PaymentMethod, type PaymentSettings } from '@/shared/contract/merchant.ts';
import { offeredPayments } from './payment.lib.ts';

const method = (id: number, type: PaymentMethod['type']): PaymentMethod => ({ id, name: type, type });
const setting = (type: PaymentSettings['type'], web: boolean, bot: boolean): PaymentSettings => ({
  id: 1,
  merchantId: 'm',
  type,
  webEnabled: web,
  botEnabled: bot,
  operatorEnabled: true,
  appEnabled: true,
  qrEnabled: false,
  isActive: true,
});

describe('payment types offered', () => {
  const methods = [method(1, 'CASH'), method(2, 'PAYME'), method(3, 'CLICK')];
  const settings = [setting('CASH', true, true), setting('PAYME', true, false), setting('CLICK', true, true)];
  it('keeps the types enabled for the channel and by their flag', () => {
    const flags = { ...DEFAULT_WEB_SETTINGS, cashActive: true, paymeActive: true, clickActive: false };
    expect(offeredPayments(methods, settings, flags, 'web').map((m) => m.type)).toEqual(['CASH', 'PAYME']);
    expect(offeredPayments(methods, settings, flags, 'bot').map((m) => m.type)).toEqual(['CASH']);
  });
  it('offers nothing without settings for a type', () => {
    expect(offeredPayments(methods, [], DEFAULT_WEB_SETTINGS, 'web')).toEqual([]);
  });
});
