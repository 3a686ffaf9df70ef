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
import type { Product } from '@/shared/contract/catalogue.ts';
import type { Language } from '@/shared/contract/common.ts';
import { cyrillicToLatin, literalOf, skeleton, tokensOf } from './fold.lib.ts';
import { prefixWithinOneEdit, withinOneEdit } from './one-edit.lib.ts';
import { buildSearchIndex, type SearchIndex } from './search-index.lib.ts';

/** Scores of one query word against one product (the best over its fields); a product's score is the sum. */
const SCORE = {
  nameExact: 100,
  nameLiteralBonus: 4,
  nameHeadBonus: 3,
  namePrefix: 60,
  namePrefixCoverage: 9,
  nameFuzzy: 50,
  nameFuzzyPrefix: 45,
  descExact: 30,
  descLiteralBonus: 2,
  descPrefix: 20,
  descPrefixCoverage: 5,
  descFuzzy: 12,
  descFuzzyPrefix: 10,
} as const;
/** Shortest query word (typed letters and key) that may match with one edit. */
const FUZZY_MIN = 4;
/** Shortest query word that may match a prefix of a word with one edit. */
const FUZZY_PREFIX_MIN = 5;

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
      literal,
      key,
      pending,
      namesOnly: typed === 1,
      fuzzy,
      fuzzyPrefix: typed >= FUZZY_PREFIX_MIN && key.length >= FUZZY_PREFIX_MIN,
      k0: key.charCodeAt(0),
      k1: fuzzy ? key.charCodeAt(1) : -1,
      l0: literal.charCodeAt(0),
      p0: pending === '' ? -1 : pending.charCodeAt(0),
    });
  }
  return words;
}

/** How well a query word meets a word of the index, best highest. */
const EXACT = 4,
  PREFIX = 3,
  FUZZY = 2,
  FUZZY_PREFIX = 1,
  NONE = 0;

/** How one query word meets one indexed key. */
function matchKey(word: QueryWord, key: string): number {
  if (key === word.key) return EXACT;
  if (key.startsWith(word.key)) return PREFIX;
  if (word.pending !== '' && key.startsWith(word.pending)) return PREFIX;
  if (word.namesOnly) return NONE;
  const lk = key.length,
    lq = word.key.length;
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
  let name = 0,
    description = 0;
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
  const {
    keys,
    altKeys,
    key0,
    key1,
    literal0,
    postings,
    wordScore,
    wordStamp,
    total,
    matched,
    totalStamp,
    touched,
    candidates,
  } = index;
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
      const c0 = key0[id] as number,
        c1 = key1[id] as number;
      if (c0 !== k0 && c0 !== p0 && literal0[id] !== l0 && c1 !== k1 && c0 !== k1 && c1 !== f0 && altKeys[id] === null)
        continue;
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
