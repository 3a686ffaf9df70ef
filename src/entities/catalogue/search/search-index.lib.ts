/**
 * The search index of a catalogue: its words deduplicated into a vocabulary (literal form and Latin key of each, see
 * fold.lib.ts) with posting lists per field, the scratch buffers a keystroke scores into, and the tie-break order per
 * language. Built once per products array.
 */
import type { Product } from '@/shared/contract/catalogue.ts';
import type { Language } from '@/shared/contract/common.ts';
import { cyrillicToLatin, literalOf, skeleton, tokensOf } from './fold.lib.ts';

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
    products,
    literals,
    keys,
    altKeys,
    key0: Uint16Array.from(keys, (key) => key.charCodeAt(0) || 0),
    key1: Uint16Array.from(keys, (key) => key.charCodeAt(1) || 0),
    literal0: Uint16Array.from(literals, (literal) => literal.charCodeAt(0) || 0),
    postings: [heads, names, descriptions].map((lists) =>
      lists.map((list) => Int32Array.from(list)),
    ) as unknown as SearchIndex['postings'],
    wordScore: new Int32Array(n),
    wordStamp: new Int32Array(n),
    total: new Int32Array(n),
    matched: new Int32Array(n),
    totalStamp: new Int32Array(n),
    touched: new Int32Array(n),
    candidates: new Int32Array(n),
    stamp: 0,
    ranks: {
      uz: tieBreakRanks(products, 'uz'),
      ru: tieBreakRanks(products, 'ru'),
      eng: tieBreakRanks(products, 'eng'),
    },
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
    const pa = products[a] as Product,
      pb = products[b] as Product;
    if (pa.priority !== pb.priority) return pa.priority - pb.priority;
    const na = names[a] as string,
      nb = names[b] as string;
    return na < nb ? -1 : na > nb ? 1 : pa.id - pb.id;
  });
  const rankOf = new Int32Array(products.length);
  for (let rank = 0; rank < order.length; rank++) rankOf[order[rank] as number] = rank;
  return { rankOf, byRank: Int32Array.from(order) };
}
