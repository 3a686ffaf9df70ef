import { formatPhone } from '@/shared/lib/phone.ts';

/** The `tel:` address of a phone number as the API writes it (digits, maybe with spaces or a plus). */
export const telHref = (phone: string): string => `tel:+${phone.replace(/\D/g, '')}`;

/**
 * A phone number to tap and call, written the way people read it. A `tel:` link: the phone's dialer opens, in a
 * browser and in Telegram's in-app view alike (the Mini App API opens only http(s) links, so there is nothing
 * better to route it through).
 */
export function PhoneLink({ phone, className, label }: { phone: string; className?: string; label?: string }) {
  return (
    <a href={telHref(phone)} className={className} aria-label={label ? `${label}: ${formatPhone(phone)}` : undefined}>
      {formatPhone(phone)}
    </a>
  );
}
