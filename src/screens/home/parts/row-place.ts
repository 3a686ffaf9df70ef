/**
 * What a row above the menu (stories, banners) shows:
 * - `content`: its items, drawn as soon as they come, ahead of the menu (the first banner is often the first screen's
 *   largest picture, and on a long menu the menu's drawing takes a while);
 * - `held`: its placeholder, of its own size, while the row's answer is awaited (both rows are assumed on until the
 *   settings are known, as app/prefetch-first-screen.ts asks for both);
 * - `none`: nothing: the settings turn the row off, or its answer has no items.
 *
 * A row that goes to `none` from a placeholder would move everything under it up; the home screen draws the page anew
 * then (its key), which moves nothing. It happens as soon as the answer says so, while the page is mostly skeleton
 * and before the first banner's picture has come, rather than when the menu is drawn.
 */
export type RowPlace = 'content' | 'held' | 'none';

/** `active`: the settings turn the row on (null until they are known); `list`: its answer (undefined while awaited). */
export function rowPlace(active: boolean | null, list: readonly unknown[] | undefined): RowPlace {
  if (active === false || list?.length === 0) return 'none';
  return list ? 'content' : 'held';
}
