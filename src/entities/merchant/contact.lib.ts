import type { WebSettings } from '@/shared/contract/merchant.ts';

/** Only plain https links from the settings become links (no `javascript:`, no `http:`, nothing with spaces). */
const SAFE_URL = /^https:\/\/[^\s"'<>]+$/;
const safe = (url: string | null | undefined): url is string => typeof url === 'string' && SAFE_URL.test(url);

export interface OutboundEntry {
  /** A stable id for test ids and keys. */
  id: 'telegram' | 'instagram' | 'facebook' | 'ios' | 'android' | 'bot';
  url: string;
}

/** Where the merchant can be written to or followed: its messenger and social pages that are on and safe. */
export function socialLinks(settings: WebSettings): OutboundEntry[] {
  const all: [OutboundEntry['id'], string | null | undefined, boolean][] = [
    ['telegram', settings.telegram, settings.telegramActive],
    ['instagram', settings.instagram, settings.instagramActive],
    ['facebook', settings.facebook, settings.facebookActive],
  ];
  return all.filter(([, url, active]) => active && safe(url)).map(([id, url]) => ({ id, url: url as string }));
}

/** The merchant's apps and bot, when the settings have them on and the link is safe. */
export function appLinks(settings: WebSettings): OutboundEntry[] {
  const all: [OutboundEntry['id'], string | null | undefined, boolean][] = [
    ['ios', settings.iosAppLink, settings.iosAppLinkActive],
    ['android', settings.androidAppLink, settings.androidAppLinkActive],
    ['bot', settings.telegramBotLink, settings.telegramBotLinkActive],
  ];
  return all.filter(([, url, active]) => active && safe(url)).map(([id, url]) => ({ id, url: url as string }));
}

/**
 * The call centre's number, where the merchant shows it: in the footer (the link field's own `phoneLinkActive`) or in
 * the side menu (`phoneActive`, the menu's flag for the phone).
 */
export const callCentre = (settings: WebSettings, where: 'footer' | 'menu'): string | null =>
  (where === 'footer' ? settings.phoneLinkActive : settings.phoneActive) && settings.phone ? settings.phone : null;

/**
 * Where to chat with the merchant (`chatActive`): its Telegram, written to directly; the side menu's 'Write to us in
 * Telegram'. The footer's 'Follow us' keeps the Telegram page under its own `telegramActive`.
 */
export const chatLink = (settings: WebSettings): string | null =>
  settings.chatActive && safe(settings.telegram) ? settings.telegram : null;
