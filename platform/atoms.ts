/**
 * The shared atoms screens use for everything native: they set these and never call Telegram themselves.
 * Inside Telegram the bridge drives the native buttons from them; in a browser the in-page bar and arrow render them.
 */
import { atom } from 'jotai';
import { createBrowserPlatform } from './browser/browser-platform.ts';
import type { Haptics, LaunchFacts, Platform, ThemeState } from './types.ts';

/** The platform chosen at boot (set once by the app before the first render). */
export const platformAtom = atom<Platform>(createBrowserPlatform());

export const launchAtom = atom<LaunchFacts>((get) => get(platformAtom).launch);
export const hapticsAtom = atom<Haptics>((get) => get(platformAtom).haptics);

/** Theme colours and dark flag; follows Telegram's `theme_changed` (or the OS scheme in a browser) live. */
export const themeAtom = atom<ThemeState>({ dark: false, colors: {} });

export interface MainButtonState {
  text: string;
  visible: boolean;
  enabled: boolean;
  progress: boolean;
  action: (() => void) | null;
  /** Why the button cannot be pressed yet, shown right above it (in Telegram, at the bottom of the page). */
  hint?: string;
  /** Its screen has gone: kept (disabled, loading) only while the next screen is on its way. */
  released?: boolean;
}
export const HIDDEN_MAIN_BUTTON: MainButtonState = {
  text: '',
  visible: false,
  enabled: false,
  progress: false,
  action: null,
};
/**
 * A main button and who holds it: every screen, or layer over a screen, that sets it. A holder in a layer is in force
 * over the holders under it; among holders at one depth the one that came last is. When it goes, the one under it is
 * in force again. When the last one goes, what it showed is kept, `released`, so the next screen takes the button over
 * in place (see `screensLoadingAtom`). `holds` is in the order they came.
 */
export interface MainButtonSlot {
  holds: readonly MainButtonHold[];
  letGo: MainButtonState | null;
}
/** One holder's hold: `depth` is how many layers deep it is (0: a screen). */
export interface MainButtonHold {
  id: number;
  depth: number;
  state: MainButtonState;
}
export const EMPTY_MAIN_BUTTON_SLOT: MainButtonSlot = { holds: [], letGo: null };

/** What a slot's button shows: its topmost holder's state, else what the last holder let go of, else hidden. */
export function shownInSlot(slot: MainButtonSlot): MainButtonState {
  const top = slot.holds.reduce<MainButtonHold | undefined>(
    (over, hold) => (over && over.depth > hold.depth ? over : hold),
    undefined,
  );
  return top?.state ?? slot.letGo ?? HIDDEN_MAIN_BUTTON;
}

/** The page's main button (native in Telegram, the in-page bar in a browser). */
export const mainButtonSlotAtom = atom<MainButtonSlot>(EMPTY_MAIN_BUTTON_SLOT);
export const mainButtonAtom = atom<MainButtonState>((get) => shownInSlot(get(mainButtonSlotAtom)));
/**
 * The native main button's fill and text colours (`#rrggbb`), set by the app from the merchant's palette so the
 * button wears the same accent as the rest of the page; null leaves Telegram's theme colours.
 */
export const mainButtonColorsAtom = atom<{ background: string; text: string } | null>(null);

export interface BackButtonState {
  visible: boolean;
  /** null = the default: back in history, or to `/` when there is none (a deep link). */
  action: (() => void) | null;
}
/**
 * Overrides of the back button, the last added on top (an open layer over a screen that has its own); none = the
 * default rule (visible everywhere but `/`).
 */
export const backButtonOverridesAtom = atom<readonly { id: number; state: BackButtonState }[]>([]);
/** The override in force: the topmost one, or null. */
export const backButtonOverrideAtom = atom<BackButtonState | null>(
  (get) => get(backButtonOverridesAtom).at(-1)?.state ?? null,
);

/**
 * Screens on their way (a lazily loaded screen's code, its texts): while any is, a main button its screen let go of
 * stays where it is, disabled with its loader, so the next screen takes it over without a hide-and-show.
 */
export const screensLoadingAtom = atom(0);

/** Telegram's secondary button (Bot API 7.10+), beside the main one: a screen's second action. */
export interface SecondaryButtonState {
  text: string;
  visible: boolean;
  action: (() => void) | null;
}
export const HIDDEN_SECONDARY_BUTTON: SecondaryButtonState = { text: '', visible: false, action: null };
/**
 * What each mounted holder of the secondary button wants, the last mounted on top: a pop-up over the basket holds the
 * button over the basket's, and gives it back when it closes.
 */
export const secondaryButtonHoldersAtom = atom<readonly { id: number; state: SecondaryButtonState }[]>([]);
/** The secondary button as shown: the topmost holder's, or hidden. */
export const secondaryButtonAtom = atom<SecondaryButtonState>(
  (get) => get(secondaryButtonHoldersAtom).at(-1)?.state ?? HIDDEN_SECONDARY_BUTTON,
);

/** What the settings item of Telegram's ⋯ menu does; null hides it. */
export const settingsActionAtom = atom<(() => void) | null>(null);

/** Ask before closing the mini-app (while the basket has items). */
export const closingConfirmationAtom = atom(false);
