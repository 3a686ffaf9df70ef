import { DEFAULT_MAIN_COLOR, FALLBACK_MAIN_COLOR, type WebSettings } from '@/shared/contract/merchant.ts';
import { fillPair, readableShade } from '@/shared/lib/contrast.ts';

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

/** telegram-ui's own colours for each appearance: what paints where Telegram's theme (or a browser) gives none. */
const KIT_COLORS: Record<'light' | 'dark', Readonly<Record<string, string>>> = {
  light: {
    bg_color: '#ffffff',
    secondary_bg_color: '#efeff4',
    section_bg_color: '#ffffff',
    header_bg_color: '#ffffff',
    hint_color: '#707579',
    subtitle_text_color: '#707579',
    section_header_text_color: '#707579',
    secondary_hint_color: '#a2acb0',
    link_color: '#007aff',
    accent_text_color: '#007aff',
    button_color: '#007aff',
    destructive_text_color: '#e53935',
  },
  dark: {
    bg_color: '#212121',
    secondary_bg_color: '#0f0f0f',
    section_bg_color: '#212121',
    header_bg_color: '#212121',
    hint_color: '#aaaaaa',
    subtitle_text_color: '#aaaaaa',
    section_header_text_color: '#aaaaaa',
    secondary_hint_color: '#78797e',
    link_color: '#2990ff',
    accent_text_color: '#007aff',
    button_color: '#2990ff',
    destructive_text_color: '#e53935',
  },
};

/** The surfaces text sits on: the page, the secondary background (cards, chips), sections and the header. */
const SURFACES = ['bg_color', 'secondary_bg_color', 'section_bg_color', 'header_bg_color'] as const;
/** Secondary text of every kind: descriptions, old prices, captions, section headers. */
const SECONDARY_TEXTS = {
  hint_color: '--tgui--hint_color',
  subtitle_text_color: '--tgui--subtitle_text_color',
  section_header_text_color: '--tgui--section_header_text_color',
  secondary_hint_color: '--tgui--secondary_hint_color',
  destructive_text_color: '--tgui--destructive_text_color',
} as const;
/** telegram-ui lays 10 % (light) or 15 % (dark) of the accent under bezeled buttons' text: links must read on that tint too. */
const BEZEL_TINT = { light: 0.1, dark: 0.15 };

export interface PaletteInput {
  /** The merchant's colour (`brandColor`). */
  brand: string;
  dark: boolean;
  /** Inside Telegram: the client's theme colours by snake_case key; in a browser, none (the kit's palette paints). */
  theme: Readonly<Record<string, string>>;
  /** In a browser the brand colour is the link and button colour; inside Telegram those follow Telegram's theme. */
  telegram: boolean;
}

export interface Palette {
  /** The page's own background (`bg_color`), as painted: Telegram's header and bottom bar wear it too. */
  page: string;
  /** The colours of the surfaces text is drawn on, as painted. */
  surfaces: readonly string[];
  /** CSS custom properties for telegram-ui's root: every text colour and every fill with text, readable (4.5:1). */
  vars: Readonly<Record<string, string>>;
}

/**
 * Every colour the storefront draws text in, or under text, made readable on the surfaces actually painted (Telegram's
 * theme or the kit's light or dark palette): the brand colour as text (`--app-accent-ink`) and as a fill with its text
 * (`--app-accent`, `--app-accent-text`), links and buttons (the one accent, in a browser and in Telegram), and the grey
 * secondary texts. Each keeps its hue and moves
 * only as far as WCAG's 4.5:1 needs. Telegram's own hint colour is adjusted the same way rather than used only where it
 * happens to pass: the light theme's #999999 reads at 2.8:1 on white, and descriptions and old prices must be read.
 */
export function derivePalette({ brand, dark, theme, telegram }: PaletteInput): Palette {
  const appearance = dark ? 'dark' : 'light';
  const kit = KIT_COLORS[appearance];
  const color = (key: string): string => {
    const given = telegram ? theme[key] : undefined;
    return given && HEX.test(given) ? given : (kit[key] ?? '#000000');
  };
  const surfaces = [...new Set(SURFACES.map(color))];
  const ink = (source: string, tint?: number) => readableShade(source, surfaces, { tint }).color;
  const vars: Record<string, string> = {};
  for (const [key, name] of Object.entries(SECONDARY_TEXTS)) vars[name] = ink(color(key));

  // One accent, the merchant's, in a browser and inside Telegram alike: links, radios, accent texts and buttons (the
  // native main button too, through the platform) are the brand colour, made readable; surfaces, texts and hints stay
  // Telegram's theme.
  const fill = fillPair(brand);
  vars['--tgui--link_color'] = ink(brand, BEZEL_TINT[appearance]);
  vars['--tgui--accent_text_color'] = vars['--tgui--link_color'];
  vars['--tgui--button_color'] = fill.fill;
  vars['--tgui--button_text_color'] = fill.text;
  vars['--app-accent'] = fill.fill;
  vars['--app-accent-text'] = fill.text;
  vars['--app-accent-ink'] = ink(brand);
  return { page: color('bg_color'), surfaces, vars };
}
