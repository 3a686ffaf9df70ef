/**
 * The search keystroke figure of `npm run bench` (and of scripts/bench.ts only): a fresh index of the catalogue is
 * built and timed, then every query is run once to warm up and once timed, as a customer types it key by key.
 */
import type { Product } from '../../src/shared/contract/catalogue.ts';
import { createSearchIndex } from '../../src/entities/catalogue/search/search-index.lib.ts';
import { search, type SearchOptions } from '../../src/entities/catalogue/search/query.lib.ts';

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
export function benchmarkSearch(
  products: readonly Product[],
  queries: readonly string[],
  options: SearchOptions = {},
): SearchBenchmark {
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
  const at = (q: number) =>
    times.length === 0 ? 0 : (times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)] as number);
  return { buildMs, p50: at(0.5), p95: at(0.95), max: times.length === 0 ? 0 : (times[times.length - 1] as number) };
}
