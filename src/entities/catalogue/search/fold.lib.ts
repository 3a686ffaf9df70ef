/**
 * Folding and transliteration for catalogue search: every word is folded twice, to its literal form (`literalOf`: lower
 * case, no accents, one apostrophe, ё→е, й→и), for same-script prefixes, and to its Latin key (`toLatinKey`): Cyrillic
 * transliterated the Uzbek way, then folded to a phonetic skeleton where Uzbek Latin and Russian spellings of the same
 * dish meet ("чай" and "choy" → "chai", "лагман" and "lag'mon" → "lagman"). Pure functions.
 */

/** Apostrophe look-alikes used in Uzbek Latin (o‘, g‘) and by keyboards. */
const APOSTROPHES = new Set(["'", '`', 'ʻ', 'ʼ', '’', '‘', '´', 'ʹ', '′', 'ʽ']);
const DASHES = new Set(['-', '‐', '‑', '‒', '–', '—']);
/** Latin letters from the 1993 Uzbek alphabet and a few others that NFD alone would fold wrongly. */
const SPECIAL: Record<string, string> = {
  ş: 'sh',
  ç: 'ch',
  ğ: "g'",
  ö: "o'",
  ñ: 'ng',
  ı: 'i',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ł: 'l',
};
const charCache = new Map<string, string>();

/** One lower-case character → its folded form: letters/digits (accents stripped), "'", "-", or " " (a separator). */
function foldChar(ch: string): string {
  const code = ch.charCodeAt(0);
  if (code < 0x80) {
    if ((code >= 0x61 && code <= 0x7a) || (code >= 0x30 && code <= 0x39)) return ch;
    if (ch === "'" || ch === '`') return "'";
    return ch === '-' ? '-' : ' ';
  }
  const cached = charCache.get(ch);
  if (cached !== undefined) return cached;
  let out: string;
  if (APOSTROPHES.has(ch)) out = "'";
  else if (DASHES.has(ch)) out = '-';
  else if (code >= 0x400 && code <= 0x4ff)
    out = /\p{L}/u.test(ch) ? ch : ' '; // Cyrillic: keep ё, й, ў, қ, ғ, ҳ whole
  else if (SPECIAL[ch] !== undefined) out = SPECIAL[ch];
  else {
    const stripped = ch.normalize('NFD').replace(/\p{M}/gu, '');
    out = stripped !== '' && /^[\p{L}\p{N}]+$/u.test(stripped) ? stripped : ' ';
  }
  charCache.set(ch, out);
  return out;
}

/** Plain Latin letters, digits and Russian letters: kept as they are, no lookup. */
const isPlain = (code: number): boolean =>
  (code >= 0x61 && code <= 0x7a) ||
  (code >= 0x30 && code <= 0x39) ||
  (code >= 0x430 && code <= 0x44f) ||
  code === 0x451 ||
  code === 0x27;

function trimApostrophes(token: string): string {
  let from = 0,
    to = token.length;
  while (from < to && token.charCodeAt(from) === 0x27) from++;
  while (to > from && token.charCodeAt(to - 1) === 0x27) to--;
  return from === 0 && to === token.length ? token : token.slice(from, to);
}

/**
 * Folded tokens of a text (lower case, accents stripped, apostrophes unified and trimmed at the ends). A hyphen
 * splits a word into tokens; with `withCompounds` the parts are also added joined ("hot-dog" → hot, dog, hotdog).
 * One pass over the characters; runs of plain letters are sliced, not rebuilt.
 */
export function tokensOf(text: string, withCompounds: boolean): string[] {
  const out: string[] = [];
  const lower = text.toLowerCase();
  const n = lower.length;
  let built = '',
    runStart = 0,
    parts = 0,
    joined = '';
  for (let i = 0; i <= n; i++) {
    let folded = ' '; // the end of the text ends the last word
    let width = 1;
    if (i < n) {
      const code = lower.charCodeAt(i);
      if (isPlain(code)) continue;
      if (code >= 0xd800 && code <= 0xdbff && i + 1 < n) width = 2;
      folded = foldChar(lower.slice(i, i + width));
    }
    if (folded !== ' ' && folded !== '-') {
      built += lower.slice(runStart, i) + folded;
      i += width - 1;
      runStart = i + 1;
      continue;
    }
    const token = trimApostrophes(built + lower.slice(runStart, i));
    built = '';
    i += width - 1;
    runStart = i + 1;
    if (token !== '') {
      out.push(token);
      if (withCompounds) {
        parts++;
        joined += token;
      }
    }
    if (folded === ' ' && withCompounds) {
      if (parts > 1) out.push(joined.replace(/'/g, ''));
      parts = 0;
      joined = '';
    }
  }
  return out;
}

/** Literal form of one folded token: what the customer would type in the same script. */
export const literalOf = (token: string): string => token.replace(/'/g, '').replace(/ё/g, 'е').replace(/й/g, 'и');

/**
 * Lower case, diacritics removed, Uzbek apostrophes unified to ', ё→е, й→и, and every run of whitespace or
 * punctuation (hyphens included) collapsed to one space. Display-independent; used to compare texts.
 */
export function normalize(text: string): string {
  return tokensOf(text, false).join(' ').replace(/ё/g, 'е').replace(/й/g, 'и');
}

/** Cyrillic (Russian and Uzbek) → Uzbek Latin spelling. */
const CYRILLIC: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'yo',
  ж: 'j',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'x',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'sh',
  ъ: '',
  ы: 'i',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  қ: 'q',
  ғ: "g'",
  ў: "o'",
  ҳ: 'h',
  і: 'i',
  ї: 'yi',
  є: 'ye',
  ґ: 'g',
};

export function cyrillicToLatin(token: string): string {
  let out = '';
  for (const ch of token) out += CYRILLIC[ch] ?? ch;
  return out;
}

const isDigit = (code: number): boolean => code >= 0x30 && code <= 0x39;

/**
 * The phonetic skeleton of one Latin token (after transliteration). Rules, in order of the scan:
 *  o' → u (Uzbek o‘ is Russian у: o‘zbek/узбек), other apostrophes dropped (lag'mon = lagmon, g' = g);
 *  ts → c (ц; Pitsa = Пицца), zh → j (ж), ch stays; a lone c → s before e/i/y, else k (coffee = кофе);
 *  q → k, x → h, w → v; o → a (Uzbek o is Russian а: choy/чай, somsa/самса, osh/аш);
 *  y → i (й, ы, and the y of ya/yo/yu/ye on both sides: shashlyk = shashlik); a word-initial "ye" → e (Енгил);
 *  a doubled letter collapses (пицца → pica, coffee → kafe); digits are kept as they are.
 */
export function skeleton(latin: string): string {
  let out = '';
  let last = '';
  const n = latin.length;
  for (let i = 0; i < n; i++) {
    const c = latin.charAt(i);
    const next = i + 1 < n ? latin.charAt(i + 1) : '';
    let k: string;
    switch (c) {
      case "'":
        continue;
      case 'o':
        if (next === "'") {
          k = 'u';
          i++;
        } else k = 'a';
        break;
      case 't':
        if (next === 's') {
          k = 'c';
          i++;
        } else k = 't';
        break;
      case 'z':
        if (next === 'h') {
          k = 'j';
          i++;
        } else k = 'z';
        break;
      case 'c':
        if (next === 'h') {
          out += 'ch';
          last = 'h';
          i++;
          continue;
        }
        k = next === 'e' || next === 'i' || next === 'y' ? 's' : 'k';
        break;
      case 'q':
        k = 'k';
        break;
      case 'x':
        k = 'h';
        break;
      case 'w':
        k = 'v';
        break;
      case 'y':
        if (i === 0 && next === 'e') continue;
        k = 'i';
        break;
      default:
        k = c;
    }
    if (k === last && !isDigit(k.charCodeAt(0))) continue;
    out += k;
    last = k;
  }
  return out;
}

/**
 * The Latin matching key of a text: each word transliterated (Cyrillic → Uzbek Latin) and folded to its skeleton
 * (see `skeleton`), words joined by one space. 'Плов' → "plav", 'Palov' → "palav", "Lag'mon" and 'Лагман' → "lagman".
 */
export function toLatinKey(text: string): string {
  return tokensOf(text, false)
    .map((token) => skeleton(cyrillicToLatin(token)))
    .join(' ');
}
