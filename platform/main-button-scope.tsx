import { atom, useAtomValue, type PrimitiveAtom } from 'jotai';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import {
  EMPTY_MAIN_BUTTON_SLOT,
  mainButtonSlotAtom,
  platformAtom,
  shownInSlot,
  type MainButtonSlot,
  type MainButtonState,
} from './atoms.ts';
import { Button } from '@telegram-apps/telegram-ui';

/**
 * Where `useMainButton` inside a scope holds its button (null: the page's main button), and how many layers deep the
 * scope is: a holder in a layer is in force over the holders under it, whichever of them came last.
 */
export const MainButtonScopeContext = createContext<{ slot: PrimitiveAtom<MainButtonSlot>; depth: number } | null>(
  null,
);

/** A label and the amount after its last ' · ' ("Checkout · 96 000 so'm"), or the label alone. */
function labelAndAmount(text: string): [string, string | null] {
  const at = text.lastIndexOf(' · ');
  return at < 0 ? [text, null] : [text.slice(0, at), text.slice(at)];
}

/**
 * The main button drawn in the page: the browser's action bar, or the one inside a sheet or pop-up. An amount at the
 * end of its text is never cut: on a narrow phone the words before it give way (with an ellipsis) first.
 */
export function InPageMainButton({ state }: { state: MainButtonState }) {
  const [label, amount] = labelAndAmount(state.text);
  return (
    <Button
      size="l"
      stretched
      mode="filled"
      loading={state.progress}
      disabled={!state.enabled || state.progress}
      onClick={() => state.action?.()}
      data-testid="browser-main-button"
      className="in-page-main-button"
    >
      {/* A new label is a new node: the text is swapped as the native button swaps it, never slid sideways. */}
      <span key={state.text} className="in-page-main-button__label">
        <span className="in-page-main-button__words">{label}</span>
        {amount && <span className="in-page-main-button__amount">{amount}</span>}
      </span>
    </Button>
  );
}

/**
 * A layer over the page (a product sheet or pop-up) with its own main button. In a browser the page's action bar lies
 * under the layer's backdrop, so the screen inside sets a button of the layer's own, drawn at its bottom; inside
 * Telegram the native main button is above everything and the scope passes straight through to it.
 */
export function MainButtonScope({ children }: { children: ReactNode }) {
  const platform = useAtomValue(platformAtom);
  const outer = useContext(MainButtonScopeContext);
  const [scoped] = useState(() => atom<MainButtonSlot>(EMPTY_MAIN_BUTTON_SLOT));
  const depth = (outer?.depth ?? 0) + 1;
  const native = platform.kind === 'telegram';
  const slot = native ? (outer?.slot ?? mainButtonSlotAtom) : scoped;
  const scope = useMemo(() => ({ slot, depth }), [slot, depth]);
  return (
    <MainButtonScopeContext.Provider value={scope}>
      {children}
      {!native && <ScopedBar state={scoped} />}
    </MainButtonScopeContext.Provider>
  );
}

function ScopedBar({ state }: { state: PrimitiveAtom<MainButtonSlot> }) {
  const value = shownInSlot(useAtomValue(state));
  if (!value.visible) return null;
  return (
    <div className="main-button-scope" data-testid="scoped-main-button-bar">
      <InPageMainButton state={value} />
    </div>
  );
}
