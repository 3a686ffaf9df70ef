/**
 * Readable colours: WCAG 2 contrast, and shades of a colour that reach a contrast ratio while keeping its hue.
 * A merchant (or Telegram's theme) chooses a colour; text drawn in it, or on it, is darkened or lightened (mixed with
 * black or white, so its hue stays) just far enough to read. Plain functions on hex strings, no DOM.
 */

/** WCAG's minimum for body text (success criterion 1.4.3, level AA). */
export const TEXT_CONTRAST = 4.5;
export const WHITE = '#ffffff';
/** The dark text used on light fills: near-black, as Telegram's own dark text. */
export const NEAR_BLACK = '#1c1c1e';

type Rgb = readonly [number, number, number];
const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** `#rgb` or `#rrggbb` as 0..255 channels; null when it is not one. */
export function parseHex(color: string): Rgb | null {
  const match = HEX.exec(color.trim());
  if (!match?.[1]) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as unknown as Rgb;
}

const clamp = (c: number): number => Math.round(Math.min(255, Math.max(0, c)));
const toHex = (rgb: Rgb): string => `#${rgb.map((c) => clamp(c).toString(16).padStart(2, '0')).join('')}`;

/** sRGB channel (0..255, whole) to linear light, looked up: shades are searched by the hundred. */
const LINEAR = Array.from({ length: 256 }, (_, c) => {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
});
const luminanceOf = ([r, g, b]: Rgb): number =>
  0.2126 * (LINEAR[clamp(r)] ?? 0) + 0.7152 * (LINEAR[clamp(g)] ?? 0) + 0.0722 * (LINEAR[clamp(b)] ?? 0);
const ratioOf = (a: number, b: number): number => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
const mixRgb = ([r, g, b]: Rgb, [br, bg, bb]: Rgb, amount: number): Rgb => [
  clamp(r * amount + br * (1 - amount)),
  clamp(g * amount + bg * (1 - amount)),
  clamp(b * amount + bb * (1 - amount)),
];

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function luminance(color: string): number {
  return luminanceOf(parseHex(color) ?? [0, 0, 0]);
}

/** WCAG contrast ratio of two colours, 1 to 21. */
export function contrast(a: string, b: string): number {
  return ratioOf(luminance(a), luminance(b));
}

/** `amount` (0..1) of `color` laid over `below`: how a translucent tint of a colour paints on a surface. */
export function mix(color: string, below: string, amount: number): string {
  return toHex(mixRgb(parseHex(color) ?? [0, 0, 0], parseHex(below) ?? [0, 0, 0], amount));
}

/** Steps between the colour and black or white: a shade is at most 1/400 of the way further than it needs to be. */
const STEPS = 400;
const BLACK: Rgb = [0, 0, 0];
const WHITE_RGB: Rgb = [255, 255, 255];

export interface ShadeOptions {
  /** The ratio to reach (default 4.5). */
  ratio?: number;
  /**
   * The colour also paints a translucent tint of itself under its own text (telegram-ui's bezeled buttons: 10-15 % of
   * the accent over the surface): that tint, at this strength, counts as a surface too.
   */
  tint?: number;
}

export interface Shade {
  color: string;
  /** How far it moved towards black or white, 0 to 1 (0 when the colour already reads). */
  change: number;
  /** The lowest contrast of the shade with any of the surfaces. */
  contrast: number;
}

/**
 * The shade of `color` nearest to it whose contrast with every colour of `against` reaches the ratio: the colour mixed
 * with black (darker) or white (lighter), which keeps its hue, as little as reads; untouched when it already reads.
 * When no shade reaches it (surfaces both very light and very dark), the shade with the best worst contrast.
 */
export function readableShade(color: string, against: readonly string[], options: ShadeOptions = {}): Shade {
  const ratio = options.ratio ?? TEXT_CONTRAST;
  const tint = options.tint;
  const key = `${color}|${against.join()}|${ratio}|${tint ?? ''}`;
  let shade = shades.get(key);
  if (!shade) {
    shade = searchShade(color, against, ratio, tint);
    // A page uses a few dozen colours: past 200, the cache starts again.
    if (shades.size > 200) shades.clear();
    shades.set(key, shade);
  }
  return shade;
}

/**
 * The palette is worked out again whenever the brand, the theme or the appearance changes (the merchant's settings
 * arriving, a live theme switch), and most of its colours (the grey texts) do not depend on what changed; labels and
 * chips repeat a few colours over a whole menu: each shade is searched once.
 */
const shades = new Map<string, Shade>();

function searchShade(color: string, against: readonly string[], ratio: number, tint: number | undefined): Shade {
  const own = parseHex(color) ?? BLACK;
  const surfaces = against.map((surface) => parseHex(surface) ?? BLACK);
  const lums = surfaces.map(luminanceOf);
  const worst = (candidate: Rgb): number => {
    const lum = luminanceOf(candidate);
    let lowest = Infinity;
    for (let i = 0; i < surfaces.length; i++) {
      lowest = Math.min(lowest, ratioOf(lum, lums[i] ?? 0));
      if (tint) lowest = Math.min(lowest, ratioOf(lum, luminanceOf(mixRgb(candidate, surfaces[i] ?? BLACK, tint))));
    }
    return lowest;
  };
  const first = worst(own);
  if (first >= ratio) return { color: toHex(own), change: 0, contrast: first };
  // The steps from `from` on, towards black then white at each: the first shade that reads, else the best of them.
  const scan = (from: number): { reads: boolean; shade: Shade } => {
    let best = { rgb: own, change: 0, contrast: first };
    for (let step = from; step <= STEPS; step++) {
      for (const towards of [BLACK, WHITE_RGB]) {
        const rgb = mixRgb(towards, own, step / STEPS);
        const contrast = worst(rgb);
        // Only the shade kept is written out as hex: hundreds may be weighed at boot on a phone.
        if (contrast >= ratio) return { reads: true, shade: { color: toHex(rgb), change: step / STEPS, contrast } };
        if (contrast > best.contrast) best = { rgb, change: step / STEPS, contrast };
      }
    }
    return { reads: false, shade: { color: toHex(best.rgb), change: best.change, contrast: best.contrast } };
  };
  // No step before the first that reads on the surfaces themselves reads with the tint counted too. When none reads
  // from there, every step is weighed for the best.
  const from = firstReadingStep(own, lums, ratio);
  const found = from === null ? null : scan(from);
  return found?.reads ? found.shade : scan(1).shade;
}

/**
 * The first step towards black or white at which a shade of `own` reads on surfaces of these luminances, or null: the
 * step weighing every step in turn would find, in a few dozen weighings instead of up to 800.
 *
 * Each step towards black (or white) moves the shade's luminance one way (or leaves it). So against one surface the
 * steps that read are a run from the start (still on the colour's side of the surface and not yet too near it) and a
 * run to the end (past the surface and far enough), whose beginning is found by halving. The colour itself does not
 * read on some surface, so no run from the start holds for all of them: the first step that reads on every surface
 * begins a run to the end, and those beginnings are weighed in order.
 */
function firstReadingStep(own: Rgb, surfaces: readonly number[], ratio: number): number | null {
  const luminanceAt = (towards: Rgb, step: number) => luminanceOf(mixRgb(towards, own, step / STEPS));
  const starts: number[] = [];
  for (const towards of [BLACK, WHITE_RGB])
    for (const below of surfaces) {
      const past = (step: number): boolean => {
        const lum = luminanceAt(towards, step);
        return (towards === BLACK ? lum <= below : lum >= below) && ratioOf(lum, below) >= ratio;
      };
      if (!past(STEPS)) continue;
      let low = 1;
      let high = STEPS;
      while (low < high) {
        const middle = (low + high) >> 1;
        if (past(middle)) high = middle;
        else low = middle + 1;
      }
      starts.push(low);
    }
  const reads = (step: number) =>
    [BLACK, WHITE_RGB].some((towards) => {
      const lum = luminanceAt(towards, step);
      return surfaces.every((below) => ratioOf(lum, below) >= ratio);
    });
  return starts.sort((a, b) => a - b).find(reads) ?? null;
}

export interface FillPair {
  /** The fill: the colour itself, or the nearest shade under which the text reads. */
  fill: string;
  /** The text on it. */
  text: string;
}

/**
 * A fill in `color` with readable text on it: each candidate text (white, then near-black; Telegram's own button text
 * first when given) with the nearest shade of the fill it reads on; the candidate needing the smaller change wins, the
 * first one on a tie.
 */
export function fillPair(
  color: string,
  texts: readonly string[] = [WHITE, NEAR_BLACK],
  ratio = TEXT_CONTRAST,
): FillPair {
  let best: (Shade & { text: string }) | null = null;
  for (const text of texts) {
    const shade = readableShade(color, [text], { ratio });
    const reads = shade.contrast >= ratio;
    const bestReads = best !== null && best.contrast >= ratio;
    if (
      !best ||
      (reads && !bestReads) ||
      (reads === bestReads && (reads ? shade.change < best.change : shade.contrast > best.contrast))
    )
      best = { ...shade, text };
  }
  return best ? { fill: best.color, text: best.text } : { fill: color, text: WHITE };
}

/**
 * Inline colours of a badge filled with a colour from the content (a product label): the readable pair, or none when
 * the colour is not a hex colour, so the badge keeps the brand's fill.
 */
export function fillStyle(color: string | null | undefined): { background: string; color: string } | undefined {
  if (!color || !parseHex(color)) return undefined;
  const pair = fillPair(color);
  return { background: pair.fill, color: pair.text };
}
