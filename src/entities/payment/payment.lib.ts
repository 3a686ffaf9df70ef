import type { PaymentMethod, PaymentSettings, WebSettings } from '@/shared/contract/merchant.ts';
import { PAYMENT_FLAGS } from '@/shared/contract/payment-flags.ts';

/**
 * The payment types offered here: a method exists, its settings enable it for this channel (web or the bot) and the
 * merchant's flag for it is on.
 */
export function offeredPayments(
  methods: readonly PaymentMethod[],
  settings: readonly PaymentSettings[],
  flags: WebSettings,
  channel: 'web' | 'bot',
): PaymentMethod[] {
  return methods.filter((method) => {
    const setting = settings.find((s) => s.type === method.type);
    const enabled = setting ? setting.isActive && (channel === 'bot' ? setting.botEnabled : setting.webEnabled) : false;
    const flag = PAYMENT_FLAGS[method.type];
    return enabled && (flag === undefined || flags[flag] === true);
  });
}
