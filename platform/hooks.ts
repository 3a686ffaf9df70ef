import { useSetAtom } from 'jotai';
import { useContext, useEffect } from 'react';
import { backButtonOverrideAtom, HIDDEN_MAIN_BUTTON, mainButtonAtom, type MainButtonState } from './atoms.ts';
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

/**
 * Shows the main button (native in Telegram, the in-page bar in a browser) while the calling screen is mounted. Inside
 * a `MainButtonScope` in a browser (a sheet or pop-up) the button is the scope's own, drawn inside it.
 */
export function useMainButton(options: MainButtonOptions | null): void {
  const set = useSetAtom(useContext(MainButtonScopeContext) ?? mainButtonAtom);
  const text = options?.text ?? '';
  const visible = options ? (options.visible ?? true) : false;
  const enabled = options?.enabled ?? true;
  const progress = options?.progress ?? false;
  const action = options?.action ?? null;
  const hint = options?.hint;
  useEffect(() => {
    const next: MainButtonState = visible ? { text, visible, enabled, progress, action, hint } : HIDDEN_MAIN_BUTTON;
    set(next);
  }, [set, text, visible, enabled, progress, action, hint]);
  useEffect(() => () => set(HIDDEN_MAIN_BUTTON), [set]);
}

/** Overrides the back button while the calling screen is mounted (e.g. to close a sheet first). */
export function useBackButton(override: { visible: boolean; action: (() => void) | null } | null): void {
  const set = useSetAtom(backButtonOverrideAtom);
  const visible = override?.visible;
  const action = override?.action ?? null;
  useEffect(() => {
    set(visible === undefined ? null : { visible, action });
  }, [set, visible, action]);
  useEffect(() => () => set(null), [set]);
}
