import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  contrast,
  fillPair,
  fillStyle,
  luminance,
  mix,
  NEAR_BLACK,
  parseHex,
  readableShade,
  TEXT_CONTRAST,
  WHITE,
} from './contrast.ts';

/** Hue in degrees, saturation and lightness (0..1) of a hex colour, to check what a shade kept. */
function hsl(color: string): { h: number; s: number; l: number } {
  const [r, g, b] = (parseHex(color) ?? [0, 0, 0]).map((c) => c / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { h: 0, s: 0, l };
  const h = max === r ? ((g - b) / d + 6) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return { h: h * 60, s: d / (1 - Math.abs(2 * l - 1)), l };
}
const hueDistance = (a: number, b: number) => Math.min(Math.abs(a - b), 360 - Math.abs(a - b));

describe('WCAG contrast', () => {
  it('measures the figures of the issue', () => {
    expect(contrast('#707579', '#efeff4')).toBeCloseTo(4.06, 2);
    expect(contrast('#ffffff', '#FF2E17')).toBeCloseTo(3.71, 2);
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#fff', '#ffffff')).toBe(1);
    expect(luminance('#000')).toBe(0);
  });

  it('reads #rgb and #rrggbb only, and mixes a tint over a surface', () => {
    expect(parseHex('#f00')).toEqual([255, 0, 0]);
    expect(parseHex(' #2E7D32 ')).toEqual([46, 125, 50]);
    expect(parseHex('red')).toBeNull();
    expect(parseHex('#12345')).toBeNull();
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
  });
});

describe('a readable shade of a colour', () => {
  it('darkens the brand red on white just enough, keeping its hue', () => {
    const shade = readableShade('#FF2E17', ['#ffffff', '#efeff4']);
    expect(contrast(shade.color, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(shade.color, '#efeff4')).toBeGreaterThanOrEqual(4.5);
    expect(hueDistance(hsl(shade.color).h, hsl('#FF2E17').h)).toBeLessThan(2);
    expect(hsl(shade.color).l).toBeLessThan(hsl('#FF2E17').l);
    // Just enough: one step lighter would not read on the secondary background.
    expect(shade.contrast).toBeLessThan(4.7);
  });

  it('lightens it on a dark page, and leaves a colour that already reads untouched', () => {
    const shade = readableShade('#FF2E17', ['#212121', '#0f0f0f']);
    expect(shade.contrast).toBeGreaterThanOrEqual(4.5);
    expect(hsl(shade.color).l).toBeGreaterThan(hsl('#FF2E17').l);
    expect(readableShade('#2E7D32', ['#ffffff'])).toEqual({
      color: '#2e7d32',
      change: 0,
      contrast: contrast('#2E7D32', '#ffffff'),
    });
  });

  it("moves the kit's grey and Telegram's hint colour until they read on the page and on cards", () => {
    const grey = readableShade('#707579', ['#ffffff', '#efeff4']);
    expect(grey.contrast).toBeGreaterThanOrEqual(4.5);
    expect(grey.color).not.toBe('#707579');
    expect(readableShade('#999999', ['#ffffff', '#efeff3']).contrast).toBeGreaterThanOrEqual(4.5);
    expect(readableShade('#708499', ['#17212b', '#232e3c']).contrast).toBeGreaterThanOrEqual(4.5);
  });

  it('counts the tint of itself under its text when asked (bezeled buttons)', () => {
    const plain = readableShade('#FF2E17', ['#ffffff']);
    const tinted = readableShade('#FF2E17', ['#ffffff'], { tint: 0.15 });
    expect(contrast(tinted.color, mix(tinted.color, '#ffffff', 0.15))).toBeGreaterThanOrEqual(4.5);
    expect(hsl(tinted.color).l).toBeLessThanOrEqual(hsl(plain.color).l);
  });

  it('searches a shade once: the same question gets the same answer, another surface or tint its own', () => {
    const first = readableShade('#3390ec', ['#ffffff', '#f1f1f4']);
    expect(readableShade('#3390ec', ['#ffffff', '#f1f1f4'])).toBe(first);
    expect(readableShade('#3390ec', ['#ffffff', '#f1f1f4'], { tint: 0.15 })).not.toBe(first);
    expect(readableShade('#3390ec', ['#ffffff'])).not.toBe(first);
    expect(readableShade('#3390ec', ['#ffffff', '#f1f1f4'], { ratio: 7 }).contrast).toBeGreaterThanOrEqual(7);
  });

  it('gives the best it can when no shade reads on surfaces both light and dark', () => {
    // Mid-grey is as far as any colour gets from both black and white: 4.58:1, short of 7:1.
    const shade = readableShade('#808080', ['#ffffff', '#000000'], { ratio: 7 });
    expect(shade.contrast).toBeLessThan(7);
    expect(shade.contrast).toBeGreaterThan(4.5);
  });
});

describe('text on a fill', () => {
  it('keeps the red fill and writes near-black on it: the smaller change (none) wins over darkening the red for white', () => {
    expect(fillPair('#FF2E17')).toEqual({ fill: '#ff2e17', text: NEAR_BLACK });
  });

  it('keeps white on a dark green, and darkens a red that neither text reads on by the smaller step', () => {
    expect(fillPair('#2E7D32')).toEqual({ fill: '#2e7d32', text: WHITE });
    const red = fillPair('#e53935');
    expect(contrast(red.fill, red.text)).toBeGreaterThanOrEqual(4.5);
    expect(red.text).toBe(WHITE);
    expect(hsl(red.fill).l).toBeLessThan(hsl('#e53935').l);
  });

  it("writes near-black on yellow, and prefers Telegram's own button text when it reads", () => {
    expect(fillPair('#FCE000').text).toBe(NEAR_BLACK);
    expect(fillPair('#2e7d32', ['#fafafa', WHITE, NEAR_BLACK])).toEqual({ fill: '#2e7d32', text: '#fafafa' });
    // Telegram's light-grey text would need a darker blue than white does: white, on the nearer shade.
    expect(fillPair('#2481cc', ['#f0f0f0', WHITE, NEAR_BLACK]).text).toBe(WHITE);
  });

  it('styles a label only for a hex colour', () => {
    expect(fillStyle('#2E7D32')).toEqual({ background: '#2e7d32', color: WHITE });
    expect(fillStyle('red')).toBeUndefined();
    expect(fillStyle(null)).toBeUndefined();
  });
});

const hexColor = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map((rgb) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`);
/** The page and card backgrounds of the light and dark palettes, and Telegram's default light and dark themes. */
const BACKGROUNDS = {
  light: ['#ffffff', '#efeff4'],
  dark: ['#212121', '#0f0f0f'],
  telegramLight: ['#ffffff', '#efeff3'],
  telegramDark: ['#17212b', '#232e3c'],
};

describe('any colour a merchant picks', () => {
  it('reads at 4.5:1 as text on every background, and as a fill under its text, keeping its hue', () => {
    fc.assert(
      fc.property(hexColor, fc.constantFrom(...Object.values(BACKGROUNDS)), (color, surfaces) => {
        const shade = readableShade(color, surfaces);
        for (const surface of surfaces) expect(contrast(shade.color, surface)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
        if (hsl(color).s > 0.1 && hsl(shade.color).s > 0.1)
          expect(hueDistance(hsl(shade.color).h, hsl(color).h)).toBeLessThan(6);
        const pair = fillPair(color);
        expect(contrast(pair.fill, pair.text)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
      }),
      { numRuns: 300 },
    );
  });
});

/**
 * The search as first written: every step from the colour towards black and white in turn (black first), the first
 * that reads on every surface (its tint counted too), else the best worst contrast. readableShade must answer exactly
 * as it does, in a few dozen weighings instead of up to 800.
 */
function shadeStepByStep(color: string, against: readonly string[], ratio: number, tint?: number) {
  const worst = (candidate: string) =>
    Math.min(
      ...against.flatMap((surface) => [
        contrast(candidate, surface),
        ...(tint ? [contrast(candidate, mix(candidate, surface, tint))] : []),
      ]),
    );
  let best = { color: mix(color, '#000000', 1), change: 0, contrast: worst(mix(color, '#000000', 1)) };
  if (best.contrast >= ratio) return best;
  for (let step = 1; step <= 400; step++) {
    for (const towards of ['#000000', '#ffffff']) {
      const candidate = mix(towards, color, step / 400);
      const reached = { color: candidate, change: step / 400, contrast: worst(candidate) };
      if (reached.contrast >= ratio) return reached;
      if (reached.contrast > best.contrast) best = reached;
    }
  }
  return best;
}

describe('the shade search', () => {
  it('finds exactly the shade weighing every step in turn finds, on any surfaces, tint and ratio', () => {
    fc.assert(
      fc.property(
        hexColor,
        fc.array(hexColor, { minLength: 1, maxLength: 4 }),
        fc.constantFrom(3, 4.5, 7),
        fc.constantFrom(undefined, 0.1, 0.15),
        (color, surfaces, ratio, tint) => {
          const shade = readableShade(color, surfaces, { ratio, tint });
          const expected = shadeStepByStep(color, surfaces, ratio, tint);
          expect(shade.color).toBe(expected.color);
          expect(shade.change).toBe(expected.change);
          expect(shade.contrast).toBeCloseTo(expected.contrast, 9);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('takes the darker shade when a darker and a lighter one read after as many steps', () => {
    // On this mauve, pink reads only 393/400 of the way to black (#040004) or to white (#fffbfe).
    expect(readableShade('#ea12cb', ['#936595'])).toEqual(shadeStepByStep('#ea12cb', ['#936595'], TEXT_CONTRAST));
    expect(readableShade('#ea12cb', ['#936595']).color).toBe('#040004');
  });
});
