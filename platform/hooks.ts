import { useAtomValue, useSetAtom } from 'jotai';
import { useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  backButtonOverridesAtom,
  HIDDEN_MAIN_BUTTON,
  HIDDEN_SECONDARY_BUTTON,
  mainButtonSlotAtom,
  shownInSlot,
  platformAtom,
  screensLoadingAtom,
  secondaryButtonHoldersAtom,
  settingsActionAtom,
  type MainButtonState,
} from './atoms.ts';
import { MainButtonScopeContext } from './main-button-scope.tsx';

export interface MainButtonOptions {
  text: string;
  action: () => void;
  visible?: boolean;
  enabled?: boolean;
  progress?: boolean;
  /** Why the button is disabled: shown next to it, so the reason is never only at the end of the page. */
  hint?: string;
}

let nextHold = 0;

/**
 * Shows the main button (native in Telegram, the in-page bar in a browser) while the calling screen is mounted. Inside
 * a `MainButtonScope` in a browser (a sheet or pop-up) the button is the scope's own, drawn inside it.
 *
 * Holders stack: a layer over a screen (a product pop-up inside Telegram, inside a `MainButtonScope`) holds the button
 * over the screen's hold, whichever came first, and when it goes the screen's is in force again. A press always runs
 * the action of the holder's latest render, even one not yet handed to the button. When the last holder goes, the
 * button is let go of rather than hidden: the next screen takes it over in place (see `useScreenLoading`).
 */
export function useMainButton(options: MainButtonOptions | null): void {
  const scope = useContext(MainButtonScopeContext);
  const set = useSetAtom(scope?.slot ?? mainButtonSlotAtom);
  const depth = scope?.depth ?? 0;
  const [id] = useState(() => ++nextHold);
  const latest = useRef(options?.action);
  useLayoutEffect(() => {
    latest.current = options?.action;
  });
  const [press] = useState(() => () => latest.current?.());
  const text = options?.text ?? '';
  const visible = options ? (options.visible ?? true) : false;
  const enabled = options?.enabled ?? true;
  const progress = options?.progress ?? false;
  const hint = options?.hint;
  useEffect(() => {
    const state: MainButtonState = visible
      ? { text, visible, enabled, progress, action: press, hint }
      : HIDDEN_MAIN_BUTTON;
    const hold = { id, depth, state };
    set((slot) => ({
      holds: slot.holds.some((h) => h.id === id)
        ? slot.holds.map((h) => (h.id === id ? hold : h))
        : [...slot.holds, hold],
      letGo: null,
    }));
  }, [set, id, depth, press, text, visible, enabled, progress, hint]);
  useEffect(
    () => () =>
      set((slot) => {
        const holds = slot.holds.filter((h) => h.id !== id);
        // The last holder going: what it shows (its own state) is let go of.
        const last = shownInSlot(slot);
        if (holds.length > 0 || !last.visible) return { holds, letGo: null };
        return { holds, letGo: { ...last, released: true, enabled: false, action: null, hint: undefined } };
      }),
    [set, id],
  );
}

/**
 * Marks a screen as on its way (its code or texts loading) while the caller is mounted: the route's loading
 * placeholder calls it, so the main button of the screen before stays, with its loader, until the next one takes it.
 */
export function useScreenLoading(): void {
  const set = useSetAtom(screensLoadingAtom);
  useEffect(() => {
    set((count) => count + 1);
    return () => set((count) => count - 1);
  }, [set]);
}

let nextOverride = 0;

/**
 * Overrides the back button while the caller is mounted (a screen, or a layer over it that back should close first).
 * Overrides stack: the one added last is in force, and when it goes the one under it is again.
 */
export function useBackButton(override: { visible: boolean; action: (() => void) | null } | null): void {
  const set = useSetAtom(backButtonOverridesAtom);
  const [id] = useState(() => ++nextOverride);
  const visible = override?.visible;
  const action = override?.action ?? null;
  useEffect(() => {
    set((list) =>
      visible === undefined ? list.filter((entry) => entry.id !== id) : hold(list, id, { visible, action }),
    );
  }, [set, id, visible, action]);
  useEffect(() => () => set((list) => list.filter((entry) => entry.id !== id)), [set, id]);
}

/**
 * A screen's second action on Telegram's secondary button (beside the main one) while the caller is mounted. Returns
 * whether the button is native here: when it is, the screen leaves out its in-page control for the same action.
 */
export function useSecondaryButton(options: { text: string; action: () => void } | null): boolean {
  const set = useSetAtom(secondaryButtonHoldersAtom);
  const native = useAtomValue(platformAtom).secondaryButtonSupported;
  const [id] = useState(() => ++nextOverride);
  const text = options?.text ?? '';
  const action = options?.action ?? null;
  useEffect(() => {
    // A holder without an action holds the button hidden over the one under it (a pop-up over the basket).
    set((list) => hold(list, id, native && action ? { text, visible: true, action } : HIDDEN_SECONDARY_BUTTON));
  }, [set, id, native, text, action]);
  useEffect(() => () => set((list) => list.filter((entry) => entry.id !== id)), [set, id]);
  return native && options !== null;
}

/** A holder's state put in its place in a stack of holders, or on top when it is new. */
function hold<S>(list: readonly { id: number; state: S }[], id: number, state: S): readonly { id: number; state: S }[] {
  const entry = { id, state };
  return list.some((e) => e.id === id) ? list.map((e) => (e.id === id ? entry : e)) : [...list, entry];
}

/** What Telegram's ⋯ menu's Settings item does while the caller is mounted. */
export function useSettingsButton(action: (() => void) | null): void {
  const set = useSetAtom(settingsActionAtom);
  useEffect(() => {
    set(() => action);
    return () => set(null);
  }, [set, action]);
}
