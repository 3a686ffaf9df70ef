import { DEFAULT_MAIN_COLOR, FALLBACK_MAIN_COLOR, type WebSettings } from '../../shared/contract/merchant.ts';

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * The brand colour: the merchant's main colour when it is a valid hex colour, the default #FF2E17 when none is set,
 * and the fallback #FCE000 when the one set cannot be used.
 */
export function brandColor(settings: Pick<WebSettings, 'mainColor'>): string {
  const value = settings.mainColor?.trim();
  if (!value) return DEFAULT_MAIN_COLOR;
  return HEX.test(value) ? value : FALLBACK_MAIN_COLOR;
}

/**
 * Text on the brand colour, chosen by contrast: white on a dark or saturated colour, near-black on a light one
 * (yellow #FCE000). Decided from the colour itself, so a merchant cannot end up with unreadable buttons.
 */
export function brandTextColor(color: string): string {
  const hex = color.length === 4 ? color.replace(/^#(.)(.)(.)$/, '#$1$1$2$2$3$3') : color;
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return luminance > 0.6 ? '#1c1c1e' : '#ffffff';
}
