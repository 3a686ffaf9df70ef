/**
 * Catalogue search: instant, typo-tolerant, across scripts. Pure functions, no React, no I/O.
 *
 * Every word of a name or description (uz, ru, eng) is folded twice at index time:
 *  - its literal form (`normalize`: lower case, no accents, one apostrophe, ё→е, й→и), for same-script prefixes;
 *  - its Latin key (`toLatinKey`): Cyrillic transliterated the Uzbek way, then folded to a phonetic skeleton where
 *    Uzbek Latin and Russian spellings of the same dish meet ("чай" and "choy" → "chai", "лагман" and "lag'mon" →
 *    "lagman"). Exact, prefix and one-edit (Damerau) matches are decided on the keys.
 * Words are deduplicated into a vocabulary with posting lists, so a keystroke scans the distinct words once (cheap
 * string checks, a bounded one-edit test that never builds a matrix) and then adds up scores per product in
 * preallocated typed arrays.
 */
import type { Product } from '../../shared/contract/catalogue.ts';
import type { Language } from '../../shared/contract/common.ts';

// ---------------------------------------------------------------------------------------------------------------
// Folding and transliteration

/** Apostrophe look-alikes used in Uzbek Latin (o‘, g‘) and by keyboards. */
const APOSTROPHES = new Set(["'", '`', 'ʻ', 'ʼ', '’', '‘', '´', 'ʹ', '′', 'ʽ']);
const DASHES = new Set(['-', '‐', '‑', '‒', '–', '—']);
/** Latin letters from the 1993 Uzbek alphabet and a few others that NFD alone would fold wrongly. */
const SPECIAL: Record<string, string> = { 'ş': 'sh', 'ç': 'ch', 'ğ': "g'", 'ö': "o'", 'ñ': 'ng', 'ı': 'i', 'ß': 'ss', 'æ': 'ae', 'œ': 'oe', 'ø': 'o', 'đ': 'd', 'ł': 'l' };
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
  else if (code >= 0x400 && code <= 0x4ff) out = /\p{L}/u.test(ch) ? ch : ' '; // Cyrillic: keep ё, й, ў, қ, ғ, ҳ whole
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
  (code >= 0x61 && code <= 0x7a) || (code >= 0x30 && code <= 0x39) || (code >= 0x430 && code <= 0x44f) || code === 0x451 || code === 0x27;

function trimApostrophes(token: string): string {
  let from = 0, to = token.length;
  while (from < to && token.charCodeAt(from) === 0x27) from++;
  while (to > from && token.charCodeAt(to - 1) === 0x27) to--;
  return from === 0 && to === token.length ? token : token.slice(from, to);
}

/**
 * Folded tokens of a text (lower case, accents stripped, apostrophes unified and trimmed at the ends). A hyphen
 * splits a word into tokens; with `withCompounds` the parts are also added joined ("hot-dog" → hot, dog, hotdog).
 * One pass over the characters; runs of plain letters are sliced, not rebuilt.
 */
function tokensOf(text: string, withCompounds: boolean): string[] {
  const out: string[] = [];
  const lower = text.toLowerCase();
  const n = lower.length;
  let built = '', runStart = 0, parts = 0, joined = '';
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
      if (withCompounds) { parts++; joined += token; }
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
const literalOf = (token: string): string => token.replace(/'/g, '').replace(/ё/g, 'е').replace(/й/g, 'и');

/**
 * Lower case, diacritics removed, Uzbek apostrophes unified to ', ё→е, й→и, and every run of whitespace or
 * punctuation (hyphens included) collapsed to one space. Display-independent; used to compare texts.
 */
export function normalize(text: string): string {
  return tokensOf(text, false).join(' ').replace(/ё/g, 'е').replace(/й/g, 'и');
}

/** Cyrillic (Russian and Uzbek) → Uzbek Latin spelling. */
const CYRILLIC: Record<string, string> = {
  'а': 'a', 'б': 'b', 'в': 'v', 'г': 'g', 'д': 'd', 'е': 'e', 'ё': 'yo', 'ж': 'j', 'з': 'z', 'и': 'i', 'й': 'y', 'к': 'k',
  'л': 'l', 'м': 'm', 'н': 'n', 'о': 'o', 'п': 'p', 'р': 'r', 'с': 's', 'т': 't', 'у': 'u', 'ф': 'f', 'х': 'x', 'ц': 'ts',
  'ч': 'ch', 'ш': 'sh', 'щ': 'sh', 'ъ': '', 'ы': 'i', 'ь': '', 'э': 'e', 'ю': 'yu', 'я': 'ya', 'қ': 'q', 'ғ': "g'",
  'ў': "o'", 'ҳ': 'h', 'і': 'i', 'ї': 'yi', 'є': 'ye', 'ґ': 'g',
};

function cyrillicToLatin(token: string): string {
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
function skeleton(latin: string): string {
  let out = '';
  let last = '';
  const n = latin.length;
  for (let i = 0; i < n; i++) {
    const c = latin.charAt(i);
    const next = i + 1 < n ? latin.charAt(i + 1) : '';
    let k: string;
    switch (c) {
      case "'": continue;
      case 'o': if (next === "'") { k = 'u'; i++; } else k = 'a'; break;
      case 't': if (next === 's') { k = 'c'; i++; } else k = 't'; break;
      case 'z': if (next === 'h') { k = 'j'; i++; } else k = 'z'; break;
      case 'c':
        if (next === 'h') { out += 'ch'; last = 'h'; i++; continue; }
        k = next === 'e' || next === 'i' || next === 'y' ? 's' : 'k';
        break;
      case 'q': k = 'k'; break;
      case 'x': k = 'h'; break;
      case 'w': k = 'v'; break;
      case 'y': if (i === 0 && next === 'e') continue; k = 'i'; break;
      default: k = c;
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
  return tokensOf(text, false).map((token) => skeleton(cyrillicToLatin(token))).join(' ');
}

// ---------------------------------------------------------------------------------------------------------------
// One-edit matching (Damerau: insertion, deletion, substitution or transposition of neighbours)

/** Is a[0..la) within one edit of b[0..lb)? Requires |la - lb| ≤ 1. Linear, early exit, no allocation. */
function withinOneEdit(a: string, la: number, b: string, lb: number): boolean {
  if (la > lb) return withinOneEdit(b, lb, a, la);
  let i = 0;
  while (i < la && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  if (la === lb) {
    if (i >= la - 1) return true;
    let j = i + 1; // substitution at i
    while (j < la && a.charCodeAt(j) === b.charCodeAt(j)) j++;
    if (j === la) return true;
    if (a.charCodeAt(i) !== b.charCodeAt(i + 1) || a.charCodeAt(i + 1) !== b.charCodeAt(i)) return false;
    j = i + 2; // transposition of i and i+1
    while (j < la && a.charCodeAt(j) === b.charCodeAt(j)) j++;
    return j === la;
  }
  let j = i; // b has one extra letter at i
  while (j < la && a.charCodeAt(j) === b.charCodeAt(j + 1)) j++;
  return j === la;
}

/** Damerau–Levenshtein distance of two strings is at most one. */
export function isWithinOneEdit(a: string, b: string): boolean {
  return Math.abs(a.length - b.length) <= 1 && withinOneEdit(a, a.length, b, b.length);
}

/** Is some prefix of `word` within one edit of `query`? (Typing "sashl" for "shashlik".) */
function prefixWithinOneEdit(query: string, word: string): boolean {
  const lq = query.length;
  for (let len = lq - 1; len <= lq + 1; len++) {
    if (len >= 1 && len <= word.length && withinOneEdit(query, lq, word, len)) return true;
  }
  return false;
}

// ---------------------------------------------------------------------------------------------------------------
// Index

/** Scores of one query word against one product (the best over its fields); a product's score is the sum. */
const SCORE = {
  nameExact: 100, nameLiteralBonus: 4, nameHeadBonus: 3, namePrefix: 60, namePrefixCoverage: 9, nameFuzzy: 50, nameFuzzyPrefix: 45,
  descExact: 30, descLiteralBonus: 2, descPrefix: 20, descPrefixCoverage: 5, descFuzzy: 12, descFuzzyPrefix: 10,
} as const;
/** Shortest query word (typed letters and key) that may match with one edit. */
const FUZZY_MIN = 4;
/** Shortest query word that may match a prefix of a word with one edit. */
const FUZZY_PREFIX_MIN = 5;

/** Opaque: build with `buildSearchIndex`, query with `search`. */
export interface SearchIndex {
  readonly products: readonly Product[];
  /** Distinct words: literal form, Latin key, and a second key for words with ё or Latin "yo" (typed as е). */
  readonly literals: string[];
  readonly keys: string[];
  readonly altKeys: (string | null)[];
  /** First two letters of each key and the first of each literal, for a quick "cannot match" test. */
  readonly key0: Uint16Array;
  readonly key1: Uint16Array;
  readonly literal0: Uint16Array;
  /**
   * Per word, the indices of the products (ascending, no repeats) that have it as the first word of a name, in a
   * name, in a description.
   */
  readonly postings: readonly [heads: Int32Array[], names: Int32Array[], descriptions: Int32Array[]];
  /** Scratch buffers (search is synchronous, so one set per index is enough). */
  readonly wordScore: Int32Array;
  readonly wordStamp: Int32Array;
  readonly total: Int32Array;
  readonly matched: Int32Array;
  readonly totalStamp: Int32Array;
  readonly touched: Int32Array;
  readonly candidates: Int32Array;
  stamp: number;
  /** Tie-break order per language (built with the index, so that no keystroke pays for it). */
  readonly ranks: Record<Language, TieBreak>;
}

/** Product order by (priority, name in a language, id): product index → rank, and rank → product index. */
interface TieBreak {
  rankOf: Int32Array;
  byRank: Int32Array;
}

const TEXT_LANGUAGES = ['uz', 'ru', 'eng'] as const;
const LATIN_YO = /([bcdfghjklmnpqrstvxz])yo/g;

/** ё as Russians usually type it, е: "Лепёшка" → "Лепешка", and so the Uzbek "Lepyoshka" → "Lepeshka". */
const withoutYo = (token: string): string => token.replace(/ё/g, 'е').replace(LATIN_YO, '$1e');

/** Builds the index without the cache (the benchmark measures this). */
export function createSearchIndex(products: readonly Product[]): SearchIndex {
  const n = products.length;
  const wordIds = new Map<string, number>();
  const literals: string[] = [];
  const keys: string[] = [];
  const altKeys: (string | null)[] = [];
  const heads: number[][] = [];
  const names: number[][] = [];
  const descriptions: number[][] = [];

  const add = (token: string, productIndex: number, lists: number[][]) => {
    let id = wordIds.get(token);
    if (id === undefined) {
      id = literals.length;
      wordIds.set(token, id);
      literals.push(literalOf(token));
      const latin = cyrillicToLatin(token);
      const key = skeleton(latin);
      keys.push(key);
      const plain = withoutYo(token);
      const alt = plain === token ? key : skeleton(cyrillicToLatin(plain));
      altKeys.push(alt !== key ? alt : null);
      heads.push([]);
      names.push([]);
      descriptions.push([]);
    }
    const list = lists[id] as number[];
    if (list[list.length - 1] !== productIndex) list.push(productIndex);
  };

  for (let p = 0; p < n; p++) {
    const product = products[p] as Product;
    for (const lang of TEXT_LANGUAGES) {
      const name = product.name[lang];
      if (name) {
        const tokens = tokensOf(name, true);
        for (let i = 0; i < tokens.length; i++) add(tokens[i] as string, p, i === 0 ? heads : names);
      }
      const description = product.description?.[lang];
      if (description) for (const token of tokensOf(description, true)) add(token, p, descriptions);
    }
  }

  return {
    products, literals, keys, altKeys,
    key0: Uint16Array.from(keys, (key) => key.charCodeAt(0) || 0),
    key1: Uint16Array.from(keys, (key) => key.charCodeAt(1) || 0),
    literal0: Uint16Array.from(literals, (literal) => literal.charCodeAt(0) || 0),
    postings: [heads, names, descriptions].map((lists) => lists.map((list) => Int32Array.from(list))) as unknown as SearchIndex['postings'],
    wordScore: new Int32Array(n), wordStamp: new Int32Array(n), total: new Int32Array(n), matched: new Int32Array(n),
    totalStamp: new Int32Array(n), touched: new Int32Array(n), candidates: new Int32Array(n),
    stamp: 0,
    ranks: { uz: tieBreakRanks(products, 'uz'), ru: tieBreakRanks(products, 'ru'), eng: tieBreakRanks(products, 'eng') },
  };
}

const indexCache = new WeakMap<readonly Product[], SearchIndex>();

/** The search index of a catalogue, built once per products array (cached by the array's identity). */
export function buildSearchIndex(products: readonly Product[]): SearchIndex {
  let index = indexCache.get(products);
  if (index === undefined) {
    index = createSearchIndex(products);
    indexCache.set(products, index);
  }
  return index;
}

/**
 * The tie-break order of the products for a language: priority, then name, then id. Names compare by their lower-cased
 * code units: alphabetical for Latin and Cyrillic, apart from letters outside a-z/а-я and numbers ("10" before "9");
 * Intl.Collator would cost ~10 ms for 5,000 names.
 */
function tieBreakRanks(products: readonly Product[], language: Language): TieBreak {
  const names = products.map((p) => (p.name[language] ?? p.name.uz ?? p.name.ru ?? p.name.eng ?? '').toLowerCase());
  const order = Array.from(products.keys()).sort((a, b) => {
    const pa = products[a] as Product, pb = products[b] as Product;
    if (pa.priority !== pb.priority) return pa.priority - pb.priority;
    const na = names[a] as string, nb = names[b] as string;
    return na < nb ? -1 : na > nb ? 1 : pa.id - pb.id;
  });
  const rankOf = new Int32Array(products.length);
  for (let rank = 0; rank < order.length; rank++) rankOf[order[rank] as number] = rank;
  return { rankOf, byRank: Int32Array.from(order) };
}

// ---------------------------------------------------------------------------------------------------------------
// Query

interface QueryWord {
  literal: string;
  key: string;
  /** The key the word may still become with its next letter ("pit" → "pic…" of Pitsa), or "". */
  pending: string;
  namesOnly: boolean;
  fuzzy: boolean;
  fuzzyPrefix: boolean;
  /** Letters for the quick test: key[0], key[1] (-1 without one-edit matches), literal[0], pending key[0] or -1. */
  k0: number;
  k1: number;
  l0: number;
  p0: number;
}

/**
 * The key the word may still become with its next letter, when its last Latin letter may open a digraph whose key
 * differs: t(s) → c, c(h) → ch, o(') → u; "" otherwise and for one-letter words (plain name prefixes).
 */
function pendingKey(token: string): string {
  if (token.length < 2) return '';
  const last = token.charAt(token.length - 1);
  const next = last === 't' ? 'c' : last === 'c' ? 'ch' : last === 'o' ? 'u' : '';
  if (next === '') return '';
  const stem = skeleton(cyrillicToLatin(token.slice(0, -1)));
  return stem.endsWith(next.charAt(0)) ? stem + next.slice(1) : stem + next;
}

function queryWords(query: string): QueryWord[] {
  const words: QueryWord[] = [];
  for (const token of tokensOf(query, false)) {
    const literal = literalOf(token);
    const key = skeleton(cyrillicToLatin(token));
    if (literal === '' || key === '') continue;
    const typed = literal.length;
    const pending = pendingKey(token);
    const fuzzy = typed >= FUZZY_MIN && key.length >= FUZZY_MIN;
    words.push({
      literal, key, pending,
      namesOnly: typed === 1,
      fuzzy,
      fuzzyPrefix: typed >= FUZZY_PREFIX_MIN && key.length >= FUZZY_PREFIX_MIN,
      k0: key.charCodeAt(0), k1: fuzzy ? key.charCodeAt(1) : -1, l0: literal.charCodeAt(0),
      p0: pending === '' ? -1 : pending.charCodeAt(0),
    });
  }
  return words;
}

/** How well a query word meets a word of the index, best highest. */
const EXACT = 4, PREFIX = 3, FUZZY = 2, FUZZY_PREFIX = 1, NONE = 0;

/** How one query word meets one indexed key. */
function matchKey(word: QueryWord, key: string): number {
  if (key === word.key) return EXACT;
  if (key.startsWith(word.key)) return PREFIX;
  if (word.pending !== '' && key.startsWith(word.pending)) return PREFIX;
  if (word.namesOnly) return NONE;
  const lk = key.length, lq = word.key.length;
  if (word.fuzzy && lk - lq <= 1 && lq - lk <= 1 && withinOneEdit(word.key, lq, key, lk)) return FUZZY;
  if (word.fuzzyPrefix && lk > lq && prefixWithinOneEdit(word.key, key)) return FUZZY_PREFIX;
  return NONE;
}

/** Scores of a word of the index for a query word: as the first word of a name, in a name, in a description. */
function scoreWord(index: SearchIndex, id: number, word: QueryWord, out: Int32Array): void {
  const literal = index.literals[id] as string;
  const key = index.keys[id] as string;
  const alt = index.altKeys[id] ?? null;
  let how = matchKey(word, key);
  if (how !== EXACT && alt !== null) how = Math.max(how, matchKey(word, alt));
  // The same spelling (same script) is stronger evidence than the same sound: a small bonus, and a match of its own
  // while a digraph is half typed ("pit" of "pitsa", whose key is "pica").
  const literalPrefix = literal.startsWith(word.literal);
  if (how < PREFIX && literalPrefix) how = PREFIX;
  let name = 0, description = 0;
  if (how === EXACT || how === PREFIX) {
    const bonus = literalPrefix ? 1 : 0;
    if (how === EXACT) {
      name = SCORE.nameExact;
      description = SCORE.descExact;
    } else {
      const coverage = Math.min(1, word.key.length / Math.max(1, key.length));
      name = SCORE.namePrefix + Math.round(SCORE.namePrefixCoverage * coverage);
      description = SCORE.descPrefix + Math.round(SCORE.descPrefixCoverage * coverage);
    }
    name += bonus * SCORE.nameLiteralBonus;
    description += bonus * SCORE.descLiteralBonus;
  } else if (how === FUZZY) {
    name = SCORE.nameFuzzy;
    description = SCORE.descFuzzy;
  } else if (how === FUZZY_PREFIX) {
    name = SCORE.nameFuzzyPrefix;
    description = SCORE.descFuzzyPrefix;
  }
  out[0] = name === 0 ? 0 : name + SCORE.nameHeadBonus;
  out[1] = name;
  out[2] = word.namesOnly ? 0 : description;
}

export interface SearchOptions {
  /** Most results returned (default 50). */
  limit?: number;
  /** Language whose product name breaks ties after priority (default uz). */
  language?: Language;
}

export interface SearchHit {
  productId: number;
  product: Product;
  score: number;
}

const DEFAULT_LIMIT = 50;
const fieldScores = new Int32Array(3);

/**
 * Products matching every word of the query (in any name or description, any language or script), best first:
 * exact name word > name prefix > name word within one edit > description word > description within one edit;
 * scores of the query words add up; ties go to the lower priority, then the name, then the id.
 */
export function search(index: SearchIndex, query: string, options: SearchOptions = {}): SearchHit[] {
  const words = queryWords(query);
  const limit = options.limit ?? DEFAULT_LIMIT;
  if (words.length === 0 || limit <= 0 || index.products.length === 0) return [];
  const { keys, altKeys, key0, key1, literal0, postings, wordScore, wordStamp, total, matched, totalStamp, touched, candidates } = index;
  const vocabulary = keys.length;
  const queryStamp = ++index.stamp;
  let candidateCount = 0;

  for (let w = 0; w < words.length; w++) {
    const word = words[w] as QueryWord;
    const stamp = ++index.stamp;
    let touchedCount = 0;
    const { k0, k1, l0, p0 } = word;
    const f0 = k1 === -1 ? -1 : k0;
    for (let id = 0; id < vocabulary; id++) {
      // Quick test: a match needs the same first letter (exact, prefix), or, within one edit, one of the first two
      // letters in place or swapped (k1 is -1 when one-edit matches are off).
      const c0 = key0[id] as number, c1 = key1[id] as number;
      if (c0 !== k0 && c0 !== p0 && literal0[id] !== l0 && c1 !== k1 && c0 !== k1 && c1 !== f0 && altKeys[id] === null) continue;
      scoreWord(index, id, word, fieldScores);
      for (let field = 0; field < 3; field++) {
        const score = fieldScores[field] as number;
        if (score === 0) continue;
        const list = (postings[field] as Int32Array[])[id] as Int32Array;
        for (let i = 0; i < list.length; i++) {
          const p = list[i] as number;
          if (wordStamp[p] !== stamp) {
            wordStamp[p] = stamp;
            wordScore[p] = score;
            touched[touchedCount++] = p;
          } else if ((wordScore[p] as number) < score) wordScore[p] = score;
        }
      }
    }
    if (w === 0) {
      for (let i = 0; i < touchedCount; i++) {
        const p = touched[i] as number;
        totalStamp[p] = queryStamp;
        total[p] = wordScore[p] as number;
        matched[p] = 1;
        candidates[candidateCount++] = p;
      }
    } else {
      for (let i = 0; i < touchedCount; i++) {
        const p = touched[i] as number;
        if (totalStamp[p] === queryStamp && matched[p] === w) {
          total[p] = (total[p] as number) + (wordScore[p] as number);
          matched[p] = w + 1;
        }
      }
    }
    if (candidateCount === 0) return [];
  }

  // One sortable number per hit: score first, then the tie-break rank (lower rank wins).
  const { rankOf, byRank } = index.ranks[options.language ?? 'uz'];
  const n = index.products.length;
  const sortKeys = new Float64Array(candidateCount);
  let hits = 0;
  for (let i = 0; i < candidateCount; i++) {
    const p = candidates[i] as number;
    if (matched[p] !== words.length) continue;
    sortKeys[hits++] = (total[p] as number) * (n + 1) + (n - (rankOf[p] as number));
  }
  const sorted = sortKeys.subarray(0, hits).sort();
  const results: SearchHit[] = [];
  for (let i = hits - 1; i >= 0 && results.length < limit; i--) {
    const sortKey = sorted[i] as number;
    const rank = n - (sortKey % (n + 1));
    const product = index.products[byRank[rank] as number] as Product;
    results.push({ productId: product.id, product, score: Math.floor(sortKey / (n + 1)) });
  }
  return results;
}

/** Convenience: search a catalogue through its cached index. */
export function searchProducts(products: readonly Product[], query: string, options?: SearchOptions): SearchHit[] {
  return search(buildSearchIndex(products), query, options);
}

// ---------------------------------------------------------------------------------------------------------------
// Benchmark (for `npm run bench`)

/** Every prefix of a query, as typed key by key: "plov" → p, pl, plo, plov. */
export function keystrokes(query: string): string[] {
  const out: string[] = [];
  for (let i = 1; i <= query.length; i++) if (query.charAt(i - 1) !== ' ') out.push(query.slice(0, i));
  return out;
}

/** Milliseconds: building the index, and the 50th/95th percentile and slowest of the timed queries. */
export interface SearchBenchmark {
  buildMs: number;
  p50: number;
  p95: number;
  max: number;
}

/**
 * Builds a fresh index (timed), runs every query once to warm up, then times each query (performance.now).
 * Pass `keystrokes(q)` for each typed query to measure what a customer sees while typing.
 */
export function benchmarkSearch(products: readonly Product[], queries: readonly string[], options: SearchOptions = {}): SearchBenchmark {
  const start = performance.now();
  const index = createSearchIndex(products);
  const buildMs = performance.now() - start;
  for (const query of queries) search(index, query, options);
  const times: number[] = [];
  for (const query of queries) {
    const t0 = performance.now();
    search(index, query, options);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times.length === 0 ? 0 : (times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)] as number);
  return { buildMs, p50: at(0.5), p95: at(0.95), max: times.length === 0 ? 0 : (times[times.length - 1] as number) };
}
