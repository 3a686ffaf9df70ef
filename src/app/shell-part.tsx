import { useSetAtom } from 'jotai';
import {
  createElement,
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { useText, withMessages } from '@/shared/i18n/texts.ts';
import { whenSettled } from '@/shared/lib/when-settled.ts';
import { showToastAtom } from '@/shared/ui/toast.atoms.ts';
import { renewOnceCaught, ScreenBoundary } from './screen-boundary.tsx';

/**
 * A part of the shell whose code comes when it is first wanted (the side menu, the language sheet, a dialog, the
 * merchant's integrations), with the screens' texts and i18next, which it may use. A failed load is made anew once
 * its `ShellPart` has caught it (screen-boundary.tsx), so the part is fetched again the next time it is drawn.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const fresh = (): LazyExoticComponent<ComponentType<object>> =>
    lazy(() =>
      withMessages(load).then(
        (part) => ({ default: part as ComponentType<object> }),
        (error: unknown) => {
          renewOnceCaught(() => (part = fresh()));
          throw error;
        },
      ),
    );
  let part = fresh();
  return (props: P) => createElement(part, props);
}

/**
 * Draws a `lazyPart` (nothing while its code comes). When its code cannot be fetched (offline, or a deploy replaced
 * the file) or it fails to draw, the page stays as it was, never blanked, and `onFailed` lets the owner stop asking
 * for it until it is wanted again.
 */
export function ShellPart({ children, onFailed }: { children: ReactNode; onFailed: () => void }) {
  return (
    <ScreenBoundary onFailed={onFailed}>
      <Suspense fallback={null}>{children}</Suspense>
    </ScreenBoundary>
  );
}

/**
 * A part whose code comes the first time `when` holds, and which stays drawn after (a dialog that closes itself, a
 * listener): the shell's parts nothing on the first screen needs.
 */
export function LoadedWhen({ when, children }: { when: boolean; children: ReactNode }) {
  const [wanted, setWanted] = useState(when);
  // A part whose code could not come is asked for again once `when` has gone and come back, never in a loop.
  const [failed, setFailed] = useState(false);
  if (when && !wanted) setWanted(true);
  if (failed && !when) setFailed(false);
  return wanted && !failed ? <ShellPart onFailed={() => setFailed(true)}>{children}</ShellPart> : null;
}

/** Whether the page has settled (shared/lib/when-settled.ts): false, then true for good. */
export function useSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => whenSettled(() => setSettled(true)), []);
  return settled;
}

/** What a person who asked for a part (a tap on the menu) is told when it could not come: the connection's error. */
export function usePartFailedNotice(): () => void {
  const { t } = useText();
  const toast = useSetAtom(showToastAtom);
  return useCallback(() => toast({ kind: 'error', text: t('errors.network') }), [t, toast]);
}
