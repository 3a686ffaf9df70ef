import { useAtomValue } from 'jotai';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { platformAtom } from './atoms.ts';

const TELEGRAM_LINK = /^https:\/\/t\.me\//;

/**
 * A link that leaves the storefront (a social page, a chat). In a browser, a new tab. Inside Telegram, the
 * messenger's way: a t.me link opens in Telegram itself (a chat, a channel) without closing the Mini App, any
 * other in Telegram's in-app browser.
 */
export function OutboundLink({
  href,
  onClick,
  children,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const platform = useAtomValue(platformAtom);
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || platform.kind !== 'telegram') return;
    event.preventDefault();
    if (TELEGRAM_LINK.test(href)) platform.openTelegramLink(href);
    else platform.openLink(href);
  };
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" onClick={open} {...rest}>
      {children}
    </a>
  );
}
