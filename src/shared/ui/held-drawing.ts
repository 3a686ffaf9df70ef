import { createContext, useContext } from 'react';

/**
 * True while the screen a page opens on is drawn for the first time, before React builds the whole of it in slices
 * (app/lazy-screen.ts). A screen that draws its own frame meanwhile (its title and grey blocks, without the hooks of
 * its content) keeps those elements when the rest comes: the title painted first is the one that stays.
 */
export const HeldDrawing = createContext(false);

export const useHeldDrawing = (): boolean => useContext(HeldDrawing);
