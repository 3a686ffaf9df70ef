/**
 * What a row above the menu (stories, banners) shows:
 * - `content`: its items;
 * - `held`: its placeholder, of its own size: while its answer is awaited, and, until the menu is drawn, also when
 *   the answer has no items or the merchant's settings turn the row off (both rows are assumed on until the settings
 *   are known, as app/prefetch-first-screen.ts asks for both);
 * - `none`: nothing.
 *
 * A row with items is drawn as soon as they come, ahead of the menu (the first banner is often the first screen's
 * largest picture, and on a long menu the menu's drawing takes a while). Until the menu is drawn every row keeps its
 * place, so nothing under a row moves when it turns out empty; the menu is then drawn without it, as a new page (the
 * home screen's key), which moves nothing either.
 */
export type RowPlace = 'content' | 'held' | 'none';

/**
 * `active`: the settings turn the row on (null until they are known; the menu is drawn only after them); `list`: the
 * row's answer (undefined while awaited); `drawn`: the menu is on the page.
 */
export function rowPlace(active: boolean | null, list: readonly unknown[] | undefined, drawn: boolean): RowPlace {
  if (active !== false && list?.length) return 'content';
  return drawn && (!active || list) ? 'none' : 'held';
}
