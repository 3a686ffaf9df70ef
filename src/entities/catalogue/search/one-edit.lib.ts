/**
 * One-edit matching for catalogue search (Damerau: insertion, deletion, substitution or transposition of neighbours),
 * decided on the Latin keys. Linear, early exit, never builds a matrix.
 */

/** Is a[0..la) within one edit of b[0..lb)? Requires |la - lb| ≤ 1. Linear, early exit, no allocation. */
export function withinOneEdit(a: string, la: number, b: string, lb: number): boolean {
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
export function prefixWithinOneEdit(query: string, word: string): boolean {
  const lq = query.length;
  for (let len = lq - 1; len <= lq + 1; len++) {
    if (len >= 1 && len <= word.length && withinOneEdit(query, lq, word, len)) return true;
  }
  return false;
}
