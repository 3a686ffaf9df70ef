import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contrast, luminance, mix } from '@/shared/lib/contrast.ts';
import { brandColor, derivePalette, type PaletteInput } from './branding.lib.ts';

/** Telegram's default themes, as its clients send them (the same as the e2e Telegram client's). */
const TELEGRAM_LIGHT = {
  bg_color: '#ffffff',
  text_color: '#000000',
  hint_color: '#999999',
  link_color: '#2481cc',
  button_color: '#2481cc',
  button_text_color: '#ffffff',
  secondary_bg_color: '#efeff3',
  header_bg_color: '#ffffff',
  accent_text_color: '#2481cc',
  section_bg_color: '#ffffff',
  section_header_text_color: '#6d6d72',
  subtitle_text_color: '#999999',
  destructive_text_color: '#ff3b30',
};
const TELEGRAM_DARK = {
  bg_color: '#17212b',
  text_color: '#f5f5f5',
  hint_color: '#708499',
  link_color: '#6ab3f3',
  button_color: '#5288c1',
  button_text_color: '#ffffff',
  secondary_bg_color: '#232e3c',
  header_bg_color: '#17212b',
  accent_text_color: '#6ab2f2',
  section_bg_color: '#17212b',
  section_header_text_color: '#6ab3f3',
  subtitle_text_color: '#708499',
  destructive_text_color: '#ec3942',
};

const TEXT_ON_PAGE = [
  '--tgui--hint_color',
  '--tgui--subtitle_text_color',
  '--tgui--section_header_text_color',
  '--tgui--secondary_hint_color',
  '--tgui--destructive_text_color',
  '--tgui--link_color',
  '--tgui--accent_text_color',
  '--app-accent-ink',
];
const FILLS: [string, string][] = [
  ['--tgui--button_color', '--tgui--button_text_color'],
  ['--app-accent', '--app-accent-text'],
];

/** Every text colour of the palette against every surface (and links against their bezel tint), every fill against its text. */
function pairs(input: PaletteInput): { name: string; ratio: number }[] {
  const { surfaces, vars } = derivePalette(input);
  const out: { name: string; ratio: number }[] = [];
  for (const name of TEXT_ON_PAGE) {
    const text = vars[name] ?? '';
    for (const surface of surfaces) out.push({ name: `${name} on ${surface}`, ratio: contrast(text, surface) });
  }
  for (const name of ['--tgui--link_color', '--tgui--accent_text_color']) {
    const text = vars[name] ?? '';
    for (const surface of surfaces)
      out.push({
        name: `${name} on its tint over ${surface}`,
        ratio: contrast(text, mix(text, surface, input.dark ? 0.15 : 0.1)),
      });
  }
  for (const [fill, text] of FILLS)
    out.push({ name: `${text} on ${fill}`, ratio: contrast(vars[fill] ?? '', vars[text] ?? '') });
  return out;
}

describe('brand colour', () => {
  it('uses the merchant colour, the default when unset and the fallback when unusable', () => {
    expect(brandColor({ mainColor: '#2E7D32' })).toBe('#2E7D32');
    expect(brandColor({ mainColor: '' })).toBe('#FF2E17');
    expect(brandColor({ mainColor: 'red; background:url(x)' })).toBe('#FCE000');
  });
});

describe('the palette painted from the brand colour and the theme', () => {
  it('fixes the failures of the issue on the light page: grey on cards, brand red as text and under white', () => {
    const { surfaces, vars } = derivePalette({ brand: '#FF2E17', dark: false, theme: {}, telegram: false });
    expect(surfaces).toEqual(['#ffffff', '#efeff4']);
    expect(contrast(vars['--tgui--hint_color'] ?? '', '#efeff4')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(vars['--tgui--link_color'] ?? '', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(vars['--app-accent'] ?? '', vars['--app-accent-text'] ?? '')).toBeGreaterThanOrEqual(4.5);
    for (const pair of pairs({ brand: '#FF2E17', dark: false, theme: {}, telegram: false }))
      expect(pair.ratio, pair.name).toBeGreaterThanOrEqual(4.5);
  });

  it("inside Telegram derives from the theme's own colours and backgrounds, and adjusts its low-contrast hint colour", () => {
    const light = derivePalette({ brand: '#FF2E17', dark: false, theme: TELEGRAM_LIGHT, telegram: true });
    expect(light.surfaces).toEqual(['#ffffff', '#efeff3']);
    expect(light.vars['--tgui--hint_color']).not.toBe('#999999');
    // The main button is the brand's fill with the brand's readable text, as in a browser.
    expect(light.vars['--tgui--button_color']).toBe(light.vars['--app-accent']);
    expect(light.vars['--tgui--button_text_color']).toBe(light.vars['--app-accent-text']);
    const dark = derivePalette({ brand: '#FF2E17', dark: true, theme: TELEGRAM_DARK, telegram: true });
    expect(dark.surfaces).toEqual(['#17212b', '#232e3c']);
    // One accent: the brand's red, lightened to read on Telegram's dark surfaces, not Telegram's blue.
    expect(dark.vars['--tgui--link_color']).not.toBe('#6ab3f3');
    expect(luminance(dark.vars['--tgui--link_color'] ?? '')).toBeGreaterThan(luminance('#FF2E17'));
    for (const input of [
      { theme: TELEGRAM_LIGHT, dark: false },
      { theme: TELEGRAM_DARK, dark: true },
    ]) {
      for (const pair of pairs({ brand: '#FF2E17', telegram: true, ...input }))
        expect(pair.ratio, pair.name).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('links and buttons are the brand colour, in a browser and inside Telegram alike', () => {
    const browser = derivePalette({ brand: '#2E7D32', dark: true, theme: TELEGRAM_LIGHT, telegram: false });
    expect(browser.surfaces).toEqual(['#212121', '#0f0f0f']);
    // The green lightened to read on the dark page, the button kept as the merchant chose it, white on it.
    expect(browser.vars['--tgui--link_color']).toMatch(/^#[0-9a-f]{6}$/);
    expect(luminance(browser.vars['--tgui--link_color'] ?? '')).toBeGreaterThan(luminance('#2E7D32'));
    expect(browser.vars['--tgui--button_color']).toBe('#2e7d32');
    expect(browser.vars['--tgui--button_text_color']).toBe('#ffffff');
    const telegram = derivePalette({ brand: '#2E7D32', dark: false, theme: TELEGRAM_LIGHT, telegram: true });
    // The green darkened just enough to read on Telegram's grey cards, never Telegram's blue.
    expect(telegram.vars['--tgui--link_color']).not.toBe(TELEGRAM_LIGHT.link_color);
    expect(luminance(telegram.vars['--tgui--link_color'] ?? '')).toBeLessThanOrEqual(luminance('#2E7D32'));
    expect(telegram.vars['--tgui--button_color']).toBe('#2e7d32');
    expect(telegram.vars['--app-accent']).toBe('#2e7d32');
  });

  it('every text and every fill reads at 4.5:1 whatever colour the merchant picks, light or dark, in a browser or in Telegram', () => {
    const hex = fc
      .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
      .map((rgb) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`);
    const where = fc.constantFrom<Omit<PaletteInput, 'brand'>[]>(
      { dark: false, theme: {}, telegram: false },
      { dark: true, theme: {}, telegram: false },
      { dark: false, theme: TELEGRAM_LIGHT, telegram: true },
      { dark: true, theme: TELEGRAM_DARK, telegram: true },
    );
    fc.assert(
      fc.property(hex, where, (brand, place) => {
        for (const pair of pairs({ brand, ...place }))
          expect(pair.ratio, `${brand}: ${pair.name}`).toBeGreaterThanOrEqual(4.5);
      }),
      { numRuns: 150 },
    );
  });
});
