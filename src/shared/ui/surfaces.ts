import { createContext, useContext, useMemo } from 'react';
import { parseHex, readableShade } from '@/shared/lib/contrast.ts';

/**
 * The colours of the surfaces text is painted on (page, cards, sections, header), as the app's theme paints them now:
 * Telegram's theme or the kit's light or dark palette. Provided by the app's root.
 */
export const SurfacesContext = createContext<readonly string[]>(['#ffffff', '#efeff4']);

/** A colour the content gives for text (a category's title colour), moved just enough to read on every surface; undefined
 * for none (or one that is not a hex colour: the default text colour then). */
export function useReadableText(color: string | null | undefined): string | undefined {
  const surfaces = useContext(SurfacesContext);
  return useMemo(
    () => (color && parseHex(color) ? readableShade(color, surfaces).color : undefined),
    [color, surfaces],
  );
}
