/**
 * Where the menu's category bar points, as plain arithmetic over positions read from the page (kept free of the DOM
 * so the rules can be read and tested in one place).
 */

/**
 * The category under the line just below the sticky bar: the last section whose top has reached the line (sections
 * are in page order, so their tops only grow; a binary search reads O(log n) of them). Before the first section has
 * reached it (the top of the page), the first.
 */
export function sectionAtLine(count: number, topOf: (index: number) => number, line: number): number {
  let low = 0;
  let high = count - 1;
  let found = 0;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (topOf(middle) <= line) {
      found = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return found;
}

/**
 * The scroll position that puts a heading just below the stuck bar, its own top margin apart from it, within what the
 * page can scroll.
 */
export function headingScrollTop(
  heading: { top: number; marginTop: number },
  scrollY: number,
  barBottom: number,
  maxScroll: number,
): number {
  const top = heading.top + scrollY - barBottom - heading.marginTop;
  return Math.min(Math.max(0, top), Math.max(0, maxScroll));
}
